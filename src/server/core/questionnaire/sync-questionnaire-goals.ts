import { and, eq, like } from 'drizzle-orm';
import { formatMoney, formatMoneyPrecise } from '@/shared/format/money';
import type { QuestionnaireAnswers } from '@/shared/schemas/questionnaire';
import type { Database } from '@/server/db/connection';
import { factFinds, goals } from '@/server/db/schema';
import {
  createRecordItem,
  recordFacts,
  removeRecordItem,
  type RecordActor,
} from '@/server/core/client-record/record-facts';

/** Where a goal row came from when the questionnaire wrote it: `questionnaire:<answer>`. */
export const questionnaireGoalSource = (answer: string): string => `questionnaire:${answer}`;
export const isQuestionnaireGoal = (source: string): boolean => source.startsWith('questionnaire:');

/** The Goals tab's answers that are goals in their own right, and the category each goal gets. */
function goalsFromAnswers(answers: Partial<QuestionnaireAnswers>) {
  const text = (value: string | null | undefined) => value?.trim().slice(0, 1000) || null;
  const retirement = (() => {
    const age = text(answers.retirementAge);
    if (!age) return null;
    const income = answers.retirementIncome ? Number(answers.retirementIncome) : NaN;
    return Number.isFinite(income) && income > 0
      ? `Retire at ${age} with ${Number.isInteger(income) ? formatMoney(income) : formatMoneyPrecise(income)} a year`
      : `Retire at ${age}`;
  })();
  return [
    { answer: 'retirementAge', category: 'retirement', description: retirement },
    { answer: 'educationGoals', category: 'education', description: text(answers.educationGoals) },
    { answer: 'propertyGoals', category: 'property', description: text(answers.propertyGoals) },
    { answer: 'travelPlans', category: 'lifestyle', description: text(answers.travelPlans) },
  ] as const;
}

/**
 * The goals the adviser wrote on the questionnaire's Goals tab appear in the Fact Find's goals list, so the
 * "has goals" check and the PDF see them. Each answer owns one goal (source `questionnaire:<answer>`): it is
 * created, updated or removed with the answer, in the client's record. A goal the adviser has edited in the
 * Fact Find becomes theirs (source 'typed', see update-goal) and is never touched here again.
 */
export async function syncQuestionnaireGoals(
  transaction: Database,
  clientId: string,
  actor: RecordActor,
): Promise<void> {
  const [factFind] = await transaction
    .select({ answers: factFinds.questionnaireAnswers })
    .from(factFinds)
    .where(eq(factFinds.clientId, clientId));
  const answers = (factFind?.answers ?? {}) as Partial<QuestionnaireAnswers>;
  const existing = await transaction
    .select()
    .from(goals)
    .where(and(eq(goals.clientId, clientId), like(goals.source, 'questionnaire:%')));
  for (const goal of goalsFromAnswers(answers)) {
    const source = questionnaireGoalSource(goal.answer);
    const row = existing.find((candidate) => candidate.source === source);
    if (!goal.description) {
      if (row) await removeRecordItem(transaction, { clientId, actor, kind: 'goal', id: row.id });
    } else if (!row) {
      await createRecordItem(transaction, {
        clientId,
        actor,
        kind: 'goal',
        values: { description: goal.description, category: goal.category, priority: 'medium' },
        status: 'set',
        source: { kind: 'adviser' },
        bookkeeping: { source },
      });
    } else if (row.description !== goal.description) {
      await recordFacts(transaction, {
        clientId,
        actor,
        changes: [
          {
            subject: `goal:${row.id}`,
            field: 'description',
            value: goal.description,
            status: 'set',
            source: { kind: 'adviser' },
          },
        ],
      });
    }
  }
}
