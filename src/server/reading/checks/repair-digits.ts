/** OCR confuses some letters with digits; these are the usual look-alikes. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  U: '0',
  I: '1',
  l: '1',
  i: '1',
  '|': '1',
  L: '1',
  '!': '1',
  Z: '2',
  z: '2',
  S: '5',
  s: '5',
  G: '6',
  b: '6',
  T: '7',
  B: '8',
  g: '9',
  q: '9',
};

/** Replaces look-alike letters with digits ("2O1l" → "2011"); other characters are kept. */
export function replaceLookAlikes(text: string): string {
  return [...text].map((character) => LOOK_ALIKES[character] ?? character).join('');
}

/**
 * Picks the reading of an OCR'd number that passes a check-digit test: the text as read, then with
 * look-alike letters replaced, then with one digit swapped for a commonly confused digit. Returns the
 * first valid candidate, or null when none passes (the caller then keeps the text and lowers confidence).
 */
export function repairWithCheckDigit(text: string, isValid: (candidate: string) => boolean): string | null {
  const compact = text.replace(/[\s-]/g, '');
  if (isValid(compact)) return compact;
  const replaced = replaceLookAlikes(compact);
  if (isValid(replaced)) return replaced;
  return swapOneDigit(replaced, isValid);
}

/** Digits OCR commonly mistakes for one another. */
const CONFUSED_DIGITS: Readonly<Record<string, string>> = {
  '0': '86',
  '1': '7',
  '3': '8',
  '5': '6',
  '6': '58',
  '7': '1',
  '8': '036',
  '9': '4',
};

function swapOneDigit(text: string, isValid: (candidate: string) => boolean): string | null {
  const valid: string[] = [];
  for (let index = 0; index < text.length; index += 1) {
    for (const replacement of CONFUSED_DIGITS[text[index] ?? ''] ?? '') {
      const candidate = text.slice(0, index) + replacement + text.slice(index + 1);
      if (isValid(candidate)) valid.push(candidate);
    }
  }
  // Only trust a single-digit swap when it is the one way to make the number valid.
  return valid.length === 1 ? (valid[0] ?? null) : null;
}
