import type { FieldRankerModel } from '@/server/reading/extract/candidates/field-ranker';
import { makeCorpus } from '../factory/make-corpus';
import { factoryRankerExamples } from './examples';
import { trainFieldRanker } from './train';

/** The shipped ranker: every fold of the factory, text layers and photo-like readings. */
export function trainShippedFieldRanker(): FieldRankerModel {
  return trainFieldRanker(factoryRankerExamples(makeCorpus()));
}
