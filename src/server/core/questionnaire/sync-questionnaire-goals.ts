import { and, eq, like } from 'drizzle-orm';
import { formatMoney } from '@/shared/format/money';
import type { QuestionnaireAnswers } from '@/shared/schemas/questionnaire';
import type { Database } from '@/server/db/connection';
import { goals } from '@/server/db/schema';

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
      ? `Retire at ${age} with ${formatMoney(income)} a year`
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
 * "has goals" check and the PDF see them. Each answer owns one row (source `questionnaire:<answer>`): it is
 * created, updated or removed with the answer. A row the adviser has edited in the Fact Find becomes theirs
 * (source 'typed', see update-goal) and is never touched here again.
 */
export async function syncQuestionnaireGoals(
  transaction: Database,
  clientId: string,
  answers: Partial<QuestionnaireAnswers>,
): Promise<void> {
  const existing = await transaction
    .select()
    .from(goals)
    .where(and(eq(goals.clientId, clientId), like(goals.source, 'questionnaire:%')));
  for (const goal of goalsFromAnswers(answers)) {
    const source = questionnaireGoalSource(goal.answer);
    const row = existing.find((candidate) => candidate.source === source);
    if (!goal.description) {
      if (row) await transaction.delete(goals).where(eq(goals.id, row.id));
    } else if (!row) {
      await transaction
        .insert(goals)
        .values({ clientId, description: goal.description, category: goal.category, source });
    } else if (row.description !== goal.description) {
      await transaction.update(goals).set({ description: goal.description }).where(eq(goals.id, row.id));
    }
  }
}
