import type { DocumentStatus } from '@/shared/schemas/document';
import type { ExtractedClientData } from '../api/extract-client-data';

/** Session storage keys the Fact Find reads for /fact-find/new (specification section 3). */
export const extractedClientDataKey = 'extractedClientData';
export const processedDocumentsKey = 'processedDocuments';

/** What the adviser continues with when extraction failed: an empty form to fill by hand. */
export const emptyExtractedClientData: ExtractedClientData = {
  personalInfo: {},
  employment: {},
  financialAccounts: [],
  confidence: 'low',
  conflicts: [],
};

/** Keeps the extracted data and the processed documents for the pre-filled Fact Find. */
export function storeFactFindHandoff(
  extracted: ExtractedClientData | null,
  documents: DocumentStatus[],
  storage: Storage = window.sessionStorage,
): void {
  storage.setItem(extractedClientDataKey, JSON.stringify(extracted ?? emptyExtractedClientData));
  storage.setItem(processedDocumentsKey, JSON.stringify(documents));
}
