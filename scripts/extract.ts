/**
 * The evaluation command (shared/eval/FIELDS.md): npm run --silent extract -- FILE…
 * Prints one JSON line per file, {"file", "documentType", "fields"}, in the canonical form, read with the
 * same pipeline the server's worker uses (recognition, TFN redaction, classification, extraction, masking).
 */
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { readDocument } from '@/server/reading/read-document';
import { createTesseractOcrEngine } from '@/server/reading/recognise/create-tesseract-ocr-engine';
import { understandDocument } from '@/server/reading/understand-document';

const files = process.argv.slice(2).filter((argument) => argument !== '--');
if (files.length === 0) {
  console.error('Usage: npm run --silent extract -- FILE…');
  process.exit(2);
}

const ocr = createTesseractOcrEngine({ workers: availableParallelism() });
try {
  for (const file of files) {
    try {
      const understood = await understandDocument(
        await readDocument({ bytes: await readFile(file), ocr }),
        'auto',
      );
      const fields = Object.fromEntries(
        Object.entries(understood.extractedData).filter(
          ([key]) => !key.startsWith('_') && key !== 'requiresManualReview',
        ),
      );
      console.log(JSON.stringify({ file, documentType: understood.type, fields }));
    } catch (error) {
      console.log(
        JSON.stringify({
          file,
          documentType: null,
          fields: {},
          error: error instanceof Error ? error.message : String(error),
        }),
      );
    }
  }
} finally {
  await ocr.close();
}
