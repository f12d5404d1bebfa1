import { describeErrorForLog } from '@/server/logging/describe-error-for-log';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel the triggers of migrations 0008 and 0017 announce changes on. */
const channel = 'factfind_changes';

/**
 * What changed: a table (null: any table, e.g. the feed was interrupted or this process wrote) and, where
 * known, whose data it was. A practice without a client is a change that may touch any of the practice's
 * clients (or documents not yet linked to one); no practice at all is a change that may touch anything.
 */
export type Change = {
  readonly table: string | null;
  readonly practiceId: string | null;
  readonly clientId: string | null;
};

/** Anything may have changed. */
export const anyChange: Change = { table: null, practiceId: null, clientId: null };

/**
 * A notification's payload as migration 0017's triggers send it: "table", or "table:practice:client" with
 * either id empty when unknown. A row whose practice could not be found (its client was deleted in the same
 * statement) counts as a change anywhere in that table.
 */
export function parseChange(payload: string | null | undefined): Change {
  if (!payload) return anyChange;
  const [table = '', practiceId = '', clientId = ''] = payload.split(':');
  if (!practiceId) return { table: table || null, practiceId: null, clientId: null };
  return { table: table || null, practiceId, clientId: clientId || null };
}

/**
 * Changes committed to the database by any process, as they are heard. A cache may keep a read only while
 * the feed is live: while it is not (the listening connection was lost), some change could go unheard.
 */
export type ChangeFeed = {
  readonly live: boolean;
  onChange: (listener: (change: Change) => void) => () => void;
  /**
   * Tells this process's listeners at once that it has just committed changes. The database's own
   * announcement follows over the listening connection a moment later, too late for the same adviser's
   * next request.
   */
  announce: (change: Change) => void;
  close: () => Promise<void>;
};

type Listener = (change: Change) => void;

function createFeed(): ChangeFeed & { setLive: (live: boolean) => void; closers: (() => unknown)[] } {
  const listeners = new Set<Listener>();
  const closers: (() => unknown)[] = [];
  const feed = {
    live: false,
    closers,
    setLive(live: boolean) {
      feed.live = live;
      // Going live or losing the feed: whatever was kept may have missed a change.
      feed.announce(anyChange);
    },
    onChange(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    announce(change: Change) {
      for (const listener of listeners) listener(change);
    },
    close: async () => {
      feed.setLive(false);
      for (const close of closers) await close();
    },
  };
  return feed;
}

/** The embedded database announces a commit's changes before the statement's promise resolves. */
export async function listenToPglite(client: PGlite): Promise<ChangeFeed> {
  const feed = createFeed();
  const unlisten = await client.listen(channel, (payload) => feed.announce(parseChange(payload)));
  feed.closers.push(unlisten);
  feed.setLive(true);
  return feed;
}

const firstRetryMs = 250;
const longestRetryMs = 10_000;

/**
 * PostgreSQL's announcements over a connection of their own. When that connection is lost (a restart, a
 * failover, pg_terminate_backend) the feed is not live until a new one listens again, with backoff.
 */
export function listenToPostgres(connectionString: string): ChangeFeed {
  const feed = createFeed();
  let current: pg.Client | null = null;
  let closed = false;
  let retryMs = firstRetryMs;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const client = new pg.Client({ connectionString });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      feed.setLive(false);
      void client.end().catch(() => undefined);
      if (closed) return;
      if (error) console.error('Lost the database change feed; listening again.', describeErrorForLog(error));
      retry = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(retryMs * 2, longestRetryMs);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => feed.announce(parseChange(message.payload)));
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (closed) return void client.end().catch(() => undefined);
    current = client;
    retryMs = firstRetryMs;
    feed.setLive(true);
  };

  feed.closers.push(async () => {
    closed = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
  });
  void connect();
  return feed;
}
