import type { ClientPicture } from '@/shared/schemas/extracted-facts';
import type { PracticeScope } from '@/server/db/practice-scope';
import { buildClientPicture } from './build-client-picture';
import { loadClientEvidence } from './load-client-evidence';

/**
 * What the client's processed documents say, merged, with sources. Computed from the documents on each
 * request, so it always reflects a document that completed, was deleted or was corrected a moment ago.
 */
export async function getClientPicture(scope: PracticeScope & { clientId: string }): Promise<ClientPicture> {
  const { evidence } = await loadClientEvidence(scope, scope.clientId);
  return buildClientPicture(scope.clientId, evidence);
}
