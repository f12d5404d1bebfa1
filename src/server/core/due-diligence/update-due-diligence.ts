import { createHash } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '@/shared/app-error';
import {
  cddFieldLabels,
  type CddField,
  type dueDiligenceUpdate,
  type DueDiligenceView,
  type IdentityValue,
} from '@/shared/schemas/due-diligence';
import { documents, dueDiligenceEntries } from '@/server/db/schema';
import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import type { Storage } from '@/server/storage/storage';
import type { IfMatch } from '@/server/core/client-record/expected-version';
import { lockClientRecord, type RecordActor } from '@/server/core/client-record/record-facts';
import { requireVersion } from '@/server/core/client-record/stale-record';
import { loadClientEvidence } from '@/server/core/client-record/load-client-evidence';
import { recordAuditEvent } from '@/server/core/audit/record-audit-event';
import { identityOptions } from './identity-options';
import { dueDiligenceVersion, peopleOf, readDueDiligence } from './read-due-diligence';

type Update = z.output<typeof dueDiligenceUpdate>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The SHA-256 of a stored original, or null when storage no longer has it. */
async function originalHash(storage: Storage, storageKey: string): Promise<string | null> {
  if (!(await storage.exists(storageKey))) return null;
  return createHash('sha256')
    .update(await storage.get(storageKey))
    .digest('hex');
}

/**
 * The adviser's changes to one person's due diligence, on the version they read (If-Match: 428 without, 409
 * when someone saved since). The identity is taken from one of the person's passports or licences as the
 * record reads it, with the original's SHA-256; evidence of funds and wealth must be the client's documents.
 * Each piece that changed becomes an entry (with the adviser as its source) and the history says which.
 */
export async function updateDueDiligence({
  db,
  practiceId,
  storage,
  clientId,
  actor,
  parse,
  ifMatch,
}: PracticeScope & {
  storage: Storage;
  clientId: string;
  actor: RecordActor;
  /** The changes, read from the request once the client is found in the practice. */
  parse: () => Update;
  ifMatch: IfMatch | undefined;
}): Promise<DueDiligenceView> {
  await requireClientInPractice({ db, practiceId }, clientId);
  const update = parse();
  const { person } = update;
  const written: CddField[] = [];
  let personName = '';
  await db.transaction(async (transaction) => {
    await lockClientRecord(transaction, clientId);
    const scope = { db: transaction, practiceId };
    const version = await dueDiligenceVersion(transaction, clientId);
    if (ifMatch === undefined || !ifMatch.matches(version))
      requireVersion(ifMatch, 'this due diligence', version, await readDueDiligence(scope, clientId));
    const { client, evidence } = await loadClientEvidence(scope, clientId);
    if (!peopleOf(client).includes(person))
      throw new AppError('BAD_REQUEST', 'The record names no partner: add the partner first.');
    personName =
      person === 'partner'
        ? [client.spouseGivenNames, client.spouseFamilyName ?? client.familyName].filter(Boolean).join(' ')
        : `${client.givenNames} ${client.familyName}`;

    const changes = new Map<CddField, unknown>();
    if (update.identity) {
      const options = await identityOptions(transaction, evidence, person);
      const option = options.find((candidate) => candidate.documentId === update.identity?.documentId);
      if (!option)
        throw new AppError(
          'BAD_REQUEST',
          `Choose one of the ${person === 'partner' ? "partner's" : "client's"} passports or licences read from their documents.`,
        );
      if (update.identity.method === 'link' && !option.linkMethod)
        throw new AppError(
          'BAD_REQUEST',
          'This document did not come through a checked request link: record it as sighted instead.',
        );
      const [row] = await transaction
        .select({ storageKey: documents.storageKey })
        .from(documents)
        .where(eq(documents.id, option.documentId));
      const { linkMethod, ...read } = option;
      const identity: IdentityValue = {
        ...read,
        method: update.identity.method === 'link' && linkMethod ? linkMethod : 'sighted',
        sha256: row ? await originalHash(storage, row.storageKey) : null,
      };
      changes.set('identity', identity);
    }
    for (const field of ['sourceOfFunds', 'sourceOfWealth'] as const) {
      const ids = update[field]?.documentIds ?? [];
      if (ids.length === 0) continue;
      const found = await transaction
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.clientId, clientId), inArray(documents.id, ids)));
      if (found.length !== new Set(ids).size)
        throw new AppError(
          'BAD_REQUEST',
          `Evidence of ${cddFieldLabels[field].toLowerCase()} must be the client's own documents.`,
        );
    }
    for (const field of [
      'agent',
      'pep',
      'sanctions',
      'screening',
      'relationshipNote',
      'sourceOfFunds',
      'sourceOfWealth',
      'riskRating',
      'nextReview',
    ] as const)
      if (update[field] !== undefined) changes.set(field, update[field]);

    for (const [field, value] of changes) {
      // Against the adviser's own newest entry for a declaration (the client's stands beside it), else any.
      const declaration = field === 'pep' || field === 'sanctions';
      const [before] = await transaction
        .select({ value: dueDiligenceEntries.value })
        .from(dueDiligenceEntries)
        .where(
          and(
            eq(dueDiligenceEntries.clientId, clientId),
            eq(dueDiligenceEntries.person, person),
            eq(dueDiligenceEntries.field, field),
            ...(declaration ? [eq(dueDiligenceEntries.sourceKind, 'adviser')] : []),
          ),
        )
        .orderBy(desc(dueDiligenceEntries.seq))
        .limit(1);
      if (same(before?.value?.v, value) && (before || value === null)) continue;
      written.push(field);
    }
    if (written.length === 0) return;
    await transaction.insert(dueDiligenceEntries).values(
      written.map((field) => {
        const value = changes.get(field);
        return {
          clientId,
          person,
          field,
          value: value === null || value === undefined ? null : { v: value },
          sourceKind: 'adviser' as const,
          actorId: actor.id,
          actorName: actor.name,
        };
      }),
    );
    await recordAuditEvent(transaction, {
      practiceId,
      clientId,
      actor,
      action: 'due-diligence.changed',
      summary: `Customer due diligence of ${personName}: ${written.map((field) => cddFieldLabels[field]).join(', ')} recorded`,
      detail: { person, fields: written },
    });
  });
  return readDueDiligence({ db, practiceId }, clientId);
}
