import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients, documents } from './schema';
import { requireClientInPractice, requireDocumentInPractice } from './practice-scope';
import { createUser } from '@/server/core/users/create-user';
import { openTestDatabase } from '@/server/test-support/test-database';
import type { DatabaseConnection } from './connection';

let database: DatabaseConnection;
let practiceA: string;
let practiceB: string;
let clientOfA: string;
let documentOfA: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  practiceA = (
    await createUser({
      db,
      email: 'a@one.au',
      name: 'A One',
      password: 'long password 1',
      practiceName: 'One',
    })
  ).practiceId;
  practiceB = (
    await createUser({
      db,
      email: 'b@two.au',
      name: 'B Two',
      password: 'long password 2',
      practiceName: 'Two',
    })
  ).practiceId;
  const [client] = await db
    .insert(clients)
    .values({ practiceId: practiceA, givenNames: 'Sean', familyName: "O'Brien", email: 'sean@example.com' })
    .returning();
  clientOfA = client!.id;
  const [document] = await db
    .insert(documents)
    .values({
      practiceId: practiceA,
      clientId: clientOfA,
      type: 'bank',
      filename: 'x.pdf',
      storageKey: 'k',
      source: 'upload',
    })
    .returning();
  documentOfA = document!.id;
});
afterAll(async () => {
  await database.close();
});

describe('practice scope', () => {
  it('finds a practice its own records', async () => {
    await expect(
      requireClientInPractice({ db: database.db, practiceId: practiceA }, clientOfA),
    ).resolves.toBe(clientOfA);
    await expect(
      requireDocumentInPractice({ db: database.db, practiceId: practiceA }, documentOfA),
    ).resolves.toMatchObject({
      id: documentOfA,
    });
  });

  it("answers another practice's record exactly as a missing one", async () => {
    const scopeB = { db: database.db, practiceId: practiceB };
    const foreign = await requireClientInPractice(scopeB, clientOfA).catch((error: unknown) => error);
    const missing = await requireClientInPractice(scopeB, '00000000-0000-4000-8000-000000000000').catch(
      (e: unknown) => e,
    );
    expect(foreign).toMatchObject({ code: 'NOT_FOUND', message: 'Client not found' });
    expect(missing).toMatchObject({ code: 'NOT_FOUND', message: 'Client not found' });
    await expect(requireDocumentInPractice(scopeB, documentOfA)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('treats a malformed id as missing', async () => {
    await expect(
      requireClientInPractice({ db: database.db, practiceId: practiceA }, "1' or 1=1"),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('deletes everything a client owns with the client', async () => {
    await database.db.delete(clients).where(eq(clients.id, clientOfA));
    const left = await database.db.select().from(documents).where(eq(documents.id, documentOfA));
    expect(left).toHaveLength(0);
  });
});
