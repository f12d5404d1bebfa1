import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { auditEvents, documents } from '@/server/db/schema';
import { multipartBody } from '@/server/test-support/multipart';
import { insertReadDocument } from '@/server/test-support/read-document-row';
import { sampleClient } from '@/server/test-support/sample-client';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { currentIfMatch } from '@/server/test-support/current-if-match';

let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
beforeAll(async () => {
  testApp = await createTestApp();
  adviser = await signInNewAdviser(testApp);
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  testApp.app.inject({
    method,
    url,
    payload,
    headers: {
      cookie: adviser.cookie,
      ...(await currentIfMatch(testApp.app, method, url, adviser.cookie)),
      ...headers,
    },
  });

async function clientWithDocument(): Promise<{ clientId: string; documentId: string; pdf: Buffer }> {
  const created = await call('POST', '/api/clients', sampleClient({ familyName: 'Historia' }));
  const clientId: string = created.json().id;
  const pdf = Buffer.from('%PDF-1.4\n% a payslip\n%%EOF\n');
  const { payload, headers } = multipartBody([{ name: 'documents', filename: 'payslip.pdf', bytes: pdf }]);
  const uploaded = await testApp.app.inject({
    method: 'POST',
    url: `/api/clients/${clientId}/documents`,
    payload,
    headers: { ...headers, cookie: adviser.cookie },
  });
  return { clientId, documentId: uploaded.json().id, pdf };
}

const history = async (clientId: string) =>
  (await call('GET', `/api/clients/${clientId}/history`)).json().events as {
    action: string;
    summary: string;
    actorName: string;
  }[];

describe("a client file's history", () => {
  it('records changes with masked values, viewed originals and generated PDFs, newest first', async () => {
    const { clientId, documentId } = await clientWithDocument();
    expect((await history(clientId)).map((event) => event.summary)).toEqual([
      'Uploaded a document: "payslip.pdf"',
    ]);

    await call('PATCH', `/api/clients/${clientId}`, {
      email: 'sean.new.address@example.com',
      occupation: 'Civil engineer',
    });
    await call('GET', `/api/documents/${documentId}/file`);
    await call('POST', `/api/clients/${clientId}/fact-find/generate`);

    const events = await history(clientId);
    expect(events.map((event) => event.action)).toEqual([
      'fact-find.generated',
      'document.viewed',
      'client.changed',
      'documents.uploaded',
    ]);
    const changed = events[2]!;
    // Only the e-mail changed (the occupation was already that), and neither address appears in full.
    expect(changed.summary).toMatch(/^Changed email \(.+ → .+\)$/);
    expect(changed.summary).not.toContain('sean.new.address@example.com');
    expect(changed.summary).not.toContain('sean.obrien@example.com');
    expect(changed.actorName).toMatch(/\S/);
    expect(events[1]!.summary).toBe('Viewed the original of "payslip.pdf"');
  });

  it('records corrections of what was read, questionnaire saves and deleted documents', async () => {
    const { clientId, documentId } = await clientWithDocument();
    const payslip = await insertReadDocument(testApp.db, {
      practiceId: adviser.practiceId,
      clientId,
      type: 'payslip',
      filename: 'march-payslip.pdf',
      fields: { employer: 'Harbour Engineering Pty Ltd', grossPay: 5500 },
    });
    const correction = `/api/documents/${payslip}/corrections`;
    expect(
      (await call('PUT', `${correction}/employer`, { action: 'corrected', value: 'Bay Engineering' }))
        .statusCode,
    ).toBe(200);
    expect((await call('PUT', `${correction}/grossPay`, { action: 'confirmed' })).statusCode).toBe(200);
    expect((await call('DELETE', `${correction}/employer`)).statusCode).toBe(204);
    // Saving what is already saved changes nothing and records nothing.
    const answers = { answers: { retirementAge: '67' } };
    const saved = await call('PATCH', `/api/clients/${clientId}/questionnaire`, answers);
    expect(saved.statusCode).toBe(200);
    await call('PATCH', `/api/clients/${clientId}/questionnaire`, answers);
    expect((await call('DELETE', `/api/documents/${documentId}`)).statusCode).toBe(204);

    const events = await history(clientId);
    expect(events.map((event) => [event.action, event.summary])).toEqual([
      ['document.deleted', 'Deleted the document "payslip.pdf"'],
      ['questionnaire.saved', 'Saved the questionnaire'],
      ['document.correction-undone', 'Undid the correction of Employer read from "march-payslip.pdf"'],
      ['document.confirmed', 'Confirmed Gross pay read from "march-payslip.pdf"'],
      [
        'document.corrected',
        expect.stringMatching(/^Corrected Employer read from "march-payslip.pdf": H.+ → B.+$/),
      ],
      ['documents.uploaded', 'Uploaded a document: "payslip.pdf"'],
    ]);
    expect(JSON.stringify(events)).not.toContain('Bay Engineering');
    expect(JSON.stringify(events)).not.toContain('Harbour Engineering');
  });

  it('cannot be changed, even in the database', async () => {
    const { clientId } = await clientWithDocument();
    await call('PATCH', `/api/clients/${clientId}`, { occupation: 'Pilot' });
    await expect(
      testApp.db.execute(
        sql`update audit_events set summary = 'nothing happened' where client_id = ${clientId}`,
      ),
    ).rejects.toThrow();
  });

  it('keeps only that a deletion happened once the client is destroyed', async () => {
    const { clientId } = await clientWithDocument();
    await call('PATCH', `/api/clients/${clientId}`, { occupation: 'Pilot' });
    expect((await call('DELETE', `/api/clients/${clientId}`)).statusCode).toBe(204);
    expect(await testApp.db.select().from(auditEvents).where(eq(auditEvents.clientId, clientId))).toEqual([]);
    const deletions = await testApp.db.select().from(auditEvents).where(isNull(auditEvents.clientId));
    expect(deletions.map((event) => event.action)).toContain('client.deleted');
    expect(JSON.stringify(deletions)).not.toContain(clientId);
  });
});

describe('an original document', () => {
  it('is served sandboxed, so script inside it cannot run as the app, and as an attachment on download', async () => {
    const { documentId } = await clientWithDocument();
    const inline = await call('GET', `/api/documents/${documentId}/file`);
    expect(inline.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    const download = await call('GET', `/api/documents/${documentId}/file?download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="payslip\.pdf"/);
    expect(download.headers['content-security-policy']).toMatch(/^sandbox;/);
  });
});

describe('an original missing from storage', () => {
  it('answers 404 with what happened, not 500, for the file and the export', async () => {
    const { clientId, documentId } = await clientWithDocument();
    const [row] = await testApp.db.select().from(documents).where(eq(documents.id, documentId));
    await testApp.storage.delete(row!.storageKey);
    for (const url of [`/api/documents/${documentId}/file`, `/api/clients/${clientId}/export`]) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toMatch(/missing from storage/);
    }
  });
});

describe('exporting a client (APP 12)', () => {
  it('gives a zip of everything held, with a manifest of sizes and hashes, and records the export', async () => {
    const { clientId, pdf } = await clientWithDocument();
    const response = await call('GET', `/api/clients/${clientId}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Historia_Client_Data\.zip"/,
    );

    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [
        'Historia_Fact_Find.pdf',
        'client-record-ledger.json',
        'documents.json',
        'documents/01-payslip.pdf',
        'extracted-facts.json',
        'fact-find.json',
        'history.json',
        'manifest.json',
        'questionnaire.json',
      ].sort(),
    );
    expect(Buffer.from(files['documents/01-payslip.pdf']!).equals(pdf)).toBe(true);
    expect(strFromU8(files['Historia_Fact_Find.pdf']!.slice(0, 5))).toBe('%PDF-');
    expect(JSON.parse(strFromU8(files['fact-find.json']!)).client).toMatchObject({ familyName: 'Historia' });
    const manifest = JSON.parse(strFromU8(files['manifest.json']!));
    for (const entry of manifest.files as { path: string; bytes: number; sha256: string }[]) {
      const bytes = files[entry.path]!;
      expect(bytes.length).toBe(entry.bytes);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(entry.sha256);
    }
    expect((await history(clientId))[0]).toMatchObject({
      action: 'client.exported',
      summary: 'Exported everything held about the client (APP 12)',
    });
  });
});
