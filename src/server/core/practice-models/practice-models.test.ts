import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DocumentStatus } from '@/shared/schemas/document';
import { practiceModels } from '@/server/db/schema';
import { makeRecognisedDocument } from '@/server/reading/extract/testing/make-recognised-document';
import { readRecognisedDocument } from '@/server/test-support/recognised-document-row';
import { sampleClient } from '@/server/test-support/sample-client';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { gatherPracticeCorrections } from './gather-practice-corrections';
import { trainPracticeModel } from './train-practice-model';

let testApp: TestApp;
type Adviser = Awaited<ReturnType<typeof signInNewAdviser>>;

beforeAll(async () => {
  testApp = await createTestApp({ logLevel: 'error' });
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

/**
 * One fund's member statement layout: its balance is printed as "Value of your super", a label no rule or
 * synonym knows, beside an insured benefit the shipped ranker takes for the balance.
 */
const harbourside = (values: {
  name: string;
  member: string;
  value: string;
  insured: string;
  employer: string;
}) =>
  makeRecognisedDocument(`Harbourside Super
Member statement
${values.name}
Member number        ${values.member}
Statement period     1 July 2024 to 30 June 2025
Value of your super         $${values.value}
Insured benefits balance    $${values.insured}
Employer contributions    $${values.employer}`);

const first = {
  name: 'Linh Pham',
  member: '88123456',
  value: '95,310.22',
  insured: '400,000.00',
  employer: '8,100.00',
};
const second = {
  name: 'Joe Bloggs',
  member: '77001234',
  value: '41,207.55',
  insured: '250,000.00',
  employer: '5,020.10',
};

const read = (adviser: Adviser, recognised = harbourside(second)) =>
  readRecognisedDocument(testApp, { practiceId: adviser.practiceId, recognised });

async function status(adviser: Adviser, documentId: string): Promise<DocumentStatus> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/documents/${documentId}/status`,
    headers: { cookie: adviser.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function correct(adviser: Adviser, documentId: string, fieldKey: string, value: string | null) {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: `/api/documents/${documentId}/corrections/${fieldKey}`,
    headers: { cookie: adviser.cookie },
    payload: value === null ? { action: 'confirmed' } : { action: 'corrected', value },
  });
  expect(response.statusCode).toBe(200);
}

describe("a practice's corrections teach its own model", () => {
  it("changes that practice's next reading of a document of the same layout, and no other practice's", async () => {
    const practiceA = await signInNewAdviser(testApp);
    const practiceB = await signInNewAdviser(testApp);
    const taught = await read(practiceA, harbourside(first));
    const before = await status(practiceA, taught);
    expect(before.type).toBe('super');
    expect(before.readBy).toBe('global');
    expect(before.extractedData?.balance).not.toBe(95310.22);

    await correct(practiceA, taught, 'balance', '95,310.22');
    expect(testApp.trainingRequested).toContain(practiceA.practiceId);
    const trained = await trainPracticeModel(testApp.db, practiceA.practiceId);
    expect(trained).toMatchObject({ version: 1, status: 'promoted', trainedFrom: 1 });

    const nextA = await status(practiceA, await read(practiceA));
    expect(nextA.extractedData?.balance).toBe(41207.55);
    expect(nextA.readBy).toBe('practice v1');
    // The rest of the reading is the shipped models' own.
    expect(nextA.extractedData?.employerContributions).toBe(5020.1);

    const nextB = await status(practiceB, await read(practiceB));
    expect(nextB.extractedData?.balance).toBe(250000);
    expect(nextB.readBy).toBe('global');
    // Practice B has nothing to learn from: no model of its own.
    expect(await trainPracticeModel(testApp.db, practiceB.practiceId)).toBeNull();
  });

  it('leaves other layouts to the shipped models, and stops reading what the adviser said is not there', async () => {
    const practice = await signInNewAdviser(testApp);
    const taught = await read(practice, harbourside(first));
    expect((await status(practice, taught)).extractedData?.balance).toBe(400000);
    // "The document does not say this": the insured benefit is not the balance.
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/documents/${taught}/corrections/balance`,
      headers: { cookie: practice.cookie },
      payload: { action: 'corrected', value: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(await trainPracticeModel(testApp.db, practice.practiceId)).toMatchObject({ status: 'promoted' });
    const next = await status(practice, await read(practice));
    expect(next.readBy).toBe('practice v1');
    expect(next.extractedData?.balance).toBeUndefined();
    expect(next.extractedData?.employerContributions).toBe(5020.1);

    // Another fund prints the same label on another layout: the lesson is not for it.
    const other = await read(
      practice,
      makeRecognisedDocument(`Coastline Retirement Fund
Annual benefit statement for members
Joe Bloggs
Account number        77001234
Reporting period      1 July 2024 to 30 June 2025
Contributions received this year
Employer SG           $5,020.10
Insured benefits balance    $250,000.00
Investment returns    $3,100.00
Trustee: Coastline Trustees Pty Ltd  ABN 11 222 333 444`),
    );
    expect((await status(practice, other)).extractedData?.balance).toBe(250000);
  });

  it('forgets what a deleted document taught', async () => {
    const practice = await signInNewAdviser(testApp);
    const taught = await read(practice, harbourside(first));
    await correct(practice, taught, 'balance', '95,310.22');
    await trainPracticeModel(testApp.db, practice.practiceId);
    expect((await status(practice, await read(practice))).extractedData?.balance).toBe(41207.55);

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/documents/${taught}`,
      headers: { cookie: practice.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    const [model] = await testApp.db
      .select()
      .from(practiceModels)
      .where(eq(practiceModels.practiceId, practice.practiceId));
    expect(JSON.stringify(model?.data)).not.toContain(taught);
    expect((await status(practice, await read(practice))).extractedData?.balance).toBe(250000);

    // A destroyed client's documents, likewise.
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: { cookie: practice.cookie },
      payload: sampleClient(),
    });
    expect(created.statusCode).toBe(201);
    const clientId: string = created.json().id;
    const ofClient = await readRecognisedDocument(testApp, {
      practiceId: practice.practiceId,
      clientId,
      recognised: harbourside(first),
    });
    await correct(practice, ofClient, 'balance', '95,310.22');
    await trainPracticeModel(testApp.db, practice.practiceId);
    const lessons = async () =>
      JSON.stringify(
        (
          await testApp.db
            .select()
            .from(practiceModels)
            .where(eq(practiceModels.practiceId, practice.practiceId))
        ).map((row) => row.data),
      );
    expect(await lessons()).toContain(ofClient);
    const destroyed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/clients/${clientId}`,
      headers: { cookie: practice.cookie },
    });
    expect(destroyed.statusCode).toBe(204);
    expect(await lessons()).not.toContain(ofClient);
  });

  it('files a layout as the type the practice filed it as, for that practice only', async () => {
    const practiceA = await signInNewAdviser(testApp);
    const practiceB = await signInNewAdviser(testApp);
    // A mutual's annual notice of money held at a rate: the shipped classifier takes it for a loan.
    const notice = (name: string, amount: string) =>
      makeRecognisedDocument(`Harbourside Mutual
Annual notice
${name}
Reference      HM-${amount.replace(/\D/g, '')}
Notice date    30 June 2025
Amount held     $${amount}
Rate    4.10%`);
    const filed = await readRecognisedDocument(testApp, {
      practiceId: practiceA.practiceId,
      recognised: notice('Linh Pham', '95,310.22'),
      requestedType: 'bank',
    });
    expect((await status(practiceA, filed)).extractedData?._classification).toMatchObject({
      suggested: 'mortgage',
    });
    const trained = await trainPracticeModel(testApp.db, practiceA.practiceId);
    expect(trained).toMatchObject({ status: 'promoted', trainedFrom: 1 });

    const nextA = await read(practiceA, notice('Joe Bloggs', '12,000.00'));
    expect(await status(practiceA, nextA)).toMatchObject({ type: 'bank', readBy: 'practice v1' });
    const nextB = await read(practiceB, notice('Joe Bloggs', '12,000.00'));
    expect(await status(practiceB, nextB)).toMatchObject({ type: 'mortgage', readBy: 'global' });
  });

  it("never puts one practice's corrections in another's training", async () => {
    const practiceA = await signInNewAdviser(testApp);
    const practiceB = await signInNewAdviser(testApp);
    const ofA = await read(practiceA, harbourside(first));
    const ofB = await read(practiceB, harbourside(second));
    await correct(practiceA, ofA, 'balance', '95,310.22');
    await correct(practiceB, ofB, 'employerContributions', '5,020.10');
    const gatheredA = await gatherPracticeCorrections(testApp.db, practiceA.practiceId);
    const gatheredB = await gatherPracticeCorrections(testApp.db, practiceB.practiceId);
    expect(gatheredA.map((document) => document.id)).toEqual([ofA]);
    expect(gatheredB.map((document) => document.id)).toEqual([ofB]);
    await trainPracticeModel(testApp.db, practiceA.practiceId);
    const [model] = await testApp.db
      .select()
      .from(practiceModels)
      .where(eq(practiceModels.practiceId, practiceA.practiceId));
    expect(JSON.stringify(model?.data)).not.toContain(ofB);
    expect(JSON.stringify(model?.data)).toContain(ofA);
  });

  it('does not promote a version that reads the practice’s own corrected documents worse', async () => {
    const practice = await signInNewAdviser(testApp);
    // The adviser confirms the reading of one statement, then corrects another of the same layout the other way.
    const confirmed = await read(practice, harbourside(second));
    const reading = (await status(practice, confirmed)).extractedData?.balance;
    expect(reading).toBe(250000);
    await correct(practice, confirmed, 'balance', null);
    const corrected = await read(practice, harbourside(first));
    await correct(practice, corrected, 'balance', '95,310.22');

    const trained = await trainPracticeModel(testApp.db, practice.practiceId);
    expect(trained?.status).toBe('rejected');
    expect(trained?.evaluation.own.after.right).toBeLessThan(trained?.evaluation.own.before.right ?? 0);
    const next = await status(practice, await read(practice));
    expect(next.readBy).toBe('global');
    expect(next.extractedData?.balance).toBe(250000);
  });

  it('needs one correction of a layout, however many times it was made', async () => {
    const practice = await signInNewAdviser(testApp);
    for (const values of [first, second, { ...first, name: 'Ana Silva', value: '12,345.67' }]) {
      const id = await read(practice, harbourside(values));
      await correct(practice, id, 'balance', values.value);
    }
    const trained = await trainPracticeModel(testApp.db, practice.practiceId);
    expect(trained).toMatchObject({ status: 'promoted', trainedFrom: 3 });
    // Three corrections of one place are one lesson, and each document read without its own lesson is right.
    const [model] = await testApp.db
      .select()
      .from(practiceModels)
      .where(eq(practiceModels.practiceId, practice.practiceId));
    expect((model?.data as { fields: unknown[] }).fields).toHaveLength(1);
    expect(trained?.evaluation.own.after.right).toBe(3);
    expect(trained?.evaluation.own.before.right).toBe(0);
    expect(trained?.evaluation.guard.after.right).toBe(trained?.evaluation.guard.before.right);
  });
});
