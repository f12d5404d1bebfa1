import { describe, expect, it } from 'vitest';
import type { Inquiry } from '@/shared/schemas/inquiries';
import {
  composeInquiryPack,
  givenFact,
  givenItem,
  inquiryInput,
  packPassport,
  type PackFile,
} from '@/server/test-support/pack-inquiry-input';
import { addressCheck } from './check-address';
import { debtsCheck } from './check-debts';
import { incomeCheck } from './check-income';
import { insuranceCheck } from './check-insurance';
import { staleEvidenceCheck } from './check-stale-evidence';
import { superFundsCheck } from './check-super-funds';
import { computeInquiries, inquiryRules, type StoredResolution } from './compute-inquiries';
import type { InquiryInput, InquiryRule } from './inquiry-input';
import { monthsBefore } from './inquiry-input';

/**
 * Each check on a pack the document factory builds for it (training/factory/make-pack.ts: one person's
 * documents of every type, read as printed): the disagreement is listed with both sides and their sources
 * when the record and the documents disagree, not when they agree, and not without the check's rule.
 */
const { pack, files } = composeInquiryPack({ seed: 'reasonable-inquiries' });
const truth = (type: PackFile['type']) => files.find((file) => file.type === type)!.document;
const without = (type: PackFile['type']) => files.filter((file) => file.type !== type);
/** A day by which no statement of the pack is stale (the oldest is not yet 12 months old). */
const freshToday = (() => {
  const oldest = files
    .filter((file) => file.type !== 'license' && file.type !== 'other')
    .map((file) => file.document.documentDate)
    .sort()[0]!;
  return monthsBefore(oldest, -11);
})();

const keysOf = (inquiries: readonly Pick<Inquiry, 'key'>[]) => inquiries.map((inquiry) => inquiry.key);
/** The disagreements of a check, and proof that its rule (and no other) finds them. */
function found(input: InquiryInput, rule: InquiryRule): Inquiry[] {
  const all = computeInquiries(input).filter((inquiry) => inquiry.check === rule.check);
  const others = inquiryRules.filter((candidate) => candidate !== rule);
  expect(computeInquiries(input, [], others).filter((inquiry) => inquiry.check === rule.check)).toEqual([]);
  return all;
}

describe('debts: "no debts" against a home-loan statement', () => {
  const mortgage = truth('mortgage');
  const saidNone = [givenFact('answers', 'mortgage', '0'), givenFact('answers', 'otherDebts', '0')];

  it('lists a mortgage said to be $0 against the statement, with both sources', () => {
    const [inquiry, ...rest] = found(inquiryInput(pack, files, { facts: saidNone }, freshToday), debtsCheck);
    expect(rest).toEqual([]);
    const last4 = String(mortgage.fields.accountNumber).slice(-4);
    expect(inquiry).toMatchObject({
      key: `debts:liability:#${last4}`,
      said: {
        kind: 'adviser',
        says: 'No mortgage (mortgage $0, other debts $0)',
        source: expect.stringContaining('Typed by Jo Citizen'),
      },
      shown: { kind: 'document', filename: 'home-loan-statement.pdf', page: 1, date: mortgage.documentDate },
      evidenceDate: '2026-11-20',
    });
    expect(inquiry!.shown.says).toContain(String(mortgage.fields.lender));
    expect(inquiry!.shown.says).toContain(
      Number(mortgage.fields.balance).toLocaleString('en-AU', { minimumFractionDigits: 2 }),
    );
  });

  it('lists nothing without the statement, for a mortgage stated, or for a value read from a document', () => {
    expect(
      found(inquiryInput(pack, without('mortgage'), { facts: saidNone }, freshToday), debtsCheck),
    ).toEqual([]);
    const stated = [givenFact('answers', 'mortgage', String(mortgage.fields.balance))];
    expect(found(inquiryInput(pack, files, { facts: stated }, freshToday), debtsCheck)).toEqual([]);
    const accepted = [givenFact('answers', 'mortgage', '0', { status: 'accepted' })];
    expect(found(inquiryInput(pack, files, { facts: accepted }, freshToday), debtsCheck)).toEqual([]);
  });
});

describe('income: stated income against payslips and the notice of assessment', () => {
  const salary = Number(truth('payslip').fields.annualSalary);
  const taxable = Number(truth('tax').fields.taxableIncome);

  it('lists a salary more than 10 % from the payslip, and more than 25 % from the notice', () => {
    // The pack's taxable income is far from its salary: a salary as the payslip says disagrees with the notice.
    expect(Math.abs(salary - taxable) / salary).toBeGreaterThan(0.25);
    const asPayslip = found(
      inquiryInput(
        pack,
        files,
        { facts: [givenFact('cashFlow', 'baseSalary', salary, { cycle: 'annual' })] },
        freshToday,
      ),
      incomeCheck,
    );
    expect(keysOf(asPayslip)).toEqual(['income:notice']);
    expect(asPayslip[0]?.shown).toMatchObject({ filename: 'notice-of-assessment.pdf', page: 1 });
    const asNotice = found(
      inquiryInput(
        pack,
        files,
        { facts: [givenFact('cashFlow', 'baseSalary', taxable, { cycle: 'annual' })] },
        freshToday,
      ),
      incomeCheck,
    );
    expect(keysOf(asNotice)).toEqual(['income:payslip']);
    expect(asNotice[0]).toMatchObject({
      said: { kind: 'adviser' },
      shown: { filename: 'payslip.pdf', page: 1, date: truth('payslip').documentDate },
    });
  });

  it('annualises a monthly figure, and leaves a value read from the payslip alone', () => {
    const monthly = givenFact('cashFlow', 'baseSalary', salary / 12, { cycle: 'monthly' });
    expect(
      keysOf(found(inquiryInput(pack, without('tax'), { facts: [monthly] }, freshToday), incomeCheck)),
    ).toEqual([]);
    const accepted = givenFact('cashFlow', 'baseSalary', taxable, { status: 'accepted' });
    expect(found(inquiryInput(pack, files, { facts: [accepted] }, freshToday), incomeCheck)).toEqual([]);
  });
});

describe('super funds listed against statements received', () => {
  const statement = truth('super');
  const last4 = String(statement.fields.memberNumber).slice(-4);

  it('lists a fund with no statement and a statement of a fund not listed', () => {
    const other = givenItem('super', 'listed-1', { fundName: 'Hostplus', memberNumberMasked: '****9911' });
    const inquiries = found(inquiryInput(pack, files, { items: [other] }, freshToday), superFundsCheck);
    expect(keysOf(inquiries)).toEqual([
      'super-funds:listed:listed-1',
      `super-funds:statement:super:#${last4}`,
    ]);
    expect(inquiries[0]).toMatchObject({
      said: { says: 'Holds Hostplus ****9911', kind: 'adviser' },
      shown: { documentId: null, source: '1 super statement received' },
    });
    expect(inquiries[1]).toMatchObject({
      said: { says: 'Funds listed: Hostplus' },
      shown: { filename: 'super-statement.pdf', page: 1, date: statement.documentDate },
    });
  });

  it('lists nothing when the fund listed is the statement’s', () => {
    const same = givenItem('super', 'listed-1', {
      fundName: statement.fields.fundName,
      memberNumberMasked: `****${last4}`,
    });
    expect(found(inquiryInput(pack, files, { items: [same] }, freshToday), superFundsCheck)).toEqual([]);
  });
});

describe('address against newer documents', () => {
  const address = (place: { street: string; suburb: string; state: string; postcode: string }) => [
    givenFact('client', 'streetAddress', place.street),
    givenFact('client', 'suburb', place.suburb),
    givenFact('client', 'state', place.state),
    givenFact('client', 'postcode', place.postcode),
  ];

  it('lists the previous address typed against the newest documents’ address', () => {
    const [inquiry, ...rest] = found(
      inquiryInput(pack, files, { facts: address(pack.previousAddress) }, freshToday),
      addressCheck,
    );
    expect(rest).toEqual([]);
    expect(inquiry?.said.says).toContain(pack.previousAddress.street);
    expect(inquiry?.shown.says).toContain(pack.person.street);
    expect(inquiry?.shown.filename).not.toBe('old-utility-bill.pdf');
  });

  it('lists nothing for the current address, or when only the older bill shows another', () => {
    expect(
      found(inquiryInput(pack, files, { facts: address(pack.person) }, freshToday), addressCheck),
    ).toEqual([]);
  });
});

describe('insurance said to be held against a policy schedule or cover inside super', () => {
  const policy = truth('insurance');
  const fund = truth('super');
  const lifeTotal =
    (policy.fields.policyType === 'life' ? Number(policy.fields.sumInsured) : 0) +
    Number(fund.fields.insuranceLife ?? 0);

  it('lists no life cover said against a document showing it, and a cover amount far from the documents', () => {
    expect(lifeTotal).toBeGreaterThan(0);
    const none = found(
      inquiryInput(pack, files, { facts: [givenFact('answers', 'lifeInsurance', '0')] }, freshToday),
      insuranceCheck,
    );
    expect(keysOf(none)).toEqual(['insurance:life']);
    expect(none[0]?.shown.filename).toMatch(/insurance-policy\.pdf|super-statement\.pdf/);
    const half = found(
      inquiryInput(
        pack,
        files,
        { facts: [givenFact('answers', 'lifeInsurance', String(lifeTotal / 2))] },
        freshToday,
      ),
      insuranceCheck,
    );
    expect(keysOf(half)).toEqual(['insurance:life']);
    const same = found(
      inquiryInput(
        pack,
        files,
        { facts: [givenFact('answers', 'lifeInsurance', String(lifeTotal))] },
        freshToday,
      ),
      insuranceCheck,
    );
    expect(same).toEqual([]);
  });

  it('lists a policy a person listed that no schedule or super statement shows', () => {
    const listed = givenItem('policy', 'policy-1', {
      type: 'trauma',
      insurer: 'Zurich',
      fundingMethod: 'personal',
    });
    const schedule = givenItem('policy', 'policy-2', {
      type: policy.fields.policyType,
      insurer: policy.fields.insurer,
      fundingMethod: 'personal',
    });
    const inquiries = found(
      inquiryInput(pack, files, { items: [listed, schedule] }, freshToday),
      insuranceCheck,
    );
    expect(keysOf(inquiries)).toEqual(['insurance:policy:policy-1']);
    expect(inquiries[0]?.said.says).toBe('Holds Trauma with Zurich');
    const inSuper = givenItem('policy', 'policy-3', { type: 'tpd', fundingMethod: 'super' });
    const tpd = found(inquiryInput(pack, without('super'), { items: [inSuper] }, freshToday), insuranceCheck);
    expect(keysOf(tpd)).toEqual(['insurance:policy:policy-3']);
    if (fund.fields.insuranceTPD)
      expect(found(inquiryInput(pack, files, { items: [inSuper] }, freshToday), insuranceCheck)).toEqual([]);
  });
});

describe('stale evidence: a statement older than 12 months, an expired ID', () => {
  const statement = truth('super');
  const last4 = String(statement.fields.memberNumber).slice(-4);

  it('lists a statement once it is more than 12 months old', () => {
    const key = `stale-evidence:super:#${last4}`;
    const stale = found(
      inquiryInput(pack, files, {}, monthsBefore(statement.documentDate, -13)),
      staleEvidenceCheck,
    );
    expect(stale.find((inquiry) => inquiry.key === key)).toMatchObject({
      said: { kind: 'rule' },
      shown: { filename: 'super-statement.pdf', date: statement.documentDate },
      evidenceDate: statement.documentDate,
    });
    const fresh = computeInquiries(inquiryInput(pack, files, {}, monthsBefore(statement.documentDate, -11)));
    expect(keysOf(fresh)).not.toContain(key);
  });

  it('lists the newest payslip once it is more than 12 months old', () => {
    const payslip = truth('payslip');
    const stale = found(
      inquiryInput(pack, files, {}, monthsBefore(payslip.documentDate, -13)),
      staleEvidenceCheck,
    );
    expect(keysOf(stale)).toContain('stale-evidence:payslip');
    expect(keysOf(computeInquiries(inquiryInput(pack, files, {}, freshToday)))).not.toContain(
      'stale-evidence:payslip',
    );
  });

  it('lists an expired passport, not one still current', () => {
    const passport = packPassport(pack);
    const expiry = String(passport.document.fields.expiryDate);
    const withPassport = [...files, passport];
    const dayAfter = new Date(Date.parse(`${expiry}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const ofPassport = (inquiry: Inquiry) =>
      inquiry.key.startsWith('stale-evidence:id:') && inquiry.shown.filename === 'passport.pdf';
    const expired = found(inquiryInput(pack, withPassport, {}, dayAfter), staleEvidenceCheck).filter(
      ofPassport,
    );
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({
      title: expect.stringContaining('Passport expired on'),
      shown: { filename: 'passport.pdf' },
    });
    const current = computeInquiries(inquiryInput(pack, withPassport, {}, expiry));
    expect(current.filter(ofPassport)).toEqual([]);
  });
});

describe('resolutions', () => {
  const saidNone = [givenFact('answers', 'mortgage', '0')];
  const input = inquiryInput(pack, files, { facts: saidNone }, freshToday);
  const [open] = computeInquiries(input).filter((inquiry) => inquiry.check === 'debts');
  const resolution: StoredResolution = {
    key: open!.key,
    fingerprint: open!.fingerprint,
    note: 'Loan refinanced and discharged last week; discharge letter requested.',
    resolvedBy: 'Jo Citizen',
    resolvedAt: '2026-11-26T00:00:00.000Z',
  };

  it('holds while both sides are unchanged, whoever typed the same value again', () => {
    const again = inquiryInput(
      pack,
      files,
      { facts: [givenFact('answers', 'mortgage', '0', { at: '2026-11-26T05:00:00Z' })] },
      freshToday,
    );
    const [resolved] = computeInquiries(again, [resolution]).filter((inquiry) => inquiry.check === 'debts');
    expect(resolved?.resolution).toMatchObject({ note: resolution.note, resolvedBy: 'Jo Citizen' });
    expect(resolved?.reopened).toBeNull();
  });

  it('reopens when either side changes: a newer statement, or another value given', () => {
    const later = files.map((file) =>
      file.type === 'mortgage'
        ? { ...file, document: { ...file.document, fields: { ...file.document.fields, balance: 1000 } } }
        : file,
    );
    const [changed] = computeInquiries(inquiryInput(pack, later, { facts: saidNone }, freshToday), [
      resolution,
    ]).filter((inquiry) => inquiry.check === 'debts');
    expect(changed?.resolution).toBeNull();
    expect(changed?.reopened?.note).toBe(resolution.note);
    // The said side: another income typed, still far from the notice, reopens the notice's disagreement.
    const stated = (amount: number) => [givenFact('cashFlow', 'baseSalary', amount, { cycle: 'annual' })];
    const salary = Number(truth('payslip').fields.annualSalary);
    const [notice] = computeInquiries(
      inquiryInput(pack, files, { facts: stated(salary) }, freshToday),
    ).filter((inquiry) => inquiry.key === 'income:notice');
    const onNotice = { ...resolution, key: notice!.key, fingerprint: notice!.fingerprint };
    const after = (amount: number) =>
      computeInquiries(inquiryInput(pack, files, { facts: stated(amount) }, freshToday), [onNotice]).find(
        (inquiry) => inquiry.key === 'income:notice',
      );
    expect(after(salary)?.resolution?.note).toBe(resolution.note);
    expect(after(salary + 5000)?.resolution).toBeNull();
    expect(after(salary + 5000)?.reopened?.note).toBe(resolution.note);
  });
});
