import type { Questionnaire } from '@/shared/schemas/questionnaire';
import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { readQuestionnaire } from './read-questionnaire';

/** GET /api/clients/:id/questionnaire */
export async function getQuestionnaire({
  db,
  practiceId,
  clientId,
}: PracticeScope & { clientId: string }): Promise<Questionnaire> {
  await requireClientInPractice({ db, practiceId }, clientId);
  return readQuestionnaire(db, clientId);
}
