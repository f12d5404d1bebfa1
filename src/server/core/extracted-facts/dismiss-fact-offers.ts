import type { PracticeScope } from '@/server/db/practice-scope';
import { factOfferDismissals } from '@/server/db/schema';
import { buildClientPicture } from './build-client-picture';
import { computeFactOffers, offerValueKey } from './compute-fact-offers';
import { readRecordState } from './list-fact-offers';
import { loadClientEvidence } from './load-client-evidence';

/**
 * Remembers on the server that the adviser does not want these offers: the same offer with the same value is
 * not made again (on any screen or browser); a document that later says something else is offered anew.
 */
export async function dismissFactOffers({
  db,
  practiceId,
  clientId,
  userId,
  keys,
}: PracticeScope & { clientId: string; userId: string | null; keys: string[] }): Promise<{
  dismissed: string[];
}> {
  const { client, evidence } = await loadClientEvidence({ db, practiceId }, clientId);
  const state = await readRecordState(db, client);
  const wanted = new Set(keys);
  const offers = computeFactOffers(buildClientPicture(client.id, evidence), state).filter((offer) =>
    wanted.has(offer.key),
  );
  if (offers.length > 0) {
    await db
      .insert(factOfferDismissals)
      .values(
        offers.map((offer) => ({
          clientId: client.id,
          offerKey: offer.key,
          value: offerValueKey(offer.changes),
          dismissedById: userId,
        })),
      )
      .onConflictDoNothing();
  }
  return { dismissed: offers.map((offer) => offer.key) };
}
