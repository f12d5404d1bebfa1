import { AppError } from '@/shared/app-error';
import type { Inquiry } from '@/shared/schemas/inquiries';
import type { PracticeScope } from '@/server/db/practice-scope';
import { inquiryResolutions } from '@/server/db/schema';
import type { RecordActor } from '@/server/core/client-record/record-facts';
import { readInquiries } from './read-inquiries';

/**
 * Resolves one disagreement with the adviser's note, against the values the adviser saw (its fingerprint):
 * if either side changed meanwhile, or it is no longer a disagreement, nothing is stored (409, the current
 * list in details). The resolution is appended, never overwritten: earlier ones stay in its history.
 */
export async function resolveInquiry({
  db,
  practiceId,
  clientId,
  actor,
  key,
  fingerprint,
  note,
}: PracticeScope & {
  clientId: string;
  actor: RecordActor;
  key: string;
  fingerprint: string;
  note: string;
}): Promise<Inquiry> {
  const { inquiries } = await readInquiries({ db, practiceId, clientId });
  const current = inquiries.find((inquiry) => inquiry.key === key);
  if (!current || current.fingerprint !== fingerprint)
    throw new AppError(
      'CONFLICT',
      current
        ? 'This disagreement changed since it was shown: look at it again before resolving it.'
        : 'This is no longer a disagreement.',
      { current: current ?? null },
    );
  const [row] = await db
    .insert(inquiryResolutions)
    .values({
      clientId,
      key,
      fingerprint,
      sides: { title: current.title, said: current.said, shown: current.shown },
      note,
      actorId: actor.id,
      actorName: actor.name,
    })
    .returning({ resolvedAt: inquiryResolutions.resolvedAt });
  return {
    ...current,
    resolution: { note, resolvedBy: actor.name, resolvedAt: row!.resolvedAt.toISOString() },
    reopened: null,
  };
}
