import { describe, expect, it } from 'vitest';
import { composePack, makePack, packDocumentTypes } from './make-pack';

describe("one client's pack", () => {
  const pack = composePack();

  it('has one document of each type, all about the same person', () => {
    expect(pack.documents.map((document) => document.type)).toEqual([...packDocumentTypes]);
    for (const { document } of pack.documents) {
      expect(document.fields.lastName, document.id).toBe(pack.person.family);
      expect(document.fields.firstName, document.id).toBe(pack.person.given);
    }
    const dated = pack.documents.filter((document) => document.document.fields.dateOfBirth);
    expect(dated.length).toBeGreaterThan(0);
    for (const { document } of dated) expect(document.fields.dateOfBirth).toBe(pack.person.dateOfBirth);
  });

  it('prints the current address everywhere but on an older bill at the previous address', () => {
    const bill = pack.documents.find((document) => document.type === 'other')!;
    expect(bill.document.fields.addressStreet).toBe(pack.previousAddress.street);
    expect(pack.previousAddress.suburb).not.toBe(pack.person.suburb);
    for (const { type, document } of pack.documents) {
      if (type === 'other' || document.fields.addressStreet === undefined) continue;
      expect(document.fields.addressStreet, document.id).toBe(pack.person.street);
      if (type !== 'license')
        expect(document.documentDate > bill.document.documentDate, document.id).toBe(true);
    }
  });

  it("gives the record's facts with their cycles, dates and periods, and never the old address", () => {
    const fact = (subject: string, field: string) =>
      pack.facts.find((candidate) => candidate.subject === subject && candidate.field === field);
    expect(fact('client', 'streetAddress')?.value).toBe(pack.person.street);
    expect(pack.facts.some((candidate) => candidate.value === pack.previousAddress.street)).toBe(false);
    expect(fact('income', 'grossPay')?.cycle).toBe(fact('income', 'payFrequency')?.value);
    expect(fact('super', 'balance')?.printed).toMatch(/^\$[\d,]+\.\d\d as at \d\d\/\d\d\/\d{4}$/);
    expect(fact('super', 'insuranceLifePremium')?.printed).toMatch(/ a year$/);
    expect(fact('tax', 'taxableIncome')?.printed).toMatch(/for the \d{4}–\d\d financial year$/);
    expect(fact('policy', 'premium')?.printed).toMatch(/ a (week|fortnight|month|quarter|year)$/);
    expect(fact('liability', 'repaymentAmount')?.cycle).toBeTruthy();
    for (const kind of ['super', 'bank', 'liability', 'policy', 'asset', 'income', 'tax', 'cashFlow'])
      expect(
        pack.facts.some((candidate) => candidate.subject === kind),
        kind,
      ).toBe(true);
  });

  it('is the same pack for the same seed, another for another', () => {
    expect(JSON.stringify(composePack())).toBe(JSON.stringify(pack));
    expect(composePack({ seed: 'another' }).person).not.toEqual(pack.person);
  });

  it('renders each document as a PDF', async () => {
    const rendered = await makePack();
    expect(rendered.files.map((file) => file.name)).toEqual(
      pack.documents.map((document) => document.filename),
    );
    for (const file of rendered.files) expect(file.buffer.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
