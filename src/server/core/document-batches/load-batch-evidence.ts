import { and, eq, isNull } from 'drizzle-orm';
import { batchOfPractice, isRecordId, notFound, type PracticeScope } from '@/server/db/practice-scope';
import { documentBatches, documents } from '@/server/db/schema';
import {
  documentPerson,
  toEvidence,
  type Evidence,
  type JudgedPerson,
} from '@/server/core/client-record/load-client-evidence';
import { batchIdentity } from './batch-identity';

type BatchRow = typeof documentBatches.$inferSelect;

const nobody: JudgedPerson = {
  givenNames: '',
  familyName: '',
  dob: null,
  defaultedFields: [],
  spouseGivenNames: null,
  spouseFamilyName: null,
  spouseDob: null,
};

/**
 * The batch (404 unless in the practice) and what each of its processed documents no client has says, with
 * the adviser's corrections, as the client's own evidence would be. Whose document each is, is judged as
 * for a client, against the person the batch's documents name (identity documents first): a document
 * naming someone else is flagged and contributes nothing, as it would once the client exists.
 */
export async function loadBatchEvidence(
  scope: PracticeScope,
  batchId: string,
): Promise<{ batch: BatchRow; evidence: Evidence[] }> {
  if (!isRecordId(batchId)) throw notFound('Batch');
  const [batch] = await scope.db
    .select()
    .from(documentBatches)
    .where(batchOfPractice(scope.practiceId, batchId));
  if (!batch) throw notFound('Batch');
  const rows = await scope.db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.practiceId, scope.practiceId),
        eq(documents.batchId, batch.id),
        isNull(documents.clientId),
      ),
    );
  const read = await toEvidence(scope, nobody, rows);
  const identity = batchIdentity(read.map((item) => item.input));
  const evidence = read.map((item) => ({
    ...item,
    person: identity
      ? documentPerson(item.input.fields, { ...nobody, ...identity })
      : { ...item.person, status: 'unknown' as const },
  }));
  return { batch, evidence };
}
