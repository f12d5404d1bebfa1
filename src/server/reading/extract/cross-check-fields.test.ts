import { describe, expect, it } from 'vitest';
import { crossCheckFields } from './cross-check-fields';
import type { ExtractedFields } from './types';

function fieldsOf(values: Record<string, string | number>): ExtractedFields {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      { value, confidence: 'high', source: { page: 1, text: String(value) } },
    ]),
  );
}
const checked = (type: Parameters<typeof crossCheckFields>[0], values: Record<string, string | number>) => {
  const fields = fieldsOf(values);
  crossCheckFields(type, fields);
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, field]) => (field?.check ? [[key, field.check]] : [])),
  );
};

const statement = {
  balance: 84210.55,
  statementPeriodStart: '2025-07-01',
  statementDate: '2026-06-30',
  contributionsTotal: 11200,
  insuranceLife: 250000,
  insuranceTPD: 150000,
};

describe('crossCheckFields', () => {
  it('passes a statement whose values agree', () => {
    expect(checked('super', statement)).toEqual({});
  });

  it('questions a super balance equal to a cover on the same statement', () => {
    expect(checked('super', { ...statement, balance: 250000 })).toEqual({
      balance: 'The balance equals the death cover on the same statement ($250,000.00).',
    });
    expect(checked('super', { ...statement, balance: 150000 }).balance).toContain('TPD cover');
  });

  it('questions a balance under $100 on a statement with contributions, not one without', () => {
    expect(checked('super', { ...statement, balance: 7 }).balance).toBe(
      'A balance under $100 on a statement with $11,200.00 of contributions.',
    );
    expect(checked('super', { ...statement, balance: 7, contributionsTotal: 0 })).toEqual({});
    expect(checked('super', { ...statement, balance: 100 })).toEqual({});
  });

  it("questions a date outside the statement's period", () => {
    expect(checked('bank', { statementPeriodStart: '2026-10-01', statementPeriodEnd: '2026-09-30' })).toEqual(
      {
        statementPeriodStart: 'The period starts (2026-10-01) after it ends (2026-09-30).',
        statementPeriodEnd: 'The period starts (2026-10-01) after it ends (2026-09-30).',
      },
    );
    expect(checked('super', { ...statement, statementPeriodStart: '2026-07-01' })).toHaveProperty(
      'statementDate',
    );
    const pay = { payPeriodStart: '2026-10-27', payPeriodEnd: '2026-11-09' };
    expect(checked('payslip', { ...pay, payDate: '2026-11-12' })).toEqual({});
    expect(checked('payslip', { ...pay, payDate: '2026-10-12' }).payDate).toBe(
      'The pay date (2026-10-12) is before the pay period starts (2026-10-27).',
    );
    expect(checked('payslip', { ...pay, payDate: '2027-01-12' }).payDate).toContain('over a month after');
  });
});
