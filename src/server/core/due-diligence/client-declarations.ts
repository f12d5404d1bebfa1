import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ClientDeclarationsView,
  clientDeclarationsBody,
  Declaration,
} from '@/shared/schemas/due-diligence';
import type { Database } from '@/server/db/connection';
import { dueDiligenceEntries } from '@/server/db/schema';
import { lockClientRecord } from '@/server/core/client-record/record-facts';
import { recordAuditEvent } from '@/server/core/audit/record-audit-event';
import { clientActor } from '@/server/core/document-requests/client-actor';
import type { RequestRow } from '@/server/core/document-requests/open-request';

/** What the client has declared through their links so far (their own words, not the adviser's). */
export async function readClientDeclarations(
  db: Database,
  request: RequestRow,
): Promise<ClientDeclarationsView> {
  const entries = await db
    .select()
    .from(dueDiligenceEntries)
    .where(
      and(
        eq(dueDiligenceEntries.clientId, request.clientId),
        eq(dueDiligenceEntries.person, 'client'),
        eq(dueDiligenceEntries.sourceKind, 'client'),
      ),
    )
    .orderBy(asc(dueDiligenceEntries.seq));
  const newest = (field: 'pep' | 'sanctions') => entries.filter((entry) => entry.field === field).at(-1);
  const pep = newest('pep');
  const sanctions = newest('sanctions');
  const times = [pep, sanctions].flatMap((entry) => (entry ? [entry.createdAt.toISOString()] : []));
  return {
    pep: (pep?.value?.v as Declaration | undefined) ?? null,
    sanctions: (sanctions?.value?.v as Declaration | undefined) ?? null,
    answeredAt: times.sort().at(-1) ?? null,
  };
}

/**
 * The client's PEP and sanctions declarations through their request link: entries of their due diligence with
 * the client (and the request) as their source, and a line in the history.
 */
export async function recordClientDeclarations(
  db: Database,
  request: RequestRow,
  body: z.output<typeof clientDeclarationsBody>,
): Promise<ClientDeclarationsView> {
  await db.transaction(async (transaction) => {
    await lockClientRecord(transaction, request.clientId);
    await transaction.insert(dueDiligenceEntries).values(
      (['pep', 'sanctions'] as const).map((field) => ({
        clientId: request.clientId,
        person: 'client' as const,
        field,
        value: { v: body[field] },
        sourceKind: 'client' as const,
        requestId: request.id,
        actorName: clientActor.name,
      })),
    );
    const words = (answer: 'yes' | 'no', what: string) => `${answer === 'yes' ? 'are' : 'are not'} ${what}`;
    await recordAuditEvent(transaction, {
      practiceId: request.practiceId,
      clientId: request.clientId,
      actor: clientActor,
      action: 'due-diligence.declared',
      summary: `The client declared through the request link that they ${words(body.pep.answer, 'a politically exposed person')} and ${words(body.sanctions.answer, 'subject to targeted financial sanctions')}`,
      detail: { requestId: request.id },
    });
  });
  return readClientDeclarations(db, request);
}
