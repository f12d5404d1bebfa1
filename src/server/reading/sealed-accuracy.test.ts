import { describe, expect, it } from 'vitest';
import {
  SEALED_DOCUMENTS_PER_FAMILY,
  makeSealedCorpus,
} from '../../../training/factory/sealed/make-sealed-corpus';
import { scoreSealed, sealedLine } from '../../../training/factory/sealed/score-sealed';
import { toRecognised } from '../../../training/factory/to-recognised';

// The accuracy gate on documents no model was trained on and no rule was tuned on: the document factory's
// sealed fold (decision 034), as its text layer reads, through the server's classification and extraction
// (shipped classifier and ranker), scored by the project's scorer. Measured 2026-11-27: typeAccuracy 0.869,
// fieldF1 0.796 on 160 documents; after decision 038 (values read by shape, place and sums) 0.88 / 0.90,
// measured once; after its additions of 2026-11-27 (licence numbers, contributions, positions…) 0.88 / 0.93;
// 0.89 / 0.96 after issue 30's periods by span and results by arithmetic; 0.94 / 0.97 after the factory's
// papers that are no statement (2026-12-02). Type accuracy moved 0.88-0.91 with retraining alone (decision
// 012), so its floor keeps room. The floors sit a little under; a change that lowers the sealed figure fails
// here. Never raise it by changing a rule to suit the sealed wording: that unseals the fold (write new
// sealed families instead). bench/factory/sealed.ts prints the same figure with its weakest fields.
const FLOOR = { typeAccuracy: 0.9, fieldF1: 0.95 };

describe('sealed accuracy (the estimate)', () => {
  it('reads the sealed fold no worse than its floor', async () => {
    const documents = makeSealedCorpus();
    const { report } = await scoreSealed(
      async (document) => ({ recognised: toRecognised(document), fields: document.fields }),
      documents,
    );
    console.log(sealedLine('sealed', report));
    expect(report.docs).toBe(20 * SEALED_DOCUMENTS_PER_FAMILY);
    expect(report.typeAccuracy).toBeGreaterThanOrEqual(FLOOR.typeAccuracy);
    expect(report.overall.f1).toBeGreaterThanOrEqual(FLOOR.fieldF1);
  }, 60_000);
});
