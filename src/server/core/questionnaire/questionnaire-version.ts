import { createHash } from 'node:crypto';
import type { Questionnaire } from '@/shared/schemas/questionnaire';

/**
 * A questionnaire's version: a hash of what it holds, so only a change to its content (not a touch of the Fact
 * Find row it shares, such as a completion refresh while documents are read) makes an older copy stale.
 */
export function questionnaireVersion(questionnaire: Questionnaire): string {
  const { updatedAt: _updatedAt, ...content } = questionnaire;
  return createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 32);
}
