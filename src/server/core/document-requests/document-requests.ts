import { and, count, desc, eq } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import { suggestChecklist, type ChecklistItem } from '@/shared/document-request-checklist';
import { formatDate } from '@/shared/format/date';
import type { CreatedDocumentRequest, DocumentRequestSummary } from '@/shared/schemas/document-request';
import type { createDocumentRequestBody } from '@/shared/schemas/document-request';
import type { z } from 'zod';
import { isRecordId, requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { bankAccounts, clients, documentRequests, superAccounts } from '@/server/db/schema';
import { createSessionToken, sessionIdOf } from '@/server/core/auth/session-token';
import { readDocumentsPicture } from '@/server/core/client-record/read-documents-picture';
import { recordAuditEvent, type AuditActor } from '@/server/core/audit/record-audit-event';
import type { Mailer } from '@/server/mail/mailer';
import { describeRequest } from './describe-request';

type ClientScope = PracticeScope & { clientId: string };

/**
 * The checklist the advice calls for and what fills the record's gaps (no employer or salary: a payslip; no bank
 * account: bank statements), less what the client's record already has (the adviser edits it).
 */
export async function suggestClientChecklist(scope: ClientScope): Promise<ChecklistItem[]> {
  const { db, practiceId, clientId } = scope;
  await requireClientInPractice({ db, practiceId }, clientId);
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!client) throw new AppError('NOT_FOUND', 'Client not found');
  const funds = await db
    .select({ name: superAccounts.fundName })
    .from(superAccounts)
    .where(eq(superAccounts.clientId, clientId));
  const [banks] = await db
    .select({ count: count() })
    .from(bankAccounts)
    .where(eq(bankAccounts.clientId, clientId));
  const picture = (await readDocumentsPicture(scope)).picture;
  return suggestChecklist({
    scopeOfAdvice: client.scopeOfAdvice,
    employmentType: client.employmentType,
    employer: client.employer,
    superFunds: [...new Set(funds.map((fund) => fund.name))],
    bankAccounts: banks?.count ?? 0,
    documents: picture.documents.map((document) => ({
      type: document.type,
      documentDate: document.documentDate,
    })),
    today: new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date()),
  });
}

type CreateOptions = ClientScope & {
  actor: AuditActor;
  body: z.output<typeof createDocumentRequestBody>;
  /** This site's address as the adviser reached it, for the link. */
  origin: string;
  mailer: Mailer | null;
};

/**
 * Makes a request and its link (256 random bits; only the hash is kept, so the link is shown once), and
 * e-mails it to the client when asked and the server can send e-mail.
 */
export async function createDocumentRequest(options: CreateOptions): Promise<CreatedDocumentRequest> {
  const { db, practiceId, clientId, actor, body, origin, mailer } = options;
  await requireClientInPractice({ db, practiceId }, clientId);
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!client) throw new AppError('NOT_FOUND', 'Client not found');
  const token = createSessionToken();
  const expiresAt = new Date(Date.now() + body.expiresInDays * 86_400_000);
  const emailTo = body.sendEmail && mailer ? client.email : null;
  const [row] = await db
    .insert(documentRequests)
    .values({
      practiceId,
      clientId,
      createdById: actor.id,
      tokenHash: sessionIdOf(token),
      checklist: body.checklist,
      note: body.note,
      dueDate: body.dueDate ?? null,
      emailedTo: emailTo,
      expiresAt,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The request was not saved');
  const link = `${origin}/r/${token}`;

  let emailed = false;
  if (emailTo && mailer) {
    const due = body.dueDate ? ` Please send them by ${formatDate(body.dueDate)}.` : '';
    await mailer
      .send({
        to: emailTo,
        subject: `${actor.name} has asked for some documents`,
        text: [
          `Hello ${client.preferredName || client.givenNames},`,
          '',
          `${actor.name} has asked you for some documents for your financial advice.${due}`,
          ...(body.note ? ['', body.note] : []),
          '',
          `Open this link to send them securely. You will be asked for your date of birth or a code we e-mail you first:`,
          link,
          '',
          `The link works until ${formatDate(expiresAt.toISOString().slice(0, 10))}.`,
        ].join('\n'),
      })
      .then(() => (emailed = true))
      .catch(() => {
        // The request stands: the adviser is told the e-mail failed and can copy the link instead.
        emailed = false;
      });
    if (!emailed)
      await db.update(documentRequests).set({ emailedTo: null }).where(eq(documentRequests.id, row.id));
  }
  await recordAuditEvent(db, {
    practiceId,
    clientId,
    actor,
    action: 'request.created',
    summary: `Asked the client for ${body.checklist.length} document${body.checklist.length === 1 ? '' : 's'} by ${emailed ? 'e-mail' : 'a copied link'}`,
    detail: { requestId: row.id },
  });
  const saved = emailed ? row : { ...row, emailedTo: null };
  return { request: await describeRequest(db, saved), link, emailed };
}

export async function listDocumentRequests(scope: ClientScope): Promise<DocumentRequestSummary[]> {
  const { db, practiceId, clientId } = scope;
  await requireClientInPractice({ db, practiceId }, clientId);
  const rows = await db
    .select()
    .from(documentRequests)
    .where(and(eq(documentRequests.clientId, clientId), eq(documentRequests.practiceId, practiceId)))
    .orderBy(desc(documentRequests.createdAt));
  return Promise.all(rows.map((row) => describeRequest(db, row)));
}

/** Cancels a link at once: the client's next request answers "cancelled by your adviser". */
export async function revokeDocumentRequest(
  scope: ClientScope & { requestId: string; actor: AuditActor },
): Promise<DocumentRequestSummary> {
  const { db, practiceId, clientId, requestId, actor } = scope;
  await requireClientInPractice({ db, practiceId }, clientId);
  if (!isRecordId(requestId)) throw new AppError('NOT_FOUND', 'Request not found');
  const [row] = await db
    .update(documentRequests)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(documentRequests.id, requestId),
        eq(documentRequests.clientId, clientId),
        eq(documentRequests.practiceId, practiceId),
      ),
    )
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Request not found');
  await recordAuditEvent(db, {
    practiceId,
    clientId,
    actor,
    action: 'request.revoked',
    summary: 'Cancelled a document request link',
    detail: { requestId },
  });
  return describeRequest(db, row);
}
