import { parseDate } from '@/shared/format/date';
import type { DocumentType } from '@/shared/options';
import { personKeys, typeKeys, type ExtractedFields, type FieldKey } from '@/server/reading/extract/types';
import type { RecognisedDocument } from '@/server/reading/recognise/types';
import type { AiExtractionProvider } from './ai-extraction-provider';

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9.@]+/g, ' ')
    .trim();

/** Ways a number is printed on a statement: 1234.5 → "1,234.50", "1234.50", "1,234", "1234". */
const printedForms = (value: number) => {
  const fixed = Math.abs(value).toFixed(2);
  const grouped = Number(fixed).toLocaleString('en-AU', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return [fixed, grouped, fixed.replace(/\.00$/, ''), grouped.replace(/\.00$/, '')];
};

/** Where a value is printed in the document: its page and line, or null when it is not there. */
function findPrinted(
  document: RecognisedDocument,
  value: string | number,
): { page: number; text: string } | null {
  for (const page of document.pages) {
    for (const line of page.lines) {
      const printed = line.text;
      const found =
        typeof value === 'number'
          ? printedForms(value).some((form) => printed.includes(form))
          : /^\d{4}-\d{2}-\d{2}$/.test(value)
            ? (printed.match(/\d{1,2}[/.\- ][A-Za-z0-9]{1,9}[/.\- ]\d{2,4}|\d{4}-\d{2}-\d{2}/g) ?? []).some(
                (candidate) => parseDate(candidate) === value,
              )
            : normalise(value).length > 1 && normalise(printed).includes(normalise(value));
      if (found) return { page: page.pageNumber, text: printed };
    }
  }
  return null;
}

/**
 * Asks the AI provider for the fields the rules did not read with confidence, and keeps only answers that
 * are printed in the document (a value we cannot point at is not a fact). Kept answers have low confidence.
 */
export async function addAiFields({
  provider,
  documentType,
  document,
  fields,
}: {
  provider: AiExtractionProvider;
  documentType: DocumentType;
  document: RecognisedDocument;
  fields: ExtractedFields;
}): Promise<ExtractedFields> {
  const allowed = [...personKeys, ...typeKeys[documentType]] as FieldKey[];
  const wanted = allowed.filter((key) => !fields[key] || fields[key]?.confidence === 'low');
  if (wanted.length === 0) return fields;
  const answer = await provider.extractFields({
    documentType,
    allowedKeys: wanted,
    text: document.pages.map((page) => page.text).join('\n\n'),
  });
  const added: ExtractedFields = { ...fields };
  for (const key of wanted) {
    const value = answer[key];
    if (
      (typeof value !== 'string' && typeof value !== 'number') ||
      value === '' ||
      String(value).length > 200
    )
      continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    const source = findPrinted(document, value);
    if (source) added[key] = { value, confidence: 'low', source };
  }
  return added;
}
