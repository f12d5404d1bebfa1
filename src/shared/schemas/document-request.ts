import { z } from 'zod';
import { checklistItem, type ChecklistItem } from '@/shared/document-request-checklist';
import { optionalDate, optionalText } from './field-types';

/**
 * A document request: the adviser asks one client for documents through a link that needs no account.
 * The adviser's side is under /api/clients/:id/document-requests; the client's side under /api/requests/:token.
 */

export const documentRequestLifetimeDays = { default: 14, max: 30 } as const;

export const createDocumentRequestBody = z.object({
  checklist: z
    .array(checklistItem)
    .min(1, 'Add at least one document to ask for')
    .max(20, 'Ask for at most 20 documents at a time')
    .refine(
      (items) => new Set(items.map((item) => item.id)).size === items.length,
      'Each item needs its own id',
    ),
  note: optionalText(1000),
  dueDate: optionalDate,
  expiresInDays: z
    .number()
    .int()
    .min(1, 'The link must last at least a day')
    .max(documentRequestLifetimeDays.max, `The link can last at most ${documentRequestLifetimeDays.max} days`)
    .default(documentRequestLifetimeDays.default),
  /** E-mail the link to the client (when the server can send e-mail); otherwise the adviser copies it. */
  sendEmail: z.boolean().default(true),
});
export type CreateDocumentRequestBody = z.input<typeof createDocumentRequestBody>;

export type DocumentRequestStatus = 'open' | 'finished' | 'expired' | 'revoked';

/** A document as the request shows it: its place in the checklist and how its reading went. */
export type RequestDocument = {
  id: string;
  filename: string;
  itemId: string | null;
  state: 'reading' | 'read' | 'failed';
  /** The type it was read as (once read). */
  type: string | null;
  uploadedAt: string;
  /** Said kindly to the client: the document is not what the item asks for, or not in the client's name. */
  problem: string | null;
};

export type RequestChecklistItem = ChecklistItem & { done: boolean };

/** The adviser's view of a request (never its link: only the link's hash is kept). */
export type DocumentRequestSummary = {
  id: string;
  status: DocumentRequestStatus;
  checklist: RequestChecklistItem[];
  note: string | null;
  dueDate: string | null;
  createdAt: string;
  expiresAt: string;
  verifiedAt: string | null;
  finishedAt: string | null;
  emailedTo: string | null;
  documents: RequestDocument[];
  confirmedFacts: number;
};

export type CreatedDocumentRequest = {
  request: DocumentRequestSummary;
  /** Shown once: the adviser copies it when it was not e-mailed. */
  link: string;
  emailed: boolean;
};

/* ---------------------------------------------------------------- the client's side */

/** What the link shows before the client has proved who they are. */
export type RequestWelcome = {
  practiceName: string;
  adviserName: string;
  /** The client's e-mail, masked, when a one-time code can be sent there; else null. */
  codeEmail: string | null;
  verified: boolean;
};

export const verifyRequestBody = z.union([
  z.object({
    dob: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter your date of birth as dd/mm/yyyy'),
  }),
  z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail'),
  }),
]);
export type VerifyRequestBody = z.input<typeof verifyRequestBody>;

/** The client's checklist once verified. */
export type ClientRequestView = {
  clientName: string;
  adviserName: string;
  practiceName: string;
  note: string | null;
  dueDate: string | null;
  finishedAt: string | null;
  checklist: RequestChecklistItem[];
  documents: RequestDocument[];
};

/** One fact read from the client's documents, as the client sees it (masked; never a tax file number). */
export type ClientFact = {
  key: string;
  label: string;
  value: string;
  /** The documents it was read from. */
  from: string[];
  confirmedAt: string | null;
  /** What the client said instead, when they corrected it. */
  correction: string | null;
};

export const confirmFactsBody = z.object({
  facts: z
    .array(
      z.object({
        key: z.string().min(1).max(300),
        /** null confirms the value as read; text corrects it. */
        correction: optionalText(300),
      }),
    )
    .min(1, 'Confirm at least one fact')
    .max(200),
});
export type ConfirmFactsBody = z.input<typeof confirmFactsBody>;

/** A fact the client confirmed or corrected, as the Fact Find and its PDF show it. */
export type ClientConfirmation = {
  key: string;
  /** The Fact Find field it belongs to (a client column such as "employer"), when it is one. */
  field: string | null;
  label: string;
  value: string;
  correction: string | null;
  confirmedAt: string;
};

/** A request on the dashboard: what has come back from the client. */
export type RequestActivity = {
  requestId: string;
  clientId: string;
  clientName: string;
  status: DocumentRequestStatus;
  done: number;
  total: number;
  documentCount: number;
  /** Documents still being read. */
  reading: number;
  lastDocumentAt: string | null;
  confirmedFacts: number;
  finishedAt: string | null;
  lastActivityAt: string;
};
