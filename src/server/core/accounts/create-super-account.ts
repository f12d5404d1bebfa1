import type { z } from 'zod';
import type { SuperAccount, superAccountInput } from '@/shared/schemas/fact-find';
import { AppError } from '@/shared/app-error';
import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { superAccounts } from '@/server/db/schema';
import { refreshCompletion } from '@/server/core/fact-find/refresh-completion';
import { requireSourceDocument } from './require-source-document';
import { toSuperAccountResponse, type SourceDocumentColumns } from './to-account-response';

type CreateSuperAccountOptions = PracticeScope & {
  clientId: string;
  input: z.output<typeof superAccountInput>;
};

/**
 * Adds a super account. Typed by the adviser it has low confidence (specification section 3); read from
 * one of the client's documents it keeps that document as its source and the extraction's confidence.
 */
export async function createSuperAccount({
  db,
  practiceId,
  clientId,
  input,
}: CreateSuperAccountOptions): Promise<SuperAccount> {
  await requireClientInPractice({ db, practiceId }, clientId);
  const { documentId, confidence, ...fields } = input;
  let source: SourceDocumentColumns = { sourceFilename: null, sourceType: null };
  if (documentId) source = await requireSourceDocument(db, { practiceId, clientId, documentId });
  const [row] = await db
    .insert(superAccounts)
    .values({
      ...fields,
      investmentOption: fields.investmentOption ?? 'Balanced',
      clientId,
      documentId: documentId ?? null,
      confidence: documentId ? (confidence ?? 'medium') : 'low',
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The super account could not be saved');
  await refreshCompletion(db, clientId);
  return toSuperAccountResponse(row, source);
}
