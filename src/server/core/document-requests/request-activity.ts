import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { RequestActivity } from '@/shared/schemas/document-request';
import type { PracticeScope } from '@/server/db/practice-scope';
import { clients, documentRequests } from '@/server/db/schema';
import { describeRequest } from './describe-request';

/** The dashboard's most recent requests still in use (not cancelled, not long expired). */
const shown = 10;
const expiredShownMs = 7 * 86_400_000;

/**
 * The practice's document requests with what has come back: items done, documents received (and when the
 * last arrived), facts the client confirmed; newest activity first.
 */
export async function listRequestActivity({ db, practiceId }: PracticeScope): Promise<RequestActivity[]> {
  const rows = await db
    .select()
    .from(documentRequests)
    .where(
      and(
        eq(documentRequests.practiceId, practiceId),
        isNull(documentRequests.revokedAt),
        gt(documentRequests.expiresAt, new Date(Date.now() - expiredShownMs)),
      ),
    )
    .orderBy(desc(documentRequests.updatedAt))
    .limit(50);
  if (rows.length === 0) return [];
  const names = new Map(
    (
      await db
        .select({ id: clients.id, givenNames: clients.givenNames, familyName: clients.familyName })
        .from(clients)
        .where(inArray(clients.id, [...new Set(rows.map((row) => row.clientId))]))
    ).map((client) => [client.id, `${client.givenNames} ${client.familyName}`]),
  );
  const activity = await Promise.all(
    rows.map(async (row): Promise<RequestActivity> => {
      const summary = await describeRequest(db, row);
      const lastDocumentAt = summary.documents.at(-1)?.uploadedAt ?? null;
      return {
        requestId: row.id,
        clientId: row.clientId,
        clientName: names.get(row.clientId) ?? '',
        status: summary.status,
        done: summary.checklist.filter((item) => item.done).length,
        total: summary.checklist.length,
        documentCount: summary.documents.length,
        reading: summary.documents.filter((document) => document.state === 'reading').length,
        lastDocumentAt,
        confirmedFacts: summary.confirmedFacts,
        finishedAt: summary.finishedAt,
        lastActivityAt: [lastDocumentAt, summary.finishedAt, summary.verifiedAt, summary.createdAt]
          .filter((value): value is string => value !== null)
          .sort()
          .at(-1)!,
      };
    }),
  );
  return activity.sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt)).slice(0, shown);
}
