import type { PracticeScope } from '@/server/db/practice-scope';
import { clientFacts } from '@/server/db/schema';
import { computeOffers, offerValueKey } from './compute-offers';
import { readDocumentsPicture } from './read-documents-picture';
import { readLedger } from './read-ledger';
import type { RecordActor } from './record-facts';

/**
 * Remembers in the record that the adviser does not want these offers (a 'dismissed' entry with the value
 * offered): the same offer with the same value is not made again, on any screen or browser; a document that
 * later says something else is offered anew. For a conflict, this keeps the value a person gave.
 */
export async function dismissOffers({
  db,
  practiceId,
  clientId,
  actor,
  keys,
}: PracticeScope & { clientId: string; actor: RecordActor; keys: string[] }): Promise<{
  dismissed: string[];
}> {
  const { client, picture } = await readDocumentsPicture({ db, practiceId, clientId });
  const wanted = new Set(keys);
  const offers = computeOffers(picture, await readLedger(db, client.id)).filter((offer) =>
    wanted.has(offer.key),
  );
  if (offers.length > 0) {
    await db.insert(clientFacts).values(
      offers.map((offer) => ({
        clientId: client.id,
        subject: 'offers',
        field: offer.key,
        value: { v: offerValueKey(offer.changes) },
        status: 'dismissed' as const,
        sourceKind: 'adviser' as const,
        documentId: offer.sources[0]?.documentId ?? null,
        filename: offer.sources[0]?.filename ?? null,
        actorId: actor.id,
        actorName: actor.name,
      })),
    );
  }
  return { dismissed: offers.map((offer) => offer.key) };
}
