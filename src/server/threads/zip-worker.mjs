// A worker thread that writes one zip for zip-stream.ts: the CPU of an export (CRC-32 of every byte,
// deflating the JSON, SHA-256 for the manifest, reading stored originals) happens here, never on the API's
// event loop. The zip leaves through a ring of shared memory slots (workerData), so the API's thread writes
// views of it to the socket without allocating, copying or collecting a byte; this thread waits for a slot
// the socket has finished with (Atomics.wait), which is the back-pressure.
// Messages in: { type: 'file', name, data (a moved ArrayBuffer), compress }, { type: 'file', name, path }
// (a stored original on this machine's disk, read here), and { type: 'end', manifest }.
// Messages out: { type: 'chunk', slot, length, final }, { type: 'added' } after each file, { type: 'error' }.
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';

const { memory, states, slotSize } = workerData;
const slots = new Uint8Array(memory);
const slotStates = new Int32Array(states);
/** How long a slot may stay unread before the export is given up (the reader went away). */
const readerTimeoutMs = 120_000;
let nextSlot = 0;

/** Waits for the next slot the socket has finished with. */
function acquireSlot() {
  const slot = nextSlot;
  nextSlot = (nextSlot + 1) % slotStates.length;
  while (Atomics.load(slotStates, slot) !== 0) {
    if (Atomics.wait(slotStates, slot, 1, readerTimeoutMs) === 'timed-out')
      throw new Error('The reader stopped reading');
  }
  return slot;
}

function emit(chunk, final) {
  if (chunk.length === 0 && final) {
    parentPort.postMessage({ type: 'chunk', slot: -1, length: 0, final: true });
    return;
  }
  for (let at = 0; at < chunk.length; at += slotSize) {
    const piece = chunk.subarray(at, at + slotSize);
    const slot = acquireSlot();
    slots.set(piece, slot * slotSize);
    Atomics.store(slotStates, slot, 1);
    parentPort.postMessage({
      type: 'chunk',
      slot,
      length: piece.length,
      final: final && at + slotSize >= chunk.length,
    });
  }
}

/** Each file written: its path, size and SHA-256, for manifest.json. */
const written = [];

let failed = null;
const zip = new Zip((error, chunk, final) => {
  if (error) failed = error;
  else emit(chunk, final);
});

/** One megabyte at a time, so the zip flows out as it is written. */
const piece = 1024 * 1024;

function add(name, data, compress) {
  const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
  zip.add(file);
  if (data.length === 0) file.push(new Uint8Array(0), true);
  for (let at = 0; at < data.length; at += piece)
    file.push(data.subarray(at, at + piece), at + piece >= data.length);
  written.push({ path: name, bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') });
}

/** A file on disk, read here a megabyte at a time: its bytes never pass through the API's thread. */
function addFromDisk(name, path) {
  const file = new ZipPassThrough(name);
  zip.add(file);
  const hash = createHash('sha256');
  const descriptor = openSync(path, 'r');
  try {
    const size = fstatSync(descriptor).size;
    if (size === 0) file.push(new Uint8Array(0), true);
    const buffer = new Uint8Array(piece);
    for (let at = 0; at < size;) {
      const read = readSync(descriptor, buffer, 0, Math.min(piece, size - at), at);
      if (read === 0) throw new Error(`${name} ended early`);
      const data = buffer.subarray(0, read);
      hash.update(data);
      at += read;
      // Pushed data is copied into a slot before push returns, so the buffer can be read into again.
      file.push(data, at >= size);
    }
    written.push({ path: name, bytes: size, sha256: hash.digest('hex') });
  } finally {
    closeSync(descriptor);
  }
}

parentPort.on('message', (message) => {
  try {
    if (message.type === 'file') {
      if (message.path) addFromDisk(message.name, message.path);
      else add(message.name, new Uint8Array(message.data), message.compress);
      if (failed) throw failed;
      parentPort.postMessage({ type: 'added' });
    } else if (message.type === 'end') {
      const manifest = { ...message.manifest, files: written };
      add('manifest.json', strToU8(`${JSON.stringify(manifest, null, 2)}\n`), true);
      zip.end();
      if (failed) throw failed;
    }
  } catch (error) {
    parentPort.postMessage({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
