import type { CompletionCheckKey } from '@/shared/fact-find-completion';
import type { FactFindSummary } from '@/shared/schemas/fact-find';
import type { factFinds } from '@/server/db/schema';
import type { StoredFactFindSnapshot } from './stored-fact-find';

/** The Fact Find as the screens see it: generations without their stored snapshots. */
export function toFactFindSummary(
  clientId: string,
  row: typeof factFinds.$inferSelect | undefined,
  completion: { percent: number; missing: CompletionCheckKey[] },
): FactFindSummary {
  const stored = (row?.jsonSnapshot ?? {}) as StoredFactFindSnapshot;
  return {
    clientId,
    status: row?.status ?? 'draft',
    completionPercent: completion.percent,
    missing: completion.missing,
    lastReviewedAt: row?.lastReviewedAt?.toISOString() ?? null,
    questionnaireCompletedAt: stored.questionnaireCompletedAt ?? null,
    generations: (stored.generations ?? []).map(({ snapshot: _snapshot, ...generation }) => generation),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
