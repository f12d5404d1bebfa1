import type { PracticeScope } from '@/server/db/practice-scope';
import { acceptFactOffers, recordFactSource } from '@/server/core/extracted-facts/accept-fact-offers';
import { buildClientPicture } from '@/server/core/extracted-facts/build-client-picture';
import { sameValue } from '@/server/core/extracted-facts/compute-fact-offers';
import { listFactOffers } from '@/server/core/extracted-facts/list-fact-offers';
import { loadClientEvidence } from '@/server/core/extracted-facts/load-client-evidence';
import { refreshCompletion } from '@/server/core/fact-find/refresh-completion';

/** Offers about the person's own fields: the adviser has just reviewed and saved those on the new Fact Find. */
const reviewedByTheAdviser = (key: string) => key.startsWith('client.') || key.startsWith('partner.');

/**
 * A client just made from a batch takes what its documents give beyond the details the adviser reviewed:
 * accounts, loans, policies, salary and the questionnaire's figures, each through the offers path, so each
 * is written with the document it came from as its source. Offers about the person's own fields are left
 * offered (the adviser's saved value stands); the reviewed values that are what a document says are
 * recorded with that document as their source. The one place a batch's facts enter a client's record.
 */
export async function acceptBatchOffers({
  db,
  practiceId,
  clientId,
  userId,
}: PracticeScope & { clientId: string; userId: string }): Promise<string[]> {
  const { offers } = await listFactOffers({ db, practiceId, clientId });
  const keys = offers.map((offer) => offer.key).filter((key) => !reviewedByTheAdviser(key));
  const accepted =
    keys.length > 0 ? (await acceptFactOffers({ db, practiceId, clientId, userId, keys })).accepted : [];

  const { client, evidence } = await loadClientEvidence({ db, practiceId }, clientId);
  const picture = buildClientPicture(client.id, evidence);
  const record = client as unknown as Record<string, unknown>;
  await db.transaction(async (transaction) => {
    for (const fact of [...picture.facts, ...picture.partnerFacts]) {
      if (!(fact.field in record) || !sameValue(fact.value, record[fact.field])) continue;
      await recordFactSource(transaction, client.id, fact.field, record[fact.field], fact.sources[0], userId);
    }
  });
  if (accepted.length === 0) await refreshCompletion(db, client.id);
  return accepted;
}
