import type { ClaimDocumentsResult } from '@/shared/schemas/fact-find';
import { apiRequest } from '@/client/lib/api-client';

/** POST /api/clients/:id/documents/claim: documents read before their client was chosen, given to that client. */
export function claimDocuments(clientId: string, documentIds: string[]) {
  return apiRequest<ClaimDocumentsResult>('POST', `/api/clients/${clientId}/documents/claim`, {
    documentIds,
  });
}
