import { eq } from 'drizzle-orm';
import type { InquiriesView } from '@/shared/schemas/inquiries';
import type { PracticeScope } from '@/server/db/practice-scope';
import { inquiryResolutions } from '@/server/db/schema';
import { buildDocumentPicture } from '@/server/core/client-record/document-picture';
import {
  loadClientEvidence,
  loadClientWords,
  type Evidence,
} from '@/server/core/client-record/load-client-evidence';
import { readLedger } from '@/server/core/client-record/read-ledger';
import { computeInquiries, type StoredResolution } from './compute-inquiries';
import type { InquiryDocument } from './inquiry-input';

/** The tables the disagreements are read from: a change to any of them forgets a kept list. */
export const inquiryTables = [
  'clients',
  'documents',
  'client_facts',
  'document_corrections',
  'client_fact_confirmations',
  'inquiry_resolutions',
] as const;

/** Today in Australia (the practice's calendar), as YYYY-MM-DD. */
export const todayInAustralia = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(now);

/** The client's own documents (not the partner's or someone else's) as the checks read them. */
export function inquiryDocuments(evidence: readonly Evidence[]): InquiryDocument[] {
  return evidence
    .filter((item) => item.person.status === 'client' || item.person.status === 'unknown')
    .map((item) => {
      const expiry = item.input.fields.expiryDate;
      return {
        id: item.input.documentId,
        filename: item.filename,
        type: item.input.documentType,
        date: item.documentDate,
        expiryDate: typeof expiry?.value === 'string' ? expiry.value : null,
        expiryPage: expiry?.source.page ?? null,
      };
    });
}

/** Every stored resolution of a client, oldest first. */
export async function loadResolutions(
  db: PracticeScope['db'],
  clientId: string,
): Promise<StoredResolution[]> {
  const rows = await db
    .select()
    .from(inquiryResolutions)
    .where(eq(inquiryResolutions.clientId, clientId))
    .orderBy(inquiryResolutions.resolvedAt);
  return rows.map((row) => ({
    key: row.key,
    fingerprint: row.fingerprint,
    note: row.note,
    resolvedBy: row.actorName,
    resolvedAt: row.resolvedAt.toISOString(),
  }));
}

/**
 * The Fact Find's reasonable inquiries for a client of the practice (404 otherwise): the disagreements between
 * the record, the questionnaire's answers and the client's documents, each with its resolution if it holds.
 */
export async function readInquiries(
  scope: PracticeScope & { clientId: string; today?: string },
): Promise<InquiriesView> {
  const [{ client, evidence }, words] = await Promise.all([
    loadClientEvidence(scope, scope.clientId),
    loadClientWords(scope.db, scope.clientId),
  ]);
  const [ledger, resolutions] = await Promise.all([
    readLedger(scope.db, client.id),
    loadResolutions(scope.db, client.id),
  ]);
  const today = scope.today ?? todayInAustralia();
  const picture = buildDocumentPicture(client.id, evidence, words);
  const inquiries = computeInquiries(
    { today, facts: ledger.facts, items: ledger.items, picture, documents: inquiryDocuments(evidence) },
    resolutions,
  );
  return { clientId: client.id, asOf: today, inquiries };
}
