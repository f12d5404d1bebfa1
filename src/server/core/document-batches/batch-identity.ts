import { splitFullName } from '@/shared/format/name';
import { documentTypes, type DocumentType } from '@/shared/options';
import type { documents } from '@/server/db/schema';
import type { ExtractedFields } from '@/server/reading/extract/types';
import { mergeClientData, type MergeInput } from '@/server/reading/merge/merge-client-data';

export type BatchIdentity = { givenNames: string; familyName: string; dob: string | null };

type ReadRow = Pick<
  typeof documents.$inferSelect,
  'id' | 'type' | 'uploadedAt' | 'ocrStatus' | 'parseStatus' | 'extractedData'
>;

/** A processed document's readings as the merge takes them; null while it is not read. */
export function toMergeInput(row: ReadRow, fields?: ExtractedFields): MergeInput | null {
  if (row.ocrStatus !== 'completed' || row.parseStatus !== 'completed') return null;
  if (!(documentTypes as readonly string[]).includes(row.type)) return null;
  return {
    documentId: row.id,
    documentType: row.type as DocumentType,
    documentDate:
      typeof row.extractedData?._documentDate === 'string' ? row.extractedData._documentDate : undefined,
    uploadedAt: row.uploadedAt.toISOString(),
    fields: fields ?? ((row.extractedData?._fields ?? {}) as ExtractedFields),
  };
}

/**
 * Who a batch's documents are about before there is a client: the name and date of birth they give
 * merged (identity documents first, then the newest), the name split by the document's structure. Null
 * when no document names anyone.
 */
export function batchIdentity(inputs: readonly MergeInput[]): BatchIdentity | null {
  const person = mergeClientData(inputs).personalInfo;
  const parts = person.fullName ? splitFullName(person.fullName, person.lastName) : null;
  if (!parts?.familyName) return null;
  return {
    givenNames: parts.givenNames || person.firstName || '',
    familyName: parts.familyName,
    dob: person.dateOfBirth,
  };
}
