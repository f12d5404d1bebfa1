/** Whether a document's true values appear in recognised text: the measure of how well a page was read,
 * independent of extraction. A value counts when any usual printed spelling of it (dates in Australian
 * forms, amounts with or without thousands separators) is in the text; digit strings also match with the
 * text's spaces and dashes removed. */
export type Truth = { fields: Record<string, unknown> };

// Codes the scorer infers (e.g. "savings" from "NetBank Saver"), not text printed on the document.
export const inferredKeys = new Set([
  'accountType',
  'sex',
  'nationality',
  'payFrequency',
  'repaymentFrequency',
  'premiumFrequency',
  'policyType',
]);
export const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The truth's printable values (strings and numbers that are not inferred codes). */
export function printableValues(truth: Truth): [string, string | number][] {
  return Object.entries(truth.fields).filter(
    (entry): entry is [string, string | number] =>
      !inferredKeys.has(entry[0]) && (typeof entry[1] === 'string' || typeof entry[1] === 'number'),
  );
}

/** Whether `value` is printed in `text`; with `ignoreSpaces`, also when only spaces differ (engines that
 * drop or add spaces inside a line). */
export function isPrinted(value: string | number, text: string, ignoreSpaces = false): boolean {
  const normalised = normalise(text);
  const compact = normalised.replace(/[\s-]/g, '');
  return spellings(value).some(
    (spelling) =>
      normalised.includes(spelling) ||
      ((ignoreSpaces || /^[\d*]+$/.test(spelling)) && compact.includes(spelling.replace(/[\s-]/g, ''))),
  );
}

/** The truth's values that `text` prints. */
export function valuesPrinted(truth: Truth, text: string): Record<string, string | number> {
  return Object.fromEntries(printableValues(truth).filter(([, value]) => isPrinted(value, text)));
}

/** The ways a truth value is likely printed, normalised like the text. */
function spellings(value: string | number): string[] {
  if (typeof value === 'number') {
    const amount = Math.abs(value);
    const forms = [
      amount.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      amount.toFixed(2),
      String(amount),
    ];
    if (Number.isInteger(amount)) forms.push(amount.toLocaleString('en-AU'));
    return forms;
  }
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (date) {
    const [, year = '', month = '', day = ''] = date;
    const monthName = months[Number(month) - 1] ?? '';
    const days = [day, String(Number(day))];
    return [
      value,
      `${day}/${month}/${year}`,
      `${day}-${month}-${year}`,
      `${day}.${month}.${year}`,
      ...days.flatMap((d) => [
        `${d} ${monthName} ${year}`,
        `${d} ${monthName.slice(0, 3)} ${year}`,
        `${d}-${monthName.slice(0, 3)}-${year}`,
      ]),
      `${monthName} ${Number(day)}, ${year}`,
    ].map(normalise);
  }
  return [normalise(value)];
}

function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}
