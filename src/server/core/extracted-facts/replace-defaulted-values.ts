import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { clients } from '@/server/db/schema';
import { refreshCompletion } from '@/server/core/fact-find/refresh-completion';
import { recordFactSource } from './accept-fact-offers';
import { buildClientPicture } from './build-client-picture';
import { loadClientEvidence } from './load-client-evidence';

/**
 * A value nobody gave is not a fact: where the client's record still holds the intake's default (date of
 * birth, partner's date of birth), the value a document about that person prints replaces it without
 * asking, with the document as its source. Runs when a document of the client has been read.
 */
export async function replaceDefaultedValues(db: Database, clientId: string): Promise<string[]> {
  const [row] = await db
    .select({ practiceId: clients.practiceId, defaultedFields: clients.defaultedFields })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!row || row.defaultedFields.length === 0) return [];
  const { client, evidence } = await loadClientEvidence({ db, practiceId: row.practiceId }, clientId);
  const picture = buildClientPicture(clientId, evidence);
  const facts = [...picture.facts, ...picture.partnerFacts].filter((fact) =>
    client.defaultedFields.includes(fact.field),
  );
  if (facts.length === 0) return [];
  const replaced = facts.map((fact) => fact.field);
  await db.transaction(async (transaction) => {
    await transaction
      .update(clients)
      .set({
        ...Object.fromEntries(facts.map((fact) => [fact.field, fact.value])),
        defaultedFields: client.defaultedFields.filter((field) => !replaced.includes(field)),
      })
      .where(eq(clients.id, clientId));
    for (const fact of facts)
      await recordFactSource(transaction, clientId, fact.field, fact.value, fact.sources[0], null);
  });
  await refreshCompletion(db, clientId);
  return replaced;
}
