import { sql } from 'drizzle-orm';
import type { Questionnaire, QuestionnaireSave } from '@/shared/schemas/questionnaire';
import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { assets, cashFlow, factFinds, insurancePolicies, liabilities } from '@/server/db/schema';
import { readQuestionnaire } from './read-questionnaire';
import { replaceClientRows } from './replace-client-rows';
import { syncQuestionnaireGoals } from './sync-questionnaire-goals';

type SaveQuestionnaireOptions = PracticeScope & {
  clientId: string;
  input: QuestionnaireSave;
  /** "Complete & Continue": also records when the questionnaire was completed. */
  complete?: boolean;
};

/**
 * Saves the whole questionnaire in one transaction: the answers and completed sections on the Fact Find,
 * the cash flow, assets, liabilities and insurance policies in their own tables, and the Goals tab's goals
 * in the Fact Find's goals list.
 */
export async function saveQuestionnaire({
  db,
  practiceId,
  clientId,
  input,
  complete = false,
}: SaveQuestionnaireOptions): Promise<Questionnaire> {
  await requireClientInPractice({ db, practiceId }, clientId);
  await db.transaction(async (transaction) => {
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
