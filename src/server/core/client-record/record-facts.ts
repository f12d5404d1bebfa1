import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import {
  parseCycle,
  recordField,
  subjectKind,
  type Cycle,
  type ItemKind,
} from '@/shared/record/record-fields';
import { personGivenStatuses, type FactStatus, type SourceKind } from '@/shared/record/record-types';
import type { Database } from '@/server/db/connection';
import { notFound } from '@/server/db/practice-scope';
import type { IfMatch } from '@/server/core/client-record/expected-version';
import { staleRecord } from './stale-record';
import {
  assets,
  bankAccounts,
  cashFlow,
  clientFacts,
  clients,
  factFinds,
  goals,
  insurancePolicies,
  liabilities,
  superAccounts,
} from '@/server/db/schema';

/** Who is writing: an adviser (id), or the client through a request link, or the system (id null). */
export type RecordActor = { id: string | null; name: string };

/** Where a written value came from, beyond who wrote it. */
export type ChangeSource = {
  kind: SourceKind;
  documentId?: string | null;
  filename?: string | null;
  page?: number | null;
  box?: { x0: number; y0: number; x1: number; y1: number } | null;
  text?: string | null;
  confidence?: string | null;
  requestId?: string | null;
};

/** One fact to write. A money amount's cycle and a balance's date travel with it. */
export type FactChange = {
  subject: string;
  field: string;
  value: unknown;
  status: Exclude<FactStatus, 'dismissed' | 'removed'>;
  source: ChangeSource;
  cycle?: Cycle | null;
  asAt?: string | null;
  period?: string | null;
};

export const itemTables = {
  super: superAccounts,
  bank: bankAccounts,
  liability: liabilities,
  policy: insurancePolicies,
  asset: assets,
  goal: goals,
} as const;

type CurrentEntry = { subject: string; field: string; status: FactStatus; value: unknown };

const empty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const sameJson = (a: unknown, b: unknown) =>
  JSON.stringify(empty(a) ? null : a) === JSON.stringify(empty(b) ? null : b);

/**
 * The newest entry of each of the client's facts (dismissals aside): what a new entry is judged against.
 * Taken under the client's row lock, so writes to one client's record take turns.
 */
/**
 * Takes the client's row lock for the rest of the transaction: writes to one client's record take turns, so
 * what a write was decided on (the current facts, the offers) is still true when it is written.
 */
export async function lockClientRecord(db: Database, clientId: string): Promise<void> {
  const [locked] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for('update');
  if (!locked) throw notFound('Client');
}

async function lockAndReadCurrent(db: Database, clientId: string): Promise<Map<string, CurrentEntry>> {
  await lockClientRecord(db, clientId);
  const rows = await db
    .selectDistinctOn([clientFacts.subject, clientFacts.field], {
      subject: clientFacts.subject,
      field: clientFacts.field,
      status: clientFacts.status,
      value: clientFacts.value,
    })
    .from(clientFacts)
    .where(and(eq(clientFacts.clientId, clientId), ne(clientFacts.status, 'dismissed')))
    .orderBy(clientFacts.subject, clientFacts.field, desc(clientFacts.seq));
  const current = new Map<string, CurrentEntry>();
  for (const row of rows)
    current.set(`${row.subject}\u0000${row.field}`, { ...row, value: row.value?.v ?? null });
  return current;
}

/** The cycle a periodic amount is written with: its own, the registry's fixed one, or its sibling field's. */
function cycleOf(change: FactChange, batch: readonly FactChange[], current: Map<string, CurrentEntry>) {
  if (change.cycle !== undefined) return change.cycle;
  const definition = recordField(change.subject, change.field);
  if (!definition?.cycle || empty(change.value)) return null;
  if (typeof definition.cycle === 'string') return definition.cycle;
  const sibling = definition.cycle.field;
  const inBatch = batch.find((other) => other.subject === change.subject && other.field === sibling);
  return parseCycle(inBatch ? inBatch.value : current.get(`${change.subject}\u0000${sibling}`)?.value);
}

/** Keeps the entity tables (lists, forms) equal to the ledger for the facts just written. */
async function project(db: Database, clientId: string, written: readonly FactChange[]): Promise<void> {
  const bySubject = new Map<string, FactChange[]>();
  for (const change of written)
    bySubject.set(change.subject, [...(bySubject.get(change.subject) ?? []), change]);
  for (const [subject, changes] of bySubject) {
    const values = Object.fromEntries(
      changes.map((change) => [change.field, empty(change.value) ? null : change.value]),
    );
    const kind = subjectKind(subject);
    if (kind === 'client') {
      const defaulted = changes.filter((change) => change.status === 'default').map((change) => change.field);
      const given = changes.filter((change) => change.status !== 'default').map((change) => change.field);
      const list = given.reduce(
        (acc, field) => sql`array_remove(${acc}, ${field}::text)`,
        sql`${clients.defaultedFields}`,
      );
      const withDefaults = defaulted.reduce(
        (acc, field) => sql`array_append(array_remove(${acc}, ${field}::text), ${field}::text)`,
        list,
      );
      const columns = Object.fromEntries(
        Object.entries(values).map(([field, value]) => [
          field,
          value === null && ['dependants', 'citizenships', 'scopeOfAdvice'].includes(field) ? [] : value,
        ]),
      );
      await db
        .update(clients)
        .set({ ...columns, defaultedFields: withDefaults } as never)
        .where(eq(clients.id, clientId));
    } else if (kind === 'cashFlow') {
      await db
        .insert(cashFlow)
        .values({ clientId, ...values } as never)
        .onConflictDoUpdate({ target: cashFlow.clientId, set: values as never });
    } else if (kind === 'answers') {
      const kept = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
      const cleared = Object.keys(values).filter((field) => values[field] === null);
      const merged = cleared.reduce(
        (acc, field) => sql`(${acc}) - ${field}::text`,
        sql`${factFinds.questionnaireAnswers} || ${JSON.stringify(kept)}::jsonb`,
      );
      await db
        .insert(factFinds)
        .values({ clientId, questionnaireAnswers: kept })
        .onConflictDoUpdate({ target: factFinds.clientId, set: { questionnaireAnswers: merged } });
    } else if (kind && kind in itemTables) {
      const table = itemTables[kind as ItemKind];
      const id = subject.slice(subject.indexOf(':') + 1);
      const columns = Object.fromEntries(
        Object.entries(values).map(([field, value]) => [
          field,
          value === null && field === 'features' ? [] : value,
        ]),
      );
      // Every change of an item's facts is a new version of it (its ETag): a save made on the one before is stale.
      await db
        .update(table)
        .set({ ...columns, version: sql`${table.version} + 1` } as never)
        .where(and(eq(table.id, id), eq(table.clientId, clientId)));
    }
    // income and tax are facts of the ledger only: no table lists them.
  }
}

type RecordOptions = {
  clientId: string;
  actor: RecordActor;
  changes: readonly FactChange[];
  /**
   * A document's value may replace one a person gave only when the adviser chooses it for that fact (a
   * conflict resolved in the document's favour). Never for Accept all.
   */
  replacePersonGiven?: boolean;
  /** The entity tables already hold these values (the row was just inserted with them). */
  alreadyProjected?: boolean;
};

/**
 * The one way a fact of the client's record is written: each change becomes an entry of the ledger (with its
 * source, status, cycle and date) and the entity tables follow it in the same transaction. A value a person
 * gave (the adviser, or the client) is not replaced by a document's value unless `replacePersonGiven`; a
 * change that gives nothing new (same value, same status) writes nothing. Returns what was written.
 * Call inside a transaction: the client's row is locked, so writes to one client take turns.
 */
export async function recordFacts(db: Database, options: RecordOptions): Promise<FactChange[]> {
  const { clientId, actor, changes } = options;
  if (changes.length === 0) return [];
  for (const change of changes) {
    if (
      !subjectKind(change.subject) ||
      (!recordField(change.subject, change.field) && change.field !== '_item')
    )
      throw new AppError('INTERNAL', `Unknown fact ${change.subject}.${change.field}`);
  }
  const current = await lockAndReadCurrent(db, clientId);
  const written = changes.filter((change) => {
    const before = current.get(`${change.subject}\u0000${change.field}`);
    if (
      change.source.kind === 'document' &&
      before &&
      personGivenStatuses.includes(before.status) &&
      !options.replacePersonGiven &&
      !sameJson(before.value, change.value)
    )
      return false;
    return !(before && before.status === change.status && sameJson(before.value, change.value));
  });
  if (written.length === 0) return [];
  await db.insert(clientFacts).values(
    written.map((change) => ({
      clientId,
      subject: change.subject,
      field: change.field,
      value: empty(change.value) ? null : { v: change.value },
      cycle: cycleOf(change, written, current),
      asAt: empty(change.value) ? null : (change.asAt ?? null),
      period: empty(change.value) ? null : (change.period ?? null),
      status: change.status,
      sourceKind: change.source.kind,
      documentId: change.source.documentId ?? null,
      filename: change.source.filename ?? null,
      page: change.source.page ?? null,
      box: change.source.box ?? null,
      snippet: change.source.text ?? null,
      confidence: change.source.confidence ?? null,
      requestId: change.source.requestId ?? null,
      actorId: actor.id,
      actorName: actor.name,
    })),
  );
  if (!options.alreadyProjected)
    await project(
      db,
      clientId,
      written.filter((change) => change.field !== '_item'),
    );
  return written;
}

type ItemOptions = {
  clientId: string;
  actor: RecordActor;
  kind: ItemKind;
  /** The record's fields of the new item (registry keys). */
  values: Record<string, unknown>;
  status: FactChange['status'];
  source: ChangeSource;
  /** Per field: a cycle, as-at date or period read with the value. */
  units?: Record<string, Pick<FactChange, 'cycle' | 'asAt' | 'period'>>;
  /** Columns of the entity table that are not facts (the source document, the reading's confidence). */
  bookkeeping?: Record<string, unknown>;
};

/** Adds an account, loan, policy, asset or goal to the record: its row, and an entry for each fact it has. */
export async function createRecordItem(db: Database, options: ItemOptions): Promise<string> {
  const table = itemTables[options.kind];
  const given = Object.fromEntries(Object.entries(options.values).filter(([, value]) => !empty(value)));
  const [row] = await db
    .insert(table)
    .values({ ...options.bookkeeping, ...given, clientId: options.clientId } as never)
    .returning({ id: table.id });
  if (!row) throw new AppError('INTERNAL', 'The record could not be added');
  const subject = `${options.kind}:${row.id}`;
  await recordFacts(db, {
    clientId: options.clientId,
    actor: options.actor,
    alreadyProjected: true,
    changes: [
      { subject, field: '_item', value: true, status: options.status, source: options.source },
      ...Object.entries(given).map(([field, value]) => ({
        subject,
        field,
        value,
        status: options.status,
        source: options.source,
        ...options.units?.[field],
      })),
    ],
  });
  return row.id;
}

/** Removes an account, loan, policy, asset or goal: its row goes, the ledger says when and by whom. */
export async function removeRecordItem(
  db: Database,
  options: { clientId: string; actor: RecordActor; kind: ItemKind; id: string; ifMatch?: IfMatch },
): Promise<boolean> {
  const table = itemTables[options.kind];
  if (options.ifMatch) {
    // Removing what someone else changed since the adviser saw it is refused like a stale save.
    await lockClientRecord(db, options.clientId);
    const [row] = await db
      .select({ version: table.version })
      .from(table)
      .where(and(eq(table.id, options.id), eq(table.clientId, options.clientId)));
    if (row && !options.ifMatch.matches(String(row.version)))
      throw staleRecord('this record', row.version, row);
  }
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, options.id), eq(table.clientId, options.clientId)))
    .returning({ id: table.id });
  if (deleted.length === 0) return false;
  await lockAndReadCurrent(db, options.clientId);
  await db.insert(clientFacts).values({
    clientId: options.clientId,
    subject: `${options.kind}:${options.id}`,
    field: '_item',
    value: null,
    status: 'removed',
    sourceKind: 'adviser',
    actorId: options.actor.id,
    actorName: options.actor.name,
  });
  return true;
}
