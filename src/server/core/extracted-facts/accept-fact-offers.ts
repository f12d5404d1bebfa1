import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import type { AcceptFactOffersResult, FactOffer, FactSource } from '@/shared/schemas/extracted-facts';
import type { Database } from '@/server/db/connection';
import type { PracticeScope } from '@/server/db/practice-scope';
import {
  bankAccounts,
  cashFlow,
  clientFactSources,
  clients,
  factFinds,
  insurancePolicies,
  liabilities,
  superAccounts,
} from '@/server/db/schema';
import { refreshCompletion } from '@/server/core/fact-find/refresh-completion';
import { buildClientPicture } from './build-client-picture';
import { computeFactOffers } from './compute-fact-offers';
import { readRecordState } from './list-fact-offers';
import { loadClientEvidence } from './load-client-evidence';

type AcceptOptions = PracticeScope & { clientId: string; userId: string | null; keys: string[] };

/** Records which document an accepted value came from (replacing an earlier source of that field). */
export async function recordFactSource(
  db: Database,
  clientId: string,
  field: string,
  value: unknown,
  source: FactSource | undefined,
  userId: string | null,
): Promise<void> {
  if (!source) return;
  const row = {
    clientId,
    field,
    value: String(value ?? ''),
    documentId: source.documentId,
    filename: source.filename,
    page: source.page,
    snippet: source.text,
    acceptedById: userId,
    acceptedAt: new Date(),
  };
  await db
    .insert(clientFactSources)
    .values(row)
    .onConflictDoUpdate({ target: [clientFactSources.clientId, clientFactSources.field], set: row });
}

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const str = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);
const days = (value: unknown): number | null => {
  const parsed = Number(String(value ?? '').replace(/[^\d]/g, ''));
  return value === null || value === undefined || value === '' || !Number.isFinite(parsed) ? null : parsed;
};

function superValues(changes: FactOffer['changes']) {
  return {
    balance: num(changes.balance),
    statementDate: str(changes.statementDate),
    investmentOption: str(changes.investmentOption) ?? undefined,
    contributionsYTD: num(changes.contributionsYTD),
    insuranceLife: num(changes.insuranceLife),
    insuranceLifePremium: num(changes.insuranceLifePremium),
    insuranceTPD: num(changes.insuranceTPD),
    insuranceTPDPremium: num(changes.insuranceTPDPremium),
    insuranceIP: num(changes.insuranceIP),
    insuranceIPPremium: num(changes.insuranceIPPremium),
    insuranceIPWaitingPeriod: days(changes.insuranceIPWaitingPeriod),
    insuranceIPBenefitPeriod: str(changes.insuranceIPBenefitPeriod),
  };
}

/** Only the columns an update names, so values the statement does not print stay as they are. */
const named = <T extends Record<string, unknown>>(values: T, changes: FactOffer['changes']): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([key]) => key in changes)) as Partial<T>;

async function applyOffer(
  db: Database,
  clientId: string,
  offer: FactOffer,
  userId: string | null,
): Promise<void> {
  const [kind, target] = offer.key.split(/[.:]/, 2);
  const source = offer.sources[0];
  const documentId = source?.documentId ?? null;
  const confidence = source?.confidence ?? 'medium';
  const { changes } = offer;
  if (kind === 'client' || kind === 'partner') {
    const fields = Object.keys(changes);
    await db
      .update(clients)
      .set({
        ...changes,
        defaultedFields: fields.reduce(
          (list, field) => sql`array_remove(${list}, ${field}::text)`,
          sql`${clients.defaultedFields}`,
        ),
      })
      .where(eq(clients.id, clientId));
    for (const field of fields) await recordFactSource(db, clientId, field, changes[field], source, userId);
    return;
  }
  const action = offer.key.slice(offer.key.indexOf('.') + 1, offer.key.indexOf(':'));
  const id = offer.key.slice(offer.key.indexOf(':') + 1);
  if (kind === 'super' && action === 'add') {
    await db.insert(superAccounts).values({
      clientId,
      fundName: String(changes.fundName),
      memberNumberMasked: str(changes.memberNumberMasked),
      ...superValues(changes),
      documentId,
      confidence,
    });
  } else if (kind === 'super' && action === 'update') {
    await db
      .update(superAccounts)
      .set({ ...named(superValues(changes), changes), documentId })
      .where(and(eq(superAccounts.id, id), eq(superAccounts.clientId, clientId)));
  } else if (kind === 'bank' && action === 'add') {
    await db.insert(bankAccounts).values({
      clientId,
      bankName: String(changes.bankName),
      bsbMasked: str(changes.bsbMasked),
      accountNumberMasked: str(changes.accountNumberMasked),
      accountType: str(changes.accountType) ?? 'transaction',
      balance: num(changes.balance),
      documentId,
      confidence,
    });
  } else if (kind === 'bank' && action === 'update') {
    const values = { bsbMasked: str(changes.bsbMasked), balance: num(changes.balance) };
    await db
      .update(bankAccounts)
      .set({ ...named(values, changes), documentId })
      .where(and(eq(bankAccounts.id, id), eq(bankAccounts.clientId, clientId)));
  } else if (kind === 'cashFlow') {
    await db
      .insert(cashFlow)
      .values({ clientId, baseSalary: num(changes.baseSalary) })
      .onConflictDoUpdate({ target: cashFlow.clientId, set: { baseSalary: num(changes.baseSalary) } });
    await recordFactSource(db, clientId, 'cashFlow.baseSalary', changes.baseSalary, source, userId);
  } else if (kind === 'answers') {
    const answers = JSON.stringify(changes);
    await db
      .insert(factFinds)
      .values({ clientId, questionnaireAnswers: changes })
      .onConflictDoUpdate({
        target: factFinds.clientId,
        set: { questionnaireAnswers: sql`${factFinds.questionnaireAnswers} || ${answers}::jsonb` },
      });
    for (const [field, value] of Object.entries(changes))
      await recordFactSource(db, clientId, `answers.${field}`, value, source, userId);
  } else if (kind === 'liability') {
    await db.insert(liabilities).values({
      clientId,
      type: String(changes.type),
      lender: str(changes.lender),
      accountNumber: str(changes.accountNumber),
      balance: num(changes.balance),
      interestRate: num(changes.interestRate),
      repaymentAmount: num(changes.repaymentAmount),
      repaymentFrequency: str(changes.repaymentFrequency),
      securityProperty: str(changes.securityProperty),
      fixedRateExpiry: str(changes.fixedRateExpiry),
      details: { documentId, filename: source?.filename ?? null },
    });
  } else if (kind === 'policy') {
    await db.insert(insurancePolicies).values({
      clientId,
      type: String(changes.type),
      insurer: str(changes.insurer),
      policyNumber: str(changes.policyNumber),
      sumInsured: num(changes.sumInsured),
      premium: num(changes.premium),
      fundingMethod: str(changes.fundingMethod),
      waitingPeriod: str(changes.waitingPeriod),
      benefitPeriod: str(changes.benefitPeriod),
    });
  } else {
    throw new AppError('BAD_REQUEST', `Unknown offer ${target ?? offer.key}`);
  }
}

/**
 * Writes the chosen offers into the client's record, each with the document it came from, in one
 * transaction; the offers are worked out afresh, so an offer that no longer applies is skipped.
 */
export async function acceptFactOffers({
  db,
  practiceId,
  clientId,
  userId,
  keys,
}: AcceptOptions): Promise<AcceptFactOffersResult> {
  const { client, evidence } = await loadClientEvidence({ db, practiceId }, clientId);
  const picture = buildClientPicture(client.id, evidence);
  const wanted = new Set(keys);
  const accepted: string[] = [];
  await db.transaction(async (transaction) => {
    const state = await readRecordState(transaction, client);
    for (const offer of computeFactOffers(picture, state)) {
      if (!wanted.has(offer.key)) continue;
      await applyOffer(transaction, client.id, offer, userId);
      accepted.push(offer.key);
    }
  });
  return { accepted, completionPercent: await refreshCompletion(db, client.id) };
}
