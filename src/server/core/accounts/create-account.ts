import type { z } from 'zod';
import type {
  BankAccount,
  SuperAccount,
  bankAccountInput,
  superAccountInput,
} from '@/shared/schemas/fact-find';
import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { createRecordItem, type RecordActor } from '@/server/core/client-record/record-facts';
import { refreshCompletion } from '@/server/core/fact-find/refresh-completion';
import { readAccount } from './read-account';
import { requireSourceDocument } from './require-source-document';

type CreateAccountOptions = PracticeScope & { clientId: string; actor: RecordActor } & (
    | { kind: 'super'; input: z.output<typeof superAccountInput> }
    | { kind: 'bank'; input: z.output<typeof bankAccountInput> }
  );

/**
 * Adds a super or bank account to the client's record. Typed by the adviser its values are theirs, with low
 * confidence (specification section 3); read from one of the client's documents it keeps that document as
 * the source of each value, with the reading's confidence.
 */
export async function createAccount(options: CreateAccountOptions): Promise<SuperAccount | BankAccount> {
  const { db, practiceId, clientId, actor, kind } = options;
  await requireClientInPractice({ db, practiceId }, clientId);
  const { documentId, confidence, ...values } = options.input;
  const document = documentId ? await requireSourceDocument(db, { practiceId, clientId, documentId }) : null;
  const id = await db.transaction((transaction) =>
    createRecordItem(transaction, {
      clientId,
      actor,
      kind,
      values,
      status: document ? 'accepted' : 'set',
      source: document
        ? {
            kind: 'document',
            documentId,
            filename: document.sourceFilename,
            confidence: confidence ?? 'medium',
          }
        : { kind: 'adviser' },
      bookkeeping: {
        documentId: documentId ?? null,
        confidence: document ? (confidence ?? 'medium') : 'low',
      },
    }),
  );
  await refreshCompletion(db, clientId);
  return readAccount(db, kind, clientId, id);
}
