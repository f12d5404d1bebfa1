import { describe, expect, it } from 'vitest';
import type { RecordFact } from '@/shared/record/record-types';
import {
  confirmedByClientNote,
  documentSource,
  factWords,
  givenByWords,
  itemName,
  recordLookup,
} from './record-lookup';

const source = (overrides: Partial<RecordFact['source']> = {}): RecordFact['source'] => ({
  kind: 'document',
  actorName: 'Jo Citizen',
  documentId: 'd0c5f3a2-1111-4222-8333-444455556666',
  filename: 'payslip.pdf',
  page: 1,
  box: null,
  text: 'Gross pay $3,846.15',
  confidence: 'high',
  requestId: null,
  ...overrides,
});

const fact = (overrides: Partial<RecordFact>): RecordFact => ({
  subject: 'client',
  field: 'employer',
  value: 'Eastlink Logistics Pty Ltd',
  cycle: null,
  asAt: null,
  period: null,
  status: 'accepted',
  source: source(),
  at: '2026-11-26T03:00:00.000Z',
  earlier: 0,
  confirmedByClientAt: null,
  ...overrides,
});

const loan = 'liability:0b1c6f5e-5d0b-4a51-9d0b-5b5b8f0d4f01';

describe('the record as the screens look things up in it', () => {
  const lookup = recordLookup({
    facts: [
      fact({ field: 'propertyOwnership', value: 'rent', status: 'default' }),
      fact({ subject: loan, field: 'type', value: 'home-loan' }),
      fact({ subject: loan, field: 'lender', value: 'Bendigo Bank' }),
      fact({ subject: loan, field: 'accountNumber', value: '****4567' }),
      fact({ subject: loan, field: 'repaymentAmount', value: 3650, cycle: 'monthly' }),
      fact({ subject: loan, field: 'balance', value: 578400, asAt: '2026-09-30' }),
    ],
    items: [{ subject: loan, kind: 'liability', id: loan.slice(10), createdAt: '2026-11-26T03:00:00.000Z' }],
  });

  it("does not take a form's default for a fact", () => {
    expect(lookup.fact('client', 'propertyOwnership')).toBeUndefined();
  });

  it("lists an item's facts in the registry's order", () => {
    expect(lookup.factsOf(loan).map((found) => found.field)).toEqual([
      'type',
      'lender',
      'accountNumber',
      'balance',
      'repaymentAmount',
    ]);
  });

  it('names an item by its kind, name and masked number', () => {
    expect(itemName(lookup, { subject: loan, kind: 'liability' })).toBe('Home loan: Bendigo Bank ****4567');
    expect(itemName(recordLookup(undefined), { subject: 'asset:x', kind: 'asset' })).toBe('Unnamed asset');
  });

  it('says a value with its cycle, date or period', () => {
    expect(factWords(lookup.fact(loan, 'repaymentAmount')!)).toBe('$3,650 a month');
    expect(factWords(lookup.fact(loan, 'balance')!)).toBe('$578,400 as at 30/09/2026');
    expect(
      factWords(fact({ subject: 'super:x', field: 'insuranceIPPremium', value: 726.32, cycle: 'annual' })),
    ).toBe('$726.32 a year');
    expect(factWords(fact({ subject: 'tax', field: 'taxableIncome', value: 98500, period: '2025-26' }))).toBe(
      '$98,500 for the 2025–26 financial year',
    );
  });

  it('says who gave a value: you, another adviser, or the client', () => {
    const adviser = fact({ status: 'set', source: source({ kind: 'adviser', documentId: null }) });
    expect(givenByWords(adviser, 'Jo Citizen')).toBe('Given by you on 26/11/2026');
    expect(givenByWords(adviser, 'Sam Other')).toBe('Given by Jo Citizen on 26/11/2026');
    expect(givenByWords(fact({ status: 'corrected', source: source({ kind: 'client' }) }))).toBe(
      'Corrected by the client on 26/11/2026',
    );
  });

  it('says "Confirmed by client on …" only beside a value that is there', () => {
    expect(confirmedByClientNote(fact({ confirmedByClientAt: '2026-11-25T10:00:00.000Z' }))).toBe(
      'Confirmed by client on 25/11/2026',
    );
    expect(
      confirmedByClientNote(fact({ value: '', confirmedByClientAt: '2026-11-25T10:00:00.000Z' })),
    ).toBeNull();
    expect(confirmedByClientNote(fact({}))).toBeNull();
  });

  it('gives the evidence view the document a value was read from, and nothing for a person', () => {
    expect(documentSource(fact({}))).toMatchObject({ filename: 'payslip.pdf', page: 1, confidence: 'high' });
    expect(documentSource(fact({ source: source({ kind: 'adviser', documentId: null }) }))).toBeNull();
  });
});
