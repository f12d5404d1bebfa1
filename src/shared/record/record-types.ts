/**
 * The client's record as the screens, the PDF and the export receive it (decision 017): every current fact
 * with its source, status, cycle or date, and history; and what the documents offer beside it.
 */
import type { CompletionCheckKey } from '@/shared/fact-find-completion';
import type { FactOffer, PictureDocument } from '@/shared/schemas/extracted-facts';
import type { Cycle } from './record-fields';

/**
 * set: given by an adviser; accepted: read from a document and accepted by an adviser; confirmed / corrected:
 * said by the client through a document request; default: a form's default nobody gave (not a fact);
 * dismissed: an offer the adviser turned down; removed: a record (account, loan, …) deleted.
 */
export const factStatuses = [
  'set',
  'accepted',
  'confirmed',
  'corrected',
  'default',
  'dismissed',
  'removed',
] as const;
export type FactStatus = (typeof factStatuses)[number];

/** A value a person gave: never replaced by what a document says without the adviser choosing so. */
export const personGivenStatuses: readonly FactStatus[] = ['set', 'confirmed', 'corrected'];

export type SourceKind = 'adviser' | 'document' | 'client' | 'import' | 'default';

export type Box = { x0: number; y0: number; x1: number; y1: number };

/** Where a value came from. */
export type FactProvenance = {
  kind: SourceKind;
  /** The adviser who gave or accepted it ('The client' through a request link). */
  actorName: string;
  documentId: string | null;
  filename: string | null;
  page: number | null;
  box: Box | null;
  /** The printed words it was read from. */
  text: string | null;
  confidence: string | null;
  requestId: string | null;
};

/** One fact as it stands: the newest entry of its subject and field. */
export type RecordFact = {
  /** 'client', 'cashFlow', 'answers', 'income', 'tax', or '<kind>:<id>' for an account, loan, policy, … */
  subject: string;
  field: string;
  value: unknown;
  cycle: Cycle | null;
  asAt: string | null;
  period: string | null;
  status: FactStatus;
  source: FactProvenance;
  /** When this value was given. */
  at: string;
  /** How many earlier entries the fact has (its history). */
  earlier: number;
  /** The client confirmed this very value through a document request, on this date. */
  confirmedByClientAt: string | null;
};

/** One entry of a fact's history. */
export type FactHistoryEntry = Omit<RecordFact, 'earlier' | 'confirmedByClientAt'>;

/** An account, loan, policy, asset or goal of the record. */
export type RecordItem = { subject: string; kind: string; id: string; createdAt: string };

/** A fact the record does not know, listed rather than printed as a value. */
export type MissingFact = { key: string; section: string; label: string };

/**
 * GET /api/clients/:id/record: the client's record as it stands (every current fact with its source and
 * status), the offers its documents make (conflicts among them), the documents set aside as someone else's,
 * what is missing, completion, and whether it is ready to sign.
 */
export type ClientRecordView = {
  clientId: string;
  facts: RecordFact[];
  items: RecordItem[];
  offers: FactOffer[];
  flaggedDocuments: PictureDocument[];
  missing: MissingFact[];
  completion: { percent: number; missing: CompletionCheckKey[] };
  /** The dashboard's Ready to Sign: complete, and every questionnaire section of the scope complete. */
  readyToSign: boolean;
  /**
   * The version (ETag) of each section the estate routes save as a whole (decision 037): a save sends it back
   * as If-Match. Absent from PDF snapshots made before it.
   */
  sectionVersions?: { estate: string; government: string };
};
