import { describe, expect, it } from 'vitest';
import { documentTypes } from '@/shared/options';
import { factoryExamples } from '../../document-type-model/examples';
import { factoryRankerExamples } from '../../field-ranker/examples';
import { makeCorpus } from '../make-corpus';
import {
  assertNotSealed,
  isSealedFamily,
  makeSealedCorpus,
  makeSealedFamilies,
  SEALED_FOLD,
} from './make-sealed-corpus';

const sealed = makeSealedCorpus(2);

describe('the sealed fold', () => {
  it('has at least two families of every document type, all sealed and outside the tuning folds', () => {
    const families = makeSealedFamilies();
    for (const type of documentTypes)
      expect(families.filter((family) => family.type === type).length).toBeGreaterThanOrEqual(2);
    expect(families.every((family) => family.sealed && family.fold === SEALED_FOLD)).toBe(true);
  });

  it('makes the same documents on every run', () => {
    expect(JSON.stringify(makeSealedCorpus(2))).toBe(JSON.stringify(sealed));
  });

  it('is not in the corpus training and the leave-family-out folds use', () => {
    expect(makeCorpus().some((document) => isSealedFamily(document.family))).toBe(false);
  });

  it('stops the document-type model, the field ranker and confidence from training on it', () => {
    const tuning = makeCorpus({ familiesPerType: 1, documentsPerFamily: 1 });
    const mixed = [...tuning, sealed[0]!];
    expect(() => factoryExamples(mixed)).toThrow(/sealed fold/);
    expect(() => factoryRankerExamples(mixed)).toThrow(/sealed fold/);
    expect(() => assertNotSealed(mixed, 'confidence calibration')).toThrow(/sealed fold/);
    expect(() => factoryExamples(tuning)).not.toThrow();
  });
});
