import type { Change, ChangeFeed } from './change-feed';

/**
 * Whose data a read returns: one client of a practice, or (no client) reads across the practice's clients
 * such as the client list. A read without a scope (sessions) is forgotten on every change it watches.
 */
export type ReadScope = { readonly practiceId: string; readonly clientId?: string };

type Entry<T> = { value: T; scope: ReadScope | undefined };

/**
 * Reads kept in memory until what they were read from changes (heard from the change feed, so a change
 * made by another process counts too). A change forgets only the reads it can alter: a change to one
 * client forgets that client's reads and its practice's reads across clients, never another client's or
 * another practice's. While the feed is not live nothing is kept, and a read that was under way when a
 * change to it was heard is not kept either: it may predate the change. Requests that miss at the same
 * moment share one read.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly loading = new Map<string, { stamp: string; read: Promise<T | null> }>();
  // Counters a change moves; a read's stamp is the counters that can invalidate it, taken when it starts.
  private everything = 0;
  private unscoped = 0;
  private readonly practices = new Map<string, number>();
  private readonly acrossClients = new Map<string, number>();
  private readonly clients = new Map<string, number>();

  constructor(
    private readonly feed: ChangeFeed,
    tables: readonly string[],
    private readonly maxEntries = 1_000,
  ) {
    const watched = new Set(tables);
    feed.onChange((change) => {
      if (change.table === null || watched.has(change.table)) this.forget(change);
    });
  }

  /**
   * The kept read, or the read under way for the same key since the last change to it (single flight: the
   * requests that miss at once after a change wait for one query instead of each running it), or a new read.
   */
  async get<Found extends T | null>(
    key: string,
    load: () => Promise<Found>,
    scope?: ReadScope,
  ): Promise<Found> {
    const kept = this.entries.get(key);
    if (kept !== undefined) return kept.value as Found;
    const stamp = this.stampOf(scope);
    // A read begun before a change to it may predate it: a request after the change never joins it.
    const underWay = this.loading.get(key);
    if (underWay && underWay.stamp === stamp) return underWay.read as Promise<Found>;
    const read = load().then((value) => {
      // Nothing is kept for a read that found nothing: unknown keys must not crowd out known ones.
      if (value != null && this.feed.live && stamp === this.stampOf(scope)) this.keep(key, { value, scope });
      return value;
    });
    // While the feed is not live a change could go unheard: each request then reads for itself.
    if (this.feed.live) {
      this.loading.set(key, { stamp, read });
      const forget = () => {
        if (this.loading.get(key)?.read === read) this.loading.delete(key);
      };
      read.then(forget, forget);
    }
    return read;
  }

  /** Forgets everything. */
  clear(): void {
    this.forget({ table: null, practiceId: null, clientId: null });
  }

  private stampOf(scope: ReadScope | undefined): string {
    if (!scope) return `${this.everything}:${this.unscoped}`;
    const practice = this.practices.get(scope.practiceId) ?? 0;
    const narrow =
      scope.clientId === undefined
        ? (this.acrossClients.get(scope.practiceId) ?? 0)
        : (this.clients.get(clientKey(scope.practiceId, scope.clientId)) ?? 0);
    return `${this.everything}:${practice}:${narrow}`;
  }

  private forget(change: Change): void {
    this.unscoped += 1;
    const { practiceId, clientId } = change;
    if (practiceId === null) {
      this.everything += 1;
      this.entries.clear();
      this.loading.clear();
      return;
    }
    if (clientId === null) bump(this.practices, practiceId);
    else {
      bump(this.acrossClients, practiceId);
      bump(this.clients, clientKey(practiceId, clientId));
    }
    for (const [key, { scope }] of this.entries) {
      const alters =
        !scope ||
        (scope.practiceId === practiceId &&
          (clientId === null || scope.clientId === undefined || scope.clientId === clientId));
      if (alters) this.entries.delete(key);
    }
  }

  private keep(key: string, entry: Entry<T>): void {
    // Oldest first: a Map iterates in insertion order.
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, entry);
  }
}

const clientKey = (practiceId: string, clientId: string) => `${practiceId}:${clientId}`;

function bump(counters: Map<string, number>, key: string): void {
  counters.set(key, (counters.get(key) ?? 0) + 1);
}
