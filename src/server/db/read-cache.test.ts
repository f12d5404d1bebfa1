import { describe, expect, it } from 'vitest';
import { parseChange, type Change, type ChangeFeed } from './change-feed';
import { ReadCache } from './read-cache';

/** A feed driven by the test: `hear` is a change heard from the database, as its payload ("table:practice:client"). */
function testFeed() {
  const listeners = new Set<(change: Change) => void>();
  const feed: Omit<ChangeFeed, 'live'> & { live: boolean; hear: (payload: string | null) => void } = {
    live: true,
    onChange: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    announce: (change) => listeners.forEach((listener) => listener(change)),
    hear: (payload) => feed.announce(parseChange(payload)),
    close: async () => undefined,
  };
  return feed;
}

/** A load that counts its calls and answers `value()` at the time it is called. */
function counted<T>(value: () => T) {
  const load = Object.assign(
    async () => {
      load.calls += 1;
      return value();
    },
    { calls: 0 },
  );
  return load;
}

describe('ReadCache', () => {
  it('keeps a read until a table it watches changes, and ignores other tables', async () => {
    const feed = testFeed();
    const cache = new ReadCache<string>(feed, ['clients']);
    let current = 'first';
    const load = counted(() => current);
    expect(await cache.get('k', load)).toBe('first');
    current = 'second';
    expect(await cache.get('k', load)).toBe('first');
    feed.hear('audit_events');
    expect(await cache.get('k', load)).toBe('first');
    feed.hear('clients');
    expect(await cache.get('k', load)).toBe('second');
    feed.hear(null);
    expect(await cache.get('k', load)).toBe('second');
    expect(load.calls).toBe(3);
  });

  it('does not keep a read that was under way when a change was heard', async () => {
    const feed = testFeed();
    const cache = new ReadCache<string>(feed, ['clients']);
    let release = () => undefined as void;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = () => resolve('old'))));
    feed.hear('clients');
    release();
    expect(await slow).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('keeps nothing while the feed is not live, nor a read that found nothing', async () => {
    const feed = testFeed();
    feed.live = false;
    const cache = new ReadCache<string>(feed, ['clients']);
    const load = counted(() => 'value');
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load.calls).toBe(2);

    feed.live = true;
    const nothing = counted(() => null);
    await cache.get('missing', nothing);
    await cache.get('missing', nothing);
    expect(nothing.calls).toBe(2);
  });

  it('holds at most its limit, forgetting the oldest first', async () => {
    const cache = new ReadCache<string>(testFeed(), ['clients'], 2);
    const load = counted(() => 'value');
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('c', load);
    await cache.get('b', load);
    expect(load.calls).toBe(3);
    await cache.get('a', load);
    expect(load.calls).toBe(4);
  });

  it('runs one read for concurrent misses of a key (single flight), and a read per key', async () => {
    const feed = testFeed();
    const cache = new ReadCache<string>(feed, ['clients']);
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = Object.assign(
      async () => {
        load.calls += 1;
        await gate;
        return 'value';
      },
      { calls: 0 },
    );
    const misses = Array.from({ length: 50 }, () => cache.get('k', load));
    const other = cache.get('other', load);
    release();
    expect(await Promise.all(misses)).toEqual(Array.from({ length: 50 }, () => 'value'));
    expect(await other).toBe('value');
    expect(load.calls).toBe(2);
  });

  it('shares a failed read with the requests that joined it, then reads again', async () => {
    const feed = testFeed();
    const cache = new ReadCache<string>(feed, ['clients']);
    let calls = 0;
    const failing = async () => {
      calls += 1;
      await Promise.resolve();
      throw new Error('database gone');
    };
    const results = await Promise.allSettled([cache.get('k', failing), cache.get('k', failing)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  it('never gives a request made after a change the read begun before it', async () => {
    const feed = testFeed();
    const cache = new ReadCache<string>(feed, ['clients']);
    let release = () => undefined as void;
    const before = cache.get('k', () => new Promise<string>((resolve) => (release = () => resolve('old'))));
    feed.hear('clients');
    const after = cache.get('k', async () => 'new');
    release();
    expect(await before).toBe('old');
    expect(await after).toBe('new');
  });

  it('does not join reads while the feed is not live', async () => {
    const feed = testFeed();
    feed.live = false;
    const cache = new ReadCache<string>(feed, ['clients']);
    const load = counted(() => 'value');
    await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(load.calls).toBe(3);
  });

  it("forgets only the reads a change can alter: the client's own, and its practice's reads across clients", async () => {
    const feed = testFeed();
    const cache = new ReadCache<string>(feed, ['clients']);
    let version = 1;
    const load = counted(() => `v${version}`);
    const read = (key: string, scope?: { practiceId: string; clientId?: string }) =>
      cache.get(key, load, scope);
    const readAll = () =>
      Promise.all([
        read('list-p', { practiceId: 'p' }),
        read('client-a', { practiceId: 'p', clientId: 'a' }),
        read('client-b', { practiceId: 'p', clientId: 'b' }),
        read('list-q', { practiceId: 'q' }),
        read('client-c', { practiceId: 'q', clientId: 'c' }),
        read('session'),
      ]);
    await readAll();
    expect(load.calls).toBe(6);
    version = 2;
    feed.hear('clients:p:a');
    expect(await readAll()).toEqual(['v2', 'v2', 'v1', 'v1', 'v1', 'v2']);
    feed.hear('clients:q:');
    expect(await readAll()).toEqual(['v2', 'v2', 'v1', 'v2', 'v2', 'v2']);
    version = 3;
    feed.hear('clients::a');
    expect(await readAll()).toEqual(['v3', 'v3', 'v3', 'v3', 'v3', 'v3']);
    feed.announce({ table: null, practiceId: 'p', clientId: null });
    version = 4;
    expect(await readAll()).toEqual(['v4', 'v4', 'v4', 'v3', 'v3', 'v4']);
  });

  it("does not keep a client's read that was under way when that client changed, but keeps another client's", async () => {
    const feed = testFeed();
    const cache = new ReadCache<string>(feed, ['clients']);
    const releases: (() => void)[] = [];
    const slow = (value: string) => () =>
      new Promise<string>((resolve) => releases.push(() => resolve(value)));
    const a = cache.get('a', slow('old a'), { practiceId: 'p', clientId: 'a' });
    const b = cache.get('b', slow('b'), { practiceId: 'p', clientId: 'b' });
    feed.hear('clients:p:a');
    releases.forEach((release) => release());
    expect([await a, await b]).toEqual(['old a', 'b']);
    expect(await cache.get('a', async () => 'new a', { practiceId: 'p', clientId: 'a' })).toBe('new a');
    expect(await cache.get('b', async () => 'read again', { practiceId: 'p', clientId: 'b' })).toBe('b');
  });
});
