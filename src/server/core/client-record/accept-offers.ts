import type { ItemKind } from '@/shared/record/record-fields';
import type {
  AcceptFactOffersResult,
  ClientPicture,
  FactOffer,
  FactSource,
} from '@/shared/schemas/extracted-facts';
import type { Database } from '@/server/db/connection';
import type { PracticeScope } from '@/server/db/practice-scope';
import { refreshCompletion } from '@/server/core/fact-find/refresh-completion';
import { computeOffers, offerTarget } from './compute-offers';
import { readDocumentsPicture } from './read-documents-picture';
import { readLedger } from './read-ledger';
import {
  createRecordItem,
  lockClientRecord,
  recordFacts,
  type ChangeSource,
  type FactChange,
  type RecordActor,
} from './record-facts';

type AcceptOptions = PracticeScope & {
  clientId: string;
  actor: RecordActor;
  keys: string[];
  /** Take the documents' values over values a person gave, for these offers (the adviser chose each one). */
  replacePersonGiven?: boolean;
  /** Accept offers marked "Check" too (the adviser accepted that one on its own; Accept all never sends it). */
  acceptChecked?: boolean;
};

/** Where a value read from a document came from, as the ledger keeps it. */
export function documentSource(source: FactSource | undefined): ChangeSource {
  return {
    kind: 'document',
    documentId: source?.documentId ?? null,
    filename: source?.filename ?? null,
    page: source?.page ?? null,
    box: source?.box ?? null,
    text: source?.text ?? null,
    confidence: source?.confidence ?? null,
  };
}

/** The entry's source and status: read from a document, and said so (or corrected) by the client. */
function provenance(
  offer: FactOffer,
  source: FactSource | undefined,
): { status: FactChange['status']; source: ChangeSource } {
  const fromDocument = documentSource(source);
  if (offer.clientWord?.correction)
    return {
      status: 'corrected',
      source: { ...fromDocument, kind: 'client', requestId: offer.clientWord.requestId },
    };
  if (offer.clientWord)
    return { status: 'confirmed', source: { ...fromDocument, requestId: offer.clientWord.requestId } };
  return { status: 'accepted', source: fromDocument };
}

/** The first document a field of a fact offer was read from (each part of an address names its own). */
function fieldSource(
  picture: ClientPicture,
  offer: FactOffer,
  subject: string,
  field: string,
): FactSource | undefined {
  return (
    picture.facts.find((fact) => fact.subject === subject && fact.field === field)?.sources[0] ??
    offer.sources[0]
  );
}

const bookkeeping = (kind: ItemKind, source: ChangeSource): Record<string, unknown> => {
  if (kind === 'super' || kind === 'bank')
    return { documentId: source.documentId, confidence: source.confidence ?? 'medium' };
  if (kind === 'liability') return { details: { documentId: source.documentId, filename: source.filename } };
  return {};
};

async function applyOffer(
  db: Database,
  clientId: string,
  picture: ClientPicture,
  offer: FactOffer,
  actor: RecordActor,
  replacePersonGiven: boolean,
): Promise<boolean> {
  const target = offerTarget(offer);
  if ('kind' in target) {
    const { status, source } = provenance(offer, offer.sources[0]);
    await createRecordItem(db, {
      clientId,
      actor,
      kind: target.kind,
      values: offer.changes,
      status,
      source,
      units: offer.units,
      bookkeeping: bookkeeping(target.kind, source),
    });
    return true;
  }
  const changes: FactChange[] = Object.entries(offer.changes).map(([field, value]) => {
    const { status, source } = provenance(offer, fieldSource(picture, offer, target.subject, field));
    return { subject: target.subject, field, value, status, source, ...offer.units[field] };
  });
  const written = await recordFacts(db, { clientId, actor, changes, replacePersonGiven });
  return written.length > 0;
}

/**
 * Writes the chosen offers into the client's record, each value with the document (and page and words) it
 * came from, in one transaction. The offers are worked out afresh, so one that no longer applies is skipped;
 * a conflict (a value a person gave) is written only with `replacePersonGiven`, which the screens send for
 * one offer the adviser chose, never for Accept all; so is an offer marked "Check" (`acceptChecked`).
 */
export async function acceptOffers({
  db,
  practiceId,
  clientId,
  actor,
  keys,
  replacePersonGiven = false,
  acceptChecked = false,
}: AcceptOptions): Promise<AcceptFactOffersResult> {
  const { client, picture } = await readDocumentsPicture({ db, practiceId, clientId });
  const wanted = new Set(keys);
  const accepted: string[] = [];
  await db.transaction(async (transaction) => {
    await lockClientRecord(transaction, client.id);
    const offers = computeOffers(picture, await readLedger(transaction, client.id));
    for (const offer of offers) {
      if (!wanted.has(offer.key) || (offer.conflict && !replacePersonGiven)) continue;
      if (offer.checks.length > 0 && !acceptChecked) continue;
      if (await applyOffer(transaction, client.id, picture, offer, actor, replacePersonGiven))
        accepted.push(offer.key);
    }
  });
  return { accepted, completionPercent: await refreshCompletion(db, client.id) };
}
