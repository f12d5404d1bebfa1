import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields';
import { makeRecognisedDocument } from './testing/make-recognised-document';
import { recognisedOf, superStatementWithNomination } from '@/server/test-support/estate-documents';

const spouseAndChild = [
  { name: 'Daniel Nguyen', relationship: 'spouse', share: 60 },
  { name: 'Lily Nguyen', relationship: 'child', share: 40 },
];

describe('the death benefit nomination on a super statement', () => {
  // Families 0-7 of the factory's super recipe: each lays labels and values out its own way.
  for (const family of [0, 1, 2, 3, 4, 5, 6, 7]) {
    it(`reads a lapsing binding nomination, its beneficiaries and expiry (family ${family})`, () => {
      const document = superStatementWithNomination(
        { kindWording: 'Binding nomination', beneficiaries: spouseAndChild, expiry: '2027-03-12' },
        { family },
      );
      const { fields } = extractFields('super', recognisedOf(document));
      expect(fields.nominationType?.value).toBe('binding-lapsing');
      expect(fields.nominationBeneficiaries?.value).toBe(
        'Daniel Nguyen (spouse) 60%; Lily Nguyen (child) 40%',
      );
      expect(fields.nominationExpiry?.value).toBe('2027-03-12');
      // Where it was read: a page and a box, like every super fact.
      expect(fields.nominationType?.source.page).toBeGreaterThanOrEqual(1);
      expect(fields.nominationType?.source.box).toBeDefined();
    });
  }

  it('tells non-lapsing, non-binding and reversionary nominations apart, and gives no expiry for them', () => {
    const cases = [
      ['Non-lapsing binding nomination', 'binding-non-lapsing'],
      ['Binding - does not lapse', 'binding-non-lapsing'],
      ['Non-binding nomination', 'non-binding'],
      ['Preferred beneficiary', 'non-binding'],
      ['Reversionary beneficiary', 'reversionary'],
    ] as const;
    for (const [kindWording, kind] of cases) {
      const document = superStatementWithNomination(
        { kindWording, beneficiaries: spouseAndChild, expiry: '2027-03-12' },
        { family: 2 },
      );
      const { fields } = extractFields('super', recognisedOf(document));
      expect(fields.nominationType?.value, kindWording).toBe(kind);
      expect(fields.nominationExpiry, kindWording).toBeUndefined();
    }
  });

  it('reads "no beneficiary nominated" as no nomination, with no beneficiaries', () => {
    const document = superStatementWithNomination(
      { kindWording: 'No beneficiary nominated', beneficiaries: [] },
      { family: 5 },
    );
    const { fields } = extractFields('super', recognisedOf(document));
    expect(fields.nominationType?.value).toBe('none');
    expect(fields.nominationBeneficiaries).toBeUndefined();
  });

  it('takes general advice about nominations for no nomination at all', () => {
    const text = [
      'AustralianSuper',
      'Member number 12345678',
      'Closing balance $52,000.00',
      'Keep your beneficiary nomination up to date so your super goes to the people you choose.',
      'You can make a binding nomination that expires after three years.',
    ].join('\n');
    const { fields } = extractFields('super', makeRecognisedDocument(text));
    expect(fields.nominationType).toBeUndefined();
    expect(fields.nominationExpiry).toBeUndefined();
  });

  it('is read only from super statements', () => {
    const document = superStatementWithNomination({
      kindWording: 'Binding nomination',
      beneficiaries: spouseAndChild,
      expiry: '2027-03-12',
    });
    const { fields } = extractFields('investment', recognisedOf(document));
    expect(fields.nominationType).toBeUndefined();
  });
});
