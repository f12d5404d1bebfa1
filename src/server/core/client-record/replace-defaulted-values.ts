import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { clients } from '@/server/db/schema';
import { refreshCompletion } from '@/server/core/fact-find/refresh-completion';
import { readDocumentsPicture } from './read-documents-picture';
import { documentSource } from './accept-offers';
import { readLedger } from './read-ledger';
import { lockClientRecord, recordFacts } from './record-facts';

/** Who writes what the documents say without an adviser's click: the product itself. */
export const documentReader = { id: null, name: 'FactFind (read from the documents)' } as const;

/**
 * A value nobody gave is not a fact: where the client's record still holds a form's default (date of birth,
 * partner's date of birth), the value a document about that person prints replaces it without asking, with
 * the document as its source. Runs when a document of the client has been read.
 */
export async function replaceDefaultedValues(db: Database, clientId: string): Promise<string[]> {
  const [row] = await db
    .select({ practiceId: clients.practiceId, defaultedFields: clients.defaultedFields })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!row || row.defaultedFields.length === 0) return [];
  const { picture } = await readDocumentsPicture({ db, practiceId: row.practiceId, clientId });
  const replaced = await db.transaction(async (transaction) => {
    await lockClientRecord(transaction, clientId);
    const ledger = await readLedger(transaction, clientId);
    const defaulted = new Set(
      ledger.facts
        .filter((fact) => fact.subject === 'client' && fact.status === 'default')
        .map((fact) => fact.field),
    );
    const facts = picture.facts.filter((fact) => fact.subject === 'client' && defaulted.has(fact.field));
    const written = await recordFacts(transaction, {
      clientId,
      actor: documentReader,
      changes: facts.map((fact) => ({
        subject: 'client',
        field: fact.field,
        value: fact.value,
        status: 'accepted' as const,
        source: documentSource(fact.sources[0]),
      })),
    });
    return written.map((change) => change.field);
  });
  if (replaced.length > 0) await refreshCompletion(db, clientId);
  return replaced;
}
