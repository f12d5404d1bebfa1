import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { documentCorrections, documents } from '@/server/db/schema';
import { insertReadDocument } from '@/server/test-support/read-document-row';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { exportCorrections } from './export-corrections';

let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
beforeAll(async () => {
  testApp = await createTestApp();
  adviser = await signInNewAdviser(testApp);
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

describe('corrections:export', () => {
  it('writes corrected documents with their truth in the scorer form', async () => {
    const id = await insertReadDocument(testApp.db, {
      practiceId: adviser.practiceId,
      clientId: null,
      type: 'payslip',
      fields: { employer: 'Harbour Cafe', netPay: 2410, position: 'Barista' },
      documentDate: '2026-06-18',
    });
    await insertReadDocument(testApp.db, {
      practiceId: adviser.practiceId,
      clientId: null,
      type: 'bank',
      fields: {},
    });
    const [row] = await testApp.db.select().from(documents).where(eq(documents.id, id));
    await testApp.storage.put(row!.storageKey, Buffer.from('%PDF-1.7 original'), 'application/pdf');
    await testApp.db.insert(documentCorrections).values([
      { documentId: id, fieldKey: 'netPay', action: 'corrected', value: 2401 },
      { documentId: id, fieldKey: 'position', action: 'corrected', value: null },
      { documentId: id, fieldKey: 'employer', action: 'confirmed', value: null },
    ]);
    const outDir = mkdtempSync(path.join(tmpdir(), 'corrections-'));
    const exported = await exportCorrections({ db: testApp.db, storage: testApp.storage, outDir });
    expect(exported).toEqual([{ file: `docs/${id}.pdf`, documentType: 'payslip', corrections: 3 }]);
    const truth = JSON.parse(readFileSync(path.join(outDir, 'docs', `${id}.pdf.truth.json`), 'utf8'));
    expect(truth).toMatchObject({
      file: `${id}.pdf`,
      documentType: 'payslip',
      fields: { employer: 'Harbour Cafe', netPay: 2401 },
      documentDate: '2026-06-18',
    });
    expect(truth.fields).not.toHaveProperty('position');
    expect(readFileSync(path.join(outDir, 'docs', `${id}.pdf`), 'utf8')).toBe('%PDF-1.7 original');
    expect(JSON.parse(readFileSync(path.join(outDir, 'manifest.json'), 'utf8')).documents).toHaveLength(1);
  });
});
