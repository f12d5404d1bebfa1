import type { FactFindGeneration } from '@/shared/schemas/fact-find';
import type { FactFindSnapshot } from './fact-find-snapshot';

/** A generation as kept in fact_finds.json_snapshot: its facts, with the hashes that identify them. */
export type StoredGeneration = FactFindGeneration & { snapshot: FactFindSnapshot };

/** fact_finds.json_snapshot: the last saved state, each generated PDF's snapshot, questionnaire completion. */
export type StoredFactFindSnapshot = {
  questionnaireCompletedAt?: string;
  current?: FactFindSnapshot;
  currentHash?: string;
  generations?: StoredGeneration[];
};
