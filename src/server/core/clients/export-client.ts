import { asc, eq, inArray } from 'drizzle-orm';
import { strToU8 } from 'fflate';
import type { PracticeScope } from '@/server/db/practice-scope';
import { documentCorrections, documents, goalAudioNotes } from '@/server/db/schema';
import { MissingFileError, type Storage } from '@/server/storage/storage';
import { createZipWriter, type ZipSink } from '@/server/threads/zip-stream';
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
 *
 * Prepared first: everything small is gathered, and every original's presence checked, so a missing file is
 * a 404 before any byte goes. Then `write` streams the zip, written on a worker thread (threads/zip-stream.ts)
 * one original at a time as the reader takes it: hundreds of megabytes are never held in memory, and the
 * API keeps answering meanwhile.
 */
export async function exportClient({ db, practiceId, clientId, storage, adviser }: ExportOptions): Promise<{
  filename: { utf8: string; ascii: string };
  write: (sink: ZipSink) => { done: Promise<void>; abort: () => void };
}> {
  const snapshot = await buildFactFindSnapshot({ db, practiceId, clientId, adviser });
  const contentHash = hashSnapshot(snapshot);
  const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

  const small: [string, Uint8Array][] = [
    ['fact-find.json', json(snapshot)],
    [
      factFindFilename(snapshot.client.familyName).ascii,
      new Uint8Array(await renderFactFindPdfOffThread({ snapshot, contentHash })),
    ],
    ['questionnaire.json', json(await readQuestionnaire(db, clientId))],
    ['extracted-facts.json', json((await readDocumentsPicture({ db, practiceId, clientId })).picture)],
    ['history.json', json(await listAuditEvents({ db, practiceId, clientId }))],
    // The record's ledger: every value ever given for each fact, with its source and status (decision 017).
    ['client-record-ledger.json', json(await readFullLedger(db, clientId))],
  ];

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
  const originals = documentRows.map((row, index) => ({
    row,
    path: `documents/${String(index + 1).padStart(2, '0')}-${safeName(row.filename)}`,
  }));
  const documentEntries = originals.map(({ row, path }) => ({
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
  }));

  const notes = await db
    .select()
    .from(goalAudioNotes)
    .where(eq(goalAudioNotes.clientId, clientId))
    .orderBy(asc(goalAudioNotes.createdAt), asc(goalAudioNotes.id));
  const voiceNotes = notes.map((note, index) => ({
    key: note.storageKey,
    path: `voice-notes/${String(index + 1).padStart(2, '0')}.${extensionOf[note.mimeType.split(';')[0] ?? ''] ?? 'audio'}`,
  }));

  for (const key of [...documentRows.map((row) => row.storageKey), ...voiceNotes.map((note) => note.key)])
    if (!(await storage.exists(key))) throw new MissingFileError(key);

  const manifest = {
    client: `${snapshot.client.givenNames} ${snapshot.client.familyName}`.trim(),
    exportedAt: new Date().toISOString(),
    exportedBy: adviser.name,
  };
  const write = (sink: ZipSink) => {
    const zip = createZipWriter(sink);
    // Originals are PDFs, JPEGs and HEICs, compressed already: stored as they are. From local storage the
    // writing thread reads them itself; from a bucket they are fetched here, one at a time.
    const addStored = async (path: string, key: string) =>
      storage.pathOnDisk
        ? zip.addFromDisk(path, storage.pathOnDisk(key))
        : zip.add(path, await storage.get(key), { compress: false });
    const done = (async () => {
      try {
        for (const [path, bytes] of small) await zip.add(path, bytes, { compress: true });
        for (const { row, path } of originals) await addStored(path, row.storageKey);
        await zip.add('documents.json', json(documentEntries), { compress: true });
        for (const note of voiceNotes) await addStored(note.path, note.key);
        await zip.finish(manifest);
      } catch (error) {
        zip.abort();
        throw error;
      }
    })();
    return { done, abort: () => zip.abort() };
  };

  const pdfName = factFindFilename(snapshot.client.familyName);
  const filename = {
    utf8: pdfName.utf8.replace(/_Fact_Find\.pdf$/, '_Client_Data.zip'),
    ascii: pdfName.ascii.replace(/_Fact_Find\.pdf$/, '_Client_Data.zip'),
  };
  return { filename, write };
}
