import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's own documents with their truth, made by the factory (training/factory/make-fixtures.ts). */
export const corpusDir = path.resolve(fileURLToPath(new URL('../../../fixtures/corpus', import.meta.url)));

export function corpusFile(relativePath: string): { filename: string; bytes: Buffer; truth: CorpusTruth } {
  const file = path.join(corpusDir, relativePath);
  return {
    filename: path.basename(file),
    bytes: readFileSync(file),
    truth: JSON.parse(readFileSync(`${file}.truth.json`, 'utf8')) as CorpusTruth,
  };
}

export type CorpusTruth = {
  file: string;
  documentType: string;
  rendition: string;
  pages: number;
  fields: Record<string, string | number>;
};
