import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PracticeScope } from '@/server/db/practice-scope';
import { factFinds } from '@/server/db/schema';
import { renderFactFindPdfOffThread } from '@/server/pdf/render-off-thread';
import { buildFactFindSnapshot } from './build-fact-find-snapshot';
import { factFindFilename } from './fact-find-filename';
import { hashSnapshot } from './hash-snapshot';
import type { StoredFactFindSnapshot, StoredGeneration } from './stored-fact-find';

type GenerateFactFindOptions = PracticeScope & {
  clientId: string;
  adviser: { name: string; email: string };
};

/**
 * Makes the Fact Find PDF from a snapshot of everything the client's Fact Find holds now, and keeps that
 * snapshot with the Fact Find: its completion percent, the SHA-256 of its content and of the PDF.
 */
export async function generateFactFind({
  db,
  practiceId,
  clientId,
  adviser,
}: GenerateFactFindOptions): Promise<{
  pdf: Buffer;
  filename: { utf8: string; ascii: string };
  contentHash: string;
}> {
  const snapshot = await buildFactFindSnapshot({ db, practiceId, clientId, adviser });
  const contentHash = hashSnapshot(snapshot);
  const pdf = await renderFactFindPdfOffThread({ snapshot, contentHash });
  const filename = factFindFilename(snapshot.client.familyName);
  const generation: StoredGeneration = {
    generatedAt: snapshot.preparedAt,
    generatedBy: adviser.name,
    completionPercent: snapshot.record.completion.percent,
    contentHash,
    pdfHash: createHash('sha256').update(pdf).digest('hex'),
    filename: filename.utf8,
    snapshot,
  };
  await db.transaction(async (transaction) => {
    const [existing] = await transaction
      .select({ snapshot: factFinds.jsonSnapshot })
      .from(factFinds)
      .where(eq(factFinds.clientId, clientId));
    const stored = (existing?.snapshot ?? {}) as StoredFactFindSnapshot;
    const values = {
      status: 'generated',
      completionPercent: snapshot.record.completion.percent,
      jsonSnapshot: {
        ...stored,
        current: snapshot,
        currentHash: contentHash,
        generations: [...(stored.generations ?? []), generation],
      },
    };
    await transaction
      .insert(factFinds)
      .values({ clientId, ...values })
      .onConflictDoUpdate({ target: factFinds.clientId, set: values });
  });
  return { pdf, filename, contentHash };
}
