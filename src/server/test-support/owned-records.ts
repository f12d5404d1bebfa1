import { documentBatches } from '@/server/db/schema';
import { multipartBody } from './multipart';
import { insertReadDocument } from './read-document-row';
import { sampleClient } from './sample-client';
import type { TestApp } from './test-app';

/** The first bytes of a WebM file (EBML header), as MediaRecorder writes it, padded to a plausible size. */
export const webmRecording = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]),
  Buffer.alloc(400, 7),
]);

export type OwnedRecords = {
  clientId: string;
  superAccountId: string;
  bankAccountId: string;
  goalId: string;
  noteId: string;
  documentId: string;
  /** An open documents-first batch, with one read document. */
  batchId: string;
  /** A document request of the client, and its link's token. */
  requestId: string;
  token: string;
  /** The owner's own session (its id in the session list). */
  sessionId: string;
};

/**
 * One of everything an adviser can own under a client (a client, a super and a bank account, a goal, a
 * voice note, a read document), made through the API where it can be, for tests that walk every route.
 */
export async function createOwnedRecords(
  testApp: TestApp,
  owner: { cookie: string; practiceId: string },
): Promise<OwnedRecords> {
  const post = async (url: string, payload: object) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { cookie: owner.cookie },
    });
    if (response.statusCode !== 201)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response.json().id as string;
  };
  const clientId = await post('/api/clients', sampleClient());
  const audio = multipartBody([{ name: 'audio', filename: 'note.webm', bytes: webmRecording }]);
  const note = await testApp.app.inject({
    method: 'POST',
    url: `/api/clients/${clientId}/goal-audio`,
    payload: audio.payload,
    headers: { ...audio.headers, cookie: owner.cookie },
  });
  const request = await testApp.app.inject({
    method: 'POST',
    url: `/api/clients/${clientId}/document-requests`,
    payload: {
      checklist: [{ id: 'payslip', label: 'Your most recent payslip', accepts: ['payslip'] }],
      sendEmail: false,
    },
    headers: { cookie: owner.cookie },
  });
  const { request: created, link } = request.json() as { request: { id: string }; link: string };
  const [batch] = await testApp.db
    .insert(documentBatches)
    .values({ practiceId: owner.practiceId })
    .returning({ id: documentBatches.id });
  await insertReadDocument(testApp.db, {
    practiceId: owner.practiceId,
    clientId: null,
    batchId: batch?.id,
    type: 'payslip',
    fields: { fullName: 'Sean Patrick OBrien', grossPay: 4200 },
  });
  const sessions = await testApp.app.inject({
    method: 'GET',
    url: '/api/account/sessions',
    headers: { cookie: owner.cookie },
  });
  const sessionId = (sessions.json().sessions as { id: string; current: boolean }[]).find(
    (session) => session.current,
  )?.id;
  if (!sessionId) throw new Error(`The owner's session is not listed: ${sessions.body}`);
  return {
    batchId: batch?.id ?? '',
    sessionId,
    clientId,
    requestId: created.id,
    token: link.split('/r/')[1] ?? '',
    superAccountId: await post(`/api/clients/${clientId}/super-accounts`, { fundName: 'Aware Super' }),
    bankAccountId: await post(`/api/clients/${clientId}/bank-accounts`, { bankName: 'Bendigo Bank' }),
    goalId: await post(`/api/clients/${clientId}/goals`, { description: 'Retire at 60' }),
    noteId: note.json().id,
    documentId: await insertReadDocument(testApp.db, {
      practiceId: owner.practiceId,
      clientId,
      type: 'payslip',
      fields: { fullName: 'Sean Patrick OBrien', grossPay: 4200 },
    }),
  };
}

/** The owner's value for each kind of path parameter of the API. */
export function ownedPathValue(records: OwnedRecords, name: string, url: string): string | undefined {
  if (name === 'accountId')
    return url.includes('/super-accounts/') ? records.superAccountId : records.bankAccountId;
  if (name === 'pageNumber') return '1';
  if (name === 'fieldKey') return 'grossPay';
  return (records as Record<string, string>)[name];
}
