import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { practices, users } from '@/server/db/schema';
import type { RequestRow } from './open-request';

/** Who sent the request, as its client sees them: the practice's name and the adviser's. */
export async function requestSenderNames(
  db: Database,
  row: RequestRow,
): Promise<{ practiceName: string; adviserName: string }> {
  const [practice] = await db
    .select({ name: practices.name })
    .from(practices)
    .where(eq(practices.id, row.practiceId));
  const [adviser] = row.createdById ? await db.select().from(users).where(eq(users.id, row.createdById)) : [];
  const adviserName = adviser
    ? [adviser.firstName, adviser.lastName].filter(Boolean).join(' ') || 'Your adviser'
    : 'Your adviser';
  return { practiceName: practice?.name ?? '', adviserName };
}
