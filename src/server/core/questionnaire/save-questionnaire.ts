import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  cashFlowInput,
  listRowSchemas,
  questionnaireAnswers,
  type Questionnaire,
  type QuestionnaireChanges,
} from '@/shared/schemas/questionnaire';
import type { ItemKind } from '@/shared/record/record-fields';
import type { Database } from '@/server/db/connection';
import { notFound, requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { assets, factFinds, insurancePolicies, liabilities } from '@/server/db/schema';
import { AppError } from '@/shared/app-error';
import {
  createRecordItem,
  lockClientRecord,
  recordFacts,
  removeRecordItem,
  type FactChange,
  type RecordActor,
} from '@/server/core/client-record/record-facts';
import { refreshCompletion } from '@/server/core/fact-find/refresh-completion';
import { requireVersion } from '@/server/core/client-record/stale-record';
import type { IfMatch } from '@/server/core/client-record/expected-version';
import { questionnaireVersion } from './questionnaire-version';
import { readQuestionnaire } from './read-questionnaire';
import { syncQuestionnaireGoals } from './sync-questionnaire-goals';

type SaveQuestionnaireOptions = PracticeScope & {
  clientId: string;
  actor: RecordActor;
  changes: QuestionnaireChanges;
  /** "Complete & Continue": also records when the questionnaire was completed. */
  complete?: boolean;
  /** The version the changes were made on: a save by someone else since answers 409. */
  ifMatch: IfMatch | undefined;
};

/** Only the keys that were sent: a schema's defaults must not turn into values nobody gave. */
function sentValues(
  schema: z.ZodObject,
  raw: Record<string, unknown>,
  path: string,
): Record<string, unknown> {
  const result = schema.partial().strict().safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = [path, ...(issue?.path ?? []).map(String)].join('.');
    const message =
      issue?.code === 'unrecognized_keys'
        ? `Unknown field ${issue.keys.join(', ')}`
        : (issue?.message ?? 'Invalid value');
    throw new AppError('BAD_REQUEST', `${where}: ${message}`, result.error.issues);
  }
  const parsed = result.data as Record<string, unknown>;
  return Object.fromEntries(Object.keys(raw).map((key) => [key, parsed[key] ?? null]));
}

const given = (subject: string, values: Record<string, unknown>): FactChange[] =>
  Object.entries(values).map(([field, value]) => ({
    subject,
    field,
    value,
    status: 'set' as const,
    source: { kind: 'adviser' as const },
  }));

const lists = [
  { key: 'assets', kind: 'asset', table: assets },
  { key: 'liabilities', kind: 'liability', table: liabilities },
  { key: 'insurancePolicies', kind: 'policy', table: insurancePolicies },
] as const;

async function applyListChanges(
  transaction: Database,
  clientId: string,
  actor: RecordActor,
  changes: QuestionnaireChanges,
): Promise<void> {
  for (const { key, kind, table } of lists) {
    const list = changes[key];
    if (!list) continue;
    const rowSchema = listRowSchemas[key];
    const owned = async (id: string) => {
      const [row] = await transaction
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), eq(table.clientId, clientId)));
      if (!row) throw notFound('Record');
    };
    for (const id of list.remove) {
      await owned(id);
      await removeRecordItem(transaction, { clientId, actor, kind: kind as ItemKind, id });
    }
    for (const [index, { id, changes: rowChanges }] of list.update.entries()) {
      await owned(id);
      const values = sentValues(
        (rowSchema as z.ZodObject).omit({ id: true } as never),
        rowChanges,
        `${key}.update.${index}.changes`,
      );
      await recordFacts(transaction, { clientId, actor, changes: given(`${kind}:${id}`, values) });
    }
    // Rows added in one save would share the transaction's time; a millisecond apart they keep the form's order.
    const now = Date.now();
    for (const [index, row] of list.add.entries()) {
      await createRecordItem(transaction, {
        clientId,
        actor,
        kind: kind as ItemKind,
        values: row as Record<string, unknown>,
        status: 'set',
        source: { kind: 'adviser' },
        bookkeeping: { createdAt: new Date(now + index) },
      });
    }
  }
}

/**
 * Saves what the adviser changed on the questionnaire, in one transaction: each answer and cash-flow figure
 * given, the rows of the assets, debts and policies lists added, changed or removed, the sections completed.
 * Nothing the screen did not change is written, so facts accepted on another screen meanwhile stay; a save
 * made on an older version than the current one (someone else saved since) is refused with 409.
 */
export async function saveQuestionnaire({
  db,
  practiceId,
  clientId,
  actor,
  changes,
  complete = false,
  ifMatch,
}: SaveQuestionnaireOptions): Promise<Questionnaire> {
  await requireClientInPractice({ db, practiceId }, clientId);
  const answers = sentValues(questionnaireAnswers, changes.answers, 'answers');
  const cashFlow = sentValues(cashFlowInput, changes.cashFlow, 'cashFlow');
  await db.transaction(async (transaction) => {
    // Decided under the client's row lock, so of two saves made on one version only the first is written.
    await lockClientRecord(transaction, clientId);
    const current = await readQuestionnaire(transaction, clientId);
    const version = questionnaireVersion(current);
    requireVersion(ifMatch, 'the questionnaire', version, { ...current, version });
    await recordFacts(transaction, {
      clientId,
      actor,
      changes: [...given('answers', answers), ...given('cashFlow', cashFlow)],
    });
    await applyListChanges(transaction, clientId, actor, changes);
    const completedAt = new Date().toISOString();
    const sections = changes.completedSections;
    await transaction
      .insert(factFinds)
      .values({
        clientId,
        completedSections: sections,
        jsonSnapshot: complete ? { questionnaireCompletedAt: completedAt } : {},
      })
      .onConflictDoUpdate({
        target: factFinds.clientId,
        set: {
          completedSections: sql`array(select distinct unnest(${factFinds.completedSections} || array(select jsonb_array_elements_text(${JSON.stringify(sections)}::jsonb))))`,
          ...(complete
            ? {
                jsonSnapshot: sql`jsonb_set(${factFinds.jsonSnapshot}, '{questionnaireCompletedAt}', to_jsonb(${completedAt}::text))`,
              }
            : {}),
        },
      });
    if (Object.keys(answers).length > 0) await syncQuestionnaireGoals(transaction, clientId, actor);
  });
  await refreshCompletion(db, clientId);
  return readQuestionnaire(db, clientId);
}
