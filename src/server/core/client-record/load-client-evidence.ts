import { and, eq } from 'drizzle-orm';
import { documentTypes, type DocumentType } from '@/shared/options';
import type { DocumentPerson } from '@/shared/schemas/extracted-facts';
import { clientOfPractice, isRecordId, notFound, type PracticeScope } from '@/server/db/practice-scope';
import { clients, documents } from '@/server/db/schema';
import type { ExtractedFields, FieldKey } from '@/server/reading/extract/types';
import { findEvidenceDate } from '@/server/reading/merge/evidence-date';
import { matchPerson, printedName } from '@/server/reading/merge/match-person';
import type { MergeInput } from '@/server/reading/merge/types';
import { applyCorrections } from './apply-corrections';
import { loadCorrections } from './load-corrections';
import { clientFactConfirmations } from '@/server/db/schema';
import type { ClientWord } from '@/shared/schemas/extracted-facts';

export type ClientRow = typeof clients.$inferSelect;
/** Who a document is judged against: the client's names, dates of birth and partner (a whole client row will do). */
export type JudgedPerson = Pick<
  ClientRow,
  | 'givenNames'
  | 'familyName'
  | 'dob'
  | 'defaultedFields'
  | 'spouseGivenNames'
  | 'spouseFamilyName'
  | 'spouseDob'
>;

/** One processed document of the client, its fields with the adviser's corrections applied. */
export type Evidence = {
  input: MergeInput;
  filename: string;
  documentDate: string;
  person: DocumentPerson;
  correctedKeys: ReadonlySet<FieldKey>;
};

/**
 * Whose document it is: the client's, the partner's, someone else's, or not said. An adviser's word that it is
 * the client's ('client' override) wins over what its printed name or date of birth suggests.
 */
export function documentPerson(
  fields: ExtractedFields,
  client: JudgedPerson,
  override: 'client' | null = null,
): DocumentPerson {
  const dobIsDefault = client.defaultedFields.includes('dob');
  const self = matchPerson(
    fields,
    { givenNames: client.givenNames, familyName: client.familyName, dob: client.dob },
    dobIsDefault,
  );
  const printedDob = fields.dateOfBirth?.value;
  const base = {
    name: printedName(fields),
    dateOfBirth: typeof printedDob === 'string' ? printedDob : null,
    overridden: override === 'client',
  };
  if (self === 'match' || override === 'client') return { status: 'client', ...base };
  if (self === 'unknown') return { status: 'unknown', ...base };
  const hasPartner = Boolean(client.spouseFamilyName || client.spouseGivenNames);
  const partner = hasPartner
    ? matchPerson(
        fields,
        {
          givenNames: client.spouseGivenNames,
          familyName: client.spouseFamilyName ?? client.familyName,
          dob: client.spouseDob,
        },
        client.defaultedFields.includes('spouseDob'),
      )
    : 'unknown';
  return { status: partner === 'match' ? 'partner' : 'other', ...base };
}

/** Rows of documents (any practice-scoped selection) turned into evidence about one client. */
export async function toEvidence(
  scope: PracticeScope,
  client: JudgedPerson,
  rows: readonly (typeof documents.$inferSelect)[],
): Promise<Evidence[]> {
  const processed = rows.filter(
    (row) =>
      row.ocrStatus === 'completed' &&
      row.parseStatus === 'completed' &&
      (documentTypes as readonly string[]).includes(row.type),
  );
  const ids = processed.map((row) => row.id);
  const corrections = await loadCorrections(scope.db, ids);
  return processed.map((row) => {
    const own = corrections.get(row.id) ?? [];
    const fields = applyCorrections((row.extractedData?._fields ?? {}) as ExtractedFields, own);
    const documentDate =
      typeof row.extractedData?._documentDate === 'string' ? row.extractedData._documentDate : undefined;
    const input: MergeInput = {
      documentId: row.id,
      documentType: row.type as DocumentType,
      documentDate,
      uploadedAt: row.uploadedAt.toISOString(),
      fields,
    };
    return {
      input,
      filename: row.filename,
      documentDate: findEvidenceDate(input),
      person: documentPerson(fields, client, row.personOverride ?? null),
      correctedKeys: new Set(own.map((correction) => correction.fieldKey as FieldKey)),
    };
  });
}

/** The client (404 unless in the practice) and what each of its processed documents says. */
export async function loadClientEvidence(
  scope: PracticeScope,
  clientId: string,
): Promise<{ client: ClientRow; evidence: Evidence[] }> {
  if (!isRecordId(clientId)) throw notFound('Client');
  const [client] = await scope.db.select().from(clients).where(clientOfPractice(scope.practiceId, clientId));
  if (!client) throw notFound('Client');
  const rows = await scope.db
    .select()
    .from(documents)
    .where(and(eq(documents.practiceId, scope.practiceId), eq(documents.clientId, clientId)));
  return { client, evidence: await toEvidence(scope, client, rows) };
}

/** What the client said through document requests of facts read from their documents, by fact key. */
export async function loadClientWords(
  db: PracticeScope['db'],
  clientId: string,
): Promise<Map<string, ClientWord>> {
  const rows = await db
    .select({
      factKey: clientFactConfirmations.factKey,
      readValue: clientFactConfirmations.readValue,
      correction: clientFactConfirmations.correction,
      requestId: clientFactConfirmations.requestId,
      confirmedAt: clientFactConfirmations.confirmedAt,
    })
    .from(clientFactConfirmations)
    .where(eq(clientFactConfirmations.clientId, clientId));
  return new Map(
    rows.map((row) => [
      row.factKey,
      {
        confirmedAt: row.confirmedAt.toISOString(),
        correction: row.correction,
        requestId: row.requestId,
        readValue: row.readValue,
      },
    ]),
  );
}
