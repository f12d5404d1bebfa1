import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { documents } from '@/server/db/schema';
import { insertReadDocument } from '@/server/test-support/read-document-row';
import { sampleClient } from '@/server/test-support/sample-client';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { deleteAbandonedDocuments, unlinkedDocumentsKeptDays } from './delete-abandoned-documents';

let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
beforeAll(async () => {
  testApp = await createTestApp();
  adviser = await signInNewAdviser(testApp);
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

async function documentUploaded(daysAgo: number, clientId: string | null): Promise<string> {
  const id = await insertReadDocument(testApp.db, {
    practiceId: adviser.practiceId,
    clientId,
    type: 'payslip',
    fields: { employer: 'Harbour Engineering' },
  });
  const [row] = await testApp.db
    .update(documents)
    .set({ uploadedAt: sql`now() - make_interval(days => ${daysAgo})` })
    .where(eq(documents.id, id))
    .returning({ storageKey: documents.storageKey });
  await testApp.storage.put(row!.storageKey, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
  return id;
}

describe('documents no client claimed', () => {
  it(`are deleted, files and all, ${unlinkedDocumentsKeptDays} days after upload; a client's never are`, async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/clients',
      payload: sampleClient(),
      headers: { cookie: adviser.cookie },
    });
    const clientId: string = created.json().id;
    const abandoned = await documentUploaded(unlinkedDocumentsKeptDays + 1, null);
    const recent = await documentUploaded(unlinkedDocumentsKeptDays - 1, null);
    const clients = await documentUploaded(unlinkedDocumentsKeptDays + 100, clientId);
    const [abandonedRow] = await testApp.db.select().from(documents).where(eq(documents.id, abandoned));

    expect(await deleteAbandonedDocuments(testApp.db, testApp.storage)).toBe(1);
    const left = (await testApp.db.select({ id: documents.id }).from(documents)).map((row) => row.id);
    expect(left).toEqual(expect.arrayContaining([recent, clients]));
    expect(left).not.toContain(abandoned);
    await expect(testApp.storage.get(abandonedRow!.storageKey)).rejects.toThrow();
    expect(await deleteAbandonedDocuments(testApp.db, testApp.storage)).toBe(0);
  });
});
