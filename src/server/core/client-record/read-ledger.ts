import { asc, eq } from 'drizzle-orm';
import { itemKinds, subjectKind, type Cycle, type ItemKind } from '@/shared/record/record-fields';
import type { FactHistoryEntry, RecordFact, RecordItem } from '@/shared/record/record-types';
import type { Database } from '@/server/db/connection';
import { clientFacts } from '@/server/db/schema';

type Entry = typeof clientFacts.$inferSelect;

/** The ledger of one client, replayed: current facts, the records that exist, offers turned down. */
export type Ledger = {
  facts: RecordFact[];
  items: RecordItem[];
  /** Offer key → the values of it the adviser dismissed. */
  dismissed: Map<string, Set<string>>;
  /** Every entry of one fact, oldest first. */
  historyOf: (subject: string, field: string) => FactHistoryEntry[];
};

export function toHistoryEntry(entry: Entry): FactHistoryEntry {
  return {
    subject: entry.subject,
    field: entry.field,
    value: entry.value?.v ?? null,
    cycle: (entry.cycle as Cycle | null) ?? null,
    asAt: entry.asAt,
    period: entry.period,
    status: entry.status,
    source: {
      kind: entry.sourceKind,
      actorName: entry.actorName,
      documentId: entry.documentId,
      filename: entry.filename,
      page: entry.page,
      box: entry.box ?? null,
      text: entry.snippet,
      confidence: entry.confidence,
      requestId: entry.requestId,
    },
    at: entry.createdAt.toISOString(),
  };
}

/**
 * Replays entries (oldest first) into the record as it stands: a fact's value is its newest entry that is not
 * a dismissal; a record (account, loan, …) exists from its creation until its removal, and its facts go with
 * it. Pure, so the same replay checks that the entity tables agree with the ledger.
 */
export function replayLedger(entries: readonly Entry[]): Ledger {
  const newest = new Map<string, Entry>();
  const counts = new Map<string, number>();
  const history = new Map<string, Entry[]>();
  const itemState = new Map<string, Entry>();
  const dismissed = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (entry.subject === 'offers') {
      if (entry.status === 'dismissed')
        dismissed.set(
          entry.field,
          (dismissed.get(entry.field) ?? new Set()).add(String(entry.value?.v ?? '')),
        );
      continue;
    }
    if (entry.field === '_item') {
      itemState.set(entry.subject, entry);
      continue;
    }
    if (entry.status === 'dismissed') continue;
    const key = `${entry.subject}\u0000${entry.field}`;
    history.set(key, [...(history.get(key) ?? []), entry]);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    newest.set(key, entry);
  }
  const live = (subject: string) => {
    const kind = subjectKind(subject);
    if (!kind || !(itemKinds as readonly string[]).includes(kind)) return true;
    return itemState.get(subject)?.status !== 'removed';
  };
  const facts: RecordFact[] = [];
  for (const [key, entry] of newest) {
    if (!live(entry.subject) || entry.value?.v === null || entry.value?.v === undefined) continue;
    facts.push({ ...toHistoryEntry(entry), earlier: (counts.get(key) ?? 1) - 1, confirmedByClientAt: null });
  }
  const items: RecordItem[] = [...itemState.values()]
    .filter((entry) => entry.status !== 'removed')
    .map((entry) => ({
      subject: entry.subject,
      kind: subjectKind(entry.subject) as ItemKind,
      id: entry.subject.slice(entry.subject.indexOf(':') + 1),
      createdAt: entry.createdAt.toISOString(),
    }));
  return {
    facts,
    items,
    dismissed,
    historyOf: (subject, field) => (history.get(`${subject}\u0000${field}`) ?? []).map(toHistoryEntry),
  };
}

/** The client's ledger, replayed. */
export async function readLedger(db: Database, clientId: string): Promise<Ledger> {
  const entries = await db
    .select()
    .from(clientFacts)
    .where(eq(clientFacts.clientId, clientId))
    .orderBy(asc(clientFacts.seq));
  return replayLedger(entries);
}

/** Every entry of the client's ledger, oldest first (for the APP 12 export). */
export async function readFullLedger(db: Database, clientId: string): Promise<FactHistoryEntry[]> {
  const entries = await db
    .select()
    .from(clientFacts)
    .where(eq(clientFacts.clientId, clientId))
    .orderBy(asc(clientFacts.seq));
  return entries.map(toHistoryEntry);
}
