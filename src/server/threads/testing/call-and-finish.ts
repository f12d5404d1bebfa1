// Calls a function off-thread and then has nothing left to do: the process must end by itself.
import { offThread } from '../run-off-thread';

const thread = offThread<[number], number>({
  module: new URL('./double.ts', import.meta.url),
  exportName: 'double',
  label: 'Doubling',
  timeoutMs: 30_000,
});
console.log(await thread.call(21));
