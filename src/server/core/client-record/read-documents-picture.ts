import type { ClientPicture } from '@/shared/schemas/extracted-facts';
import type { PracticeScope } from '@/server/db/practice-scope';
import { buildDocumentPicture } from './document-picture';
import { loadClientEvidence, loadClientWords, type ClientRow } from './load-client-evidence';

/**
 * What the client's processed documents say, in the record's terms, with sources and the client's own word.
 * Computed from the documents on each request, so it always reflects a document that completed, was deleted
 * or was corrected a moment ago.
 */
export async function readDocumentsPicture(
  scope: PracticeScope & { clientId: string },
): Promise<{ client: ClientRow; picture: ClientPicture }> {
  const [{ client, evidence }, words] = await Promise.all([
    loadClientEvidence(scope, scope.clientId),
    loadClientWords(scope.db, scope.clientId),
  ]);
  return { client, picture: buildDocumentPicture(client.id, evidence, words) };
}
