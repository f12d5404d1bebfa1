import type { Client } from '@/shared/schemas/client';
import { clientOfPractice, isRecordId, notFound, type PracticeScope } from '@/server/db/practice-scope';
import { clients } from '@/server/db/schema';
import { toClientResponse } from './to-client-response';

export async function getClient({
  db,
  practiceId,
  clientId,
}: PracticeScope & { clientId: string }): Promise<Client> {
  if (!isRecordId(clientId)) throw notFound('Client');
  const [row] = await db.select().from(clients).where(clientOfPractice(practiceId, clientId));
  if (!row) throw notFound('Client');
  return toClientResponse(row);
}
