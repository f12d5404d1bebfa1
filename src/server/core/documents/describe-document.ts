import { formatMoney } from '@/shared/format/money';
import type { DocumentDescription } from '@/shared/schemas/document';

type Extracted = Record<string, unknown> | null;

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "3 Mar 2025"; '' when not an ISO date. */
export function shortDate(value: unknown): string {
  const match = typeof value === 'string' ? isoDate.exec(value) : null;
  if (!match) return '';
  return `${Number(match[3])} ${months[Number(match[2]) - 1] ?? ''} ${match[1]}`;
}

/** "1–15 Jun 2025", "28 May – 10 Jun 2025", "20 Dec 2024 – 2 Jan 2025". */
export function dateRange(start: unknown, end: unknown): string {
  const from = typeof start === 'string' ? isoDate.exec(start) : null;
  const to = typeof end === 'string' ? isoDate.exec(end) : null;
  if (!from || !to) return shortDate(end) || shortDate(start);
  if (from[1] !== to[1]) return `${shortDate(start)} – ${shortDate(end)}`;
  if (from[2] !== to[2]) return `${Number(from[3])} ${months[Number(from[2]) - 1]} – ${shortDate(end)}`;
  return `${Number(from[3])}–${shortDate(end)}`;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : '');
const money = (label: string, value: unknown) =>
  typeof value === 'number' ? `${label} ${formatMoney(value)}`.trim() : '';
/** An organisation's name without its legal suffix, as a person would say it. */
const organisation = (value: unknown) =>
  text(value)
    .replace(/\s+(pty\.?\s*ltd\.?|limited|ltd\.?)$/i, '')
    .trim();

/** Two or three facts that say what a document holds, by type. */
function highlightsOf(type: string, data: Record<string, unknown>): string[] {
  switch (type) {
    case 'payslip':
      return [
        organisation(data.employer),
        dateRange(data.payPeriodStart, data.payPeriodEnd),
        money('net', data.netPay),
      ];
    case 'bank':
      return [text(data.bankName), text(data.accountNumber), money('closing balance', data.closingBalance)];
    case 'super':
      return [
        text(data.fundName),
        money('balance', data.balance),
        shortDate(data.statementDate) && `at ${shortDate(data.statementDate)}`,
      ];
    case 'license':
      return [text(data.issuingState), shortDate(data.expiryDate) && `expires ${shortDate(data.expiryDate)}`];
    case 'passport':
      return [text(data.nationality), shortDate(data.expiryDate) && `expires ${shortDate(data.expiryDate)}`];
    case 'tax':
      return [
        text(data.taxYear) && `${text(data.taxYear)} tax year`,
        money('taxable income', data.taxableIncome),
      ];
    case 'mortgage':
      return [organisation(data.lender), money('balance', data.balance)];
    case 'insurance':
      return [organisation(data.insurer), text(data.policyType), money('cover', data.sumInsured)];
    case 'investment':
      return [organisation(data.provider), money('value', data.totalValue)];
    default:
      return [organisation(data.provider), text(data.medicareNumber) && 'Medicare card'];
  }
}

const monthsBetween = (from: string, to: string) => {
  const [fy = 0, fm = 0] = from.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = to.split('-').map(Number);
  const [, , fd = 0] = from.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
};

/**
 * What a processed document holds, as its row shows it: its date, a few key facts, and warnings that it
 * is stale (a bill or statement more than 12 months old, an expired licence or passport). `today` is an
 * ISO date. Facts are read from the stored (masked) extraction.
 */
export function describeDocument(
  type: string,
  extracted: Extracted,
  today: string,
): DocumentDescription | null {
  if (!extracted) return null;
  const documentDate = text(extracted._documentDate) || null;
  const warnings: string[] = [];
  const expiry = text(extracted.expiryDate);
  if ((type === 'license' || type === 'passport') && expiry && expiry < today)
    warnings.push(`This ${type === 'license' ? 'licence' : 'passport'} expired on ${shortDate(expiry)}.`);
  const billOrStatement = (type === 'other' && text(extracted.provider)) || type === 'bank';
  if (billOrStatement && documentDate && monthsBetween(documentDate, today) >= 12)
    warnings.push(`This ${type === 'bank' ? 'statement' : 'bill'} is more than 12 months old.`);
  return {
    documentDate,
    highlights: highlightsOf(type, extracted).filter(Boolean).slice(0, 3),
    warnings,
  };
}
