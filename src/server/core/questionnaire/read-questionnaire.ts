import { asc, eq, sql } from 'drizzle-orm';
import {
  questionnaireSections,
  type Asset,
  type CashFlow,
  type InsurancePolicy,
  type Liability,
  type Questionnaire,
  type QuestionnaireAnswers,
  type QuestionnaireSection,
} from '@/shared/schemas/questionnaire';
import type { Database } from '@/server/db/connection';
import { assets, cashFlow, factFinds, insurancePolicies, liabilities } from '@/server/db/schema';

/** Everything the questionnaire holds for a client already known to be in the practice. */
export async function readQuestionnaire(db: Database, clientId: string): Promise<Questionnaire> {
  const [factFind] = await db
    .select({
      answers: factFinds.questionnaireAnswers,
      completedSections: factFinds.completedSections,
      // Only the one key: the snapshot also holds every generated PDF's facts.
      completedAt: sql<string | null>`${factFinds.jsonSnapshot}->>'questionnaireCompletedAt'`,
      updatedAt: factFinds.updatedAt,
    })
    .from(factFinds)
    .where(eq(factFinds.clientId, clientId));
  const [cashFlowRow] = await db.select().from(cashFlow).where(eq(cashFlow.clientId, clientId));
  const [assetRows, liabilityRows, policyRows] = await Promise.all([
    db
      .select()
      .from(assets)
      .where(eq(assets.clientId, clientId))
      .orderBy(asc(assets.createdAt), asc(assets.id)),
    db
      .select()
      .from(liabilities)
      .where(eq(liabilities.clientId, clientId))
      .orderBy(asc(liabilities.createdAt), asc(liabilities.id)),
    db
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.clientId, clientId))
      .orderBy(asc(insurancePolicies.createdAt), asc(insurancePolicies.id)),
  ]);

  const completed = new Set(factFind?.completedSections ?? []);
  return {
    clientId,
    answers: (factFind?.answers ?? {}) as Partial<QuestionnaireAnswers>,
    cashFlow: cashFlowRow ? toCashFlow(cashFlowRow) : null,
    assets: assetRows.map(
      ({ clientId: _c, createdAt: _ca, updatedAt: _u, details: _d, version: _v, ...row }) => row as Asset,
    ),
    liabilities: liabilityRows.map(
      ({ clientId: _c, createdAt: _ca, updatedAt: _u, details: _d, version: _v, ...row }) => row as Liability,
    ),
    insurancePolicies: policyRows.map(
      ({ clientId: _c, createdAt: _ca, updatedAt: _u, version: _v, ...row }) => row as InsurancePolicy,
    ),
    completedSections: questionnaireSections.filter((section): section is QuestionnaireSection =>
      completed.has(section),
    ),
    completedAt: factFind?.completedAt ?? null,
    updatedAt: factFind?.updatedAt.toISOString() ?? null,
  };
}

function toCashFlow(row: typeof cashFlow.$inferSelect): CashFlow {
  const { id: _id, clientId: _clientId, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = row;
  return fields as CashFlow;
}
