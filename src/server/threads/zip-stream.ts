import { Worker } from 'node:worker_threads';

/** Where the zip goes: `write` calls `done` once the socket has finished with the bytes (reply.raw.write). */
export type ZipSink = {
  write: (chunk: Buffer, done: () => void) => void;
  end: () => void;
};

export type ZipWriter = {
  /** Adds one file (its bytes are moved to the writing thread); resolves once it is written. */
  add: (name: string, bytes: Uint8Array, options: { compress: boolean }) => Promise<void>;
  /** Adds a file on this machine's disk, stored as it is: the writing thread reads it itself. */
  addFromDisk: (name: string, path: string) => Promise<void>;
  /** Adds manifest.json (each file's path, size and SHA-256, with `manifest`'s fields); resolves when sent. */
  finish: (manifest: Record<string, unknown>) => Promise<void>;
  /** Stops writing (the reader went away, or something failed). */
  abort: () => void;
};

/** Eight slots of 256 KB: 2 MB of zip in flight at most. */
const slotCount = 8;
const slotSize = 256 * 1024;

/**
 * A zip written on a worker thread of its own (threads/zip-worker.mjs), so exporting hundreds of megabytes
 * neither holds them in memory (one file at a time; at most 2 MB of output in flight) nor takes the API's
 * event loop: CRC-32, deflate, hashing and reading the originals happen on the thread, and its output comes
 * back through shared memory, written to the socket as views (no allocation for the garbage collector to
 * chase). A slot is given back when the socket has written it, which paces the thread to the reader.
 */
export function createZipWriter(sink: ZipSink): ZipWriter {
  const memory = new SharedArrayBuffer(slotCount * slotSize);
  const states = new SharedArrayBuffer(slotCount * Int32Array.BYTES_PER_ELEMENT);
  const slotStates = new Int32Array(states);
  const worker = new Worker(new URL('./zip-worker.mjs', import.meta.url), {
    workerData: { memory, states, slotSize },
  });
  let pending: { resolve: () => void; reject: (error: Error) => void } | null = null;
  let ended: { resolve: () => void; reject: (error: Error) => void } | null = null;
  let stopped: Error | null = null;
  const release = (slot: number) => {
    Atomics.store(slotStates, slot, 0);
    Atomics.notify(slotStates, slot);
  };
  const stop = (error: Error) => {
    if (stopped) return;
    stopped = error;
    pending?.reject(error);
    ended?.reject(error);
    pending = null;
    ended = null;
    void worker.terminate();
  };

  worker.on(
    'message',
    (message: { type: string; slot?: number; length?: number; final?: boolean; message?: string }) => {
      if (message.type === 'chunk') {
        const slot = message.slot ?? -1;
        if (slot >= 0) {
          const view = Buffer.from(memory, slot * slotSize, message.length ?? 0);
          sink.write(view, () => release(slot));
        }
        if (message.final) {
          sink.end();
          ended?.resolve();
          ended = null;
          void worker.terminate();
        }
      } else if (message.type === 'added') {
        const done = pending;
        pending = null;
        done?.resolve();
      } else if (message.type === 'error') {
        stop(new Error(`The export could not be written: ${message.message}`));
      }
    },
  );
  worker.on('error', (error: Error) => stop(error));

  const send = (message: object, transfer: ArrayBuffer[] = []) => {
    if (stopped) return Promise.reject(stopped);
    return new Promise<void>((resolve, reject) => {
      pending = { resolve, reject };
      worker.postMessage(message, transfer);
    });
  };

  return {
    add(name, bytes, { compress }) {
      // Moved, not copied: a buffer that is a view of a larger one is copied into one of its own first.
      const own =
        bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
      return send({ type: 'file', name, data: own.buffer, compress }, [own.buffer as ArrayBuffer]);
    },
    addFromDisk(name, path) {
      return send({ type: 'file', name, path });
    },
    finish(manifest) {
      if (stopped) return Promise.reject(stopped);
      return new Promise<void>((resolve, reject) => {
        ended = { resolve, reject };
        worker.postMessage({ type: 'end', manifest });
      });
    },
    abort() {
      stop(new Error('The export was stopped'));
    },
  };
}
