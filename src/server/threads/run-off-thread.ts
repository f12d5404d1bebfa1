import { Worker } from 'node:worker_threads';

/** An error as it crosses from the worker: its name, message and, for a RecognitionError, its failure. */
export type ThreadError = { name: string; message: string; failure?: string };

/**
 * A call stopped because it took longer than its time, or its thread more memory than its limit (counting
 * the memory of typed arrays, which V8's heap limit does not): work that would do the same again.
 */
export class ThreadLimitError extends Error {
  readonly limit: 'time' | 'memory';

  constructor(limit: 'time' | 'memory', label: string) {
    super(limit === 'time' ? `${label} took too long` : `${label} needed too much memory`);
    this.name = 'ThreadLimitError';
    this.limit = limit;
  }
}

/** How often a busy thread's memory is looked at. */
const memoryCheckMs = 200;

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };
type WorkerMessage = { ready: true } | { id: number; result?: unknown; error?: ThreadError };

type Thread = {
  worker: Promise<Worker>;
  pending: Map<number, Pending>;
  /** Why this side stopped the thread (its memory), for the calls it fails. */
  stoppedFor?: Error;
  watch?: NodeJS.Timeout;
};

export type OffThreadOptions = {
  /** The module (a URL, as import.meta.url resolves it) and the name of the function it exports. */
  module: URL;
  exportName: string;
  /** What the work is, for messages ("Reading the PDF"). */
  label: string;
  timeoutMs: number;
  /** How many threads share the calls (each call goes to the one with the fewest waiting). */
  threads?: number;
  /** Turns an error from the thread back into the error the caller expects (e.g. a RecognitionError). */
  reviveError?: (error: ThreadError) => Error;
  /**
   * The most memory a thread may use (its heap and its typed arrays' buffers, which hold decoded streams
   * and pixels): past it the thread is stopped and its calls fail with ThreadLimitError('memory').
   */
  maxMemoryMb?: number;
};

/**
 * Runs an exported function of a module on long-lived worker threads, started on first use and again after
 * a crash; they never keep the process alive. Arguments and results are copied (typed arrays in a result are
 * moved). A call that takes longer than the timeout is refused and its thread replaced. Where a thread cannot
 * start, the function runs in this thread instead, so the work is never refused for that.
 */
export function offThread<Args extends unknown[], Result>(
  options: OffThreadOptions,
): { call: (...args: Args) => Promise<Result>; prepare: () => void } {
  const threads: Thread[] = [];
  const threadCount = Math.max(1, options.threads ?? 1);
  let nextId = 1;
  const revive =
    options.reviveError ??
    ((error: ThreadError) => Object.assign(new Error(error.message), { name: error.name }));

  function startThread(thread: Thread): Promise<Worker> {
    return new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(new URL('./function-worker.mjs', import.meta.url), {
        execArgv: [],
        workerData: { module: options.module.href, exportName: options.exportName },
        ...(options.maxMemoryMb ? { resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb } } : {}),
      });
      let ready = false;
      worker.on('message', (message: WorkerMessage) => {
        if ('ready' in message) {
          ready = true;
          // An idle thread never keeps the process alive (a call in flight does, by its timeout timer). Not
          // before now: while the thread starts, nothing else may hold the event loop open for its caller.
          // And not before the listeners: adding a 'message' listener refs the worker again.
          worker.unref();
          resolve(worker);
          return;
        }
        const request = thread.pending.get(message.id);
        if (!request) return;
        thread.pending.delete(message.id);
        clearTimeout(request.timer);
        if (message.error) request.reject(revive(message.error));
        else request.resolve(message.result);
      });
      const stop = (error: Error) => {
        const index = threads.indexOf(thread);
        if (index >= 0) threads.splice(index, 1);
        for (const request of thread.pending.values()) {
          clearTimeout(request.timer);
          request.reject(error);
        }
        thread.pending.clear();
        if (!ready) reject(error);
      };
      worker.on('error', (error: Error & { code?: string }) =>
        stop(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ThreadLimitError('memory', options.label) : error,
        ),
      );
      worker.on('exit', (code) =>
        stop(thread.stoppedFor ?? new Error(`${options.label} stopped (thread exit code ${code})`)),
      );
    });
  }

  function pickThread(): Thread {
    if (threads.length < threadCount) {
      const thread: Thread = { worker: Promise.resolve(null as unknown as Worker), pending: new Map() };
      thread.worker = startThread(thread);
      threads.push(thread);
      return thread;
    }
    return threads.reduce((least, thread) => (thread.pending.size < least.pending.size ? thread : least));
  }

  async function call(...args: Args): Promise<Result> {
    const thread = pickThread();
    let worker: Worker;
    try {
      worker = await thread.worker;
    } catch (error) {
      console.warn(`${options.label}: no worker thread could start; running in this thread instead.`, error);
      const module = (await import(options.module.href)) as Record<
        string,
        (...input: Args) => Promise<Result>
      >;
      return module[options.exportName]!(...args);
    }
    return new Promise<Result>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        thread.pending.delete(id);
        reject(new ThreadLimitError('time', options.label));
        void worker.terminate();
      }, options.timeoutMs);
      thread.pending.set(id, { resolve: resolve as (result: unknown) => void, reject, timer });
      watchMemory(thread, worker);
      worker.postMessage({ id, args });
    });
  }

  /**
   * While a thread has calls, its memory is read every 200 ms (V8 answers even while the thread computes):
   * past the limit the thread is stopped, so one hostile file cannot take the process's memory.
   */
  function watchMemory(thread: Thread, worker: Worker): void {
    const limit = options.maxMemoryMb;
    if (!limit || thread.watch) return;
    thread.watch = setInterval(() => {
      if (thread.pending.size === 0) {
        clearInterval(thread.watch);
        thread.watch = undefined;
        return;
      }
      worker
        .getHeapStatistics()
        .then((statistics) => {
          const external = (statistics as { external_memory?: number }).external_memory ?? 0;
          const used = statistics.used_heap_size + external;
          if (used <= limit * 1024 * 1024 || thread.stoppedFor) return;
          thread.stoppedFor = new ThreadLimitError('memory', options.label);
          clearInterval(thread.watch);
          thread.watch = undefined;
          void worker.terminate();
        })
        .catch(() => undefined);
    }, memoryCheckMs);
    thread.watch.unref();
  }

  return {
    call,
    /** Starts a thread ahead of need (the first start compiles the module, a few seconds). */
    prepare: () => void pickThread().worker.catch(() => undefined),
  };
}
