import { eq } from 'drizzle-orm';
import type { FactOffers } from '@/shared/schemas/extracted-facts';
import type { Database } from '@/server/db/connection';
import type { PracticeScope } from '@/server/db/practice-scope';
import {
  bankAccounts,
  cashFlow,
  factFinds,
  factOfferDismissals,
  insurancePolicies,
  liabilities,
  superAccounts,
} from '@/server/db/schema';
import { buildClientPicture } from './build-client-picture';
import { computeFactOffers, type RecordState } from './compute-fact-offers';
import { loadClientEvidence, type ClientRow } from './load-client-evidence';

/** The parts of the client's record that offers compare with. */
export async function readRecordState(db: Database, client: ClientRow): Promise<RecordState> {
  const clientId = client.id;
  const [supers, banks, [cashFlowRow], [factFind], loans, policies, dismissals] = await Promise.all([
    db.select().from(superAccounts).where(eq(superAccounts.clientId, clientId)),
    db.select().from(bankAccounts).where(eq(bankAccounts.clientId, clientId)),
    db.select().from(cashFlow).where(eq(cashFlow.clientId, clientId)),
    db
      .select({ answers: factFinds.questionnaireAnswers })
      .from(factFinds)
      .where(eq(factFinds.clientId, clientId)),
    db
      .select({
        id: liabilities.id,
        type: liabilities.type,
        lender: liabilities.lender,
        accountNumber: liabilities.accountNumber,
      })
      .from(liabilities)
      .where(eq(liabilities.clientId, clientId)),
    db
      .select({
        id: insurancePolicies.id,
        type: insurancePolicies.type,
        insurer: insurancePolicies.insurer,
        policyNumber: insurancePolicies.policyNumber,
      })
      .from(insurancePolicies)
      .where(eq(insurancePolicies.clientId, clientId)),
    db
      .select({ offerKey: factOfferDismissals.offerKey, value: factOfferDismissals.value })
      .from(factOfferDismissals)
      .where(eq(factOfferDismissals.clientId, clientId)),
  ]);
  const dismissed = new Map<string, Set<string>>();
  for (const row of dismissals) {
    dismissed.set(row.offerKey, (dismissed.get(row.offerKey) ?? new Set()).add(row.value));
  }
  return {
    client,
    superAccounts: supers,
    bankAccounts: banks,
    cashFlow: cashFlowRow ?? null,
    answers: factFind?.answers ?? {},
    liabilities: loans as RecordState['liabilities'],
    insurancePolicies: policies as RecordState['insurancePolicies'],
    dismissed,
  };
}

/**
 * GET /api/clients/:id/fact-offers: what the client's documents say that the record lacks or holds
 * differently, for the Fact Find and the questionnaire; and the documents not about the client, flagged.
 */
export async function listFactOffers(scope: PracticeScope & { clientId: string }): Promise<FactOffers> {
  const { client, evidence } = await loadClientEvidence(scope, scope.clientId);
  const picture = buildClientPicture(client.id, evidence);
  const state = await readRecordState(scope.db, client);
  return {
    offers: computeFactOffers(picture, state),
    flaggedDocuments: picture.documents.filter((document) => document.person.status === 'other'),
  };
}
