import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@/shared/app-error';
import {
  confirmFactsBody,
  verifyRequestBody,
  type ClientFact,
  type ClientRequestView,
  type RequestDocument,
  type RequestWelcome,
} from '@/shared/schemas/document-request';
import { clientRequestSource } from '@/shared/schemas/document';
import type { AppContext } from '@/server/app-context';
import { openRequest, type RequestRow } from '@/server/core/document-requests/open-request';
import { finishRequest } from '@/server/core/document-requests/finish-request';
import { clientActor } from '@/server/core/document-requests/client-actor';
import { requestSenderNames } from '@/server/core/document-requests/request-sender-names';
import {
  LinkLocked,
  WrongAnswer,
  clientOf,
  isVerifiedVisit,
  maskEmail,
  sendVerificationCode,
  verificationPolicy,
  verifyClient,
} from '@/server/core/document-requests/verify-client';
import { checklistWithProgress, requestDocuments } from '@/server/core/document-requests/describe-request';
import { confirmClientFacts, listClientFacts } from '@/server/core/document-requests/client-facts';
import {
  AttemptsRefused,
  loginThrottlePolicy,
  returnAttempt,
  takeAttempt,
} from '@/server/core/auth/login-throttle';
import { recordSecurityEvent } from '@/server/core/audit/record-security-event';
import { uploadDocuments } from '@/server/core/documents/upload-documents';
import { recordAuditEvent } from '@/server/core/audit/record-audit-event';
import { parseWith } from '@/server/http/parse';
import { readUploadedFiles } from '@/server/http/read-uploaded-files';
import { createRateLimiter } from '@/server/http/rate-limit';
import { requestPath } from '@/server/http/request-path';
import { idempotencyKeyOf } from '@/server/db/once-per-key';

type TokenParams = { Params: { token: string } };

export const visitCookieName = 'factfind_request_visit';
/** Most documents one request may receive (a client's whole pile fits; a script's flood does not). */
const maxDocumentsPerRequest = 60;

/**
 * The client's side of a document request, reached through the link's token with no account: before the
 * client has proved who they are only the practice's and adviser's names show. Each route reads the one
 * request the token opens and the client it belongs to, and nothing else.
 */
export async function clientRequestRoutes(
  app: FastifyInstance,
  { db, storage, documentQueue, mailer }: AppContext,
): Promise<void> {
  // The page asks for the checklist every 2 s while a document is read (300 asks in 10 minutes), so a client
  // waiting on a long queue stays well inside these; a script does not.
  const perLink = createRateLimiter({ limit: 1_200, windowMs: 10 * 60_000 });
  const perIp = createRateLimiter({ limit: 2_400, windowMs: 10 * 60_000 });
  const tooMany = 'Too many requests from this link. Please wait a few minutes and try again.';

  // By the route matched (however its URL was encoded) and the token as the router decoded it.
  app.addHook('onRequest', async (request) => {
    if (!requestPath(request).startsWith('/api/requests/')) return;
    perIp.take(request.ip, tooMany);
    const token = (request.params as { token?: string }).token ?? '';
    perLink.take(token, tooMany);
  });

  const visitCookie = (request: FastifyRequest) => request.cookies[visitCookieName];

  /** The request, once the visitor has proved they are its client (401 otherwise). */
  const requireVisit = async (request: FastifyRequest<TokenParams>): Promise<RequestRow> => {
    const row = await openRequest(db, request.params.token);
    if (!(await isVerifiedVisit(db, row, visitCookie(request))))
      throw new AppError('UNAUTHORIZED', 'Please confirm who you are first.');
    return row;
  };

  app.get<TokenParams>('/api/requests/:token', async (request): Promise<RequestWelcome> => {
    const row = await openRequest(db, request.params.token);
    const client = await clientOf(db, row);
    return {
      ...(await requestSenderNames(db, row)),
      codeEmail: mailer ? maskEmail(client.email) : null,
      verified: await isVerifiedVisit(db, row, visitCookie(request)),
    };
  });

  app.post<TokenParams>('/api/requests/:token/code', async (request, reply) => {
    const row = await openRequest(db, request.params.token);
    if (!mailer)
      throw new AppError('BAD_REQUEST', 'Codes cannot be e-mailed from here. Please use your date of birth.');
    await sendVerificationCode(db, mailer, row);
    return reply.status(204).send();
  });

  app.post<TokenParams>('/api/requests/:token/verify', async (request, reply: FastifyReply) => {
    const row = await openRequest(db, request.params.token);
    const answer = parseWith(verifyRequestBody, request.body);
    const event = { practiceId: row.practiceId, clientId: row.clientId, actor: clientActor };
    const detail = { requestId: row.id, ip: request.ip };
    // Checks from one address are counted across links too (before the answer is compared, like the link's).
    const ipKey = `request-ip:${request.ip}`;
    await takeIpAttempt(db, request, ipKey);
    let visit: Awaited<ReturnType<typeof verifyClient>>;
    try {
      visit = await verifyClient(db, row, answer);
    } catch (error) {
      await recordRefusedCheck(db, request, { ...event, detail, byDob: 'dob' in answer }, error);
      throw error;
    }
    await returnAttempt(db, ipKey);
    reply.setCookie(visitCookieName, visit.visitToken, {
      path: '/api/requests/',
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      expires: visit.expiresAt,
    });
    if (!row.verifiedAt)
      await recordAuditEvent(db, {
        practiceId: row.practiceId,
        clientId: row.clientId,
        actor: clientActor,
        action: 'request.opened',
        summary: `The client opened the document request (checked by ${'dob' in answer ? 'date of birth' : 'e-mailed code'})`,
        detail: { requestId: row.id },
      });
    return reply.status(204).send();
  });

  app.get<TokenParams>('/api/requests/:token/checklist', async (request): Promise<ClientRequestView> => {
    const row = await requireVisit(request);
    const client = await clientOf(db, row);
    const documentList: RequestDocument[] = await requestDocuments(db, row);
    return {
      clientName: client.preferredName || client.givenNames,
      ...(await requestSenderNames(db, row)),
      note: row.note,
      dueDate: row.dueDate,
      finishedAt: row.finishedAt?.toISOString() ?? null,
      checklist: checklistWithProgress(row.checklist, documentList),
      documents: documentList,
    };
  });

  app.post<TokenParams>('/api/requests/:token/documents', async (request, reply) => {
    const row = await requireVisit(request);
    const { files, fields } = await readUploadedFiles(request);
    const itemId = fields.itemId || null;
    if (itemId && !row.checklist.some((item) => item.id === itemId))
      throw new AppError('BAD_REQUEST', 'That item is not on your checklist. Please reload the page.');
    // A quick refusal for a full request; the count that holds when uploads arrive at once is taken under
    // the request's row lock in uploadDocuments.
    const already = (await requestDocuments(db, row)).length;
    if (already + files.length > maxDocumentsPerRequest)
      throw new AppError(
        'BAD_REQUEST',
        `This link takes up to ${maxDocumentsPerRequest} documents. Please ask your adviser for another link.`,
      );
    const { documents: uploaded, replayed } = await uploadDocuments({
      db,
      practiceId: row.practiceId,
      idempotencyKey: idempotencyKeyOf(request.headers),
      userId: null,
      storage,
      queue: documentQueue,
      clientId: row.clientId,
      documentRequest: { id: row.id, itemId, maxDocuments: maxDocumentsPerRequest },
      files: files.map((file) => ({
        filename: file.filename,
        bytes: file.bytes,
        requestedType: 'auto',
        source: clientRequestSource,
      })),
    });
    if (replayed) void reply.header('Idempotent-Replayed', 'true');
    else
      await recordAuditEvent(db, {
        practiceId: row.practiceId,
        clientId: row.clientId,
        actor: clientActor,
        action: 'documents.uploaded',
        summary: `The client sent ${uploaded.length === 1 ? 'a document' : `${uploaded.length} documents`}: ${uploaded.map((document) => `"${document.filename}"`).join(', ')}`,
        detail: { requestId: row.id, documentIds: uploaded.map((document) => document.id) },
      });
    return reply
      .status(201)
      .send({ documents: uploaded.map((document) => ({ id: document.id, filename: document.filename })) });
  });

  app.get<TokenParams>('/api/requests/:token/facts', async (request): Promise<{ facts: ClientFact[] }> => {
    const row = await requireVisit(request);
    return { facts: await listClientFacts(db, row) };
  });

  app.post<TokenParams>('/api/requests/:token/facts', async (request): Promise<{ facts: ClientFact[] }> => {
    const row = await requireVisit(request);
    const body = parseWith(confirmFactsBody, request.body);
    return { facts: await confirmClientFacts(db, row, body) };
  });

  app.post<TokenParams>('/api/requests/:token/finish', async (request, reply) => {
    const row = await requireVisit(request);
    await finishRequest(db, row);
    return reply.status(204).send();
  });
}

/** Checks from one address, counted across links too (before the answer is compared); its lock recorded once. */
async function takeIpAttempt(db: AppContext['db'], request: FastifyRequest, ipKey: string): Promise<void> {
  try {
    await takeAttempt(
      db,
      [{ key: ipKey, max: loginThrottlePolicy.maxFailuresPerIp }],
      'Too many attempts from this network',
    );
  } catch (error) {
    if (error instanceof AttemptsRefused && error.newlyLocked.length > 0)
      await recordSecurityEvent(db, request.log, {
        action: 'security.link-locked',
        practiceId: null,
        actor: clientActor,
        summary: `Request link checks from ${request.ip} refused for 15 minutes after ${loginThrottlePolicy.maxFailuresPerIp} attempts`,
        detail: { ip: request.ip },
      });
    throw error;
  }
}

/** A wrong answer, or a check of a locked link, in the security log (the lock itself once). */
async function recordRefusedCheck(
  db: AppContext['db'],
  request: FastifyRequest,
  {
    byDob,
    detail,
    ...event
  }: {
    practiceId: string;
    clientId: string;
    actor: typeof clientActor;
    detail: { requestId: string; ip: string };
    byDob: boolean;
  },
  error: unknown,
): Promise<void> {
  if (error instanceof WrongAnswer)
    await recordSecurityEvent(db, request.log, {
      ...event,
      action: 'security.link-check-failed',
      summary: `A wrong ${byDob ? 'date of birth' : 'code'} was given on the client's document request link (check ${error.check} of ${verificationPolicy.maxFailedChecks})`,
      detail: { ...detail, check: error.check },
    });
  else if (error instanceof LinkLocked && error.newlyLocked)
    await recordSecurityEvent(db, request.log, {
      ...event,
      action: 'security.link-locked',
      summary: `The client's document request link was locked for 15 minutes after ${verificationPolicy.maxFailedChecks} wrong answers`,
      detail,
    });
  else if (error instanceof LinkLocked)
    request.log.warn(
      { securityEvent: 'security.link-refused', ...detail },
      'A check of a locked request link was refused',
    );
}
