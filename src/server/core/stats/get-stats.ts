import { and, eq } from 'drizzle-orm';
import type { Stats } from '@/shared/schemas/client';
import type { PracticeScope } from '@/server/db/practice-scope';
import { documents } from '@/server/db/schema';
import { listClients } from '@/server/core/clients/list-clients';

/**
 * The dashboard's four figures for a practice:
 * - activeClients: every client of the practice;
 * - documentsProcessed: documents whose reading and extraction both completed;
 * - pendingReview: clients not yet Ready to Sign (documents in flight, or the Fact Find incomplete);
 * - completed: clients whose Fact Find is complete (Ready to Sign).
 */
export async function getStats({ db, practiceId }: PracticeScope): Promise<Stats> {
  const clientRows = await listClients({ db, practiceId });
  const processed = await db.$count(
    documents,
    and(
      eq(documents.practiceId, practiceId),
      eq(documents.ocrStatus, 'completed'),
      eq(documents.parseStatus, 'completed'),
    ),
  );
  const completed = clientRows.filter((client) => client.status === 'Ready to Sign').length;
  return {
    activeClients: clientRows.length,
    documentsProcessed: processed,
    pendingReview: clientRows.length - completed,
    completed,
  };
}
