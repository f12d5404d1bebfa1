import { formatDate } from '@/shared/format/date';
import { documentTypeLabels, type DocumentType } from '@/shared/options';
import { formatRecordFact } from '@/shared/record/format-fact';
import type { Cycle } from '@/shared/record/record-fields';
import { personGivenStatuses, type RecordFact, type RecordItem } from '@/shared/record/record-types';
import type { FactSource, PictureHolding, ClientPicture } from '@/shared/schemas/extracted-facts';
import type { Inquiry, InquiryCheck, InquirySide } from '@/shared/schemas/inquiries';

/** One of the client's own documents as the checks need it: its type, date and (for an ID) its expiry. */
export type InquiryDocument = {
  id: string;
  filename: string;
  type: DocumentType | string;
  /** The date its evidence dates from (YYYY-MM-DD; statement, pay or issue date). */
  date: string;
  /** An identity document's expiry date, and the page it was read on. */
  expiryDate: string | null;
  expiryPage: number | null;
};

/** What every check reads: the record (what people gave), the documents' picture, the documents, today. */
export type InquiryInput = {
  /** YYYY-MM-DD in the practice's time zone. */
  today: string;
  facts: readonly RecordFact[];
  items: readonly RecordItem[];
  picture: ClientPicture;
  /** The client's own documents (not the partner's, not someone else's). */
  documents: readonly InquiryDocument[];
};

/** A disagreement a check finds, before the adviser's resolutions are applied. */
export type Finding = Omit<Inquiry, 'fingerprint' | 'resolution' | 'reopened' | 'evidenceDate'> & {
  /** The values the two sides hold, compared to decide whether a resolution still holds. */
  values: readonly unknown[];
};

export type InquiryRule = { check: InquiryCheck; find: (input: InquiryInput) => Finding[] };

/** The current fact of a subject's field. */
export const factOf = (input: InquiryInput, subject: string, field: string): RecordFact | undefined =>
  input.facts.find((fact) => fact.subject === subject && fact.field === field);

/** A value the client said (through a request link) or the adviser typed: not read from a document. */
export const isPersonGiven = (fact: RecordFact | undefined): fact is RecordFact =>
  fact !== undefined && personGivenStatuses.includes(fact.status) && fact.value !== null && fact.value !== '';

/** A money value as a number (answers keep amounts as text), null when not an amount. */
export function amountOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const amount = Number(value.replace(/[$,\s]/g, ''));
  return Number.isFinite(amount) ? amount : null;
}

const perYear: Record<Cycle, number> = { weekly: 52, fortnightly: 26, monthly: 12, quarterly: 4, annual: 1 };
/** An amount recurring on a cycle, as a year's worth (no cycle: taken as annual). */
export const annualised = (amount: number, cycle: Cycle | null | undefined) =>
  amount * perYear[cycle ?? 'annual'];

/** Whether two amounts differ by more than a share of the larger (0.1: by more than 10 %). */
export const differBy = (a: number, b: number, share: number) =>
  Math.abs(a - b) > share * Math.max(Math.abs(a), Math.abs(b));

/** The side of a value a person gave: who, how and when. */
export function personSide(fact: RecordFact, says: string): InquirySide {
  const client = fact.source.kind === 'client' || fact.status === 'confirmed' || fact.status === 'corrected';
  const date = fact.at.slice(0, 10);
  return {
    kind: client ? 'client' : 'adviser',
    says,
    source: client
      ? `Said by the client through a document request on ${formatDate(date)}`
      : `Typed by ${fact.source.actorName} on ${formatDate(date)}`,
    documentId: null,
    filename: null,
    page: null,
    date,
  };
}

/** "Mortgage Statement" */
export const documentLabel = (type: string) => documentTypeLabels[type as DocumentType] ?? 'Document';

/** The side of what a document shows: its name, page and date. */
export function documentSide(
  source: Pick<FactSource, 'documentId' | 'filename' | 'page' | 'documentDate'>,
  says: string,
): InquirySide {
  const date = source.documentDate?.slice(0, 10) || null;
  return {
    kind: 'document',
    says,
    source: [
      `${source.filename}${source.page ? ` p.${source.page}` : ''}`,
      date ? `dated ${formatDate(date)}` : 'undated',
    ].join(', '),
    documentId: source.documentId,
    filename: source.filename,
    page: source.page,
    date,
  };
}

/** A side that says no document shows something (no document to point to). */
export function noDocumentSide(says: string, source: string): InquirySide {
  return { kind: 'document', says, source, documentId: null, filename: null, page: null, date: null };
}

/** "Bank of Queensland ****7859" */
export const holdingName = (holding: PictureHolding) =>
  [holding.name, holding.number].filter(Boolean).join(' ');

/** A holding's value as every screen words it ("$259,716.84 as at 09/08/2025"). */
export function holdingValue(holding: PictureHolding, field: string): string {
  const value = holding.values[field];
  if (value === null || value === undefined || value === '') return '';
  const units = holding.units[field];
  return formatRecordFact(holding.kind, field, value, {
    cycle: units?.cycle ?? undefined,
    asAt: units?.asAt ?? undefined,
    period: units?.period ?? undefined,
  });
}

/** Items of a kind in the record, with their current facts by field. */
export function recordItems(
  input: InquiryInput,
  kind: string,
): { item: RecordItem; facts: Map<string, RecordFact> }[] {
  return input.items
    .filter((item) => item.kind === kind)
    .map((item) => ({
      item,
      facts: new Map(
        input.facts.filter((fact) => fact.subject === item.subject).map((fact) => [fact.field, fact]),
      ),
    }));
}

/** Letters and digits only, lower case: "Aware Super Pty Ltd" and "AWARE SUPER" compare equal. */
export const comparableName = (value: unknown) =>
  String(value ?? '')
    .toLowerCase()
    .replace(/\b(pty|ltd|limited|the)\b/g, '')
    .replace(/[^a-z0-9]/g, '');

/** Last four digits of a masked or full number, '' when none. */
export const lastFour = (value: unknown) =>
  String(value ?? '')
    .replace(/\D/g, '')
    .slice(-4);

/** Days before a date (YYYY-MM-DD), by calendar. */
export function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1 - months, day));
  return shifted.toISOString().slice(0, 10);
}
