/**
 * What the browser downloads: the JavaScript (gzipped) the sign-in screen needs before it can be used (the
 * entry and its static imports), then what each lazily loaded screen adds. Reads the production build's
 * manifest; run `npx vite build` first (npm test does).
 *   npm run bench:bundle
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
const gzipped = new Map<string, number>();
const sizeOf = (file: string) => {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file))).length;
    gzipped.set(file, size);
  }
  return size;
};

/** A chunk and everything it imports statically. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (keys: Iterable<string>) =>
  [...keys].reduce((sum, key) => sum + sizeOf(manifest[key]?.file ?? ''), 0);

const [entryKey, entry] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
if (!entryKey || !entry) throw new Error('No entry in the build manifest');
const initial = closure(entryKey);
console.log(`initial JavaScript (sign-in screen): ${kb(total(initial))} gzipped, ${initial.size} files`);
for (const key of [...initial].sort())
  console.log(`  ${(manifest[key]?.file ?? key).padEnd(48)} ${kb(sizeOf(manifest[key]?.file ?? ''))}`);
// Each lazily loaded chunk, with what it adds to what was already loaded on the way to it (after sign-in
// the signed-in app; then each screen).
console.log('then each lazily loaded part adds (gzipped):');
function walk(key: string, loaded: Set<string>, depth: number): void {
  const own = closure(key);
  const extra = [...own].filter((chunk) => !loaded.has(chunk));
  console.log(
    `  ${'  '.repeat(depth)}${(manifest[key]?.src ?? key).replace(/^.*\//, '').padEnd(48 - 2 * depth)} ${kb(total(extra))}`,
  );
  const now = new Set([...loaded, ...own]);
  for (const next of [...(manifest[key]?.dynamicImports ?? [])].sort()) walk(next, now, depth + 1);
}
for (const key of [...(entry.dynamicImports ?? [])].sort()) walk(key, initial, 0);
