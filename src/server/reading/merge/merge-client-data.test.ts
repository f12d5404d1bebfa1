import { describe, expect, it } from 'vitest';
import type { ExtractedFields } from '@/server/reading/extract/types';
import { mergeClientData, type MergeInput } from './merge-client-data';

function fields(values: Record<string, string | number>): ExtractedFields {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      { value, confidence: 'high', source: { page: 1, text: String(value) } },
    ]),
  );
}

function doc(
  documentId: string,
  documentType: MergeInput['documentType'],
  values: Record<string, string | number>,
  documentDate?: string,
): MergeInput {
  return {
    documentId,
    documentType,
    documentDate,
    uploadedAt: '2026-01-01T00:00:00Z',
    fields: fields(values),
  };
}

const person = { fullName: 'Jane Citizen', firstName: 'Jane', lastName: 'Citizen' };

describe('mergeClientData', () => {
  it('takes the address from the newest document and lists the older one as a conflict', () => {
    const merged = mergeClientData([
      doc(
        'old-bill',
        'other',
        {
          ...person,
          addressStreet: '3 Old Rd',
          addressSuburb: 'Ryde',
          addressState: 'NSW',
          addressPostcode: '2112',
        },
        '2023-09-26',
      ),
      doc('payslip', 'payslip', {
        ...person,
        addressStreet: '12 Wattle St',
        addressSuburb: 'Bondi',
        addressState: 'NSW',
        addressPostcode: '2026',
        payDate: '2026-03-05',
      }),
    ]);
    expect(merged.personalInfo).toMatchObject({
      streetAddress: '12 Wattle St',
      suburb: 'Bondi',
      state: 'NSW',
      postcode: '2026',
      address: '12 Wattle St, Bondi, NSW, 2026',
    });
    expect(merged.conflicts).toContainEqual({
      field: 'addressStreet',
      values: [
        { value: '12 Wattle St', documentId: 'payslip' },
        { value: '3 Old Rd', documentId: 'old-bill' },
      ],
      chosen: '12 Wattle St',
    });
  });

  it('prefers identity documents for the name and date of birth, even when older', () => {
    const merged = mergeClientData([
      doc(
        'licence',
        'license',
        { fullName: 'Jane Mary Citizen', firstName: 'Jane', lastName: 'Citizen', dateOfBirth: '1980-02-01' },
        '2021-01-01',
      ),
      doc(
        'medicare',
        'other',
        { fullName: 'Jane M Citizen', firstName: 'Jane', lastName: 'Citizen' },
        '2025-01-01',
      ),
    ]);
    expect(merged.personalInfo).toMatchObject({ fullName: 'Jane Mary Citizen', dateOfBirth: '1980-02-01' });
  });

  it('lets clearly read documents outvote an uncertain identity-document reading of the name', () => {
    const licence = doc(
      'licence',
      'license',
      { fullName: 'JANE CITIZFN', firstName: 'Jane', lastName: 'Citizfn' },
      '2025-01-01',
    );
    const fullName = licence.fields.fullName;
    if (fullName) fullName.confidence = 'medium';
    const merged = mergeClientData([
      licence,
      doc('payslip', 'payslip', person, '2025-02-01'),
      doc('bank', 'bank', person, '2025-03-01'),
    ]);
    expect(merged.personalInfo.fullName).toBe('Jane Citizen');
  });

  it('takes employer, position and income from the newest payslip', () => {
    const merged = mergeClientData([
      doc('old', 'payslip', {
        employer: 'Old Co Pty Ltd',
        position: 'Clerk',
        annualSalary: 60000,
        payDate: '2025-06-11',
      }),
      doc('new', 'payslip', {
        employer: 'New Co Pty Ltd',
        position: 'Manager',
        annualSalary: 90000,
        payDate: '2026-08-13',
      }),
      doc('tax', 'tax', { taxableIncome: 70000, taxYear: '2024-25' }),
    ]);
    expect(merged.employment).toEqual({ employer: 'New Co Pty Ltd', position: 'Manager' });
    expect(merged.annualIncome).toBe(90000);
  });

  it('falls back to the taxable income without a payslip', () => {
    expect(
      mergeClientData([doc('tax', 'tax', { taxableIncome: 66217, taxYear: '2024-25' })]).annualIncome,
    ).toBe(66217);
  });

  it('keeps one super account per fund and member number, from the newest statement, masked', () => {
    const merged = mergeClientData([
      doc('2024', 'super', {
        fundName: 'HESTA',
        memberNumber: '12348099',
        balance: 20000,
        statementDate: '2024-06-30',
        insuranceLife: 200000,
      }),
      doc('2025', 'super', {
        fundName: 'HESTA',
        memberNumber: '12348099',
        balance: 25808.7,
        statementDate: '2025-06-30',
        insuranceLife: 225000,
        insuranceIP: 4390,
      }),
      doc('other-fund', 'super', {
        fundName: 'Cbus',
        memberNumber: '555501',
        balance: 1000,
        statementDate: '2025-06-30',
      }),
    ]);
    const accounts = merged.financialAccounts.filter((account) => account.type === 'superannuation');
    expect(accounts).toHaveLength(2);
    expect(accounts[0]).toMatchObject({
      provider: 'HESTA',
      accountNumber: '****8099',
      balance: 25808.7,
      statementDate: '2025-06-30',
      insurance: { life: { sumInsured: 225000 }, incomeProtection: { monthlyBenefit: 4390 } },
    });
  });

  it('lists bank accounts from bank statements only, with masked BSB and number', () => {
    const merged = mergeClientData([
      doc('statement', 'bank', {
        bankName: 'Westpac',
        bsb: '032789',
        accountNumber: '12340746',
        closingBalance: 500,
        statementPeriodEnd: '2026-02-28',
      }),
      doc('payslip', 'payslip', { employer: 'X Pty Ltd', payDate: '2026-03-01' }),
    ]);
    expect(merged.financialAccounts).toEqual([
      expect.objectContaining({
        type: 'bank',
        provider: 'Westpac',
        bsb: '032-***',
        accountNumber: '****0746',
        balance: 500,
      }),
    ]);
  });

  it('is confident only when the identity facts agree', () => {
    const agreeing = mergeClientData([
      doc('a', 'license', { ...person, dateOfBirth: '1980-02-01' }, '2025-01-01'),
    ]);
    expect(agreeing.confidence).toBe('high');
    const disagreeing = mergeClientData([
      doc('a', 'license', { ...person, dateOfBirth: '1980-02-01' }, '2025-01-01'),
      doc('b', 'super', { ...person, dateOfBirth: '1980-02-07', statementDate: '2025-06-30' }),
    ]);
    expect(disagreeing.confidence).toBe('medium');
    expect(mergeClientData([]).confidence).toBe('low');
  });
});
