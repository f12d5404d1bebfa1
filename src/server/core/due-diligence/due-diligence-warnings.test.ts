import { describe, expect, it } from 'vitest';
import type { CddEntry } from '@/shared/schemas/due-diligence';
import { dueDiligenceWarnings } from './due-diligence-warnings';

const entry = <T>(value: T): CddEntry<T> => ({
  value,
  source: 'adviser',
  actorName: 'Dee Diligence',
  at: '2026-11-27T00:00:00.000Z',
  requestId: null,
});

/** A person with everything recorded and nothing to look at. */
const complete = {
  givenNames: 'Liam',
  familyName: 'Papadopoulos',
  dob: '1971-08-28',
  identity: entry({
    documentId: 'd',
    documentType: 'passport' as const,
    filename: 'passport.pdf',
    numberMasked: '****8581',
    issuer: 'ZAF',
    expiryDate: '2027-04-11',
    nameOnDocument: 'Liam Papadopoulos',
    dateOfBirthOnDocument: '1971-08-28',
    page: 1,
    method: 'sighted' as const,
    sha256: 'a'.repeat(64),
  }),
  pep: { client: entry({ answer: 'no' as const, detail: null }), adviser: null },
  sanctions: { client: entry({ answer: 'no' as const, detail: null }), adviser: null },
  screening: entry({
    provider: 'Acme',
    checkedOn: '2026-11-20',
    pepResult: 'no-match' as const,
    sanctionsResult: 'no-match' as const,
    reference: null,
  }),
  sourceOfFunds: null,
  sourceOfWealth: null,
  riskRating: entry({ rating: 'low' as const, reason: 'Salary only' }),
  nextReview: entry('2027-11-27'),
};
const codes = (person: Parameters<typeof dueDiligenceWarnings>[0], today = '2026-11-27') =>
  dueDiligenceWarnings(person, today).map((warning) => warning.code);

describe('dueDiligenceWarnings', () => {
  it('has nothing to say of a complete, low-risk person', () => {
    expect(codes(complete)).toEqual([]);
  });

  it('counts a passport as expired from the day after its expiry', () => {
    expect(codes(complete, '2027-04-11')).toEqual([]);
    expect(codes(complete, '2027-04-12')).toEqual(['identity-expired']);
  });

  it('asks for source of funds and wealth only where the risk calls for them', () => {
    const high = { ...complete, riskRating: entry({ rating: 'high' as const, reason: 'Cash business' }) };
    expect(codes(high)).toEqual(['funds-missing']);
    const evidenced = {
      ...high,
      sourceOfFunds: entry({ description: 'Salary', documentIds: [] }),
      sourceOfWealth: entry({ description: 'Inheritance', documentIds: [] }),
    };
    expect(codes(evidenced)).toEqual([]);
    const matched = {
      ...complete,
      screening: entry({ ...complete.screening.value, sanctionsResult: 'possible-match' as const }),
    };
    expect(codes(matched)).toEqual(['screening-match', 'funds-missing']);
    const adviserSaysPep = {
      ...complete,
      pep: { client: complete.pep.client, adviser: entry({ answer: 'yes' as const, detail: 'Senator' }) },
    };
    expect(codes(adviserSaysPep)).toEqual(['pep', 'funds-missing']);
  });

  it('says what is missing, and when the review is overdue', () => {
    expect(codes({ ...complete, identity: null, screening: null, riskRating: null })).toEqual([
      'identity-missing',
      'screening-missing',
      'risk-missing',
    ]);
    expect(codes(complete, '2027-11-28')).toEqual(['identity-expired', 'review-overdue']);
  });

  it('ignores a date of birth the record does not know (an intake default is passed as null)', () => {
    const other = {
      ...complete,
      identity: entry({ ...complete.identity.value, dateOfBirthOnDocument: '1971-08-29' }),
    };
    expect(codes(other)).toEqual(['identity-dob']);
    expect(codes({ ...other, dob: null })).toEqual([]);
  });
});
