import { z } from 'zod';
import type { ProcessingStatus } from '@/shared/options';
import { clientCreateRequest } from './client';
import type { ClientPicture } from './extracted-facts';
import { goalInput } from './fact-find';
import { recordId } from './field-types';

/**
 * A documents-first run: the documents uploaded before there is a client, kept on the server until they
 * become a new client or are added to an existing one (decision 018).
 */

/** A document of a batch, as the three-step page and the chooser show it. */
export type BatchDocument = {
  id: string;
  filename: string;
  type: string;
  ocrStatus: ProcessingStatus;
  parseStatus: ProcessingStatus;
  /** The client it was linked to on its own (Extracted Data's Link), if it was. */
  clientId: string | null;
};

export type DocumentBatch = {
  id: string;
  createdAt: string;
  /** When its current reading began (upload, a later upload, a retry): polling stops 5 minutes after. */
  startedAt: string;
  createdBy: { id: string | null; name: string | null };
  /** Whether the adviser asking made it. */
  createdByMe: boolean;
  /** The client it became or was added to, and when; null while it is open. */
  clientId: string | null;
  clientName: string | null;
  filedAt: string | null;
  filedAs: 'new-client' | 'existing-client' | null;
  /** The person the documents name (identity documents first), when one is read. */
  personName: string | null;
  documents: BatchDocument[];
};

/** GET /api/document-batches: the practice's open batches, newest first. */
export type DocumentBatchList = { batches: DocumentBatch[] };

/**
 * GET /api/document-batches/:id/picture: what the batch's processed documents say, as the client's
 * picture says it for a client (facts under the client's own field names, holdings, conflicts, sources).
 */
export type BatchPicture = Omit<ClientPicture, 'clientId'> & { batchId: string };

/**
 * POST /api/document-batches/:id/client: the client the adviser reviewed (the intake's fields, areas of
 * advice and consents), and the goals typed on the new Fact Find.
 */
export const batchClientCreateRequest = clientCreateRequest.extend({
  goals: z.array(goalInput).max(50, 'At most 50 goals at once').default([]),
});
export type BatchClientCreateRequest = z.input<typeof batchClientCreateRequest>;
export type BatchClientCreateInput = z.output<typeof batchClientCreateRequest>;

/** What making the client did: the client, the documents it now holds, the facts added from them. */
export type BatchClientCreated = {
  clientId: string;
  givenNames: string;
  familyName: string;
  documentIds: string[];
  /** Keys of the offers accepted from the documents (accounts, loans, policies, salary…). */
  acceptedOffers: string[];
};

/** POST /api/document-batches/:id/claim: add the batch's documents to a client of the practice. */
export const batchClaimRequest = z.object({ clientId: recordId });
export type BatchClaimRequest = z.input<typeof batchClaimRequest>;
/** The client's documents from the batch; `alreadyAdded` when an earlier request had added them. */
export type BatchClaimed = { clientId: string; documentIds: string[]; alreadyAdded: boolean };
