import type { Composer } from './compose';

/** Sentences every kind of document carries (privacy, contact, complaints), so they never decide a type. */
const COMMON = [
  'We collect your personal information to provide our services; our privacy policy explains how we handle it.',
  'If you have a question about this document, call us on 13 22 21 between 8am and 8pm AEST, Monday to Friday.',
  'If you are not satisfied with our response you may contact the Australian Financial Complaints Authority (AFCA).',
  'Please keep this document for your records.',
  'Visit our website or use our app to update your contact details at any time.',
  'This document has been prepared without taking into account your objectives, financial situation or needs.',
  'Need an interpreter? Call the Translating and Interpreting Service on 131 450.',
  'Please check this document carefully and tell us straight away if anything looks wrong.',
];

export function commonSentences(composer: Composer): void {
  const count = composer.random.int(0, 3);
  for (const sentence of composer.random.shuffle(COMMON).slice(0, count)) composer.paragraph(sentence, 7);
}

/** Some of a type's own sentences, in the family's share of them. */
export function typeSentences(
  composer: Composer,
  sentences: readonly string[],
  count: [number, number],
): void {
  const chosen = new Set<string>();
  const wanted = composer.random.int(count[0], count[1]);
  for (let tries = 0; chosen.size < wanted && tries < wanted * 4; tries++)
    chosen.add(composer.any(sentences));
  for (const sentence of chosen) composer.paragraph(sentence, 7.5);
}

export const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** A valid ABN (the ATO's mod-89 check) from random digits, printed "12 345 678 901". */
export function makeAbn(composer: Composer): string {
  for (;;) {
    const digits = composer.random.digits(11);
    const values = [...digits].map(Number);
    values[0] = (values[0] ?? 0) - 1;
    if (values.reduce((sum, value, index) => sum + value * (ABN_WEIGHTS[index] ?? 0), 0) % 89 === 0)
      return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
  }
}
