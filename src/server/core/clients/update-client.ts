import type { Client } from '@/shared/schemas/client';
import type { clientUpdateRequest } from '@/shared/schemas/client';
import type { z } from 'zod';
import { clientOfPractice, isRecordId, notFound, type PracticeScope } from '@/server/db/practice-scope';
import { clients } from '@/server/db/schema';
import { toClientResponse } from './to-client-response';

type UpdateClientOptions = PracticeScope & {
  clientId: string;
  changes: z.output<typeof clientUpdateRequest>;
};

/** Changes any client fields given; the others stay as they are. */
export async function updateClient({
  db,
  practiceId,
  clientId,
  changes,
}: UpdateClientOptions): Promise<Client> {
  if (!isRecordId(clientId)) throw notFound('Client');
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const [row] =
    Object.keys(defined).length === 0
      ? await db.select().from(clients).where(clientOfPractice(practiceId, clientId))
      : await db.update(clients).set(defined).where(clientOfPractice(practiceId, clientId)).returning();
  if (!row) throw notFound('Client');
  return toClientResponse(row);
}
