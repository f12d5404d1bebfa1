import { intakeDefaultDate, type Client, type ClientCreateInput } from '@/shared/schemas/client';
import { recordFields } from '@/shared/record/record-fields';
import { AppError } from '@/shared/app-error';
import { eq } from 'drizzle-orm';
import type { PracticeScope } from '@/server/db/practice-scope';
import { clients } from '@/server/db/schema';
import { recordFacts, type RecordActor } from '@/server/core/client-record/record-facts';
import { toClientResponse } from './to-client-response';

/**
 * Creates a client in the adviser's practice; the server records when consent was given. Every value of the
 * intake enters the client's record as given by the adviser, except a date left at the intake's default,
 * which is kept but marked as a default (not a fact) while it still holds it.
 */
export async function createClient({
  db,
  practiceId,
  actor,
  input,
}: PracticeScope & { actor: RecordActor; input: ClientCreateInput }): Promise<Client> {
  const { defaultedFields = [], ...fields } = input;
  const defaulted = defaultedFields.filter((field) => fields[field] === intakeDefaultDate);
  return db.transaction(async (transaction) => {
    const [row] = await transaction
      .insert(clients)
      .values({
        ...fields,
        defaultedFields: defaulted,
        practiceId,
        createdById: actor.id,
        consentAt: new Date(),
      })
      .returning({ id: clients.id });
    if (!row) throw new AppError('INTERNAL', 'The client could not be created');
    await recordFacts(transaction, {
      clientId: row.id,
      actor,
      alreadyProjected: true,
      changes: Object.entries(fields)
        .filter(
          ([field, value]) =>
            field in recordFields.client && value !== undefined && value !== null && value !== '',
        )
        .map(([field, value]) => ({
          subject: 'client',
          field,
          value,
          status: (defaulted as string[]).includes(field) ? ('default' as const) : ('set' as const),
          source: {
            kind: (defaulted as string[]).includes(field) ? ('default' as const) : ('adviser' as const),
          },
        })),
    });
    const [created] = await transaction.select().from(clients).where(eq(clients.id, row.id));
    return toClientResponse(created!);
  });
}
