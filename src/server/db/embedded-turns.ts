import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database runs on this process's main thread, and its statements queue behind one another as
 * promises: twenty requests' statements would run back to back as one long task, and nothing else (an HTTP
 * request, a health check) would be served until the last. So statements go one at a time, each after the
 * event loop has had a turn (setImmediate) since the one before; the database has one connection, so nothing
 * that could run at once is made to wait. The time of the last statement answered is kept: liveness need not
 * queue behind the others to know that the database answers. A transaction is one turn: its own statements
 * run inside it.
 */
export function takeTurns(client: PGlite): { answeredWithin: (ms: number) => boolean } {
  let answeredAt = 0;
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(statement: () => Promise<T>): Promise<T> => {
    const result = previous
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(statement)
      .then((value) => {
        answeredAt = performance.now();
        return value;
      });
    previous = result.catch(() => undefined);
    return result;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) => inTurn(() => query(...args))) as typeof query;
  client.exec = ((...args: Parameters<typeof exec>) => inTurn(() => exec(...args))) as typeof exec;
  client.transaction = ((...args: Parameters<typeof transaction>) =>
    inTurn(() => transaction(...args))) as typeof transaction;
  return { answeredWithin: (ms) => answeredAt > 0 && performance.now() - answeredAt <= ms };
}
