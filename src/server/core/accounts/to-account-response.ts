import type { BankAccount, RecordSource, SuperAccount } from '@/shared/schemas/fact-find';
import type { ConfidenceLevel } from '@/shared/options';
import type { bankAccounts, superAccounts } from '@/server/db/schema';

/** The document a record was read from, as the accounts queries join it. */
export type SourceDocumentColumns = { sourceFilename: string | null; sourceType: string | null };

function toSource(documentId: string | null, columns: SourceDocumentColumns): RecordSource {
  if (!documentId || !columns.sourceFilename) return null;
  return { documentId, filename: columns.sourceFilename, type: columns.sourceType ?? 'other' };
}

function toConfidence(value: string): ConfidenceLevel {
  return value === 'high' || value === 'medium' ? value : 'low';
}

export function toSuperAccountResponse(
  row: typeof superAccounts.$inferSelect,
  columns: SourceDocumentColumns,
): SuperAccount {
  const { clientId: _clientId, documentId, updatedAt: _updatedAt, createdAt, confidence, ...fields } = row;
  return {
    ...fields,
    confidence: toConfidence(confidence),
    source: toSource(documentId, columns),
    createdAt: createdAt.toISOString(),
  };
}

export function toBankAccountResponse(
  row: typeof bankAccounts.$inferSelect,
  columns: SourceDocumentColumns,
): BankAccount {
  const {
    clientId: _clientId,
    documentId,
    updatedAt: _updatedAt,
    createdAt,
    confidence,
    transactionsSample: _transactionsSample,
    ...fields
  } = row;
  return {
    ...fields,
    confidence: toConfidence(confidence),
    source: toSource(documentId, columns),
    createdAt: createdAt.toISOString(),
  };
}
