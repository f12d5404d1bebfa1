import { and, eq, inArray, max } from 'drizzle-orm';
import type { RecordFact } from '@/shared/record/record-types';
import type { Database } from '@/server/db/connection';
import { clientFacts } from '@/server/db/schema';
import { readLedger } from '@/server/core/client-record/read-ledger';

/** The record's sections saved as a whole by the estate routes (decision 037), each versioned on its own. */
export const versionedSections = ['estate', 'government'] as const;
export type VersionedSection = (typeof versionedSections)[number];

/**
 * A section's version (its ETag): the newest ledger entry of its subject (`client_facts.seq`), 0 before any.
 * Every fact written to the section is a new entry, so a save made on an older version is stale.
 */
export async function readSectionVersions(
  db: Database,
  clientId: string,
): Promise<Record<VersionedSection, string>> {
  const rows = await db
    .select({ subject: clientFacts.subject, seq: max(clientFacts.seq) })
    .from(clientFacts)
    .where(and(eq(clientFacts.clientId, clientId), inArray(clientFacts.subject, [...versionedSections])))
    .groupBy(clientFacts.subject);
  const version = (section: VersionedSection) =>
    String(rows.find((row) => row.subject === section)?.seq ?? 0);
  return { estate: version('estate'), government: version('government') };
}

/** The section as it stands, sent with a 409 so the screen can show what someone else saved. */
export async function readSection(
  db: Database,
  clientId: string,
  section: VersionedSection,
): Promise<{ version: string; facts: RecordFact[] }> {
  const [ledger, versions] = await Promise.all([readLedger(db, clientId), readSectionVersions(db, clientId)]);
  return {
    version: versions[section],
    facts: ledger.facts.filter((fact) => fact.subject === section),
  };
}
