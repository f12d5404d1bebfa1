import type { z } from 'zod';
import type { BankAccount, bankAccountInput } from '@/shared/schemas/fact-find';
import { AppError } from '@/shared/app-error';
import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { bankAccounts } from '@/server/db/schema';
import { refreshCompletion } from '@/server/core/fact-find/refresh-completion';
import { requireSourceDocument } from './require-source-document';
import { toBankAccountResponse, type SourceDocumentColumns } from './to-account-response';

type CreateBankAccountOptions = PracticeScope & {
  clientId: string;
  input: z.output<typeof bankAccountInput>;
};

/** Adds a bank account: low confidence when typed, the document's confidence when read from one. */
export async function createBankAccount({
  db,
  practiceId,
  clientId,
  input,
}: CreateBankAccountOptions): Promise<BankAccount> {
  await requireClientInPractice({ db, practiceId }, clientId);
  const { documentId, confidence, ...fields } = input;
  let source: SourceDocumentColumns = { sourceFilename: null, sourceType: null };
  if (documentId) source = await requireSourceDocument(db, { practiceId, clientId, documentId });
  const [row] = await db
    .insert(bankAccounts)
    .values({
      ...fields,
      clientId,
      documentId: documentId ?? null,
      confidence: documentId ? (confidence ?? 'medium') : 'low',
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The bank account could not be saved');
  await refreshCompletion(db, clientId);
  return toBankAccountResponse(row, source);
}
