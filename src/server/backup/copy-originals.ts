import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

export type CopiedOriginals = {
  /** Files copied, as storage keys (paths under the folder, with `/`). */
  copied: Set<string>;
  /** Files that were listed and gone before their copy (deleted meanwhile, or a probe's): skipped. */
  skipped: number;
};

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * Copies every file under `from` to the same place under `to`, one at a time. A file (or folder) that is
 * gone by the time it is copied is skipped, not fatal: while a backup holds deletions only files no database
 * snapshot names can go (a health probe's, an upload that failed). A half-written upload (`*.tmp`) is left
 * out. Any other error (a disk full, a permission) fails the copy at once. `onProgress` hears every 500 files.
 */
export async function copyOriginals(
  from: string,
  to: string,
  onProgress: (copied: number) => void = () => undefined,
): Promise<CopiedOriginals> {
  const copied = new Set<string>();
  let skipped = 0;
  const walk = async (relative: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(path.join(from, relative), { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        await walk(child);
        continue;
      }
      if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
      const target = path.join(to, ...child.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await copyFile(path.join(from, ...child.split('/')), target);
      } catch (error) {
        if (!isMissing(error)) throw error;
        skipped += 1;
        continue;
      }
      copied.add(child);
      if (copied.size % 500 === 0) onProgress(copied.size);
    }
  };
  await walk('');
  return { copied, skipped };
}
