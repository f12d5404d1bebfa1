import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { documents } from '@/server/db/schema';
import { MissingFileError } from '@/server/storage/storage';
import { RecognitionError } from './recognise/recognition-error';
import { ThreadLimitError } from '@/server/threads/run-off-thread';

/** Records why a document could not be processed, in words the adviser can act on. */
export async function markDocumentFailed(
  db: Database,
  documentId: string,
  error: unknown,
  attempts: number,
): Promise<void> {
  const reason =
    error instanceof RecognitionError
      ? error.message
      : error instanceof ThreadLimitError
        ? `The document ${error.limit === 'time' ? 'took too long' : 'needed too much memory'} to read, so it was stopped. Upload a smaller copy, or the relevant pages only.`
        : error instanceof MissingFileError
          ? 'The original file is missing from storage, so the document cannot be read. Upload it again.'
          : `Processing failed after ${attempts} attempt${attempts === 1 ? '' : 's'}. Please retry, or upload a clearer copy.`;
  await db
    .update(documents)
    .set({
      ocrStatus: sql`case when ${documents.ocrStatus} = 'completed' then 'completed' else 'failed' end`,
      parseStatus: 'failed',
      outcome: null,
      error: reason,
      processedAt: new Date(),
    })
    .where(eq(documents.id, documentId));
}
