import type { ChangeFeed } from './change-feed';

/**
 * Reads kept in memory until one of the tables they come from changes (heard from the change feed, so a
 * change made by another process counts too). While the feed is not live nothing is kept, and a read that
 * was under way when a change was heard is not kept either: it may predate the change.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, T>();
  private generation = 0;

  constructor(
    private readonly feed: ChangeFeed,
    tables: readonly string[],
    private readonly maxEntries = 1_000,
  ) {
    const watched = new Set(tables);
    feed.onChange((table) => {
      if (table === null || watched.has(table)) this.clear();
    });
  }

  async get<Found extends T | null>(key: string, load: () => Promise<Found>): Promise<Found> {
    const kept = this.entries.get(key);
    if (kept !== undefined) return kept as Found;
    const generation = this.generation;
    const value = await load();
    // Nothing is kept for a read that found nothing: unknown keys must not crowd out known ones.
    if (value != null && this.feed.live && generation === this.generation) this.keep(key, value);
    return value;
  }

  /** Forgets everything (also called for a change heard on a watched table). */
  clear(): void {
    this.entries.clear();
    this.generation += 1;
  }

  private keep(key: string, value: T): void {
    // Oldest first: a Map iterates in insertion order.
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, value);
  }
}
