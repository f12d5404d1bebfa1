import { describe, expect, it } from 'vitest';
import type { ClientPicture, FactSource, PictureHolding } from '@/shared/schemas/extracted-facts';
import type { RecordFact } from '@/shared/record/record-types';
import { computeOffers, offerValueKey } from './compute-offers';
import type { Ledger } from './read-ledger';

const source: FactSource = {
  documentId: 'd1',
  filename: 'statement.pdf',
  documentType: 'bank',
  documentDate: '2026-09-30',
  page: 1,
  text: null,
  box: null,
  confidence: 'high',
  corrected: false,
};
const noUnits = { cycle: null, asAt: null, period: null };

function picture(parts: Partial<ClientPicture>): ClientPicture {
  return { clientId: 'c1', documents: [], facts: [], holdings: [], conflicts: [], ...parts };
}
function ledger(facts: Partial<RecordFact>[] = [], dismissed = new Map<string, Set<string>>()): Ledger {
  return {
    facts: facts.map((fact) => ({
      subject: 'client',
      field: 'employer',
      value: null,
      cycle: null,
      asAt: null,
      period: null,
      status: 'set',
      source: {
        kind: 'adviser',
        actorName: 'Jo Citizen',
        documentId: null,
        filename: null,
        page: null,
        box: null,
        text: null,
        confidence: null,
        requestId: null,
      },
      at: '2026-11-01T00:00:00.000Z',
      earlier: 0,
      confirmedByClientAt: null,
      ...fact,
    })),
    items: [],
    dismissed,
    historyOf: () => [],
  };
}
const employer = {
  subject: 'client' as const,
  field: 'employer',
  label: 'Employer',
  value: 'Harbour Freight',
  units: noUnits,
  sources: [source],
  clientWord: null,
};

describe('computeOffers', () => {
  it('offers a value the record lacks, and one a document gave before, as plain offers', () => {
    expect(computeOffers(picture({ facts: [employer] }), ledger())[0]).toMatchObject({
      key: 'client.employer',
      conflict: null,
      current: '',
    });
    const fromDocument = ledger([{ value: 'Old Freight', status: 'accepted' }]);
    expect(computeOffers(picture({ facts: [employer] }), fromDocument)[0]?.conflict).toBeNull();
  });

  it('makes a conflict of a value a person gave, naming who', () => {
    for (const status of ['set', 'confirmed', 'corrected'] as const) {
      const [offer] = computeOffers(
        picture({ facts: [employer] }),
        ledger([{ value: 'Bay Freight', status }]),
      );
      expect(offer?.conflict).toMatchObject({ status, givenBy: 'Jo Citizen' });
      expect(offer?.current).toBe('Bay Freight');
    }
  });

  it('leaves out a dismissed offer with the same value, not one with another value', () => {
    const dismissed = new Map([
      ['client.employer', new Set([offerValueKey({ employer: 'Harbour Freight' })])],
    ]);
    expect(computeOffers(picture({ facts: [employer] }), ledger([], dismissed))).toEqual([]);
    const other = { ...employer, value: 'Harbour Freight Group' };
    expect(computeOffers(picture({ facts: [other] }), ledger([], dismissed))).toHaveLength(1);
  });

  it('names a bank account by its BSB when no account number was read', () => {
    const holding: PictureHolding = {
      key: 'bank:ing',
      kind: 'bank',
      name: 'ING',
      number: null,
      values: { bsbMasked: '923-***', balance: 14250.4 },
      units: { balance: { cycle: null, asAt: '2026-09-30', period: null } },
      clientWords: {},
      sources: [source],
    };
    const [offer] = computeOffers(picture({ holdings: [holding] }), ledger());
    expect(offer?.label).toBe('Bank: ING BSB 923-***, no account number read');
    expect(offer?.display).toContain('balance $14,250.40 as at 30/09/2026');
  });

  it('marks "Check" on a value a cross-check questioned, and on values from a document naming someone else', () => {
    const holding: PictureHolding = {
      key: 'super:#3456',
      kind: 'super',
      name: 'Aware Super',
      number: '****3456',
      values: { balance: 250000, insuranceLife: 250000 },
      units: {},
      clientWords: {},
      checks: { balance: 'The balance equals the death cover on the same statement ($250,000.00).' },
      sources: [source],
    };
    const [offer] = computeOffers(picture({ holdings: [holding] }), ledger());
    expect(offer?.checks).toEqual([
      'The balance equals the death cover on the same statement ($250,000.00).',
    ]);
    // Without the rule's reason the offer is plain.
    const plain = computeOffers(picture({ holdings: [{ ...holding, checks: {} }] }), ledger());
    expect(plain[0]?.checks).toEqual([]);

    const named = (name: string) =>
      picture({
        facts: [employer],
        documents: [
          {
            id: 'd1',
            filename: 'statement.pdf',
            type: 'payslip',
            documentDate: null,
            person: { status: 'client', name, dateOfBirth: null, overridden: true },
          },
        ],
      });
    const record = ledger([
      { field: 'givenNames', value: 'Mei Anh' },
      { field: 'familyName', value: 'Nguyen' },
    ]);
    expect(computeOffers(named('MEI NGUYEN'), record)[0]?.checks).toEqual([]);
    expect(computeOffers(named('Linh Nguyen'), record)[0]?.checks).toEqual([
      'statement.pdf names Linh Nguyen, not Mei Anh Nguyen.',
    ]);
  });
});
