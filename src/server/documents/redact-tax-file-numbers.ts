import { isValidTfn } from './checks/tfn';
import type { RecognisedDocument, RecognisedLine } from './recognise/types';

// Nine digits, in groups of three or together; only those passing the TFN check digit are redacted.
const candidate = /(?<!\d)\d{3}[ -]?\d{3}[ -]?\d{3}(?!\d)/g;

const maskDigits = (text: string) => {
  const digits = text.replace(/\D/g, '');
  let seen = 0;
  // Keep the last 3 digits, as a masked TFN is printed ("*** *** 641").
  return text.replace(/\d/g, (digit) => (++seen <= digits.length - 3 ? '*' : digit));
};

function redactText(text: string): { text: string; numbers: string[] } {
  const numbers: string[] = [];
  const redacted = text.replace(candidate, (match) => {
    if (!isValidTfn(match)) return match;
    numbers.push(match.replace(/\D/g, ''));
    return maskDigits(match);
  });
  return { text: redacted, numbers };
}

// Member and account numbers can pass the TFN check digit too (1 in 11): only numbers labelled as a TFN, on
// their line or the line above, are redacted.
const tfnLabel = /\b(tfn|tax\s*file\s*(number|no))\b/i;

function redactLine(line: RecognisedLine, labelled: boolean): RecognisedLine {
  if (!labelled) return line;
  const { text, numbers } = redactText(line.text);
  if (numbers.length === 0) return line;
  const words = line.words.map((word) => {
    const digits = word.text.replace(/\D/g, '');
    const inTfn = digits.length >= 3 && numbers.some((number) => number.includes(digits));
    return inTfn ? { ...word, text: word.text.replace(/\d/g, '*') } : word;
  });
  return { ...line, text, words };
}

/**
 * A tax file number is never stored in full outside the original file (decisions.md): recognised text is
 * redacted before it is kept, leaving the last 3 digits as a masked TFN would show them.
 */
export function redactTaxFileNumbers(document: RecognisedDocument): RecognisedDocument {
  return {
    ...document,
    pages: document.pages.map((page) => {
      const lines = page.lines.map((line, index) =>
        redactLine(line, tfnLabel.test(line.text) || tfnLabel.test(page.lines[index - 1]?.text ?? '')),
      );
      const redactedNumbers = lines.flatMap((line, index) =>
        line === page.lines[index] ? [] : redactText(page.lines[index]?.text ?? '').numbers,
      );
      // The page text repeats the lines: redact there exactly the numbers redacted in them.
      let text = page.text;
      for (const number of redactedNumbers) {
        text = text.replace(new RegExp(number.split('').join('[ -]?'), 'g'), (match) => maskDigits(match));
      }
      return { ...page, text, lines };
    }),
  };
}
