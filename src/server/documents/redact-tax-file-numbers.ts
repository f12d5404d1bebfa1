import { isValidTfn } from './checks/tfn';
import type { RecognisedDocument, RecognisedLine, RecognisedPage } from './recognise/types';

/** Between a TFN's digit groups: spaces, dots, dashes or slashes, at most two of them ("876.543.028"). */
const separator = '[\\s./-]{0,2}';
// Nine digits, in groups of three or together; only those passing the TFN check digit are redacted.
const candidate = new RegExp(`(?<!\\d)\\d{3}${separator}\\d{3}${separator}\\d{3}(?!\\d)`, 'g');

const maskDigits = (text: string) => {
  const digits = text.replace(/\D/g, '');
  let seen = 0;
  // Keep the last 3 digits, as a masked TFN is printed ("*** *** 641").
  return text.replace(/\d/g, (digit) => (++seen <= digits.length - 3 ? '*' : digit));
};

function redactText(text: string): { text: string; numbers: string[] } {
  const numbers: string[] = [];
  const redacted = text.replace(candidate, (match) => {
    if (!isValidTfn(match.replace(/\D/g, ''))) return match;
    numbers.push(match.replace(/\D/g, ''));
    return maskDigits(match);
  });
  return { text: redacted, numbers };
}

/**
 * "TFN", "Tax file number", "Tax File No.", "Tax File #", "tax file / number": the label may be split over
 * lines ("Your tax file" / "number is …"), so it is looked for in the line joined to the two above it.
 */
const tfnLabel = /\b(?:tfn|tax\s*file\s*(?:\/\s*)?(?:number|no\b|#))/i;
const LINES_ABOVE = 2;

// Member and account numbers can pass the TFN check digit too (1 in 11): only numbers near a TFN label are
// redacted.
function isNearTfnLabel(lines: readonly RecognisedLine[], index: number): boolean {
  const window = lines
    .slice(Math.max(0, index - LINES_ABOVE), index + 1)
    .map((line) => line.text)
    .join(' ');
  return tfnLabel.test(window);
}

function redactLine(line: RecognisedLine): { line: RecognisedLine; numbers: string[] } {
  const { text, numbers } = redactText(line.text);
  if (numbers.length === 0) return { line, numbers };
  const words = line.words.map((word) => {
    const digits = word.text.replace(/\D/g, '');
    const inTfn = digits.length >= 3 && numbers.some((number) => number.includes(digits));
    return inTfn ? { ...word, text: word.text.replace(/\d/g, '*') } : word;
  });
  return { line: { ...line, text, words }, numbers };
}

/** One page: its lines near a TFN label, and the same numbers wherever the page text repeats them. */
export function redactPageTaxFileNumbers<Page extends Pick<RecognisedPage, 'text' | 'lines'>>(
  page: Page,
): Page {
  const redactedNumbers: string[] = [];
  const lines = page.lines.map((line, index) => {
    if (!isNearTfnLabel(page.lines, index)) return line;
    const redacted = redactLine(line);
    redactedNumbers.push(...redacted.numbers);
    return redacted.line;
  });
  // The page text holds the lines' text (and, for text layers, sometimes more): redact every occurrence of
  // the numbers found, and any labelled number the lines missed.
  let text = page.text;
  for (const number of redactedNumbers) {
    text = text.replace(new RegExp(number.split('').join(separator), 'g'), (match) => maskDigits(match));
  }
  const textLines = text.split('\n');
  text = textLines
    .map((textLine, index) =>
      tfnLabel.test(textLines.slice(Math.max(0, index - LINES_ABOVE), index + 1).join(' '))
        ? redactText(textLine).text
        : textLine,
    )
    .join('\n');
  return { ...page, text, lines };
}

/**
 * A tax file number is never stored in full outside the original file (decisions.md): recognised text is
 * redacted before it is kept, leaving the last 3 digits as a masked TFN would show them.
 */
export function redactTaxFileNumbers(document: RecognisedDocument): RecognisedDocument {
  return { ...document, pages: document.pages.map((page) => redactPageTaxFileNumbers(page)) };
}
