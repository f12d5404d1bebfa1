import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { documentFeatures } from '@/server/reading/classify/model/document-features';
import type { OcrEngine } from '@/server/reading/recognise/ocr-engine';
import { recogniseDocument } from '@/server/reading/recognise/recognise-document';
import type { DocumentType } from '@/shared/options';
import type { FactoryDocument } from '../factory/compose';
import { twinOf } from '../factory/make-corpus';
import { FRAGMENT_NOISE, withOcrNoise } from '../factory/ocr-noise';
import { assertNotSealed } from '../factory/sealed/make-sealed-corpus';
import { toRecognised } from '../factory/to-recognised';
import type { TrainingExample } from './train';

export type FactoryExample = TrainingExample & {
  fold: number;
  family: string;
  reading: 'text layer' | 'photo-like' | 'fragment' | 'invented labels';
};

/** Each factory document four times: as its text layer reads, as a poor photo of it would be read, as the
 * few lines of a very poor photo, and as its twin in invented wording reads. */
export function factoryExamples(documents: readonly FactoryDocument[]): FactoryExample[] {
  assertNotSealed(documents, 'document-type examples');
  return documents.flatMap((document) => {
    const clean = toRecognised(document);
    const base = { type: document.documentType, fold: document.family.fold, family: document.family.id };
    return [
      {
        ...base,
        // Its twin in invented wording (every label, heading and column header), so the model learns what a
        // type looks like beyond the wording of its labels.
        features: documentFeatures(toRecognised(twinOf(document, { inventedWording: true }))),
        reading: 'invented labels' as const,
        key: `${document.id}/invented labels`,
      },
      {
        ...base,
        features: documentFeatures(clean),
        reading: 'text layer' as const,
        key: `${document.id}/text layer`,
      },
      {
        ...base,
        features: documentFeatures(withOcrNoise(clean, document.id)),
        reading: 'photo-like' as const,
        key: `${document.id}/photo-like`,
      },
      {
        ...base,
        features: documentFeatures(withOcrNoise(clean, `${document.id}/fragment`, FRAGMENT_NOISE)),
        reading: 'fragment' as const,
        key: `${document.id}/fragment`,
      },
    ];
  });
}

const noOcr: OcrEngine = {
  concurrency: 1,
  recognise: () => Promise.reject(new Error('training reads text layers only')),
  close: () => Promise.resolve(),
};

/** The dev corpus's born-digital documents: real layouts, read by the server's own text-layer reader. */
export async function devCorpusExamples(corpusDir: string): Promise<TrainingExample[]> {
  const manifest = JSON.parse(await readFile(path.join(corpusDir, 'manifest.json'), 'utf8')) as {
    documents: { file: string; rendition: string; documentType: DocumentType }[];
  };
  const examples: TrainingExample[] = [];
  for (const entry of manifest.documents.filter((document) => document.rendition === 'digital-pdf')) {
    // A page with too little text layer would need OCR; training reads text layers only, so it is left out.
    const recognised = await recogniseDocument({
      bytes: await readFile(path.join(corpusDir, entry.file)),
      ocr: noOcr,
    }).catch(() => null);
    if (!recognised) continue;
    examples.push({
      key: `dev/${entry.file}`,
      type: entry.documentType,
      features: documentFeatures(recognised),
    });
  }
  return examples;
}
