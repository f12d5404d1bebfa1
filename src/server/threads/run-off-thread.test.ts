import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { offThread } from './run-off-thread';

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

  it('lets the process end once no call is in flight', async () => {
    // Used to hang for ever after the last call: an idle thread kept the event loop alive.
    const script = new URL('./testing/call-and-finish.ts', import.meta.url).pathname;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script], { timeout: 20_000 });
    expect(stdout.trim()).toBe('42');
  });
});
