/**
 * Files on their way to the server, kept in the browser's IndexedDB until the server has them: a reload, a
 * closed tab or a crash in the middle of an upload leaves them here, and the screen they were sent from
 * offers to send them again (with the same idempotency key, so a file that did arrive is not recorded twice)
 * or to discard them. Each screen keeps its files under its own scope ("client:<id>" for a client's upload
 * screen). Without IndexedDB (a private window in some browsers) nothing is kept and nothing fails: the
 * warning before leaving (use-warn-before-leaving.ts) still stands.
 */
export type KeptUpload = {
  /** The screen's own id for the file. */
  id: string;
  scope: string;
  idempotencyKey: string;
  file: File;
  /** The document type chosen for it on a capture screen, if any ('auto' lets the AI decide). */
  type?: string;
  keptAt: number;
};

type StoredUpload = Omit<KeptUpload, 'file'> & {
  blob: Blob;
  name: string;
  mimeType: string;
  lastModified: number;
};

const databaseName = 'factfind-uploads';
const storeName = 'files';

let opening: Promise<IDBDatabase | null> | null = null;

function openDatabase(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    try {
      const request = indexedDB.open(databaseName, 1);
      request.onupgradeneeded = () => {
        const store = request.result.createObjectStore(storeName, { keyPath: 'id' });
        store.createIndex('scope', 'scope');
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | undefined> {
  const database = await openDatabase();
  if (!database) return undefined;
  return new Promise((resolve) => {
    try {
      const transaction = database.transaction(storeName, mode);
      const request = work(transaction.objectStore(storeName));
      transaction.oncomplete = () => resolve(request ? request.result : undefined);
      transaction.onerror = () => resolve(undefined);
      transaction.onabort = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

/** Keeps files before they are sent. Resolves once they are written (or could not be). */
export async function keepUploads(uploads: Omit<KeptUpload, 'keptAt'>[]): Promise<void> {
  if (uploads.length === 0) return;
  const keptAt = Date.now();
  await run('readwrite', (store) => {
    for (const [index, { file, ...upload }] of uploads.entries()) {
      const stored: StoredUpload = {
        ...upload,
        keptAt: keptAt + index, // the order they were chosen in
        blob: file,
        name: file.name,
        mimeType: file.type,
        lastModified: file.lastModified,
      };
      store.put(stored);
    }
  });
}

/** Forgets files: the server acknowledged them, or the adviser discarded them. */
export async function forgetUploads(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await run('readwrite', (store) => {
    for (const id of ids) store.delete(id);
  });
}

/** The files kept under a scope, oldest first. */
export async function keptUploads(scope: string): Promise<KeptUpload[]> {
  const stored =
    (await run<StoredUpload[]>('readonly', (store) =>
      store.index('scope').getAll(IDBKeyRange.only(scope)),
    )) ?? [];
  return stored
    .sort((a, b) => a.keptAt - b.keptAt)
    .map(({ blob, name, mimeType, lastModified, ...upload }) => ({
      ...upload,
      file: new File([blob], name, { type: mimeType, lastModified }),
    }));
}

/** Forgets every kept file (signing out). */
export async function forgetAllUploads(): Promise<void> {
  await run('readwrite', (store) => {
    store.clear();
  });
}
