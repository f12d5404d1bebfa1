import { z } from 'zod';
import type { ConfidenceLevel, DocumentType } from '@/shared/options';

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
  /** True when the adviser corrected or confirmed this reading on Extracted Data. */
  corrected: boolean;
};

/** Whose document it is, judged from the name and date of birth printed on it. */
export type DocumentPersonStatus = 'client' | 'partner' | 'other' | 'unknown';
export type DocumentPerson = {
  status: DocumentPersonStatus;
  name: string | null;
  dateOfBirth: string | null;
};

export type PictureDocument = {
  id: string;
  filename: string;
  type: DocumentType | string;
  documentDate: string | null;
  person: DocumentPerson;
};

export type PictureValue = string | number;
export type PictureFact = { field: string; label: string; value: PictureValue; sources: FactSource[] };

/** A holding read from a statement (account, loan, policy): its values and the statements that say so. */
export type PictureHolding = {
  key: string;
  kind: 'super' | 'bank' | 'mortgage' | 'insurance' | 'investment';
  name: string;
  /** Masked number (last 4 digits), when printed. */
  number: string | null;
  values: Record<string, PictureValue | null>;
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
  /** The client's own facts (client columns, plus annualSalary). */
  facts: PictureFact[];
  /** Facts from documents of the client's partner, under the partner's columns (spouseEmployer, …). */
  partnerFacts: PictureFact[];
  holdings: PictureHolding[];
  conflicts: PictureConflict[];
};

/* ---------------------------------------------------------------- offers */

export const offerScreens = ['fact-find', 'questionnaire'] as const;
export type OfferScreen = (typeof offerScreens)[number];

/** One change the documents suggest to the client's record; nothing is written until the adviser accepts it. */
export type FactOffer = {
  /** Stable while the offer means the same thing (e.g. 'client.dob', 'super.add:aware super|2953'). */
  key: string;
  screen: OfferScreen;
  /** Where it belongs on that screen: personal, address, employment, partner, accounts; or a questionnaire tab. */
  section: string;
  label: string;
  /** What would be written, as the screen shows it. */
  display: string;
  /** What the record holds now, as shown ('' when empty); for an addition, null. */
  current: string | null;
  /** The record's value is the intake's default, which nobody gave. */
  replacesDefault: boolean;
  /** The values written on accept, by record field. */
  changes: Record<string, PictureValue | null>;
  sources: FactSource[];
};

export type FactOffers = { offers: FactOffer[]; flaggedDocuments: PictureDocument[] };

export const factOfferKeysRequest = z.object({
  keys: z.array(z.string().min(1).max(300)).min(1, 'Choose at least one offer').max(200),
});
export type FactOfferKeysRequest = z.input<typeof factOfferKeysRequest>;

export type AcceptFactOffersResult = { accepted: string[]; completionPercent: number };
