import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { users } from '@/server/db/schema';
import { verifyPassword } from '@/server/core/auth/hash-password';
import { createUser } from './create-user';

/**
 * On an embedded database with no advisers yet, creates the demo adviser so a fresh clone can sign in; it
 * must choose its own password at first sign-in (the demo password is published). Returns the credentials
 * to print while the demo account still has its initial password (and marks it again as having to change
 * it, for installs made before that rule).
 */
export async function ensureDemoUser({
  db,
  email,
  password,
}: {
  db: Database;
  email: string;
  password: string;
}): Promise<{ email: string; password: string } | null> {
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  if (!anyUser) {
    await createUser({
      db,
      email,
      name: 'Demo Adviser',
      password,
      subscriptionTier: 'enterprise',
      practiceName: 'Demo Practice',
      mustChangePassword: true,
    });
    return { email, password };
  }
  const [demo] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, mustChangePassword: users.mustChangePassword })
    .from(users)
    .where(eq(users.email, email));
  if (!demo || !(await verifyPassword(demo.passwordHash, password))) return null;
  if (!demo.mustChangePassword)
    await db.update(users).set({ mustChangePassword: true }).where(eq(users.id, demo.id));
  return { email, password };
}
