/**
 * Every value extraction reads on held-out documents, with its evidence and whether it is right: what
 * `npm run train:confidence` turns into the calibration table and `npm run bench:confidence` reports.
 * Sets: the document factory's fold 3 (classifier and ranker trained without it; its errors are not printed,
 * but its wording reached the rules, so it is a tuning set: decision 034), as its text layer reads and with
 * simulated photo OCR noise; and set C (real OCR of scans and phone photos, recognitions cached by
 * bench/accuracy.ts; a tuning set since its first score). Never the sealed fold: calibrating on it would make
 * the estimate a tuning set too (assertNotSealed).
 * "Right" is the project's scorer's comparison (training/scoring/score.ts valuesMatch, docs/scoring.md); a value read
 * for a key the document does not print is wrong.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { classifyDocument } from '@/server/reading/classify/classify-document';
import { documentFeatures } from '@/server/reading/classify/model/document-features';
import { typeProbabilities } from '@/server/reading/classify/model/document-type-model';
import { confidenceKind, type ConfidenceKind } from '@/server/reading/extract/confidence-kind';
import { extractFields } from '@/server/reading/extract/extract-fields';
import type { ConfidenceCalibration } from '@/server/reading/extract/calibrate-confidence';
import type { ExtractedField, FieldEvidence } from '@/server/reading/extract/types';
import type { RecognisedDocument } from '@/server/reading/recognise/types';
import { redactTaxFileNumbers } from '@/server/reading/redact-tax-file-numbers';
import { documentTypes, type DocumentType } from '@/shared/options';
import { devCorpusExamples, factoryExamples } from '../document-type-model/examples';
import { DEFAULT_TRAINING, trainDocumentTypeModel } from '../document-type-model/train';
import { makeCorpus } from '../factory/make-corpus';
import { assertNotSealed } from '../factory/sealed/make-sealed-corpus';
import { scoredKeys } from '../scoring/normalise-value';
import { valuesMatch } from '../scoring/score';
import { withOcrNoise } from '../factory/ocr-noise';
import { toRecognised } from '../factory/to-recognised';
import { factoryRankerExamples } from '../field-ranker/examples';
import { trainFieldRanker } from '../field-ranker/train';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The fold of the factory's families whose extraction errors are never looked at (decisions 012, 013). */
export const UNTOUCHED_FOLD = 3;
export const SET_C = 'bench/generalisation/set-c/docs';
const SET_C_CACHE = 'bench/.cache/recognised-bench-generalisation-set-c-docs';

export type HeldOutSet = { name: string; role: string };
export const HELD_OUT_SETS = {
  factoryText: {
    name: `factory fold ${UNTOUCHED_FOLD}, text layer`,
    role: 'held out from the models; a tuning set for the rules (decision 034)',
  },
  factoryNoise: {
    name: `factory fold ${UNTOUCHED_FOLD}, simulated photo OCR`,
    role: 'held out from the models; a tuning set for the rules (decision 034)',
  },
  setC: { name: 'set C, real OCR and text layers', role: 'tuning (blind once, errors since used)' },
} satisfies Record<string, HeldOutSet>;

export type MeasuredValue = {
  set: string;
  key: string;
  kind: ConfidenceKind;
  evidence: FieldEvidence;
  right: boolean;
  /** The level shipped extraction gives it, and a cross-check's reason when one failed. */
  level: ExtractedField['confidence'];
  check: string | undefined;
};

function measure(
  set: string,
  truthType: string,
  truth: Record<string, unknown>,
  fields: Partial<Record<string, ExtractedField>>,
): MeasuredValue[] {
  const allowed = scoredKeys(truthType);
  return Object.entries(fields).flatMap(([key, field]) => {
    if (!field?.evidence || !allowed.has(key)) return [];
    const right = key in truth && valuesMatch(key, truth[key], field.value);
    return [
      {
        set,
        key,
        kind: confidenceKind(key),
        evidence: field.evidence,
        right,
        level: field.confidence,
        check: field.check,
      },
    ];
  });
}

/** Set C's documents whose recognition bench/accuracy.ts has cached (OCR of its photos takes minutes). */
type SetCDocument = {
  file: string;
  recognised: RecognisedDocument;
  truth: { documentType: string; fields: Record<string, unknown> };
};
async function setCDocuments(): Promise<{ documents: SetCDocument[]; total: number }> {
  const dir = path.join(repoRoot, SET_C);
  const cache = path.join(repoRoot, SET_C_CACHE);
  const names = (await readdir(dir)).filter((name) => name.endsWith('.truth.json')).sort();
  const found: SetCDocument[] = [];
  for (const name of names) {
    const file = name.slice(0, -'.truth.json'.length);
    const cached = path.join(cache, `${file}.json`);
    if (!existsSync(cached)) continue;
    found.push({
      file,
      recognised: JSON.parse(await readFile(cached, 'utf8')) as RecognisedDocument,
      truth: JSON.parse(await readFile(path.join(dir, name), 'utf8')) as {
        documentType: string;
        fields: Record<string, unknown>;
      },
    });
  }
  return { documents: found, total: names.length };
}

/** Every value read on the held-out sets, with `calibration` applied to the levels (evidence is the same). */
export async function measureHeldOut(calibration?: ConfidenceCalibration): Promise<{
  values: MeasuredValue[];
  documents: Record<string, number>;
  setCMissing: number;
}> {
  const corpus = makeCorpus();
  // Confidence is calibrated on tuning sets only: the sealed fold stays the estimate (decision 034).
  assertNotSealed(corpus, 'confidence calibration');
  const heldOut = corpus.filter((document) => document.family.fold === UNTOUCHED_FOLD);
  const training = corpus.filter((document) => document.family.fold !== UNTOUCHED_FOLD);
  const dev = await devCorpusExamples(path.resolve(repoRoot, 'fixtures/corpus'));
  const model = trainDocumentTypeModel([...factoryExamples(training), ...dev], {
    ...DEFAULT_TRAINING,
    classes: documentTypes,
  });
  const ranker = trainFieldRanker(factoryRankerExamples(training));
  const values: MeasuredValue[] = [];
  const documents: Record<string, number> = {};
  const read = (
    set: string,
    recognised: RecognisedDocument,
    truthType: string,
    truth: Record<string, unknown>,
  ) => {
    const probabilities = typeProbabilities(model, documentFeatures(recognised));
    const type: DocumentType = documentTypes[probabilities.indexOf(Math.max(...probabilities))] ?? 'other';
    const { fields } = extractFields(type, recognised, ranker, calibration);
    values.push(...measure(set, truthType, truth, fields));
    documents[set] = (documents[set] ?? 0) + 1;
  };
  for (const document of heldOut) {
    const clean = toRecognised(document);
    read(HELD_OUT_SETS.factoryText.name, clean, document.documentType, document.fields);
    read(
      HELD_OUT_SETS.factoryNoise.name,
      withOcrNoise(clean, document.id),
      document.documentType,
      document.fields,
    );
  }
  // Set C is read as the server reads it: shipped classifier and ranker, tax file numbers redacted.
  const { documents: setC, total } = await setCDocuments();
  for (const { recognised, truth } of setC) {
    const redacted = redactTaxFileNumbers(recognised);
    const type = classifyDocument(redacted).documentType;
    const { fields } = extractFields(type, redacted, undefined, calibration);
    values.push(...measure(HELD_OUT_SETS.setC.name, truth.documentType, truth.fields, fields));
    documents[HELD_OUT_SETS.setC.name] = (documents[HELD_OUT_SETS.setC.name] ?? 0) + 1;
  }
  return { values, documents, setCMissing: total - setC.length };
}
