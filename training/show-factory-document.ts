/**
 * Prints one factory document as the extractors see it (rows of cells), then each truth value beside what the
 * server's extraction read (✗ where they differ as text; the scorer is more lenient about formats).
 *   npx tsx training/show-factory-document.ts TYPE FAMILY_INDEX [DOCUMENT_INDEX] [--noise] [--invented-labels]
 *     [--invented-institutions]
 * e.g. `payslip 4 0`: the first document of family payslip-04; --noise: as the leave-family-out bench's
 * OCR-noise stress reads it; --invented-labels: its twin in invented wording, as that bench's
 * --invented-labels reads it; --invented-institutions: its twin whose issuer has an invented name.
 */
import { readLayout } from '@/server/reading/extract/layout/read-layout';
import { understandDocument } from '@/server/reading/understand-document';
import { documentTypes, type DocumentType } from '@/shared/options';
import { makeFamily } from './factory/compose';
import { makeDocument } from './factory/make-corpus';
import { withOcrNoise } from './factory/ocr-noise';
import { toRecognised } from './factory/to-recognised';

const noise = process.argv.includes('--noise');
const inventedWording = process.argv.includes('--invented-labels');
const inventedInstitutions = process.argv.includes('--invented-institutions');
const [type, family = '0', index = '0'] = process.argv
  .slice(2)
  .filter((argument) => !argument.startsWith('--'));
if (!(documentTypes as readonly string[]).includes(type ?? ''))
  throw new Error(
    `Usage: npx tsx training/show-factory-document.ts ${documentTypes.join('|')} FAMILY [DOCUMENT]`,
  );
const document = makeDocument(
  {
    ...makeFamily(type as DocumentType, Number(family)),
    ...(inventedWording ? { inventedWording: true as const } : {}),
    ...(inventedInstitutions ? { inventedInstitutions: true as const } : {}),
  },
  Number(index),
);
console.log(`${document.id} (fold ${document.family.fold}, ${document.family.fieldStyle})`);
const recognised = noise ? withOcrNoise(toRecognised(document), document.id) : toRecognised(document);
for (const row of readLayout(recognised).rows)
  console.log(`p${row.page} ${row.cells.map((cell) => `[${cell.text}]`).join(' ')}`);
const understood = await understandDocument(recognised, document.documentType);
const read = understood.extractedData._fields as Record<string, { value: unknown } | undefined>;
for (const key of new Set([...Object.keys(document.fields), ...Object.keys(read)])) {
  const truth = document.fields[key];
  const value = read[key]?.value;
  console.log(
    `${String(truth) === String(value) ? ' ' : '✗'} ${key}: ${JSON.stringify(truth)} read ${JSON.stringify(value)}`,
  );
}
