import type { ChangeFeed } from './change-feed';

/**
 * Reads kept in memory until one of the tables they come from changes (heard from the change feed, so a
 * change made by another process counts too). While the feed is not live nothing is kept, and a read that
 * was under way when a change was heard is not kept either: it may predate the change. Requests that miss at
 * the same moment share one read.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, T>();
  private readonly loading = new Map<string, { generation: number; read: Promise<T | null> }>();
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

  /**
   * The kept read, or the read under way for the same key since the last change (single flight: the requests
   * that miss at once after a change wait for one query instead of each running it), or a new read.
   */
  async get<Found extends T | null>(key: string, load: () => Promise<Found>): Promise<Found> {
    const kept = this.entries.get(key);
    if (kept !== undefined) return kept as Found;
    const generation = this.generation;
    // A read begun before the latest change may predate it: a request after the change never joins it.
    const underWay = this.loading.get(key);
    if (underWay && underWay.generation === generation) return underWay.read as Promise<Found>;
    const read = load().then((value) => {
      // Nothing is kept for a read that found nothing: unknown keys must not crowd out known ones.
      if (value != null && this.feed.live && generation === this.generation) this.keep(key, value);
      return value;
    });
    // While the feed is not live a change could go unheard: each request then reads for itself.
    if (this.feed.live) {
      this.loading.set(key, { generation, read });
      const forget = () => {
        if (this.loading.get(key)?.read === read) this.loading.delete(key);
      };
      read.then(forget, forget);
    }
    return read;
  }

  /** Forgets everything (also called for a change heard on a watched table). */
  clear(): void {
    this.entries.clear();
    this.loading.clear();
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
