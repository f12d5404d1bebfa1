import type { FactOffers } from '@/shared/schemas/extracted-facts';
import type { PracticeScope } from '@/server/db/practice-scope';
import { computeOffers } from './compute-offers';
import { readDocumentsPicture } from './read-documents-picture';
import { readLedger } from './read-ledger';

/**
 * GET /api/clients/:id/fact-offers: what the client's documents say that the record lacks or holds
 * differently (a value a person gave comes as a conflict), and the documents not about the client, flagged.
 */
export async function listOffers(scope: PracticeScope & { clientId: string }): Promise<FactOffers> {
  const { client, picture } = await readDocumentsPicture(scope);
  const ledger = await readLedger(scope.db, client.id);
  return {
    offers: computeOffers(picture, ledger),
    flaggedDocuments: picture.documents.filter((document) => document.person.status === 'other'),
  };
}
