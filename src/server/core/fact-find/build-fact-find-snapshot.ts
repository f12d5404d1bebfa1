import { eq } from 'drizzle-orm';
import { sectionsForScope } from '@/shared/schemas/questionnaire';
import type { Database } from '@/server/db/connection';
import { clientFactSources, clients, documents, goalAudioNotes, practices } from '@/server/db/schema';
import { clientOfPractice, isRecordId, notFound } from '@/server/db/practice-scope';
import { listAccounts } from '@/server/core/accounts/list-accounts';
import { toClientResponse } from '@/server/core/clients/to-client-response';
import { listGoals } from '@/server/core/goals/list-goals';
import { readQuestionnaire } from '@/server/core/questionnaire/read-questionnaire';
import type { FactFindSnapshot, SnapshotDocument } from './fact-find-snapshot';
import { acceptedFieldSources, findFieldSources } from './find-field-sources';
import { readCompletion } from './read-completion';
import { listClientConfirmations } from '@/server/core/document-requests/client-facts';

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

/** Gathers the whole Fact Find of a client of the practice (404 otherwise) into one snapshot. */
export async function buildFactFindSnapshot({
  db,
  practiceId,
  clientId,
  adviser,
  now = new Date(),
}: BuildSnapshotOptions): Promise<FactFindSnapshot> {
  const scope = { db, practiceId, clientId };
  if (!isRecordId(clientId)) throw notFound('Client');
  const [row] = await db
    .select({ client: clients, practiceName: practices.name })
    .from(clients)
    .innerJoin(practices, eq(practices.id, clients.practiceId))
    .where(clientOfPractice(practiceId, clientId));
  if (!row) throw notFound('Client');
  const client = toClientResponse(row.client);

  const [
    accounts,
    goalList,
    questionnaire,
    completion,
    documentRows,
    audioRows,
    acceptedRows,
    confirmations,
  ] = await Promise.all([
    listAccounts(scope),
    listGoals(scope),
    readQuestionnaire(db, clientId),
    readCompletion(db, clientId),
    db
      .select({
        id: documents.id,
        filename: documents.filename,
        type: documents.type,
        uploadedAt: documents.uploadedAt,
        ocrStatus: documents.ocrStatus,
        parseStatus: documents.parseStatus,
        confidence: documents.confidence,
        extractedData: documents.extractedData,
      })
      .from(documents)
      .where(eq(documents.clientId, clientId))
      .orderBy(documents.uploadedAt),
    db
      .select({ durationSeconds: goalAudioNotes.durationSeconds })
      .from(goalAudioNotes)
      .where(eq(goalAudioNotes.clientId, clientId)),
    db
      .select({
        field: clientFactSources.field,
        value: clientFactSources.value,
        documentId: clientFactSources.documentId,
        filename: clientFactSources.filename,
        page: clientFactSources.page,
      })
      .from(clientFactSources)
      .where(eq(clientFactSources.clientId, clientId)),
    listClientConfirmations(db, clientId),
  ]);
  const { clientId: _clientId, updatedAt: _updatedAt, ...questionnaireContent } = questionnaire;

  return {
    version: 1,
    preparedAt: now.toISOString(),
    practice: { name: row.practiceName },
    adviser,
    client,
    superAccounts: accounts.superAccounts,
    bankAccounts: accounts.bankAccounts,
    goals: goalList,
    goalAudioNotes: {
      count: audioRows.length,
      totalSeconds: audioRows.reduce((sum, note) => sum + (note.durationSeconds ?? 0), 0),
    },
    questionnaire: questionnaireContent,
    scopeSections: sectionsForScope(client.scopeOfAdvice),
    completion,
    documents: documentRows.map((document) => ({
      id: document.id,
      filename: document.filename,
      type: document.type,
      uploadedAt: document.uploadedAt.toISOString(),
      status: documentStatus(document),
      confidence: document.confidence,
    })),
    fieldSources: {
      ...findFieldSources(client, documentRows),
      ...acceptedFieldSources(client, acceptedRows, documentRows),
    },
    clientConfirmations: confirmations,
  };
}
