import { z } from 'zod';
import { documentTypes, type DocumentType } from './options';

/**
 * What a document request asks the client for: one item per document, with the types of document that
 * satisfy it (photo ID is a licence or a passport).
 */
export const checklistItem = z.object({
  id: z.string().trim().min(1).max(60),
  label: z.string().trim().min(1, 'Say which document you need').max(120),
  accepts: z.array(z.enum(documentTypes)).min(1).max(documentTypes.length),
});
export type ChecklistItem = z.output<typeof checklistItem>;

/** What the checklist is built from: the scope of advice and what the client's record holds already. */
export type ChecklistFacts = {
  scopeOfAdvice: readonly string[];
  /** employmentType, or null when nobody has said. */
  employmentType: string | null;
  employer: string | null;
  /** Super funds the Fact Find lists (a statement of each is asked for by name). */
  superFunds: readonly string[];
  /** How many bank accounts the record holds (none: a bank statement is asked for). */
  bankAccounts: number;
  /** Types of the client's documents already read, with the statement date when known. */
  documents: readonly { type: string; documentDate: string | null }[];
  /** Today, as yyyy-mm-dd (a payslip older than two months is not recent). */
  today: string;
};

const item = (id: string, label: string, ...accepts: DocumentType[]): ChecklistItem => ({
  id,
  label,
  accepts,
});
const notWorking = new Set(['retired', 'unemployed']);
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * The documents the advice needs and the documents that fill what the record is missing, less those already
 * read: photo ID always; a recent payslip unless the client is known to be retired, unemployed or
 * self-employed (so an unknown employer or salary asks for one); a super statement when the record has no
 * super fund, and each fund's latest statement for super or retirement advice; bank statements when the
 * record has no bank account or the scope calls for them; policy schedules for insurance advice; statements
 * of investments and loans as the scope calls for them; the latest tax return for tax planning.
 */
export function suggestChecklist(facts: ChecklistFacts): ChecklistItem[] {
  const scope = new Set(facts.scopeOfAdvice);
  const has = (type: DocumentType) => facts.documents.some((document) => document.type === type);
  const items: ChecklistItem[] = [];

  if (!has('license') && !has('passport')) {
    items.push(item('photo-id', 'Photo ID: driver licence or passport', 'license', 'passport'));
  }
  // Nobody has said the client does not earn a wage: a payslip gives the employer and the salary.
  const mayEarnWage =
    facts.employmentType === null ||
    (!notWorking.has(facts.employmentType) && facts.employmentType !== 'self-employed');
  const recentPayslip = facts.documents.some(
    (document) =>
      document.type === 'payslip' &&
      (document.documentDate === null || daysBetween(document.documentDate, facts.today) <= 62),
  );
  if (mayEarnWage && !recentPayslip) items.push(item('payslip', 'Your most recent payslip', 'payslip'));

  const superAdvice = scope.has('Superannuation advice') || scope.has('Retirement planning');
  if (superAdvice || (facts.superFunds.length === 0 && !has('super'))) {
    if (facts.superFunds.length === 0) {
      items.push(item('super', 'Latest statement from each super fund', 'super'));
    }
    facts.superFunds.forEach((fund, index) =>
      items.push(item(`super-${index + 1}`, `Latest super statement from ${fund}`, 'super')),
    );
  }
  if (scope.has('Insurance advice')) {
    items.push(item('insurance', 'Policy schedule of each insurance policy', 'insurance'));
  }
  if (scope.has('Investment advice') || scope.has('Retirement planning')) {
    items.push(item('investment', 'Latest statement of each investment or share holding', 'investment'));
  }
  if (scope.has('Debt management')) {
    items.push(item('mortgage', 'Latest home loan or other loan statement', 'mortgage'));
  }
  const noBankAccount = facts.bankAccounts === 0 && !has('bank');
  if (noBankAccount || scope.has('Cash flow management') || scope.has('Debt management')) {
    items.push(item('bank', 'Bank statements for the last three months', 'bank'));
  }
  if (scope.has('Tax planning') || (scope.has('Retirement planning') && !has('tax'))) {
    items.push(item('tax', 'Latest tax return or notice of assessment', 'tax'));
  }
  return items;
}
