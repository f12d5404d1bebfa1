import { clientCreateRequest } from '@/shared/schemas/client';
import type { ClientRecordView } from '@/shared/record/record-types';
import { openDatabase, type Database } from '@/server/db/connection';
import { createUser } from '@/server/core/users/create-user';
import { createClient } from '@/server/core/clients/create-client';
import { acceptOffers } from '@/server/core/client-record/accept-offers';
import { listOffers } from '@/server/core/client-record/list-offers';
import { readClientRecord } from '@/server/core/client-record/read-client-record';
import { replaceDefaultedValues } from '@/server/core/client-record/replace-defaulted-values';
import type { RecognisedDocument } from '@/server/reading/recognise/types';
import { redactTaxFileNumbers } from '@/server/reading/redact-tax-file-numbers';
import { insertUnderstoodDocument } from '@/server/test-support/read-document-row';
type Actor = Parameters<typeof createClient>[0]['actor'];

/** An in-memory database with one adviser and their practice, for a bench to make clients in. */
export async function openBenchPractice() {
  const connection = await openDatabase({ dataDir: 'memory://' });
  const { userId, practiceId } = await createUser({
    db: connection.db,
    email: 'bench@example.com',
    name: 'Bench Adviser',
    password: 'bench adviser password',
    practiceName: 'Bench Practice',
  });
  return { connection, db: connection.db, practiceId, actor: { id: userId, name: 'Bench Adviser' } };
}

/**
 * A client made as the intake leaves one (name and e-mail typed, the date of birth left at its default), the
 * documents read by the server's pipeline and attached, and every offer that is not a conflict accepted ("Accept
 * all", as the screens send it): the record that results, and how many offers and conflicts there were.
 */
export async function recordFromDocuments({
  db,
  practiceId,
  actor,
  client: person,
  read,
}: {
  db: Database;
  practiceId: string;
  actor: Actor;
  client: { givenNames: string; familyName: string; email: string };
  /** Each document as recognition read it (its TFN is redacted here, as the worker does). */
  read: readonly { filename: string; recognised: RecognisedDocument }[];
}): Promise<{ view: ClientRecordView; accepted: number; conflicts: number }> {
  const client = await createClient({
    db,
    practiceId,
    actor,
    input: clientCreateRequest.parse({
      ...person,
      dob: '1978-01-01',
      defaultedFields: ['dob'],
      scopeOfAdvice: ['Superannuation advice', 'Insurance advice', 'Debt management'],
      privacyConsent: true,
    }),
  });
  for (const { filename, recognised } of read)
    await insertUnderstoodDocument(db, {
      practiceId,
      clientId: client.id,
      filename,
      recognised: redactTaxFileNumbers(recognised),
    });
  await replaceDefaultedValues(db, client.id);
  const scope = { db, practiceId, clientId: client.id };
  const { offers } = await listOffers(scope);
  const keys = offers.filter((offer) => !offer.conflict).map((offer) => offer.key);
  await acceptOffers({ ...scope, actor, keys });
  return {
    view: await readClientRecord(scope),
    accepted: keys.length,
    conflicts: offers.length - keys.length,
  };
}
