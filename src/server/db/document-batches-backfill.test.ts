import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull, sql } from 'drizzle-orm';
import { documentBatches, documents } from '@/server/db/schema';
import { insertReadDocument } from '@/server/test-support/read-document-row';
import { sampleClient } from '@/server/test-support/sample-client';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';

/** The migration that made batches ends by putting the documents-first documents of before into batches. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const migration = readdirSync(migrationsFolder).find((name) => name.endsWith('_document_batches.sql'));
const backfill = readFileSync(`${migrationsFolder}/${migration}`, 'utf8')
  .split('--> statement-breakpoint')
  .at(-1);

let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
beforeAll(async () => {
  testApp = await createTestApp();
  adviser = await signInNewAdviser(testApp);
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

describe('documents uploaded without a client before batches existed', () => {
  it('become one open batch per upload request; documents of a client are left alone', async () => {
    const clientId = (
      await testApp.app.inject({
        method: 'POST',
        url: '/api/clients',
        payload: sampleClient(),
        headers: { cookie: adviser.cookie },
      })
    ).json().id as string;
    const upload = async (at: string, count: number, client: string | null = null) => {
      const ids: string[] = [];
      for (let index = 0; index < count; index += 1) {
        const id = await insertReadDocument(testApp.db, {
          practiceId: adviser.practiceId,
          clientId: client,
          type: 'payslip',
          fields: { employer: 'Harbour Engineering' },
        });
        await testApp.db
          .update(documents)
          .set({ uploadedAt: new Date(at), uploadedById: adviser.userId })
          .where(eq(documents.id, id));
        ids.push(id);
      }
      return ids;
    };
    const morning = await upload('2026-10-01T09:00:00Z', 3);
    const afternoon = await upload('2026-10-01T15:30:00Z', 2);
    const clients = await upload('2026-10-01T09:00:00Z', 1, clientId);

    expect(backfill).toContain('INSERT INTO "document_batches"');
    await testApp.db.execute(sql.raw(backfill ?? ''));

    const rows = await testApp.db.select().from(documents);
    const batchOf = (id: string) => rows.find((row) => row.id === id)?.batchId ?? null;
    expect(new Set(morning.map(batchOf)).size).toBe(1);
    expect(new Set(afternoon.map(batchOf)).size).toBe(1);
    expect(batchOf(morning[0]!)).not.toBe(batchOf(afternoon[0]!));
    expect(batchOf(clients[0]!)).toBeNull();
    const [batch] = await testApp.db
      .select()
      .from(documentBatches)
      .where(eq(documentBatches.id, batchOf(morning[0]!)!));
    expect(batch).toMatchObject({
      practiceId: adviser.practiceId,
      createdById: adviser.userId,
      clientId: null,
      filedAt: null,
    });
    expect(batch?.startedAt.toISOString()).toBe('2026-10-01T09:00:00.000Z');
    // Run again, it finds nothing left to do.
    await testApp.db.execute(sql.raw(backfill ?? ''));
    expect(await testApp.db.select().from(documents).where(isNull(documents.batchId))).toHaveLength(1);
  });
});
