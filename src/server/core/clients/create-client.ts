import { intakeDefaultDate, type Client, type ClientCreateInput } from '@/shared/schemas/client';
import { AppError } from '@/shared/app-error';
import type { PracticeScope } from '@/server/db/practice-scope';
import { clients } from '@/server/db/schema';
import { toClientResponse } from './to-client-response';

/**
 * Creates a client in the adviser's practice; the server records when consent was given. A date the intake
 * says was left at its default is kept but marked as such (only while it still holds the default).
 */
export async function createClient({
  db,
  practiceId,
  userId,
  input,
}: PracticeScope & { userId: string; input: ClientCreateInput }): Promise<Client> {
  const { defaultedFields = [], ...fields } = input;
  const [row] = await db
    .insert(clients)
    .values({
      ...fields,
      defaultedFields: defaultedFields.filter((field) => fields[field] === intakeDefaultDate),
      practiceId,
      createdById: userId,
      consentAt: new Date(),
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The client could not be created');
  return toClientResponse(row);
}
