import { and, eq, inArray } from 'drizzle-orm';
import type { DocumentSummary } from '@/shared/schemas/document';
import type { PracticeScope } from '@/server/db/practice-scope';
import { clients, documents } from '@/server/db/schema';
import { sameValue } from '@/server/core/client-record/compute-offers';
import { buildDocumentPicture } from '@/server/core/client-record/document-picture';
import { toEvidence, type Evidence } from '@/server/core/client-record/load-client-evidence';
import { applyCorrections, type Correction } from '@/server/core/client-record/apply-corrections';
import { loadCorrections } from '@/server/core/client-record/load-corrections';
import type { ExtractedFields, FieldKey } from '@/server/reading/extract/types';
import { describeDocument } from './describe-document';

type DocumentRow = typeof documents.$inferSelect;
type Described = Pick<DocumentSummary, 'description' | 'person'>;

/** The warning for a document whose address a newer document of the client replaces. */
function supersededAddress(item: Evidence, chosen: Evidence | undefined): string | null {
  const street = item.input.fields.addressStreet?.value;
  const chosenStreet = chosen?.input.fields.addressStreet?.value;
  if (!chosen || street === undefined || chosenStreet === undefined || sameValue(street, chosenStreet))
    return null;
  if (item.documentDate >= chosen.documentDate) return null;
  const suburb = item.input.fields.addressSuburb?.value;
  return `Address ${[street, suburb].filter(Boolean).join(', ')} is superseded by a newer document (${chosen.filename}).`;
}

/**
 * The reading as the client's record takes it (applyCorrections, the record's one rule): a corrected value
 * replaces what was read, a value corrected to nothing is gone. The stored reading itself is never changed.
 */
function corrected(
  extracted: Record<string, unknown> | null,
  corrections: readonly Correction[],
): Record<string, unknown> | null {
  if (!extracted || corrections.length === 0) return extracted;
  const fields = applyCorrections((extracted._fields ?? {}) as ExtractedFields, corrections);
  const result = { ...extracted };
  for (const { fieldKey, action } of corrections) {
    if (action !== 'corrected') continue;
    const field = fields[fieldKey as FieldKey];
    if (field) result[fieldKey] = field.value;
    else delete result[fieldKey];
  }
  return result;
}

/**
 * What each document holds and whose it is, for the rows of the upload, workflow and Extracted Data screens.
 * Its facts are the corrected ones, as the record reads them. A client's document is judged against the
 * client and their other processed documents (three queries for the whole list, however long).
 */
export async function describeDocuments(
  scope: PracticeScope,
  rows: readonly DocumentRow[],
  today = new Date().toISOString().slice(0, 10),
): Promise<Map<string, Described>> {
  const described = new Map<string, Described>();
  const corrections = await loadCorrections(
    scope.db,
    rows.map((row) => row.id),
  );
  for (const row of rows)
    described.set(row.id, {
      description: describeDocument(
        row.type,
        corrected(row.extractedData ?? null, corrections.get(row.id) ?? []),
        today,
      ),
      person: null,
    });
  const clientIds = [...new Set(rows.flatMap((row) => (row.clientId ? [row.clientId] : [])))];
  if (clientIds.length === 0) return described;
  const [clientRows, clientDocuments] = await Promise.all([
    scope.db
      .select()
      .from(clients)
      .where(and(eq(clients.practiceId, scope.practiceId), inArray(clients.id, clientIds))),
    scope.db
      .select()
      .from(documents)
      .where(and(eq(documents.practiceId, scope.practiceId), inArray(documents.clientId, clientIds))),
  ]);
  for (const client of clientRows) {
    const evidence = await toEvidence(
      scope,
      client,
      clientDocuments.filter((row) => row.clientId === client.id),
    );
    const picture = buildDocumentPicture(client.id, evidence);
    const addressSource = picture.facts.find((fact) => fact.field === 'streetAddress')?.sources[0];
    const chosen = evidence.find((item) => item.input.documentId === addressSource?.documentId);
    for (const item of evidence) {
      const entry = described.get(item.input.documentId);
      if (!entry) continue;
      entry.person = item.person;
      const warning =
        item.person.status === 'client' || item.person.status === 'unknown'
          ? supersededAddress(item, chosen)
          : null;
      if (warning && entry.description) entry.description.warnings.push(warning);
    }
  }
  return described;
}

/** Summaries with their descriptions laid in. */
export function withDescriptions<T extends { id: string }>(
  summaries: readonly T[],
  described: Map<string, Described>,
): (T & Described)[] {
  return summaries.map((summary) => ({
    ...summary,
    ...(described.get(summary.id) ?? { description: null, person: null }),
  }));
}
