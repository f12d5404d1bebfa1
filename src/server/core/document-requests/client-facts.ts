import { and, eq, inArray } from 'drizzle-orm';
import { clientActor } from './client-actor';
import { AppError } from '@/shared/app-error';
import { formatFactValue } from '@/shared/record/format-fact';
import { recordField } from '@/shared/record/record-fields';
import type { ClientConfirmation, ClientFact, ConfirmFactsBody } from '@/shared/schemas/document-request';
import type { Database } from '@/server/db/connection';
import { clientFactConfirmations, documents } from '@/server/db/schema';
import { readDocumentsPicture } from '@/server/core/client-record/read-documents-picture';
import { factWordKey, holdingWordKey } from '@/server/core/client-record/document-picture';
import { recordSubjectOf, sameValue } from '@/server/core/client-record/compute-offers';
import { readLedger } from '@/server/core/client-record/read-ledger';
import { lockClientRecord, recordFacts } from '@/server/core/client-record/record-facts';
import { maskForAudit, recordAuditEvent } from '@/server/core/audit/record-audit-event';
import type { RequestRow } from './open-request';

/** A fact as the client sees it, and what it is in the record (a holding: by its key in the picture). */
type ReadFact = Omit<ClientFact, 'confirmedAt' | 'correction'> & {
  target: { subject: string | null; holdingKey: string | null; field: string; value: unknown };
};

/**
 * The client's own facts read from the documents they sent through this request: their record's facts
 * (names, date of birth, address, employer, salary…) and each holding's values (balances, contributions),
 * shown as every screen shows them (with cycles and dates), with account numbers masked. No tax file number
 * is ever among them. `subject`/`field`: where the fact lives in the record.
 */
async function readFacts(db: Database, request: RequestRow): Promise<ReadFact[]> {
  const sent = await db
    .select({ id: documents.id, filename: documents.filename })
    .from(documents)
    .where(eq(documents.documentRequestId, request.id));
  if (sent.length === 0) return [];
  const sentNames = new Map(sent.map((row) => [row.id, row.filename]));
  const fromSent = (sources: { documentId: string }[]) => [
    ...new Set(sources.flatMap((source) => sentNames.get(source.documentId) ?? [])),
  ];
  const { picture } = await readDocumentsPicture({
    db,
    practiceId: request.practiceId,
    clientId: request.clientId,
  });

  // The reading as the documents print it (a correction the client made before is shown as what it corrects).
  const facts: ReadFact[] = picture.facts.flatMap((fact) => {
    const from = fromSent(fact.sources);
    const definition = recordField(fact.subject, fact.field);
    const reading = fact.clientWord ? fact.clientWord.readValue : formatFactValue(definition, fact.value);
    if (from.length === 0 || !reading || definition?.masked) return [];
    return [
      {
        key: factWordKey(fact),
        target: { subject: fact.subject, holdingKey: null, field: fact.field, value: fact.value },
        label: fact.label,
        value: reading,
        from,
      },
    ];
  });
  for (const holding of picture.holdings) {
    const from = fromSent(holding.sources);
    if (from.length === 0) continue;
    const name = holding.number ? `${holding.name} (${holding.number})` : holding.name;
    for (const [field, raw] of Object.entries(holding.values)) {
      const definition = recordField(holding.kind, field);
      if (!definition || definition.internal || field === 'type' || field === 'description') continue;
      const word = holding.clientWords[field];
      const value = word ? word.readValue : formatFactValue(definition, raw);
      if (!value) continue;
      facts.push({
        key: holdingWordKey(holding, field),
        target: { subject: null, holdingKey: holding.key, field, value: raw },
        label: `${name}: ${definition.label}`,
        value,
        from,
      });
    }
  }
  return facts;
}

/** The facts with what the client said of each; a confirmation counts only for the value it confirmed. */
export async function listClientFacts(db: Database, request: RequestRow): Promise<ClientFact[]> {
  const facts = await readFacts(db, request);
  const said = await db
    .select()
    .from(clientFactConfirmations)
    .where(eq(clientFactConfirmations.clientId, request.clientId));
  const byKey = new Map(said.map((row) => [row.factKey, row]));
  return facts.map(({ target: _target, ...fact }) => {
    const row = byKey.get(fact.key);
    const current = row && row.readValue === fact.value ? row : null;
    return {
      ...fact,
      confirmedAt: current?.confirmedAt.toISOString() ?? null,
      correction: current?.correction ?? null,
    };
  });
}

/**
 * A value the record already holds that the client confirmed as read becomes 'confirmed by the client' in the
 * record (its history says so). A correction is not written: it is offered to the adviser instead.
 */
async function markConfirmedInRecord(db: Database, request: RequestRow, confirmed: readonly ReadFact[]) {
  if (confirmed.length === 0) return;
  await lockClientRecord(db, request.clientId);
  const ledger = await readLedger(db, request.clientId);
  const { picture } = await readDocumentsPicture({
    db,
    practiceId: request.practiceId,
    clientId: request.clientId,
  });
  const changes = confirmed.flatMap(({ target }) => {
    const subject =
      target.subject ??
      recordSubjectOf(
        picture.holdings.find((holding) => holding.key === target.holdingKey),
        ledger,
      );
    const fact = ledger.facts.find(
      (candidate) => candidate.subject === subject && candidate.field === target.field,
    );
    if (!subject || !fact || !sameValue(fact.value, target.value)) return [];
    return [
      {
        subject,
        field: target.field,
        value: fact.value,
        status: 'confirmed' as const,
        source: { kind: 'client' as const, requestId: request.id },
        cycle: fact.cycle,
        asAt: fact.asAt,
        period: fact.period,
      },
    ];
  });
  await recordFacts(db, { clientId: request.clientId, actor: { id: null, name: 'The client' }, changes });
}

/** Keeps the client's confirmations and corrections (each beside the value they saw) and tells the history. */
export async function confirmClientFacts(
  db: Database,
  request: RequestRow,
  body: ConfirmFactsBody & { facts: { key: string; correction: string | null }[] },
): Promise<ClientFact[]> {
  const facts = new Map((await readFacts(db, request)).map((fact) => [fact.key, fact]));
  const unknown = body.facts.filter((fact) => !facts.has(fact.key));
  if (unknown.length > 0)
    throw new AppError(
      'BAD_REQUEST',
      'Some of these facts are no longer among those read from your documents. Please reload the page.',
    );
  const now = new Date();
  const rows = body.facts.map((answer) => {
    const fact = facts.get(answer.key)!;
    return {
      clientId: request.clientId,
      requestId: request.id,
      factKey: fact.key,
      field: fact.target.subject === 'client' ? fact.target.field : null,
      label: fact.label,
      readValue: fact.value,
      correction: answer.correction,
      confirmedAt: now,
    };
  });
  await db.transaction(async (tx) => {
    await tx.delete(clientFactConfirmations).where(
      and(
        eq(clientFactConfirmations.clientId, request.clientId),
        inArray(
          clientFactConfirmations.factKey,
          rows.map((row) => row.factKey),
        ),
      ),
    );
    await tx.insert(clientFactConfirmations).values(rows);
    await markConfirmedInRecord(
      tx,
      request,
      body.facts.flatMap((answer) => (answer.correction ? [] : [facts.get(answer.key)!])),
    );
  });
  const corrected = rows.filter((row) => row.correction !== null);
  await recordAuditEvent(db, {
    practiceId: request.practiceId,
    clientId: request.clientId,
    actor: clientActor,
    action: 'request.facts-confirmed',
    summary:
      `The client confirmed ${rows.length - corrected.length} fact${rows.length - corrected.length === 1 ? '' : 's'}` +
      (corrected.length > 0
        ? ` and corrected ${corrected.map((row) => `${row.label}: ${maskForAudit(row.readValue)} → ${maskForAudit(row.correction)}`).join('; ')}`
        : ''),
    detail: { requestId: request.id, keys: rows.map((row) => row.factKey) },
  });
  return listClientFacts(db, request);
}

/** Everything the client confirmed or corrected, for the Fact Find and its PDF. */
export async function listClientConfirmations(db: Database, clientId: string): Promise<ClientConfirmation[]> {
  const rows = await db
    .select()
    .from(clientFactConfirmations)
    .where(eq(clientFactConfirmations.clientId, clientId))
    .orderBy(clientFactConfirmations.label);
  return rows.map((row) => ({
    key: row.factKey,
    field: row.field,
    label: row.label,
    value: row.readValue,
    correction: row.correction,
    confirmedAt: row.confirmedAt.toISOString(),
  }));
}
