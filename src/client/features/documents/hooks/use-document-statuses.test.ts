import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// TanStack Query schedules refetch intervals only in a browser (it checks for `window` when loaded).
vi.hoisted(() => {
  (globalThis as { window?: unknown }).window = globalThis;
});

import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/client/lib/api-client';
import { documentStatusesQuery } from './use-document-statuses';

type Answer = { ocrStatus: string; parseStatus: string };

/** A fake GET /api/documents/status answering every id asked for with `answer(id)`. */
function fakeStatusServer(answer: (id: string) => Answer | null) {
  const requests: string[][] = [];
  const fetch = vi.fn(async (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://app.test');
    expect(pathname).toBe('/api/documents/status');
    const ids = (searchParams.get('ids') ?? '').split(',');
    requests.push(ids);
    const documents = ids.flatMap((id) => {
      const status = answer(id);
      return status ? [{ id, filename: `${id}.pdf`, ...status }] : [];
    });
    return new Response(JSON.stringify({ documents }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}

const processing: Answer = { ocrStatus: 'processing', parseStatus: 'pending' };
const completed: Answer = { ocrStatus: 'completed', parseStatus: 'completed' };
const ids = (count: number) => Array.from({ length: count }, (_, index) => `doc-${index}`);

let queryClient: QueryClient;
let stop: (() => void) | undefined;

function watch(documentIds: string[], startedAt: number) {
  const observer = new QueryObserver(queryClient, documentStatusesQuery(documentIds, startedAt));
  stop = observer.subscribe(() => undefined);
  return observer;
}

beforeEach(() => {
  vi.useFakeTimers();
  queryClient = createQueryClient();
});
afterAll(() => {
  delete (globalThis as { window?: unknown }).window;
});
afterEach(() => {
  stop?.();
  queryClient.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('document status polling', () => {
  it('asks about 10 processing documents in one request every 2 s', async () => {
    const requests = fakeStatusServer(() => processing);
    watch(ids(10), Date.now());
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requests).toHaveLength(6); // the first answer, then one every 2 s
    expect(requests.every((asked) => asked.length === 10)).toBe(true);
  });

  it('stops once every document is complete or failed', async () => {
    let round = 0;
    const requests = fakeStatusServer((id) => {
      if (round < 2) return processing;
      return id === 'doc-1' ? { ocrStatus: 'failed', parseStatus: 'pending' } : completed;
    });
    const observer = watch(ids(3), Date.now());
    await vi.advanceTimersByTimeAsync(0);
    round = 1;
    await vi.advanceTimersByTimeAsync(2_000);
    round = 2;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(requests).toHaveLength(3);
    expect(observer.getCurrentResult().data?.map((status) => status.ocrStatus)).toEqual([
      'completed',
      'failed',
      'completed',
    ]);
  });

  it('stops 5 minutes after it started', async () => {
    const requests = fakeStatusServer(() => processing);
    watch(ids(2), Date.now());
    await vi.advanceTimersByTimeAsync(300_000);
    const atCutoff = requests.length;
    expect(atCutoff).toBe(151);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(atCutoff);
  });

  it('stops, and logs, when the statuses cannot be fetched', async () => {
    const fetch = vi.fn(async () => new Response('{"code":"INTERNAL"}', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const observer = watch(ids(2), Date.now());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().error?.message).toBe('Failed to fetch status: 500');
    expect(logged).toHaveBeenCalledWith(new Error('Failed to fetch status: 500'));
  });

  it('splits more than 100 documents into requests of at most 100, keeping their order', async () => {
    const requests = fakeStatusServer((id) => (id === 'doc-7' ? null : processing));
    const observer = watch(ids(250), Date.now());
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.map((asked) => asked.length)).toEqual([100, 100, 50]);
    const answered = observer.getCurrentResult().data?.map((status) => status.id);
    expect(answered).toEqual(ids(250).filter((id) => id !== 'doc-7'));
  });

  it('asks nothing without documents', async () => {
    const requests = fakeStatusServer(() => processing);
    watch([], Date.now());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requests).toHaveLength(0);
  });
});
