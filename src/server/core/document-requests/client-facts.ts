import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import { fieldLabel } from '@/shared/field-registry';
import type { ClientConfirmation, ClientFact, ConfirmFactsBody } from '@/shared/schemas/document-request';
import type { Database } from '@/server/db/connection';
import { clientFactConfirmations, documents } from '@/server/db/schema';
import { getClientPicture } from '@/server/core/extracted-facts/get-client-picture';
import { show } from '@/server/core/extracted-facts/compute-fact-offers';
import { maskForAudit, recordAuditEvent } from '@/server/core/audit/record-audit-event';
import type { RequestRow } from './open-request';

type ReadFact = Omit<ClientFact, 'confirmedAt' | 'correction'> & { field: string | null };

/**
 * The client's own facts read from the documents they sent through this request: their record's facts
 * (names, date of birth, address, employer, salary…) and each holding's values (balances, contributions),
 * shown as every screen shows them, with account numbers masked. No tax file number is ever among them.
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
  const picture = await getClientPicture({ db, practiceId: request.practiceId, clientId: request.clientId });

  const facts: ReadFact[] = picture.facts.flatMap((fact) => {
    const from = fromSent(fact.sources);
    const value = show(fact.field, fact.value);
    return from.length > 0 && value
      ? [{ key: `fact:${fact.field}`, field: fact.field, label: fact.label, value, from }]
      : [];
  });
  for (const holding of picture.holdings) {
    const from = fromSent(holding.sources);
    if (from.length === 0) continue;
    const name = holding.number ? `${holding.name} (${holding.number})` : holding.name;
    for (const [valueKey, raw] of Object.entries(holding.values)) {
      const value = show(valueKey, raw);
      if (!value) continue;
      facts.push({
        key: `holding:${holding.key}:${valueKey}`,
        field: null,
        label: `${name}: ${fieldLabel(valueKey)}`,
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
  return facts.map(({ field: _field, ...fact }) => {
    const row = byKey.get(fact.key);
    const current = row && row.readValue === fact.value ? row : null;
    return {
      ...fact,
      confirmedAt: current?.confirmedAt.toISOString() ?? null,
      correction: current?.correction ?? null,
    };
  });
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
      field: fact.field,
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
  });
  const corrected = rows.filter((row) => row.correction !== null);
  await recordAuditEvent(db, {
    practiceId: request.practiceId,
    clientId: request.clientId,
    actor: { id: null, name: 'The client (document request)' },
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
