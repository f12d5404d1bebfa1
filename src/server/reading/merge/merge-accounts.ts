import { maskAccountNumber, maskBsb } from '@/server/reading/extract/mask';
import type { DatedInput } from './choose-newest';
import type { Cover, FinancialAccount } from './types';

const numberOf = (input: DatedInput, key: keyof DatedInput['fields']): number | null => {
  const value = input.fields[key]?.value;
  return typeof value === 'number' ? value : null;
};

const textOf = (input: DatedInput, key: keyof DatedInput['fields']): string | null => {
  const value = input.fields[key]?.value;
  return value === undefined || value === '' ? null : String(value);
};

function cover(sumInsured: number | null, premium: number | null, extra: Partial<Cover> = {}): Cover | null {
  if (sumInsured === null && premium === null && !extra.monthlyBenefit) return null;
  return { sumInsured, premium, monthlyBenefit: null, waitingPeriod: null, benefitPeriod: null, ...extra };
}

function toSuperAccount(input: DatedInput): FinancialAccount {
  const member = textOf(input, 'memberNumber');
  const monthlyBenefit = numberOf(input, 'insuranceIP');
  return {
    type: 'superannuation',
    provider: textOf(input, 'fundName'),
    accountNumber: member ? maskAccountNumber(member) : null,
    balance: numberOf(input, 'balance'),
    bsb: null,
    statementDate: textOf(input, 'statementDate'),
    investmentOptions: textOf(input, 'investmentOption'),
    contributions: numberOf(input, 'contributionsTotal') ?? numberOf(input, 'employerContributions'),
    insurance: {
      life: cover(numberOf(input, 'insuranceLife'), numberOf(input, 'insuranceLifePremium')),
      tpd: cover(numberOf(input, 'insuranceTPD'), numberOf(input, 'insuranceTPDPremium')),
      incomeProtection: cover(null, numberOf(input, 'insuranceIPPremium'), {
        monthlyBenefit,
        waitingPeriod: numberOf(input, 'insuranceIPWaitingPeriod'),
        benefitPeriod: textOf(input, 'insuranceIPBenefitPeriod'),
      }),
    },
    documentId: input.documentId,
  };
}

function toBankAccount(input: DatedInput): FinancialAccount {
  const account = textOf(input, 'accountNumber');
  const bsb = textOf(input, 'bsb');
  return {
    type: 'bank',
    provider: textOf(input, 'bankName'),
    accountNumber: account ? maskAccountNumber(account) : null,
    balance: numberOf(input, 'closingBalance'),
    bsb: bsb ? maskBsb(bsb) : null,
    statementDate: textOf(input, 'statementPeriodEnd'),
    investmentOptions: null,
    contributions: null,
    insurance: null,
    documentId: input.documentId,
  };
}

/** One account per fund (or bank) and last 4 digits: statements of the same account collapse to the newest. */
function accountKey(account: FinancialAccount): string {
  const provider = (account.provider ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  const last4 = (account.accountNumber ?? '').slice(-4);
  return `${account.type}|${last4 || provider}|${last4 ? '' : provider}`;
}

/**
 * Super accounts from super statements and bank accounts from bank statements (a payslip's deposit account
 * is not evidence of the account's details), newest statement first within each account.
 */
export function mergeAccounts(inputs: readonly DatedInput[]): FinancialAccount[] {
  const newestFirst = [...inputs].sort((a, b) => b.evidenceDate.localeCompare(a.evidenceDate));
  const accounts = new Map<string, FinancialAccount>();
  for (const input of newestFirst) {
    const account =
      input.documentType === 'super'
        ? toSuperAccount(input)
        : input.documentType === 'bank'
          ? toBankAccount(input)
          : null;
    if (!account || (!account.accountNumber && !account.provider)) continue;
    const key = accountKey(account);
    if (!accounts.has(key)) accounts.set(key, account);
  }
  return [...accounts.values()];
}
