import { eq } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import { minimumPasswordLength } from '@/shared/schemas/auth';
import type { Database } from '@/server/db/connection';
import { practices, users } from '@/server/db/schema';
import { hashPassword } from '@/server/core/auth/hash-password';
import { publishedDemoPassword } from '@/server/core/auth/password-policy';

export type CreateUserOptions = {
  db: Database;
  email: string;
  name: string;
  password: string;
  subscriptionTier?: string;
  /** The practice's name: joins the practice of that name, or creates it. */
  practiceName?: string;
  /**
   * The adviser must choose a new password at first sign-in (the demo adviser, whose password is
   * published). Only such an account may be given the published demo password.
   */
  mustChangePassword?: boolean;
};

/** Creates an adviser in a practice (the practice is created when it does not exist yet). */
export async function createUser({
  db,
  email,
  name,
  password,
  subscriptionTier = 'professional',
  practiceName,
  mustChangePassword = false,
}: CreateUserOptions): Promise<{ userId: string; practiceId: string }> {
  const normalisedEmail = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(normalisedEmail))
    throw new AppError('BAD_REQUEST', `Not an e-mail address: ${email}`);
  if (password.length < minimumPasswordLength) {
    throw new AppError('BAD_REQUEST', `The password needs at least ${minimumPasswordLength} characters`);
  }
  if (!mustChangePassword && password.trim().toLowerCase() === publishedDemoPassword.toLowerCase())
    throw new AppError('BAD_REQUEST', 'The published demo password may not be used for an adviser');
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalisedEmail));
  if (existing)
    throw new AppError('CONFLICT', `An adviser with the e-mail ${normalisedEmail} already exists`);

  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  const practiceId = await findOrCreatePractice(db, practiceName?.trim() || `${name.trim()}'s practice`);
  const [user] = await db
    .insert(users)
    .values({
      practiceId,
      email: normalisedEmail,
      firstName,
      lastName: rest.join(' ') || null,
      subscriptionTier,
      passwordHash: await hashPassword(password),
      mustChangePassword,
    })
    .returning({ id: users.id });
  if (!user) throw new AppError('INTERNAL', 'The adviser could not be created');
  return { userId: user.id, practiceId };
}

async function findOrCreatePractice(db: Database, name: string): Promise<string> {
  const [existing] = await db.select({ id: practices.id }).from(practices).where(eq(practices.name, name));
  if (existing) return existing.id;
  const [created] = await db.insert(practices).values({ name }).returning({ id: practices.id });
  if (!created) throw new AppError('INTERNAL', 'The practice could not be created');
  return created.id;
}
