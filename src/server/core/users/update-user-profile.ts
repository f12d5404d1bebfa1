import { eq } from 'drizzle-orm';
import type { UpdateProfileRequest } from '@/shared/schemas/auth';
import type { Database } from '@/server/db/connection';
import { users } from '@/server/db/schema';

export async function updateUserProfile({
  db,
  userId,
  changes,
}: {
  db: Database;
  userId: string;
  changes: UpdateProfileRequest;
}): Promise<void> {
  await db
    .update(users)
    .set({ firstName: changes.firstName, lastName: changes.lastName || null })
    .where(eq(users.id, userId));
}
