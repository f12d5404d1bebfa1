import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { documentCorrections, documents, practices } from '@/server/db/schema';
import type { ExtractedFields } from '@/server/reading/extract/types';
import type { Storage } from '@/server/storage/storage';
import { applyCorrections } from '@/server/core/client-record/apply-corrections';

const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
};

export type ExportedDocument = { file: string; documentType: string; corrections: number };

/**
 * Writes every corrected document as evaluation data in the form of shared/eval/FIELDS.md: the original as
 * docs/<id>.<ext> and, beside it, docs/<id>.<ext>.truth.json with the machine's values and the adviser's
 * corrections laid over them, plus a manifest.json. Account, member and BSB numbers stay masked as stored
 * (the scorer accepts masked values by their last digits). Optionally one practice only.
 */
export async function exportCorrections({
  db,
  storage,
  outDir,
  practiceName,
}: {
  db: Database;
  storage: Storage;
  outDir: string;
  practiceName?: string;
}): Promise<ExportedDocument[]> {
  const corrections = await db.select().from(documentCorrections);
  const ids = [...new Set(corrections.map((correction) => correction.documentId))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ document: documents, practiceName: practices.name })
    .from(documents)
    .innerJoin(practices, eq(practices.id, documents.practiceId))
    .where(inArray(documents.id, ids));
  await mkdir(path.join(outDir, 'docs'), { recursive: true });
  const exported: ExportedDocument[] = [];
  for (const { document, practiceName: practice } of rows) {
    if (practiceName && practice !== practiceName) continue;
    const own = corrections.filter((correction) => correction.documentId === document.id);
    const fields = applyCorrections((document.extractedData?._fields ?? {}) as ExtractedFields, own);
    const file = `${document.id}.${extensions[document.mimeType ?? ''] ?? 'bin'}`;
    const truth = {
      file,
      documentType: document.type,
      fields: Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field?.value])),
      documentDate: document.extractedData?._documentDate ?? undefined,
      source: 'adviser corrections',
    };
    await writeFile(path.join(outDir, 'docs', file), await storage.get(document.storageKey));
    await writeFile(path.join(outDir, 'docs', `${file}.truth.json`), `${JSON.stringify(truth, null, 2)}\n`);
    exported.push({ file: `docs/${file}`, documentType: document.type, corrections: own.length });
  }
  await writeFile(
    path.join(outDir, 'manifest.json'),
    `${JSON.stringify(
      {
        note: 'Documents an adviser corrected: the truth is the reading with the corrections laid over it. Account, member and BSB numbers are masked as stored.',
        documents: exported.map(({ file, documentType }) => ({ file, documentType })),
      },
      null,
      2,
    )}\n`,
  );
  return exported;
}
