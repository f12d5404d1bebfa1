import { and, eq } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import type { DocumentCorrection } from '@/shared/schemas/document-correction';
import type { documentCorrectionRequest } from '@/shared/schemas/document-correction';
import type { z } from 'zod';
import { requireDocumentInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { documentCorrections, type documents } from '@/server/db/schema';
import { personKeys, typeKeys } from '@/server/reading/extract/types';
import { replaceDefaultedValues } from '@/server/core/client-record/replace-defaulted-values';
import type { DocumentType } from '@/shared/options';
import { parseCorrectedValue } from './parse-corrected-value';
import { toCorrection } from './list-document-corrections';
import { maskForAudit, recordAuditEvent, type AuditActor } from '@/server/core/audit/record-audit-event';
import { fieldLabel } from '@/shared/field-registry';

type CorrectOptions = PracticeScope & {
  documentId: string;
  fieldKey: string;
  actor: AuditActor;
  request: z.output<typeof documentCorrectionRequest>;
};

/** A processed document of the practice whose type allows the key (404, 409 or 400 otherwise). */
export async function requireCorrectable(
  scope: PracticeScope,
  documentId: string,
  fieldKey: string,
): Promise<typeof documents.$inferSelect> {
  const document = await requireDocumentInPractice(scope, documentId);
  if (document.ocrStatus !== 'completed' || document.parseStatus !== 'completed')
    throw new AppError('CONFLICT', 'Only a document that has been read can be corrected');
  const allowed: readonly string[] = [...personKeys, ...(typeKeys[document.type as DocumentType] ?? [])];
  if (!allowed.includes(fieldKey))
    throw new AppError('BAD_REQUEST', `A ${document.type} document has no field "${fieldKey}"`);
  return document;
}

/**
 * Keeps the adviser's correction (or confirmation) of one value beside the machine's reading, which is never
 * changed; the client's picture uses it at once, and a corrected date of birth replaces an intake default.
 */
export async function correctDocumentField({
  db,
  practiceId,
  documentId,
  fieldKey,
  actor,
  request,
}: CorrectOptions): Promise<DocumentCorrection> {
  const document = await requireCorrectable({ db, practiceId }, documentId, fieldKey);
  const blank = request.value === null || request.value === undefined || String(request.value).trim() === '';
  const value =
    request.action === 'confirmed' || blank
      ? null
      : parseCorrectedValue(fieldKey, request.value as string | number);
  if (request.action === 'confirmed' && !(document.extractedData ?? {})[fieldKey])
    throw new AppError('BAD_REQUEST', 'There is no reading to confirm');
  const row = { documentId: document.id, fieldKey, action: request.action, value, correctedById: actor.id };
  const [saved] = await db
    .insert(documentCorrections)
    .values(row)
    .onConflictDoUpdate({ target: [documentCorrections.documentId, documentCorrections.fieldKey], set: row })
    .returning();
  if (!saved) throw new AppError('INTERNAL', 'The correction was not saved');
  if (document.clientId) {
    const read = (document.extractedData ?? {})[fieldKey];
    const label = fieldLabel(fieldKey);
    await recordAuditEvent(db, {
      practiceId,
      clientId: document.clientId,
      actor,
      action: `document.${request.action}`,
      summary:
        request.action === 'confirmed'
          ? `Confirmed ${label} read from "${document.filename}"`
          : `Corrected ${label} read from "${document.filename}": ${maskForAudit(read)} → ${maskForAudit(value)}`,
      detail: { documentId: document.id, fieldKey },
    });
    await replaceDefaultedValues(db, document.clientId);
  }
  return toCorrection(saved);
}

/** Takes a correction back: the machine's reading stands again. */
export async function undoDocumentCorrection({
  db,
  practiceId,
  documentId,
  fieldKey,
  actor,
}: PracticeScope & { documentId: string; fieldKey: string; actor: AuditActor }): Promise<void> {
  const document = await requireDocumentInPractice({ db, practiceId }, documentId);
  const undone = await db
    .delete(documentCorrections)
    .where(and(eq(documentCorrections.documentId, document.id), eq(documentCorrections.fieldKey, fieldKey)))
    .returning({ id: documentCorrections.id });
  if (document.clientId && undone.length > 0) {
    await recordAuditEvent(db, {
      practiceId,
      clientId: document.clientId,
      actor,
      action: 'document.correction-undone',
      summary: `Undid the correction of ${fieldLabel(fieldKey)} read from "${document.filename}"`,
      detail: { documentId: document.id, fieldKey },
    });
  }
}
