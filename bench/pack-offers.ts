/**
 * The intake → upload → Fact Find path for every dev client pack, measured: a client is created as the intake
 * leaves one (name and e-mail typed, date of birth left at the default), the pack's documents are read by the
 * server's pipeline and attached to the client, every offer the Fact Find and questionnaire make is accepted
 * ("Accept all"), and the client's record is compared with the pack's pack.truth.json, fact by fact.
 *   npx tsx bench/pack-offers.ts
 * Recognition results are shared with bench/accuracy.ts (bench/.cache/recognised), so reruns take seconds.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { openDatabase } from '@/server/db/connection';
import { bankAccounts, cashFlow, clients, documents, superAccounts } from '@/server/db/schema';
import { createUser } from '@/server/core/users/create-user';
import { acceptFactOffers } from '@/server/core/extracted-facts/accept-fact-offers';
import { listFactOffers } from '@/server/core/extracted-facts/list-fact-offers';
import { replaceDefaultedValues } from '@/server/core/extracted-facts/replace-defaulted-values';
import { createTesseractOcrEngine } from '@/server/documents/recognise/create-tesseract-ocr-engine';
import { recogniseDocument } from '@/server/documents/recognise/recognise-document';
import type { RecognisedDocument } from '@/server/documents/recognise/types';
import { redactTaxFileNumbers } from '@/server/documents/redact-tax-file-numbers';
import { understandDocument } from '@/server/documents/understand-document';
import type { MergedClientData } from '@/server/documents/merge/merge-client-data';
import { comparePackFacts, readPackTruth } from '@/server/test-support/pack-truth';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpusDir = path.resolve(repoRoot, '../shared/corpus/dev');
const cacheDir = path.join(repoRoot, 'bench/.cache/recognised');

let ocr: ReturnType<typeof createTesseractOcrEngine> | undefined;
async function recognise(file: string): Promise<RecognisedDocument> {
  const cacheFile = path.join(cacheDir, `${path.basename(file)}.json`);
  if (existsSync(cacheFile)) return JSON.parse(await readFile(cacheFile, 'utf8')) as RecognisedDocument;
  ocr ??= createTesseractOcrEngine();
  const recognised = await recogniseDocument({ bytes: await readFile(file), ocr });
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cacheFile, JSON.stringify(recognised));
  return recognised;
}

/** The client's record in the shape the pack comparison reads. */
async function recordAsMerged(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  clientId: string,
  emailTyped: boolean,
) {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  const supers = await db.select().from(superAccounts).where(eq(superAccounts.clientId, clientId));
  const banks = await db.select().from(bankAccounts).where(eq(bankAccounts.clientId, clientId));
  const [flow] = await db.select().from(cashFlow).where(eq(cashFlow.clientId, clientId));
  if (!client) throw new Error('client missing');
  const cover = (sumInsured: number | null, monthlyBenefit: number | null = null) => ({
    sumInsured,
    premium: null,
    monthlyBenefit,
    waitingPeriod: null,
    benefitPeriod: null,
  });
  const merged: MergedClientData = {
    personalInfo: {
      fullName: `${client.givenNames} ${client.familyName}`,
      firstName: client.givenNames.split(' ')[0] ?? null,
      lastName: client.familyName,
      dateOfBirth: client.defaultedFields.includes('dob') ? null : client.dob,
      address: null,
      // The intake needs an e-mail; where no document prints one, the typed one is not a document's fact.
      email: emailTyped ? client.email : null,
      phone: client.mobile,
      streetAddress: client.streetAddress,
      suburb: client.suburb,
      state: client.state,
      postcode: client.postcode,
    },
    employment: { employer: client.employer, position: client.occupation },
    financialAccounts: [
      ...supers.map((account) => ({
        type: 'superannuation' as const,
        provider: account.fundName,
        accountNumber: account.memberNumberMasked,
        balance: account.balance,
        bsb: null,
        statementDate: account.statementDate,
        investmentOptions: account.investmentOption,
        contributions: account.contributionsYTD,
        insurance: {
          life: cover(account.insuranceLife),
          tpd: cover(account.insuranceTPD),
          incomeProtection: cover(null, account.insuranceIP),
        },
        documentId: account.documentId ?? '',
      })),
      ...banks.map((account) => ({
        type: 'bank' as const,
        provider: account.bankName,
        accountNumber: account.accountNumberMasked,
        balance: account.balance,
        bsb: account.bsbMasked,
        statementDate: null,
        investmentOptions: null,
        contributions: null,
        insurance: null,
        documentId: account.documentId ?? '',
      })),
    ],
    annualIncome: flow?.baseSalary ?? null,
    confidence: 'high',
    conflicts: [],
  };
  return merged;
}

const connection = await openDatabase({ dataDir: 'memory://' });
const { db } = connection;
const { userId, practiceId } = await createUser({
  db,
  email: 'bench@example.com',
  name: 'Bench Adviser',
  password: 'bench adviser password',
  practiceName: 'Bench Practice',
});
let matched = 0;
let total = 0;
const packIds = (await readdir(path.join(corpusDir, 'packs'))).sort();
for (const packId of packIds) {
  const truth = readPackTruth(packId);
  const [client] = await db
    .insert(clients)
    .values({
      practiceId,
      givenNames: truth.givenNames ?? '',
      familyName: truth.familyName ?? '',
      email: truth.email ?? `${packId}@example.com`,
      dob: '1978-01-01',
      defaultedFields: ['dob'],
      scopeOfAdvice: ['Superannuation advice', 'Insurance advice', 'Debt management'],
      privacyConsent: true,
    })
    .returning({ id: clients.id });
  if (!client) throw new Error('client not created');
  for (const name of truth.documents) {
    const file = path.join(corpusDir, 'packs', packId, name);
    const understood = await understandDocument(redactTaxFileNumbers(await recognise(file)), 'auto');
    await db.insert(documents).values({
      practiceId,
      clientId: client.id,
      type: understood.type,
      filename: name,
      storageKey: `documents/${practiceId}/${client.id}`,
      source: 'upload',
      ocrStatus: 'completed',
      parseStatus: 'completed',
      confidence: understood.confidence,
      classification: understood.classification,
      extractedData: understood.extractedData,
    });
  }
  await replaceDefaultedValues(db, client.id);
  const scope = { db, practiceId, clientId: client.id };
  const { offers } = await listFactOffers(scope);
  await acceptFactOffers({ ...scope, userId, keys: offers.map((offer) => offer.key) });
  const comparison = comparePackFacts(await recordAsMerged(db, client.id, truth.email !== null), truth);
  matched += comparison.matched;
  total += comparison.total;
  console.log(
    `${packId}: ${comparison.matched}/${comparison.total} facts after accept all (${offers.length} offers)` +
      (comparison.mismatches.length ? `  ✗ ${comparison.mismatches.join('; ')}` : ''),
  );
}
console.log(
  `PACKS intake→upload→Fact Find: ${matched}/${total} facts right (${(matched / total).toFixed(2)})`,
);
await ocr?.close();
await connection.close();
