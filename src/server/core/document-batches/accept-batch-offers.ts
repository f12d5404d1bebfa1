import type { PracticeScope } from '@/server/db/practice-scope';
import { acceptOffers, documentSource } from '@/server/core/client-record/accept-offers';
import { sameValue } from '@/server/core/client-record/compute-offers';
import { listOffers } from '@/server/core/client-record/list-offers';
import { readDocumentsPicture } from '@/server/core/client-record/read-documents-picture';
import { readLedger } from '@/server/core/client-record/read-ledger';
import { lockClientRecord, recordFacts, type RecordActor } from '@/server/core/client-record/record-facts';
import { refreshCompletion } from '@/server/core/fact-find/refresh-completion';

/** Offers about the person's own fields: the adviser has just reviewed and saved those on the new Fact Find. */
const reviewedByTheAdviser = (key: string) => key.startsWith('client.') || key.startsWith('partner.');

/**
 * A client just made from a batch takes what its documents give beyond the details the adviser reviewed:
 * accounts, loans, policies, salary, income and tax, each through the offers path, so each is written with the
 * document it came from as its source. Offers about the person's own fields are left offered (the adviser's
 * saved value stands); a reviewed value that is what a document says is recorded as read from that document.
 * The one place a batch's facts enter a client's record.
 */
export async function acceptBatchOffers({
  db,
  practiceId,
  clientId,
  actor,
}: PracticeScope & { clientId: string; actor: RecordActor }): Promise<string[]> {
  const { offers } = await listOffers({ db, practiceId, clientId });
  const keys = offers
    .filter((offer) => !offer.conflict && !reviewedByTheAdviser(offer.key))
    .map((offer) => offer.key);
  const accepted =
    keys.length > 0 ? (await acceptOffers({ db, practiceId, clientId, actor, keys })).accepted : [];

  const { picture } = await readDocumentsPicture({ db, practiceId, clientId });
  await db.transaction(async (transaction) => {
    await lockClientRecord(transaction, clientId);
    const ledger = await readLedger(transaction, clientId);
    const changes = picture.facts.flatMap((fact) => {
      const held = ledger.facts.find(
        (candidate) => candidate.subject === fact.subject && candidate.field === fact.field,
      );
      if (!held || held.status !== 'set' || !sameValue(fact.value, held.value)) return [];
      return [
        {
          subject: fact.subject,
          field: fact.field,
          value: held.value,
          status: 'accepted' as const,
          source: documentSource(fact.sources[0]),
        },
      ];
    });
    await recordFacts(transaction, { clientId, actor, changes });
  });
  if (accepted.length === 0) await refreshCompletion(db, clientId);
  return accepted;
}
