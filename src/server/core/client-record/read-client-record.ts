import { eq } from 'drizzle-orm';
import { sectionsForScope } from '@/shared/schemas/questionnaire';
import { missingFacts } from '@/shared/record/missing-facts';
import type { ClientRecordView } from '@/shared/record/record-types';
import type { PracticeScope } from '@/server/db/practice-scope';
import { factFinds } from '@/server/db/schema';
import { readCompletion } from '@/server/core/fact-find/read-completion';
import { readSectionVersions } from '@/server/core/estate/section-version';
import { computeOffers } from './compute-offers';
import { readDocumentsPicture } from './read-documents-picture';
import { readLedger } from './read-ledger';

/**
 * The client's record for the Fact Find, its PDF and the export: every current fact with its source, status,
 * cycle or date; the documents' offers beside it (conflicts included); documents set aside as someone
 * else's; what is not known; completion; ready to sign. 404 unless the client is the practice's.
 */
export async function readClientRecord(
  scope: PracticeScope & { clientId: string },
): Promise<ClientRecordView> {
  const { client, picture } = await readDocumentsPicture(scope);
  const [ledger, completion, [factFind], sectionVersions] = await Promise.all([
    readLedger(scope.db, client.id),
    readCompletion(scope.db, client.id),
    scope.db
      .select({ completedSections: factFinds.completedSections })
      .from(factFinds)
      .where(eq(factFinds.clientId, client.id)),
    readSectionVersions(scope.db, client.id),
  ]);
  const facts = ledger.facts.map((fact) => ({
    ...fact,
    confirmedByClientAt: fact.status === 'confirmed' || fact.status === 'corrected' ? fact.at : null,
  }));
  const offers = computeOffers(picture, ledger);
  const completed = new Set(factFind?.completedSections ?? []);
  const questionnaireDone = sectionsForScope(client.scopeOfAdvice).every((section) => completed.has(section));
  return {
    clientId: client.id,
    facts,
    items: ledger.items,
    offers,
    flaggedDocuments: picture.documents.filter((document) => document.person.status === 'other'),
    missing: missingFacts(facts, ledger.items),
    completion,
    readyToSign: completion.percent >= 100 && questionnaireDone,
    sectionVersions,
  };
}
