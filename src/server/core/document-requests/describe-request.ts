import { asc, count, eq } from 'drizzle-orm';
import { documentTypeLabels, type DocumentType } from '@/shared/options';
import type { ChecklistItem } from '@/shared/document-request-checklist';
import type {
  DocumentRequestSummary,
  RequestChecklistItem,
  RequestDocument,
} from '@/shared/schemas/document-request';
import type { DocumentPerson } from '@/shared/schemas/extracted-facts';
import type { Database } from '@/server/db/connection';
import { clientFactConfirmations, clients, documents } from '@/server/db/schema';
import { formatDate } from '@/shared/format/date';
import { namesClientWithOtherBirthDate } from '@/shared/format/other-person';
import { readDocumentsPicture } from '@/server/core/client-record/read-documents-picture';
import { requestStatus, type RequestRow } from './open-request';

type DocumentRow = typeof documents.$inferSelect;

const readingState = (row: DocumentRow): RequestDocument['state'] => {
  if (row.ocrStatus === 'failed' || row.parseStatus === 'failed') return 'failed';
  return row.ocrStatus === 'completed' && row.parseStatus === 'completed' ? 'read' : 'reading';
};

const withArticle = (label: string) => `${/^[AEIOU]/i.test(label) ? 'an' : 'a'} ${label.toLowerCase()}`;

/** What to tell the client about a document, kindly: unreadable, not what the item asks for, or someone else's. */
function problemWith(
  row: DocumentRow,
  item: ChecklistItem | undefined,
  person: DocumentPerson | undefined,
  clientName: string,
): string | null {
  const state = readingState(row);
  if (state === 'failed')
    return `We couldn't read this file${row.error ? ` (${row.error.replace(/\.$/, '')})` : ''}. A clear photo in good light, or the PDF from your provider, usually works.`;
  if (state !== 'read') return null;
  if (item && !item.accepts.includes(row.type as DocumentType)) {
    const label = documentTypeLabels[row.type as DocumentType] ?? 'a different document';
    return `This looks like ${withArticle(label)}, not "${item.label}". We've kept it, and it may still help your adviser; please also add the document this item asks for.`;
  }
  if (person?.status === 'other' && namesClientWithOtherBirthDate(person, clientName))
    return `This shows a date of birth (${formatDate(person.dateOfBirth)}) that is not the one your adviser has for you. If it is yours, that's fine: your adviser will check.`;
  if (person?.status === 'other')
    return `This seems to be in someone else's name${person.name ? ` (${person.name})` : ''}. If it is yours, that's fine; if not, please add your own.`;
  if (person?.status === 'partner')
    return "This looks like your partner's document. That's fine if you meant to share it; your adviser will see it as theirs.";
  return null;
}

/** An item is done when a document that is being read or was read as one of the types it accepts is there. */
export function checklistWithProgress(
  checklist: ChecklistItem[],
  requestDocuments: RequestDocument[],
): RequestChecklistItem[] {
  return checklist.map((item) => ({
    ...item,
    done: requestDocuments.some((document) =>
      document.state === 'read'
        ? item.accepts.includes(document.type as DocumentType)
        : document.state === 'reading' && document.itemId === item.id,
    ),
  }));
}

/** The request's documents, oldest first, each with its reading state and anything the client should know. */
export async function requestDocuments(db: Database, request: RequestRow): Promise<RequestDocument[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(eq(documents.documentRequestId, request.id))
    .orderBy(asc(documents.uploadedAt), asc(documents.id));
  const anyRead = rows.some((row) => readingState(row) === 'read');
  const people = anyRead
    ? new Map(
        (
          await readDocumentsPicture({ db, practiceId: request.practiceId, clientId: request.clientId })
        ).picture.documents.map((document) => [document.id, document.person]),
      )
    : new Map<string, DocumentPerson>();
  const [client] = anyRead
    ? await db
        .select({ givenNames: clients.givenNames, familyName: clients.familyName })
        .from(clients)
        .where(eq(clients.id, request.clientId))
    : [];
  const clientName = client ? `${client.givenNames} ${client.familyName}` : '';
  return rows.map((row) => {
    const item = request.checklist.find((candidate) => candidate.id === row.requestItemId);
    const state = readingState(row);
    return {
      id: row.id,
      filename: row.filename,
      itemId: item ? item.id : null,
      state,
      type: state === 'read' ? row.type : null,
      uploadedAt: row.uploadedAt.toISOString(),
      problem: problemWith(row, item, people.get(row.id), clientName),
    };
  });
}

export async function describeRequest(db: Database, request: RequestRow): Promise<DocumentRequestSummary> {
  const documentList = await requestDocuments(db, request);
  const [confirmed] = await db
    .select({ count: count() })
    .from(clientFactConfirmations)
    .where(eq(clientFactConfirmations.requestId, request.id));
  return {
    id: request.id,
    status: requestStatus(request),
    checklist: checklistWithProgress(request.checklist, documentList),
    note: request.note,
    dueDate: request.dueDate,
    createdAt: request.createdAt.toISOString(),
    expiresAt: request.expiresAt.toISOString(),
    verifiedAt: request.verifiedAt?.toISOString() ?? null,
    finishedAt: request.finishedAt?.toISOString() ?? null,
    emailedTo: request.emailedTo,
    documents: documentList,
    confirmedFacts: confirmed?.count ?? 0,
  };
}
