import { redactPageTaxFileNumbers } from './redact-tax-file-numbers';

/**
 * Bidirectional controls (U+202E RIGHT-TO-LEFT OVERRIDE and its kin) make "invoice‮fdp.exe" show as
 * "invoiceexe.pdf": a name that lies about its type. They have no place in a file name.
 */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Half of a surrogate pair: not a character, and refused by PostgreSQL in JSON. */
const loneSurrogates = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The name shown for an uploaded file: only its last path segment, without control or bidirectional
 * characters, in NFC, at most 200 characters, a tax file number in it masked ("TFN ******028.pdf") as in
 * the text read from the file. It is only ever displayed; storage keys never derive from it.
 */
export function displayFilename(raw: string): string {
  const name = cleanFilename(raw);
  const box = { x0: 0, y0: 0, x1: 1, y1: 1 };
  return redactPageTaxFileNumbers({ text: name, lines: [{ text: name, confidence: 100, box, words: [] }] })
    .text;
}

function cleanFilename(raw: string): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/g;
  const cleaned = lastSegment
    .replace(loneSurrogates, '')
    .normalize('NFC')
    .replace(controlCharacters, '')
    .replace(bidiControls, '')
    .trim();
  const withoutDots = cleaned.replace(/^\.+/, '');
  if (!withoutDots) return 'document';
  if (withoutDots.length <= 200) return withoutDots;
  const dot = withoutDots.lastIndexOf('.');
  const extension = dot > 0 && withoutDots.length - dot <= 10 ? withoutDots.slice(dot) : '';
  // Cut where no character is split in two.
  return (withoutDots.slice(0, 200 - extension.length) + extension).replace(loneSurrogates, '');
}
