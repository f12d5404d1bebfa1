import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields';
import { makeRecognisedDocument } from './testing/make-recognised-document';

/** Bank statements whose labels are invented words no rule knows: only the values' shapes and arithmetic speak. */
function valuesOf(text: string) {
  const { fields } = extractFields('bank', makeRecognisedDocument(text));
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field?.value]));
}

const header = [
  'QUOLLBRIDGE MUTUAL                     Zimble record',
  'Froob code       734-219',
  'Wendle ref       60812455',
];
const summary = [
  'Plinth figures',
  'Varnish start      $1,200.00',
  'Glorp upward       $2,050.00',
  'Glorp downward       $350.25',
  'Varnish finish     $2,899.75',
];
const table = [
  'Dabble     Nuance                   Oot        Een       Varnish',
  '02/03/2025 Woolworths               50.25                1,149.75',
  '09/03/2025 Salary                              2,050.00  3,199.75',
  '15/03/2025 Rent                     300.00               2,899.75',
];

describe('bank statements read by value shape and arithmetic', () => {
  it('reads the header’s only BSB-shaped value and the account number beside it', () => {
    expect(valuesOf([...header, ...summary, ...table].join('\n'))).toMatchObject({
      bsb: '734219',
      accountNumber: '60812455',
    });
  });

  it('reads a BSB and account number printed as one value', () => {
    const text = ['QUOLLBRIDGE MUTUAL', 'Froob / wendle   734 219 6081 2455', ...table].join('\n');
    expect(valuesOf(text)).toMatchObject({ bsb: '734219', accountNumber: '60812455' });
  });

  it('reads no BSB when the header holds two BSB-shaped values', () => {
    const text = ['QUOLLBRIDGE MUTUAL', 'Froob code 734-219', 'Blap code 112-877', ...table].join('\n');
    expect(valuesOf(text).bsb).toBeUndefined();
  });

  it('reads the balances and totals the running balance proves, where the summary prints them', () => {
    expect(valuesOf([...header, ...summary, ...table].join('\n'))).toMatchObject({
      openingBalance: 1200,
      closingBalance: 2899.75,
      totalCredits: 2050,
      totalDebits: 350.25,
    });
  });

  it('reads no balance when the running balance does not add up', () => {
    const broken = [
      ...table.slice(0, 3),
      '15/03/2025 Rent                     300.00               2,800.00',
    ];
    const values = valuesOf([...header, ...summary, ...broken].join('\n'));
    expect(values.openingBalance).toBeUndefined();
    expect(values.closingBalance).toBeUndefined();
  });

  it('reads no balance the summary does not print', () => {
    const values = valuesOf([...header, ...table].join('\n'));
    expect(values.openingBalance).toBeUndefined();
    expect(values.closingBalance).toBeUndefined();
  });
});
