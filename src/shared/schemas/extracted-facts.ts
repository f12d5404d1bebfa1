import { z } from 'zod';
import type { ConfidenceLevel, DocumentType } from '@/shared/options';
import type { Cycle } from '@/shared/record/record-fields';

/**
 * The client's picture: what the client's processed documents say, merged (newest evidence wins, conflicts
 * listed), each fact with the documents it was read from. GET /api/clients/:id/extracted-facts.
 */

/** One place a fact was read: the document, its date, the page and the printed text (word box when known). */
export type FactSource = {
  documentId: string;
  filename: string;
  documentType: DocumentType | string;
  documentDate: string | null;
  page: number | null;
  text: string | null;
  box: { x0: number; y0: number; x1: number; y1: number } | null;
  confidence: ConfidenceLevel;
  /** A cross-check on the document failed for this reading: why it needs a look, whatever its confidence. */
  check?: string | null;
  /** True when the adviser corrected or confirmed this reading on Extracted Data. */
  corrected: boolean;
};

/** Whose document it is, judged from the name and date of birth printed on it. */
export type DocumentPersonStatus = 'client' | 'partner' | 'other' | 'unknown';
export type DocumentPerson = {
  status: DocumentPersonStatus;
  name: string | null;
  dateOfBirth: string | null;
  /** The adviser said it is the client's document although its name or date of birth disagree. */
  overridden?: boolean;
};

export type PictureDocument = {
  id: string;
  filename: string;
  type: DocumentType | string;
  documentDate: string | null;
  person: DocumentPerson;
};

export type PictureValue = string | number;

/** What travels with a value: a periodic amount's cycle, the date a balance was true on, an amount's period. */
export type PictureUnits = { cycle: Cycle | null; asAt: string | null; period: string | null };

/** What the client said of a value read from their documents, through a document request. */
export type ClientWord = {
  confirmedAt: string;
  correction: string | null;
  requestId: string | null;
  /** The reading the client saw, as shown to them: their word counts only while the documents still say it. */
  readValue: string;
};

/**
 * One fact the documents give, in the record's terms: its subject ('client' for the client's and partner's
 * fields, 'cashFlow', 'income', 'tax') and field (shared/record/record-fields.ts), the value, what travels with
 * it, and the documents it was read from (newest first). `clientWord`: the client's correction replaced the
 * reading (or they confirmed it).
 */
export type PictureFact = {
  subject: 'client' | 'cashFlow' | 'income' | 'tax' | 'government';
  field: string;
  label: string;
  value: PictureValue;
  units: PictureUnits;
  sources: FactSource[];
  clientWord: ClientWord | null;
};

/** A holding read from statements (an account, loan, policy or portfolio): its fields by the record's names. */
export type PictureHolding = {
  key: string;
  kind: 'super' | 'bank' | 'liability' | 'policy' | 'asset';
  name: string;
  /** Masked number (last 4 digits), when printed. */
  number: string | null;
  values: Record<string, PictureValue | null>;
  units: Record<string, PictureUnits>;
  /** What the client said of some of its values (by field). */
  clientWords: Record<string, ClientWord>;
  /** Values a cross-check on the statement questioned, by field: why. */
  checks?: Record<string, string>;
  sources: FactSource[];
};

export type PictureConflict = {
  field: string;
  chosen: PictureValue;
  values: { value: PictureValue; documentId: string; filename: string }[];
};

export type ClientPicture = {
  clientId: string;
  documents: PictureDocument[];
  /** The client's and partner's facts (client columns), income, tax and cash-flow facts. */
  facts: PictureFact[];
  holdings: PictureHolding[];
  conflicts: PictureConflict[];
};

/* ---------------------------------------------------------------- offers */

export const offerScreens = ['fact-find', 'questionnaire'] as const;
export type OfferScreen = (typeof offerScreens)[number];

/**
 * One change the documents suggest to the client's record; nothing is written until the adviser accepts it.
 * When the record's value was given by a person (the adviser, or the client through a request), the offer is
 * a conflict: shown beside that value with both sources, never part of Accept all; the adviser keeps theirs
 * (dismiss) or takes the document's for that fact alone.
 */
export type FactOffer = {
  /** Stable while the offer means the same thing (e.g. 'client.dob', 'super.add:super:#2953'). */
  key: string;
  screen: OfferScreen;
  /** Where it belongs: a section of the record (shared/record/record-fields.ts recordSections). */
  section: string;
  label: string;
  /** What would be written, as every screen shows it (with cycles, dates and periods). */
  display: string;
  /** What the record holds now, as shown ('' when empty); for an addition, null. */
  current: string | null;
  /** The record's value is the intake's default, which nobody gave. */
  replacesDefault: boolean;
  /** The record's value was given by a person: who, and how (the adviser; the client, confirmed or corrected). */
  conflict: { givenBy: string; status: 'set' | 'confirmed' | 'corrected'; at: string } | null;
  /** The values written on accept, by record field. */
  changes: Record<string, PictureValue | null>;
  /** What travels with the values (by field). */
  units: Record<string, PictureUnits>;
  /** The client corrected (or confirmed) the document's reading: the value offered is theirs. */
  clientWord: ClientWord | null;
  /**
   * Why a value needs a look whatever its confidence (a cross-check failed: a balance equal to a cover, a
   * date outside the period, a name not the client's): shown as "Check", never part of Accept all.
   */
  checks: string[];
  sources: FactSource[];
};

export type FactOffers = { offers: FactOffer[]; flaggedDocuments: PictureDocument[] };

export const factOfferKeysRequest = z.object({
  keys: z.array(z.string().min(1).max(300)).min(1, 'Choose at least one offer').max(200),
  /**
   * Take the documents' values over values a person gave, for these offers (conflicts). Only for offers the
   * adviser chose one by one: Accept all never sends it.
   */
  replacePersonGiven: z.boolean().optional(),
  /** Accept offers marked "Check" too: only for an offer the adviser accepted on its own. */
  acceptChecked: z.boolean().optional(),
});
export type FactOfferKeysRequest = z.input<typeof factOfferKeysRequest>;

export type AcceptFactOffersResult = { accepted: string[]; completionPercent: number };

/** PUT /api/clients/:id/documents/:documentId/owner: "It is the client's document" (or take it back). */
export const documentOwnerRequest = z.object({ owner: z.enum(['client']).nullable() }).strict();

/** GET /api/clients/:id/record/history?subject=&field=: every entry of one fact, oldest first. */
export const factHistoryQuery = z.object({
  subject: z.string().trim().min(1).max(120),
  field: z.string().trim().min(1).max(80),
});
