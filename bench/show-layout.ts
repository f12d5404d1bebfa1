/**
 * Prints a recognised document as the extractors see it: rows of cells, "[label] [value]".
 *   npx tsx bench/show-layout.ts bench/.cache/recognised/<file>.json
 * For finding why a value was missed; the JSON files are the accuracy bench's recognition cache.
 */
import { readFileSync } from 'node:fs';
import { readLayout } from '@/server/reading/extract/layout/read-layout';
import type { RecognisedDocument } from '@/server/reading/recognise/types';

const file = process.argv[2];
if (!file) throw new Error('Usage: npx tsx bench/show-layout.ts RECOGNISED.json');
const document = JSON.parse(readFileSync(file, 'utf8')) as RecognisedDocument;
for (const row of readLayout(document).rows)
  console.log(`p${row.page} ${row.cells.map((cell) => `[${cell.text}]`).join(' ')}`);
