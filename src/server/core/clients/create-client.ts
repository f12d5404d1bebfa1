import type { Client, ClientCreateInput } from '@/shared/schemas/client';
import { AppError } from '@/shared/app-error';
import type { PracticeScope } from '@/server/db/practice-scope';
import { clients } from '@/server/db/schema';
import { toClientResponse } from './to-client-response';

/** Creates a client in the adviser's practice; the server records when consent was given. */
export async function createClient({
  db,
  practiceId,
  userId,
  input,
}: PracticeScope & { userId: string; input: ClientCreateInput }): Promise<Client> {
  const [row] = await db
    .insert(clients)
    .values({ ...input, practiceId, createdById: userId, consentAt: new Date() })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The client could not be created');
  return toClientResponse(row);
}
