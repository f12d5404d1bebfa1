/**
 * What the browser downloads, as it travels (brotli, the build's precompressed copies; gzip beside it): for
 * the adviser's first screen (sign-in) and for the client's document request link, each with the
 * JavaScript and CSS its page loads before it can be used; then what each lazily loaded screen of the
 * adviser's app adds. Reads the production build's manifest; run `npx vite build` first (npm test does).
 *   npm run bench:bundle    (also runs bench/bundle/throttled-load.ts: time to a usable form on a slow phone)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

type Sizes = { raw: number; gzip: number; brotli: number };
const measured = new Map<string, Sizes>();
function sizesOf(file: string): Sizes {
  let sizes = measured.get(file);
  if (!sizes) {
    const bytes = readFileSync(path.join(dist, file));
    const brotliFile = path.join(dist, `${file}.br`);
    sizes = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: existsSync(brotliFile) ? readFileSync(brotliFile).length : brotliCompressSync(bytes).length,
    };
    measured.set(file, sizes);
  }
  return sizes;
}
const sum = (files: Iterable<string>): Sizes =>
  [...files]
    .map(sizesOf)
    .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
      raw: 0,
      gzip: 0,
      brotli: 0,
    });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const line = (sizes: Sizes) => `${kb(sizes.brotli)} brotli, ${kb(sizes.gzip)} gzip (${kb(sizes.raw)} raw)`;

/** A chunk and everything it imports statically. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}
const scriptsOf = (keys: Iterable<string>) => [...keys].map((key) => manifest[key]?.file ?? key);
const stylesOf = (keys: Iterable<string>) => [
  ...new Set([...keys].flatMap((key) => manifest[key]?.css ?? [])),
];

function page(title: string, entryKey: string): Set<string> {
  if (!manifest[entryKey]) throw new Error(`No ${entryKey} in the build manifest`);
  const keys = closure(entryKey);
  const scripts = scriptsOf(keys);
  const styles = stylesOf(keys);
  const html = sizesOf(entryKey);
  const all = sum([entryKey, ...scripts, ...styles]);
  console.log(`${title}: ${line(all)} transferred before it is usable`);
  console.log(`  JavaScript ${line(sum(scripts))}, ${scripts.length} files`);
  console.log(`  CSS        ${line(sum(styles))}`);
  console.log(`  page       ${line(html)}`);
  for (const file of scripts.sort()) console.log(`    ${file.padEnd(48)} ${kb(sizesOf(file).brotli)}`);
  return keys;
}

const initial = page("the adviser's first screen (sign-in, index.html)", 'index.html');
page("the client's document request link (/r/…, request.html)", 'request.html');

// Each lazily loaded chunk of the adviser's app, with what it adds to what was already loaded on the way
// to it (after sign-in the signed-in app; then each screen).
console.log("then each lazily loaded part of the adviser's app adds (brotli):");
function walk(key: string, loaded: Set<string>, depth: number): void {
  const own = closure(key);
  const extra = [...own].filter((chunk) => !loaded.has(chunk));
  const name = (manifest[key]?.src ?? key).replace(/^.*\//, '');
  console.log(`  ${'  '.repeat(depth)}${name.padEnd(48 - 2 * depth)} ${kb(sum(scriptsOf(extra)).brotli)}`);
  const now = new Set([...loaded, ...own]);
  for (const next of [...(manifest[key]?.dynamicImports ?? [])].sort()) walk(next, now, depth + 1);
}
for (const key of [...(manifest['index.html']?.dynamicImports ?? [])].sort()) walk(key, initial, 0);
