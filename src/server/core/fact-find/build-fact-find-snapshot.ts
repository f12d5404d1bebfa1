import { eq } from 'drizzle-orm';
import { sectionsForScope } from '@/shared/schemas/questionnaire';
import type { Database } from '@/server/db/connection';
import { clients, documents, goalAudioNotes, practices } from '@/server/db/schema';
import { clientOfPractice, isRecordId, notFound } from '@/server/db/practice-scope';
import { readClientRecord } from '@/server/core/client-record/read-client-record';
import { readQuestionnaire } from '@/server/core/questionnaire/read-questionnaire';
import { listClientConfirmations } from '@/server/core/document-requests/client-facts';
import { readDueDiligence } from '@/server/core/due-diligence/read-due-diligence';
import { readInquiries, todayInAustralia } from '@/server/core/inquiries/read-inquiries';
import type { FactFindSnapshot, SnapshotDocument } from './fact-find-snapshot';

type BuildSnapshotOptions = {
  db: Database;
  practiceId: string;
  clientId: string;
  adviser: { name: string; email: string };
  now?: Date;
};

function documentStatus(row: { ocrStatus: string; parseStatus: string }): SnapshotDocument['status'] {
  if (row.ocrStatus === 'failed' || row.parseStatus === 'failed') return 'failed';
  return row.ocrStatus === 'completed' && row.parseStatus === 'completed' ? 'read' : 'in progress';
}

/** Gathers the whole Fact Find of a client of the practice (404 otherwise) into one snapshot: the record. */
export async function buildFactFindSnapshot({
  db,
  practiceId,
  clientId,
  adviser,
  now = new Date(),
}: BuildSnapshotOptions): Promise<FactFindSnapshot> {
  if (!isRecordId(clientId)) throw notFound('Client');
  const [row] = await db
    .select({ client: clients, practiceName: practices.name })
    .from(clients)
    .innerJoin(practices, eq(practices.id, clients.practiceId))
    .where(clientOfPractice(practiceId, clientId));
  if (!row) throw notFound('Client');
  const [record, questionnaire, documentRows, audioRows, confirmations, inquiries] = await Promise.all([
    readClientRecord({ db, practiceId, clientId }),
    readQuestionnaire(db, clientId),
    db
      .select({
        id: documents.id,
        filename: documents.filename,
        type: documents.type,
        uploadedAt: documents.uploadedAt,
        ocrStatus: documents.ocrStatus,
        parseStatus: documents.parseStatus,
        confidence: documents.confidence,
      })
      .from(documents)
      .where(eq(documents.clientId, clientId))
      .orderBy(documents.uploadedAt),
    db
      .select({ durationSeconds: goalAudioNotes.durationSeconds })
      .from(goalAudioNotes)
      .where(eq(goalAudioNotes.clientId, clientId)),
    listClientConfirmations(db, clientId),
    readInquiries({ db, practiceId, clientId, today: todayInAustralia(now) }),
  ]);
  const client = row.client;
  return {
    version: 2,
    preparedAt: now.toISOString(),
    practice: { name: row.practiceName },
    adviser,
    client: {
      id: client.id,
      givenNames: client.givenNames,
      familyName: client.familyName,
      scopeOfAdvice: client.scopeOfAdvice,
      consentAt: client.consentAt?.toISOString() ?? null,
      createdAt: client.createdAt.toISOString(),
    },
    record,
    goalAudioNotes: {
      count: audioRows.length,
      totalSeconds: audioRows.reduce((sum, note) => sum + (note.durationSeconds ?? 0), 0),
    },
    questionnaire: {
      completedSections: questionnaire.completedSections,
      completedAt: questionnaire.completedAt,
    },
    scopeSections: sectionsForScope(client.scopeOfAdvice),
    documents: documentRows.map((document) => ({
      id: document.id,
      filename: document.filename,
      type: document.type,
      uploadedAt: document.uploadedAt.toISOString(),
      status: documentStatus(document),
      confidence: document.confidence,
    })),
    clientConfirmations: confirmations,
    dueDiligence: await readDueDiligence({ db, practiceId }, clientId, now),
    inquiries: inquiries.inquiries,
  };
}
