import { Piscina } from 'piscina';

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

/** How often a busy pool's threads' memory is looked at. */
const memoryCheckMs = 200;
/** The most a thread's young generation (its newest objects) may take. */
const youngGenerationMb = 16;
/** An idle thread is ended after this long; the next call starts one again. */
const idleTimeoutMs = 5 * 60_000;

type Answer<Result> = { result: Result; error?: undefined } | { result?: undefined; error: ThreadError };

export type OffThreadOptions = {
  /** The module (a URL, as import.meta.url resolves it) and the name of the function it exports. */
  module: URL;
  exportName: string;
  /** What the work is, for messages ("Reading the PDF"). */
  label: string;
  timeoutMs: number;
  /** How many threads share the calls (piscina queues the rest). */
  threads?: number;
  /** Turns an error from the thread back into the error the caller expects (e.g. a RecognitionError). */
  reviveError?: (error: ThreadError) => Error;
  /**
   * The most memory a thread may use (its heap and its typed arrays' buffers, which hold decoded streams
   * and pixels): past it the thread is stopped and its call fails with ThreadLimitError('memory').
   */
  maxMemoryMb?: number;
  /**
   * Packages of plain JavaScript the module imports, loaded on each thread before tsx's loader: tsx would
   * rewrite them and keep a source map of each (pdf.js: about 150 MB and 0.4 s more a thread).
   */
  preload?: string[];
};

/**
 * Runs an exported function of a module on a piscina pool of worker threads (function-worker.mjs), started
 * on first use and again after a crash; idle threads never keep the process alive. Arguments and results are
 * copied (typed arrays in a result are moved). A call past its time is aborted (piscina ends its thread); a
 * thread past its memory is ended, by V8's heap limit or by the watch below for typed arrays.
 */
export function offThread<Args extends unknown[], Result>(
  options: OffThreadOptions,
): { call: (...args: Args) => Promise<Result>; prepare: () => void } {
  const threads = Math.max(1, options.threads ?? 1);
  const revive =
    options.reviveError ??
    ((error: ThreadError) => Object.assign(new Error(error.message), { name: error.name }));
  let pool: Piscina | null = null;
  let inFlight = 0;
  let watch: NodeJS.Timeout | undefined;
  /** Threads this side ended for their memory: their calls fail with ThreadLimitError('memory'). */
  const stoppedForMemory = new WeakSet<object>();
  let lastMemoryStop = 0;

  const poolFor = () =>
    (pool ??= new Piscina({
      filename: new URL('./function-worker.mjs', import.meta.url).href,
      name: 'run',
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: idleTimeoutMs,
      // A thread runs without the parent's flags (a test runner's loaders); function-worker.mjs loads tsx.
      execArgv: [],
      workerData: {
        module: options.module.href,
        exportName: options.exportName,
        preload: options.preload ?? [],
      },
      // A thread given a heap limit (pdf.js's) gets a small young generation too: V8 sizes it from the limit,
      // and under 1 GB the thread kept about 180 MB of heap with 50 MB in use. At 16 MB the peak over six scans
      // fell by about 100 MB and painting took no longer.
      ...(options.maxMemoryMb
        ? {
            resourceLimits: {
              maxOldGenerationSizeMb: options.maxMemoryMb,
              maxYoungGenerationSizeMb: youngGenerationMb,
            },
          }
        : {}),
    }));

  /**
   * While calls are in flight, each thread's memory is read every 200 ms (V8 answers even while the thread
   * computes): past the limit the thread is ended, so one hostile file cannot take the process's memory.
   */
  function watchMemory(): void {
    const limit = options.maxMemoryMb;
    if (!limit || watch) return;
    watch = setInterval(() => {
      if (inFlight === 0 || !pool) {
        clearInterval(watch);
        watch = undefined;
        return;
      }
      for (const worker of pool.threads) {
        if (stoppedForMemory.has(worker)) continue;
        worker
          .getHeapStatistics()
          .then((statistics) => {
            const external = (statistics as { external_memory?: number }).external_memory ?? 0;
            if (statistics.used_heap_size + external <= limit * 1024 * 1024) return;
            stoppedForMemory.add(worker);
            lastMemoryStop = Date.now();
            void worker.terminate();
          })
          .catch(() => undefined);
      }
    }, memoryCheckMs);
    watch.unref();
  }

  async function call(...args: Args): Promise<Result> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    inFlight += 1;
    watchMemory();
    const started = Date.now();
    let answer: Answer<Result>;
    try {
      answer = (await poolFor().run(args, { signal: timeout })) as Answer<Result>;
    } catch (error) {
      if (timeout.aborted) throw new ThreadLimitError('time', options.label);
      const code = (error as { code?: string }).code;
      if (code === 'ERR_WORKER_OUT_OF_MEMORY' || lastMemoryStop >= started)
        throw new ThreadLimitError('memory', options.label);
      throw error;
    } finally {
      inFlight -= 1;
    }
    if (answer.error) throw revive(answer.error);
    return answer.result as Result;
  }

  return {
    call,
    /** Starts a thread ahead of need (the first start compiles the module, a few seconds). */
    prepare: () =>
      void poolFor()
        .run(null)
        .catch(() => undefined),
  };
}
