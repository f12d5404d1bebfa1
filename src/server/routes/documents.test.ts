import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { documentPages, documents } from '@/server/db/schema';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { processDocumentHeartbeatSeconds } from '@/server/jobs/process-document-job';
import { corpusFile } from '@/server/test-support/corpus';
import { multipartBody, type MultipartPart } from '@/server/test-support/multipart';
import { sampleClient } from '@/server/test-support/sample-client';

let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
let otherPractice: Awaited<ReturnType<typeof signInNewAdviser>>;
let clientId: string;

beforeAll(async () => {
  testApp = await createTestApp({ processDocuments: true });
  adviser = await signInNewAdviser(testApp);
  otherPractice = await signInNewAdviser(testApp);
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/clients',
    headers: { cookie: adviser.cookie },
    payload: sampleClient(),
  });
  clientId = created.json().id;
}, 120_000);
afterAll(async () => {
  await testApp.close();
});

function upload(url: string, parts: MultipartPart[], cookie = adviser.cookie) {
  const { payload, headers } = multipartBody(parts);
  return testApp.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie } });
}

const file = (filename: string, bytes: Buffer): MultipartPart => ({ name: 'documents', filename, bytes });

async function statusOf(id: string, cookie = adviser.cookie) {
  return testApp.app.inject({ method: 'GET', url: `/api/documents/${id}/status`, headers: { cookie } });
}

/** Polls the status endpoint, as the screens do, until the document is finished. */
async function waitUntilFinished(id: string, timeoutMs = 90_000, cookie = adviser.cookie) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = (await statusOf(id, cookie)).json();
    const failed = status.ocrStatus === 'failed' || status.parseStatus === 'failed';
    if (failed || (status.ocrStatus === 'completed' && status.parseStatus === 'completed')) return status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Document ${id} did not finish within ${timeoutMs} ms`);
}

async function pageText(id: string): Promise<string> {
  const pages = await testApp.db.select().from(documentPages).where(eq(documentPages.documentId, id));
  return pages
    .sort((a, b) => a.pageNumber - b.pageNumber)
    .map((page) => page.text)
    .join('\n');
}

function storedFileCount(): number {
  const root = path.join(testApp.config.dataDir, 'files');
  const count = (directory: string): number =>
    readdirSync(directory).reduce((total, entry) => {
      const full = path.join(directory, entry);
      return total + (statSync(full).isDirectory() ? count(full) : 1);
    }, 0);
  try {
    return count(root);
  } catch {
    return 0;
  }
}

/** A PNG that claims 20000 × 20000 pixels: decoders must refuse it from the header, before allocating. */
function hugePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(20_001))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function encryptedPdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const pdf = new PDFDocument({ userPassword: 'secret', ownerPassword: 'owner' });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.text('Statement for a locked account');
    pdf.end();
  });
}

describe('documents from the corpus', () => {
  it('reads one of each rendition, a HEIC and multi-page PDFs included, to completed text', async () => {
    const word = (path: string, key: string) => String(corpusFile(path).truth.fields[key]);
    const samples = [
      { path: 'docs/tax-0-digital-pdf.pdf', words: [word('docs/tax-0-digital-pdf.pdf', 'lastName')] },
      // A two-page born-digital licence, its scan, a photographed card, a scanner app's PNG, an iPhone HEIC.
      {
        path: 'docs/license-3-digital-pdf.pdf',
        words: [word('docs/license-3-digital-pdf.pdf', 'licenceNumber')],
      },
      { path: 'docs/license-2-scan-pdf.pdf', words: [word('docs/license-2-scan-pdf.pdf', 'lastName')] },
      { path: 'docs/license-3-photo.jpg', words: [word('docs/license-3-photo.jpg', 'licenceNumber')] },
      { path: 'docs/passport-3-photo.png', words: [word('docs/passport-3-photo.png', 'passportNumber')] },
      { path: 'docs/other-4-photo.heic', words: [word('docs/other-4-photo.heic', 'lastName')] },
    ];
    const files = samples.map((sample) => corpusFile(sample.path));
    const response = await upload('/api/documents/process', [
      ...files.map((sample) => file(sample.filename, sample.bytes)),
      { name: 'clientId', value: clientId },
      { name: 'documentTypes', value: JSON.stringify(files.map(() => 'auto')) },
    ]);
    expect(response.statusCode).toBe(201);
    const uploaded: { id: string; filename: string; ocrStatus: string }[] = response.json().documents;
    expect(uploaded.map((document) => document.filename)).toEqual(files.map((sample) => sample.filename));
    expect(uploaded.every((document) => document.ocrStatus === 'pending')).toBe(true);

    for (const [index, document] of uploaded.entries()) {
      const status = await waitUntilFinished(document.id);
      expect(status.ocrStatus, `${samples[index]?.path}: ${status.error}`).toBe('completed');
      const text = (await pageText(document.id)).toUpperCase();
      for (const word of samples[index]?.words ?? [])
        expect(text, samples[index]?.path).toContain(word.toUpperCase());
    }
    const [multiPage] = await testApp.db.select().from(documents).where(eq(documents.id, uploaded[1]!.id));
    expect(multiPage?.pageCount).toBeGreaterThan(1);
  }, 240_000);
});

describe('bad input', () => {
  it('refuses what is not a document, too big or too many, naming the file, and stores nothing', async () => {
    const before = storedFileCount();
    const png = corpusFile('docs/passport-3-photo.png').bytes;

    const executable = await upload('/api/documents/process', [
      file('statement.pdf', Buffer.from('%PDF-1.4\n')),
      file('holiday.jpg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500)])),
    ]);
    expect(executable.statusCode).toBe(415);
    expect(executable.json().message).toBe('"holiday.jpg" is not a PDF, JPEG, PNG or HEIC file');

    const tooBig = await upload('/api/documents/process', [
      file('huge-scan.pdf', Buffer.alloc(11 * 1024 * 1024, 0x25)),
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('"huge-scan.pdf" is larger than 10 MB');

    const tooMany = await upload(
      '/api/documents/process',
      Array.from({ length: 11 }, (_, index) => file(`page-${index}.png`, png)),
    );
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe('At most 10 files can be uploaded at once');

    const none = await upload('/api/documents/process', [{ name: 'clientId', value: clientId }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('No files were uploaded');

    expect(storedFileCount()).toBe(before);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('accepts damaged, locked, empty and oversized-pixel files and fails them with a reason', async () => {
    const digital = corpusFile('docs/tax-0-digital-pdf.pdf').bytes;
    const response = await upload('/api/documents/process', [
      file('empty.pdf', Buffer.alloc(0)),
      file('truncated.pdf', digital.subarray(0, 600)),
      file('locked.pdf', await encryptedPdf()),
      file('poster.png', hugePng()),
    ]);
    expect(response.statusCode).toBe(201);
    const [empty, truncated, locked, poster] = response.json().documents as { id: string }[];
    const reasons = {
      empty: (await waitUntilFinished(empty!.id)).error,
      truncated: (await waitUntilFinished(truncated!.id)).error,
      locked: (await waitUntilFinished(locked!.id)).error,
      poster: (await waitUntilFinished(poster!.id)).error,
    };
    expect(reasons.empty).toMatch(/empty/i);
    expect(reasons.truncated).toMatch(/damaged|not a valid PDF/i);
    expect(reasons.locked).toMatch(/password/i);
    expect(reasons.poster).toMatch(/too large|pixels/i);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 120_000);

  it('reads a file by its content, not its name', async () => {
    const png = corpusFile('docs/passport-3-photo.png').bytes;
    const pdf = corpusFile('docs/tax-0-digital-pdf.pdf').bytes;
    const response = await upload('/api/documents/process', [
      file('really-a-png.pdf', png),
      file('really-a-pdf.png', pdf),
    ]);
    expect(response.statusCode).toBe(201);
    const [pngNamedPdf, pdfNamedPng] = response.json().documents as { id: string; mimeType: string }[];
    expect(pngNamedPdf?.mimeType).toBe('image/png');
    expect(pdfNamedPng?.mimeType).toBe('application/pdf');
    expect((await waitUntilFinished(pngNamedPdf!.id)).ocrStatus).toBe('completed');
    expect((await waitUntilFinished(pdfNamedPng!.id)).ocrStatus).toBe('completed');
  }, 120_000);

  it('never lets a filename become a path, and keeps unicode names for display and download', async () => {
    const pdf = corpusFile('docs/tax-0-digital-pdf.pdf').bytes;
    const response = await upload(`/api/clients/${clientId}/documents`, [
      { name: 'file', filename: '../../etc/passwd.pdf', bytes: pdf },
      { name: 'type', value: 'tax' },
      { name: 'source', value: 'upload' },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ filename: 'passwd.pdf', type: 'tax', clientId });
    const [row] = await testApp.db.select().from(documents).where(eq(documents.id, response.json().id));
    expect(row?.storageKey).toMatch(/^documents\/[0-9a-f-]+\/[0-9a-f-]+$/);

    const unicode = await upload(`/api/clients/${clientId}/documents`, [
      { name: 'file', filename: 'Relevé bancaire – 王.pdf', bytes: pdf },
    ]);
    expect(unicode.json().filename).toBe('Relevé bancaire – 王.pdf');
    const download = await testApp.app.inject({
      method: 'GET',
      url: `/api/documents/${unicode.json().id}/file`,
      headers: { cookie: adviser.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['content-disposition']).toBe(
      `inline; filename="Relev_ bancaire _ _.pdf"; filename*=UTF-8''${encodeURIComponent('Relevé bancaire – 王.pdf')}`,
    );
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });
});

describe('an upload sent again with its Idempotency-Key', () => {
  /** Originals stored for the practice (processing's own files live elsewhere). */
  const originals = (practiceId: string) => {
    try {
      return readdirSync(path.join(testApp.config.dataDir, 'files', 'documents', practiceId)).length;
    } catch {
      return 0;
    }
  };
  const send = (url: string, key: string, parts: MultipartPart[], cookie: string) => {
    const { payload, headers } = multipartBody(parts);
    return testApp.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, cookie, 'idempotency-key': key },
    });
  };
  const payslip = corpusFile('docs/payslip-0-digital-pdf.pdf');
  const statement = corpusFile('docs/bank-0-digital-pdf.pdf');

  it('records and reads the files once, and answers the retry with the same documents', async () => {
    const sender = await signInNewAdviser(testApp);
    const client = await testApp.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: { cookie: sender.cookie },
      payload: sampleClient(),
    });
    const url = `/api/clients/${client.json().id}/documents`;
    const parts = [{ name: 'file', filename: payslip.filename, bytes: payslip.bytes }];

    const first = await send(url, 'upload-retry-key-1', parts, sender.cookie);
    const again = await send(url, 'upload-retry-key-1', parts, sender.cookie);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().id).toBe(first.json().id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(originals(sender.practiceId)).toBe(1);

    // Sent twice at the same moment (documents first, no client): one set of documents, one set of files.
    const together = await Promise.all(
      [1, 2].map(() =>
        send(
          '/api/documents/process',
          'upload-same-moment-key',
          [file(payslip.filename, payslip.bytes), file(statement.filename, statement.bytes)],
          sender.cookie,
        ),
      ),
    );
    expect(together.map((response) => response.statusCode)).toEqual([201, 201]);
    const ids = together.map((response) =>
      response.json().documents.map((document: { id: string }) => document.id),
    );
    expect(ids[0]).toHaveLength(2);
    expect(ids[1]).toEqual(ids[0]);
    expect(originals(sender.practiceId)).toBe(3);
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/documents',
      headers: { cookie: sender.cookie },
    });
    // The client's document and the two documents-first ones: nothing twice.
    expect(listed.json()).toHaveLength(3);
    await Promise.all(
      [first.json().id, ...(ids[0] ?? [])].map((id: string) => waitUntilFinished(id, 90_000, sender.cookie)),
    );
  }, 120_000);

  it('refuses the key for other files, and keeps keys apart by practice', async () => {
    const sender = await signInNewAdviser(testApp);
    const made = await send(
      '/api/documents/process',
      'upload-reused-key',
      [file(payslip.filename, payslip.bytes)],
      sender.cookie,
    );
    expect(made.statusCode).toBe(201);
    const other = await send(
      '/api/documents/process',
      'upload-reused-key',
      [file(statement.filename, statement.bytes)],
      sender.cookie,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(
      'This Idempotency-Key was already used to send other files; send new files with a new key.',
    );
    expect(originals(sender.practiceId)).toBe(1);

    const theirs = await send(
      '/api/documents/process',
      'upload-reused-key',
      [file(payslip.filename, payslip.bytes)],
      otherPractice.cookie,
    );
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().documents[0].id).not.toBe(made.json().documents[0].id);
    expect(
      (await send('/api/documents/process', 'no', [file(payslip.filename, payslip.bytes)], sender.cookie))
        .statusCode,
    ).toBe(400);
    await waitUntilFinished(made.json().documents[0].id, 90_000, sender.cookie);
    await waitUntilFinished(theirs.json().documents[0].id, 90_000, otherPractice.cookie);
  }, 120_000);
});

describe('durable processing', () => {
  it('finishes a document whose worker stopped in the middle of the job', async () => {
    const scan = corpusFile('docs/license-3-scan-pdf.pdf'); // two scanned pages: long enough to stop mid-way
    const response = await upload('/api/documents/process', [file(scan.filename, scan.bytes)]);
    const id = response.json().documents[0].id;
    const deadline = Date.now() + 30_000;
    while ((await statusOf(id)).json().ocrStatus !== 'processing') {
      if (Date.now() > deadline) throw new Error('The job never started');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await testApp.worker!.stop();
    expect((await statusOf(id)).json().ocrStatus).toBe('processing');
    await testApp.worker!.start();
    const status = await waitUntilFinished(id);
    expect(status.ocrStatus).toBe('completed');
    expect((await pageText(id)).toUpperCase()).toContain(String(scan.truth.fields.lastName).toUpperCase());
  }, 180_000);

  it('takes back a document a killed worker left active once its heartbeat stops, and the ones behind it do not wait', async () => {
    // What kill -9 of a worker mid-OCR leaves in the database: the document being read, and its job "active"
    // with a heartbeat that was fresh a moment ago and is never refreshed again.
    await testApp.worker!.stop();
    const scan = corpusFile('docs/license-3-scan-pdf.pdf');
    const first = (await upload('/api/documents/process', [file(scan.filename, scan.bytes)])).json()
      .documents[0].id;
    await testApp.db.update(documents).set({ ocrStatus: 'processing' }).where(eq(documents.id, first));
    const died = Date.now();
    const dead = await testApp.db.execute(sql`
      insert into pgboss.job (name, data, singleton_key, state, started_on, policy, heartbeat_on, heartbeat_seconds,
                              retry_limit, retry_delay, retry_backoff)
      values ('process-document', ${JSON.stringify({ documentId: first })}::jsonb, ${first}, 'active', now(), 'stately',
              now(), ${processDocumentHeartbeatSeconds}, 2, 2, true)
      returning started_on as "startedOn"
    `);
    const diedAt = (dead as unknown as { rows: { startedOn: string }[] }).rows[0]!.startedOn;

    await testApp.worker!.start();
    const tax = corpusFile('docs/tax-0-digital-pdf.pdf');
    const behind = (await upload('/api/documents/process', [file(tax.filename, tax.bytes)])).json()
      .documents[0].id;

    // The dead job is failed by its heartbeat and the document taken again by a live worker.
    let retakenAfterMs: number | null = null;
    while (retakenAfterMs === null) {
      const taken = await testApp.db.execute(sql`
        select count(*)::int as count from pgboss.job
        where singleton_key = ${first} and state in ('active', 'completed') and started_on > ${diedAt}::timestamptz
      `);
      if ((taken as unknown as { rows: { count: number }[] }).rows[0]!.count > 0)
        retakenAfterMs = Date.now() - died;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(
      `A killed worker's document was taken again ${(retakenAfterMs / 1000).toFixed(1)} s after it died`,
    );
    expect((await waitUntilFinished(behind, 120_000)).parseStatus).toBe('completed');
    expect((await waitUntilFinished(first, 120_000)).ocrStatus).toBe('completed');
  }, 180_000);

  it('retries a failed document on request', async () => {
    const response = await upload('/api/documents/process', [file('empty.pdf', Buffer.alloc(0))]);
    const id = response.json().documents[0].id;
    await waitUntilFinished(id);
    const retried = await testApp.app.inject({
      method: 'POST',
      url: `/api/documents/${id}/retry`,
      headers: { cookie: adviser.cookie },
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ ocrStatus: 'pending', error: null });
    expect((await waitUntilFinished(id)).error).toMatch(/empty/i);
  }, 60_000);
});

describe("another practice's documents", () => {
  it('cannot be read, downloaded, retried or deleted (404), and delete removes row and file', async () => {
    const pdf = corpusFile('docs/tax-0-digital-pdf.pdf').bytes;
    const response = await upload(`/api/clients/${clientId}/documents`, [
      { name: 'file', filename: 'tax.pdf', bytes: pdf },
    ]);
    const id = response.json().id;
    const as = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
      testApp.app.inject({ method, url, headers: { cookie: otherPractice.cookie } });
    for (const attempt of [
      await as('GET', `/api/documents/${id}/status`),
      await as('GET', `/api/documents/${id}/file`),
      await as('POST', `/api/documents/${id}/retry`),
      await as('DELETE', `/api/documents/${id}`),
      await as('GET', `/api/clients/${clientId}/documents`),
    ]) {
      expect(attempt.statusCode).toBe(404);
    }
    const foreignUpload = await upload(
      `/api/clients/${clientId}/documents`,
      [{ name: 'file', filename: 'x.pdf', bytes: pdf }],
      otherPractice.cookie,
    );
    expect(foreignUpload.statusCode).toBe(404);
    const theirList = await as('GET', '/api/documents');
    expect(theirList.json().map((document: { id: string }) => document.id)).not.toContain(id);

    const before = storedFileCount();
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/documents/${id}`,
      headers: { cookie: adviser.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await statusOf(id)).statusCode).toBe(404);
    expect(storedFileCount()).toBe(before - 1);
  });
});
