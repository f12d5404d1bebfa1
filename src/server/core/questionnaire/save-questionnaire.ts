import { eq, sql } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import type { Questionnaire, QuestionnaireSave } from '@/shared/schemas/questionnaire';
import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { assets, cashFlow, clients, factFinds, insurancePolicies, liabilities } from '@/server/db/schema';
import { questionnaireVersion } from './questionnaire-version';
import { readQuestionnaire } from './read-questionnaire';
import { replaceClientRows } from './replace-client-rows';
import { syncQuestionnaireGoals } from './sync-questionnaire-goals';

type SaveQuestionnaireOptions = PracticeScope & {
  clientId: string;
  input: QuestionnaireSave;
  /** "Complete & Continue": also records when the questionnaire was completed. */
  complete?: boolean;
  /** The version the answers were made on (If-Match): another save since is a conflict, not overwritten. */
  expectedVersion?: string;
};

export const QUESTIONNAIRE_CHANGED_MESSAGE =
  "Someone else saved this client's questionnaire while you were editing. Your answers are still on the screen: save again to keep yours, or reload to see theirs.";

/**
 * Saves the whole questionnaire in one transaction: the answers and completed sections on the Fact Find,
 * the cash flow, assets, liabilities and insurance policies in their own tables, and the Goals tab's goals
 * in the Fact Find's goals list. With an expected version, a questionnaire saved by someone else since is
 * refused (409) rather than replaced.
 */
export async function saveQuestionnaire({
  db,
  practiceId,
  clientId,
  input,
  complete = false,
  expectedVersion,
}: SaveQuestionnaireOptions): Promise<Questionnaire> {
  await requireClientInPractice({ db, practiceId }, clientId);
  await db.transaction(async (transaction) => {
    // Saves of one client's questionnaire take turns, so the version checked is the one replaced.
    await transaction.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
    if (
      expectedVersion !== undefined &&
      questionnaireVersion(await readQuestionnaire(transaction, clientId)) !== expectedVersion
    )
      throw new AppError('CONFLICT', QUESTIONNAIRE_CHANGED_MESSAGE);
    const answers = Object.fromEntries(Object.entries(input.answers).filter(([, value]) => value !== null));
    const completedAt = new Date().toISOString();
    const fields = { questionnaireAnswers: answers, completedSections: input.completedSections };
    await transaction
      .insert(factFinds)
      .values({
        clientId,
        ...fields,
        jsonSnapshot: complete ? { questionnaireCompletedAt: completedAt } : {},
      })
      .onConflictDoUpdate({
        target: factFinds.clientId,
        set: complete
          ? {
              ...fields,
              jsonSnapshot: sql`jsonb_set(${factFinds.jsonSnapshot}, '{questionnaireCompletedAt}', to_jsonb(${completedAt}::text))`,
            }
          : fields,
      });
    await transaction
      .insert(cashFlow)
      .values({ ...input.cashFlow, clientId })
      .onConflictDoUpdate({ target: cashFlow.clientId, set: input.cashFlow });
    await replaceClientRows(transaction, assets, clientId, input.assets);
    await replaceClientRows(transaction, liabilities, clientId, input.liabilities);
    await replaceClientRows(transaction, insurancePolicies, clientId, input.insurancePolicies);
    await syncQuestionnaireGoals(transaction, clientId, input.answers);
  });
  return readQuestionnaire(db, clientId);
}
