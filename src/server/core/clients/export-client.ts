import { createHash } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { zipSync, strToU8 } from 'fflate';
import type { PracticeScope } from '@/server/db/practice-scope';
import { documentCorrections, documents, goalAudioNotes } from '@/server/db/schema';
import type { Storage } from '@/server/storage/storage';
import { listAuditEvents } from '@/server/core/audit/list-audit-events';
import { readDocumentsPicture } from '@/server/core/client-record/read-documents-picture';
import { readFullLedger } from '@/server/core/client-record/read-ledger';
import { buildFactFindSnapshot } from '@/server/core/fact-find/build-fact-find-snapshot';
import { factFindFilename } from '@/server/core/fact-find/fact-find-filename';
import { hashSnapshot } from '@/server/core/fact-find/hash-snapshot';
import { readQuestionnaire } from '@/server/core/questionnaire/read-questionnaire';
import { renderFactFindPdfOffThread } from '@/server/pdf/render-off-thread';

type ExportOptions = PracticeScope & {
  clientId: string;
  storage: Storage;
  adviser: { name: string; email: string };
};

const extensionOf: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
};

/** A name safe in any unzip tool: no folders, no control or reserved characters. */
const safeName = (name: string) => name.replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'file';

/**
 * APP 12: everything the practice holds about a client, as one zip: the record and Fact Find as the PDF
 * prints them (fact-find.json and the PDF), the record's ledger (every value ever given, with its source), the questionnaire, what was read from each document with the
 * advisers' corrections, the client picture from the documents, the file's history, and every original
 * document and voice note. manifest.json lists each file with its size and SHA-256.
 */
export async function exportClient({
  db,
  practiceId,
  clientId,
  storage,
  adviser,
}: ExportOptions): Promise<{ zip: Uint8Array; filename: { utf8: string; ascii: string } }> {
  const snapshot = await buildFactFindSnapshot({ db, practiceId, clientId, adviser });
  const contentHash = hashSnapshot(snapshot);
  const files: Record<string, Uint8Array> = {};
  const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

  files['fact-find.json'] = json(snapshot);
  files[factFindFilename(snapshot.client.familyName).ascii] = new Uint8Array(
    await renderFactFindPdfOffThread({ snapshot, contentHash }),
  );
  files['questionnaire.json'] = json(await readQuestionnaire(db, clientId));
  files['extracted-facts.json'] = json((await readDocumentsPicture({ db, practiceId, clientId })).picture);
  files['history.json'] = json(await listAuditEvents({ db, practiceId, clientId }));
  // The record's ledger: every value ever given for each fact, with its source and status (decision 017).
  files['client-record-ledger.json'] = json(await readFullLedger(db, clientId));

  const documentRows = await db
    .select()
    .from(documents)
    .where(eq(documents.clientId, clientId))
    .orderBy(asc(documents.uploadedAt), asc(documents.id));
  const corrections =
    documentRows.length === 0
      ? []
      : await db
          .select()
          .from(documentCorrections)
          .where(
            inArray(
              documentCorrections.documentId,
              documentRows.map((row) => row.id),
            ),
          );
  const documentEntries = [];
  for (const [index, row] of documentRows.entries()) {
    const path = `documents/${String(index + 1).padStart(2, '0')}-${safeName(row.filename)}`;
    files[path] = new Uint8Array(await storage.get(row.storageKey));
    documentEntries.push({
      file: path,
      filename: row.filename,
      type: row.type,
      uploadedAt: row.uploadedAt,
      ocrStatus: row.ocrStatus,
      parseStatus: row.parseStatus,
      extractedData: row.extractedData,
      corrections: corrections
        .filter((correction) => correction.documentId === row.id)
        .map(({ fieldKey, action, value, updatedAt }) => ({ fieldKey, action, value, updatedAt })),
    });
  }
  files['documents.json'] = json(documentEntries);

  const notes = await db
    .select()
    .from(goalAudioNotes)
    .where(eq(goalAudioNotes.clientId, clientId))
    .orderBy(asc(goalAudioNotes.createdAt), asc(goalAudioNotes.id));
  for (const [index, note] of notes.entries()) {
    const extension = extensionOf[note.mimeType.split(';')[0] ?? ''] ?? 'audio';
    files[`voice-notes/${String(index + 1).padStart(2, '0')}.${extension}`] = new Uint8Array(
      await storage.get(note.storageKey),
    );
  }

  const manifest = {
    client: `${snapshot.client.givenNames} ${snapshot.client.familyName}`.trim(),
    exportedAt: new Date().toISOString(),
    exportedBy: adviser.name,
    files: Object.entries(files).map(([path, bytes]) => ({
      path,
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    })),
  };
  files['manifest.json'] = json(manifest);
  const pdfName = factFindFilename(snapshot.client.familyName);
  const filename = {
    utf8: pdfName.utf8.replace(/_Fact_Find\.pdf$/, '_Client_Data.zip'),
    ascii: pdfName.ascii.replace(/_Fact_Find\.pdf$/, '_Client_Data.zip'),
  };
  return { zip: zipSync(files, { level: 6 }), filename };
}
