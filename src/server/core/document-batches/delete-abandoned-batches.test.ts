import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { documentBatches, documents } from '@/server/db/schema';
import { insertReadDocument } from '@/server/test-support/read-document-row';
import { sampleClient } from '@/server/test-support/sample-client';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { deleteAbandonedBatches, unlinkedDocumentsKeptDays } from './delete-abandoned-batches';

let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
beforeAll(async () => {
  testApp = await createTestApp();
  adviser = await signInNewAdviser(testApp);
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

async function batchStarted(days: number, clientId: string | null = null): Promise<string> {
  const [batch] = await testApp.db
    .insert(documentBatches)
    .values({
      practiceId: adviser.practiceId,
      createdById: adviser.userId,
      createdAt: daysAgo(days),
      startedAt: daysAgo(days),
      ...(clientId ? { clientId, filedAt: daysAgo(days), filedAs: 'new-client' } : {}),
    })
    .returning({ id: documentBatches.id });
  return batch!.id;
}

/** A read document with its original in storage, uploaded `days` ago. */
async function documentUploaded(
  days: number,
  options: { clientId?: string | null; batchId?: string | null } = {},
): Promise<{ id: string; storageKey: string }> {
  const id = await insertReadDocument(testApp.db, {
    practiceId: adviser.practiceId,
    clientId: options.clientId ?? null,
    batchId: options.batchId ?? null,
    type: 'payslip',
    fields: { employer: 'Harbour Engineering' },
  });
  const [row] = await testApp.db
    .update(documents)
    .set({ uploadedAt: daysAgo(days) })
    .where(eq(documents.id, id))
    .returning({ storageKey: documents.storageKey });
  await testApp.storage.put(row!.storageKey, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
  return { id, storageKey: row!.storageKey };
}

async function newClient(): Promise<string> {
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/clients',
    payload: sampleClient(),
    headers: { cookie: adviser.cookie },
  });
  return created.json().id;
}

describe('open batches no client took', () => {
  it(`are deleted with their documents and files ${unlinkedDocumentsKeptDays} days after their last upload; a batch with a client never is`, async () => {
    const clientId = await newClient();
    const old = unlinkedDocumentsKeptDays + 1;
    const abandoned = await batchStarted(old);
    const abandonedDocuments = [
      await documentUploaded(old, { batchId: abandoned }),
      await documentUploaded(old, { batchId: abandoned }),
    ];
    // One of its documents was linked to a client on its own (Extracted Data's Link): it stays the client's.
    const linked = await documentUploaded(old, { batchId: abandoned, clientId });
    const recent = await batchStarted(unlinkedDocumentsKeptDays - 1);
    const recentDocument = await documentUploaded(unlinkedDocumentsKeptDays - 1, { batchId: recent });
    const otherClient = await newClient();
    const filed = await batchStarted(unlinkedDocumentsKeptDays + 100, otherClient);
    const filedDocument = await documentUploaded(unlinkedDocumentsKeptDays + 100, {
      batchId: filed,
      clientId: otherClient,
    });
    // From before batches: no batch, no client.
    const orphan = await documentUploaded(old);
    const recentOrphan = await documentUploaded(unlinkedDocumentsKeptDays - 1);

    expect(await deleteAbandonedBatches(testApp.db, testApp.storage)).toBe(3);
    const left = (await testApp.db.select({ id: documents.id }).from(documents)).map((row) => row.id);
    expect(left).toEqual(
      expect.arrayContaining([linked.id, recentDocument.id, filedDocument.id, recentOrphan.id]),
    );
    for (const gone of [...abandonedDocuments, orphan]) {
      expect(left).not.toContain(gone.id);
      await expect(testApp.storage.get(gone.storageKey)).rejects.toThrow();
    }
    await expect(testApp.storage.get(linked.storageKey)).resolves.toBeTruthy();
    const batches = await testApp.db
      .select({ id: documentBatches.id })
      .from(documentBatches)
      .where(inArray(documentBatches.id, [abandoned, recent, filed]));
    expect(batches.map((row) => row.id).sort()).toEqual([recent, filed].sort());
    expect(await deleteAbandonedBatches(testApp.db, testApp.storage)).toBe(0);
  });

  it('counts from the last upload: a batch added to lately is kept', async () => {
    const batch = await batchStarted(unlinkedDocumentsKeptDays + 5);
    const first = await documentUploaded(unlinkedDocumentsKeptDays + 5, { batchId: batch });
    await testApp.db
      .update(documentBatches)
      .set({ startedAt: daysAgo(2) })
      .where(eq(documentBatches.id, batch));
    await deleteAbandonedBatches(testApp.db, testApp.storage);
    const [still] = await testApp.db.select().from(documents).where(eq(documents.id, first.id));
    expect(still?.batchId).toBe(batch);
  });
});
