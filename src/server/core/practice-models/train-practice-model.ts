import { and, eq, max } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { practiceModels } from '@/server/db/schema';
import { rankedKeys } from '@/server/reading/extract/candidates/candidate-features';
import { buildPracticeModel, type CorrectedDocument } from '@/server/reading/practice/build-practice-model';
import type { ScoredDocument } from '@/server/reading/practice/evaluate-practice-model';
import { loadPracticeModel } from '@/server/reading/practice/load-practice-model';
import type { ShadowEvaluation } from '@/server/reading/practice/shadow-evaluate';
import { shadowEvaluateOffThread } from '@/server/reading/practice/shadow-evaluate-off-thread';
import { gatherPracticeCorrections } from './gather-practice-corrections';

export type TrainedPracticeModel = {
  version: number;
  status: 'promoted' | 'rejected';
  trainedFrom: number;
  evaluation: ShadowEvaluation & { trainingMs: number; evaluationMs: number };
};

/** What the practice's advisers said is right on a document: its corrected and confirmed typed values, its type. */
function knownOf(document: CorrectedDocument): ScoredDocument {
  const ranked = new Set(rankedKeys(document.type).map((entry) => entry.key));
  const fields: ScoredDocument['fields'] = {};
  for (const correction of document.corrections) {
    if (!ranked.has(correction.fieldKey)) continue;
    const value =
      correction.action === 'corrected' ? correction.value : document.read[correction.fieldKey]?.value;
    if (value !== undefined) fields[correction.fieldKey] = value;
  }
  return {
    id: document.id,
    recognised: document.recognised,
    documentType: document.type,
    ...(document.requestedType !== 'auto' ? { trueType: document.type } : {}),
    fields,
  };
}

/**
 * Trains a new version of one practice's reading model from that practice's corrections only, records it as
 * a shadow, evaluates it against the version reading now (the practice's corrected documents, leave-one-out;
 * the guard set) and promotes it only when neither reads worse; else it is kept, rejected, with its figures.
 * Null when the practice has nothing to learn from.
 */
export async function trainPracticeModel(
  db: Database,
  practiceId: string,
): Promise<TrainedPracticeModel | null> {
  const started = performance.now();
  const documents = await gatherPracticeCorrections(db, practiceId);
  const [latest] = await db
    .select({ version: max(practiceModels.version) })
    .from(practiceModels)
    .where(and(eq(practiceModels.practiceId, practiceId), eq(practiceModels.kind, 'reading')));
  const version = (latest?.version ?? 0) + 1;
  const { model, learnedFrom } = buildPracticeModel(version, documents);
  if (learnedFrom === 0 && !latest?.version) return null;
  const trainingMs = Math.round(performance.now() - started);

  const [shadow] = await db
    .insert(practiceModels)
    .values({
      practiceId,
      kind: 'reading',
      version,
      data: model as unknown as Record<string, unknown>,
      trainedFrom: learnedFrom,
      evaluation: {},
      status: 'shadow',
    })
    .returning({ id: practiceModels.id });
  if (!shadow) throw new Error('The practice model was not saved');

  const evaluating = performance.now();
  const current = await loadPracticeModel(db, practiceId);
  const own = documents
    .map(knownOf)
    .filter((document) => Object.keys(document.fields).length > 0 || document.trueType);
  const shadowed = await shadowEvaluateOffThread.call(model, current, own);
  const evaluation = { ...shadowed, trainingMs, evaluationMs: Math.round(performance.now() - evaluating) };
  const status = shadowed.promote ? 'promoted' : 'rejected';
  await db
    .update(practiceModels)
    .set({ status, evaluation: evaluation as unknown as Record<string, unknown> })
    .where(eq(practiceModels.id, shadow.id));
  return { version, status, trainedFrom: learnedFrom, evaluation };
}
