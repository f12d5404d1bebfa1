import { asc, eq, max } from 'drizzle-orm';
import {
  cddFieldLabels,
  cddFields,
  type CddEntry,
  type CddField,
  type CddHistoryEntry,
  type CddPerson,
  type CddValues,
  type Declaration,
  type DueDiligenceView,
  type PersonDueDiligence,
} from '@/shared/schemas/due-diligence';
import { fullName } from '@/shared/format/name';
import type { Database } from '@/server/db/connection';
import { documents, dueDiligenceEntries } from '@/server/db/schema';
import type { PracticeScope } from '@/server/db/practice-scope';
import { loadClientEvidence, type ClientRow } from '@/server/core/client-record/load-client-evidence';
import { dueDiligenceWarnings } from './due-diligence-warnings';
import { identityOptions } from './identity-options';

type Entry = typeof dueDiligenceEntries.$inferSelect;

/** The version of a client's due diligence (its ETag): the newest entry's sequence number, 0 with none. */
export async function dueDiligenceVersion(db: Database, clientId: string): Promise<string> {
  const [row] = await db
    .select({ newest: max(dueDiligenceEntries.seq) })
    .from(dueDiligenceEntries)
    .where(eq(dueDiligenceEntries.clientId, clientId));
  return String(row?.newest ?? 0);
}

const toEntry = <T>(entry: Entry): CddEntry<T> => ({
  value: entry.value?.v as T,
  source: entry.sourceKind,
  actorName: entry.actorName,
  at: entry.createdAt.toISOString(),
  requestId: entry.requestId,
});

/** Today in Australia (the practice's calendar). */
export const todayInAustralia = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(now);

/** The people of the Fact Find: the client, and the partner when the record names one. */
export function peopleOf(client: ClientRow): CddPerson[] {
  return client.spouseGivenNames || client.spouseFamilyName ? ['client', 'partner'] : ['client'];
}

/** The client's due diligence, person by person, with warnings and history (404 outside the practice). */
export async function readDueDiligence(
  scope: PracticeScope,
  clientId: string,
  now = new Date(),
): Promise<DueDiligenceView> {
  const { client, evidence } = await loadClientEvidence(scope, clientId);
  const entries = await scope.db
    .select()
    .from(dueDiligenceEntries)
    .where(eq(dueDiligenceEntries.clientId, clientId))
    .orderBy(asc(dueDiligenceEntries.seq));
  const documentRows = await scope.db
    .select({ id: documents.id, filename: documents.filename, type: documents.type })
    .from(documents)
    .where(eq(documents.clientId, clientId))
    .orderBy(asc(documents.uploadedAt));
  const today = todayInAustralia(now);
  const address = [client.streetAddress, client.suburb, client.state, client.postcode]
    .filter(Boolean)
    .join(', ');
  const people: PersonDueDiligence[] = [];
  for (const person of peopleOf(client)) {
    const own = entries.filter((entry) => entry.person === person);
    const newest = (field: CddField, source?: 'client' | 'adviser') => {
      const found = own.filter(
        (entry) => entry.field === field && (source === undefined || entry.sourceKind === source),
      );
      const last = found.at(-1);
      return last && last.value !== null ? last : undefined;
    };
    const piece = <F extends CddField>(field: F): CddEntry<NonNullable<CddValues[F]>> | null => {
      const last = newest(field);
      return last ? toEntry(last) : null;
    };
    const declared = (field: 'pep' | 'sanctions') => {
      const byClient = newest(field, 'client');
      const byAdviser = newest(field, 'adviser');
      return {
        client: byClient ? toEntry<Declaration>(byClient) : null,
        adviser: byAdviser ? toEntry<Declaration>(byAdviser) : null,
      };
    };
    const partner = person === 'partner';
    const givenNames = partner ? client.spouseGivenNames : client.givenNames;
    const familyName = partner ? (client.spouseFamilyName ?? client.familyName) : client.familyName;
    const dobDefaulted = client.defaultedFields.includes(partner ? 'spouseDob' : 'dob');
    const dob = dobDefaulted ? null : partner ? client.spouseDob : client.dob;
    const view: Omit<PersonDueDiligence, 'warnings'> = {
      person,
      name: fullName(givenNames, familyName),
      dob,
      address: address || null,
      identity: piece('identity'),
      identityOptions: await identityOptions(scope.db, evidence, person),
      agent: piece('agent'),
      pep: declared('pep'),
      sanctions: declared('sanctions'),
      screening: piece('screening'),
      relationshipNote: piece('relationshipNote'),
      sourceOfFunds: piece('sourceOfFunds'),
      sourceOfWealth: piece('sourceOfWealth'),
      riskRating: piece('riskRating'),
      nextReview: piece('nextReview'),
      history: own
        .filter((entry) => (cddFields as readonly string[]).includes(entry.field))
        .map((entry): CddHistoryEntry => ({
          ...toEntry(entry),
          field: entry.field as CddField,
          label: cddFieldLabels[entry.field as CddField],
        }))
        .reverse(),
    };
    people.push({
      ...view,
      warnings: dueDiligenceWarnings({ ...view, givenNames, familyName, dob }, today),
    });
  }
  return {
    version: String(entries.at(-1)?.seq ?? 0),
    scopeOfAdvice: client.scopeOfAdvice,
    people,
    documents: documentRows,
  };
}
