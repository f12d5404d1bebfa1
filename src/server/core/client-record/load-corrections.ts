import { inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { documentCorrections } from '@/server/db/schema';
import type { Correction } from './apply-corrections';

/** The adviser's corrections of these documents' readings, by document: one query whatever the documents hold. */
export async function loadCorrections(
  db: Database,
  documentIds: readonly string[],
): Promise<Map<string, Correction[]>> {
  const byDocument = new Map<string, Correction[]>();
  if (documentIds.length === 0) return byDocument;
  const found = await db
    .select({
      documentId: documentCorrections.documentId,
      fieldKey: documentCorrections.fieldKey,
      action: documentCorrections.action,
      value: documentCorrections.value,
    })
    .from(documentCorrections)
    .where(inArray(documentCorrections.documentId, [...documentIds]));
  for (const { documentId, ...correction } of found)
    byDocument.set(documentId, [...(byDocument.get(documentId) ?? []), correction]);
  return byDocument;
}
