import { z } from 'zod';

/**
 * Reasonable inquiries (decision 036): where what the client said or the adviser typed disagrees with what the
 * client's documents show, or the evidence is stale, the Fact Find lists it with both sides until the adviser
 * resolves it with a note. GET /api/clients/:id/inquiries; POST …/inquiries/resolve.
 */
export const inquiryChecks = [
  'debts',
  'income',
  'super-funds',
  'address',
  'insurance',
  'stale-evidence',
] as const;
export type InquiryCheck = (typeof inquiryChecks)[number];

export const inquiryCheckLabels: Record<InquiryCheck, string> = {
  debts: 'Debts',
  income: 'Income',
  'super-funds': 'Super funds',
  address: 'Address',
  insurance: 'Insurance held',
  'stale-evidence': 'Stale evidence',
};

/**
 * One side of a disagreement: who or what says it (the client, the adviser, a document, or the rule a piece of
 * evidence fails), in words, and where it comes from (a document's page and date; who gave a value and when).
 */
export type InquirySide = {
  kind: 'client' | 'adviser' | 'document' | 'rule';
  says: string;
  /** "Given by Jo Citizen on 12/11/2026", "home-loan-statement.pdf p.1, dated 09/08/2025". */
  source: string;
  documentId: string | null;
  filename: string | null;
  page: number | null;
  /** When it was said or typed, or the document's date (YYYY-MM-DD). */
  date: string | null;
};

export type InquiryResolution = {
  note: string;
  resolvedBy: string;
  resolvedAt: string;
};

export type Inquiry = {
  /** Stable while it is about the same thing ('debts:liability:#7859', 'stale-evidence:super:#7146'). */
  key: string;
  check: InquiryCheck;
  /** What disagrees, in one line. */
  title: string;
  /** What the client said or the adviser typed (or, for stale evidence, what the evidence must be). */
  said: InquirySide;
  /** What the documents show (or, where no document shows it, that none does). */
  shown: InquirySide;
  /** The date of the newer evidence of the two sides (YYYY-MM-DD), null when neither is dated. */
  evidenceDate: string | null;
  /** Both sides' values: a resolution holds while it is unchanged. */
  fingerprint: string;
  /** The resolution that holds for these values, or null while it is open. */
  resolution: InquiryResolution | null;
  /** An earlier resolution of the same key made against other values (it reopened when a side changed). */
  reopened: InquiryResolution | null;
};

export type InquiriesView = { clientId: string; asOf: string; inquiries: Inquiry[] };

/** POST /api/clients/:id/inquiries/resolve: the disagreement as the adviser saw it, and their note. */
export const resolveInquiryRequest = z.object({
  key: z.string().min(1).max(300),
  fingerprint: z.string().min(1).max(200),
  note: z
    .string()
    .trim()
    .min(1, 'Write a note saying how this was resolved')
    .max(2000, 'Use at most 2000 characters'),
});
export type ResolveInquiryInput = z.input<typeof resolveInquiryRequest>;
