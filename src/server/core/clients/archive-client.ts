import { sql } from 'drizzle-orm';
import type { Client } from '@/shared/schemas/client';
import { clientOfPractice, requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { clients } from '@/server/db/schema';
import { toClientResponse } from './to-client-response';

/**
 * Archives a client (`archived`) or restores one: an archived client is kept whole (record, documents,
 * history) but leaves the dashboard's list and figures until restored. Archiving an archived client keeps
 * the first date.
 */
export async function archiveClient({
  db,
  practiceId,
  clientId,
  archived,
}: PracticeScope & { clientId: string; archived: boolean }): Promise<Client> {
  await requireClientInPractice({ db, practiceId }, clientId);
  const [row] = await db
    .update(clients)
    .set({ archivedAt: archived ? sql`coalesce(${clients.archivedAt}, now())` : null })
    .where(clientOfPractice(practiceId, clientId))
    .returning();
  return toClientResponse(row!);
}
