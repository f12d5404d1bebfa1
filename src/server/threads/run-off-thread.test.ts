import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { offThread, ThreadLimitError } from './run-off-thread';

const run = promisify(execFile);

describe('offThread', () => {
  it('runs an exported function on a worker thread and brings its errors back', async () => {
    const double = offThread<[number], number>({
      module: new URL('./testing/double.ts', import.meta.url),
      exportName: 'double',
      label: 'Doubling',
      timeoutMs: 30_000,
    });
    const refuse = offThread<[], never>({
      module: new URL('./testing/double.ts', import.meta.url),
      exportName: 'refuse',
      label: 'Refusing',
      timeoutMs: 30_000,
    });
    expect(await Promise.all([double.call(1), double.call(20)])).toEqual([2, 40]);
    await expect(refuse.call()).rejects.toMatchObject({ name: 'TypeError', message: 'refused on purpose' });
  });

  it('brings back a result holding typed arrays, whose buffers are moved', async () => {
    const decode = offThread<[number, number], { width: number; height: number; data: Uint8Array }>({
      module: new URL('./testing/double.ts', import.meta.url),
      exportName: 'pixels',
      label: 'Decoding',
      timeoutMs: 30_000,
    });
    const image = await decode.call(40, 30);
    expect(image.width).toBe(40);
    expect(image.height).toBe(30);
    expect(image.data.length).toBe(1_200);
    expect(image.data[1_199]).toBe(7);
  });

  it('loads a preloaded package once, before tsx, and the module imports that same package', async () => {
    const count = offThread<[], number>({
      module: new URL('./testing/uses-preloaded.ts', import.meta.url),
      exportName: 'preloadEvaluations',
      label: 'Counting',
      timeoutMs: 30_000,
      preload: [new URL('./testing/count-loads.mjs', import.meta.url).href],
    });
    expect(await count.call()).toBe(1);
  });

  it('lets the process end once no call is in flight', async () => {
    // Used to hang for ever after the last call: an idle thread kept the event loop alive.
    const script = new URL('./testing/call-and-finish.ts', import.meta.url).pathname;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script], { timeout: 20_000 });
    expect(stdout.trim()).toBe('42');
  });

  it('stops a call past its memory, counting typed arrays (which the heap limit does not)', async () => {
    const hoard = offThread<[number], number>({
      module: new URL('./testing/double.ts', import.meta.url),
      exportName: 'hoard',
      label: 'Hoarding',
      timeoutMs: 30_000,
      maxMemoryMb: 200,
    });
    const started = Date.now();
    const failure = await hoard.call(1_000).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ThreadLimitError);
    expect(failure).toMatchObject({ limit: 'memory', message: 'Hoarding needed too much memory' });
    expect(Date.now() - started).toBeLessThan(10_000);
    // The next call gets a fresh thread.
    const small = await hoard.call(10).catch((error: unknown) => error);
    expect(small).toBe(10);
  }, 60_000);

  it('stops a call past its time with a ThreadLimitError', async () => {
    const spin = offThread<[number], number>({
      module: new URL('./testing/double.ts', import.meta.url),
      exportName: 'spin',
      label: 'Spinning',
      timeoutMs: 500,
    });
    await expect(spin.call(5_000)).rejects.toMatchObject({ name: 'ThreadLimitError', limit: 'time' });
  }, 30_000);
});
