import { z } from 'zod';
import { optionalDate, optionalText, recordId } from './field-types';

/**
 * Customer due diligence (AUSTRAC's initial CDD for an individual, decision 035): per person of the Fact Find
 * (the client, the partner), each piece the adviser or the client gave, with its source and history. One
 * schema for the route and the form.
 */

export const cddPeople = ['client', 'partner'] as const;
export type CddPerson = (typeof cddPeople)[number];

/** How the identity was verified: the original sighted by the adviser, or through the request link's check. */
export const identityMethods = ['sighted', 'link'] as const;
export const identityMethodLabels = {
  sighted: 'Original document sighted by the adviser',
  'link-dob': 'Sent through the request link, checked by date of birth',
  'link-code': 'Sent through the request link, checked by an e-mailed code',
} as const;
export type StoredIdentityMethod = keyof typeof identityMethodLabels;

export const agentAuthorities = [
  'power-of-attorney',
  'enduring-power-of-attorney',
  'guardian-or-administrator',
  'trustee',
  'authorised-representative',
  'other',
] as const;
export const agentAuthorityLabels: Record<(typeof agentAuthorities)[number], string> = {
  'power-of-attorney': 'Power of attorney',
  'enduring-power-of-attorney': 'Enduring power of attorney',
  'guardian-or-administrator': 'Guardian or administrator',
  trustee: 'Trustee',
  'authorised-representative': 'Authorised representative',
  other: 'Other authority',
};

export const screeningResults = ['no-match', 'possible-match', 'match'] as const;
export const screeningResultLabels: Record<(typeof screeningResults)[number], string> = {
  'no-match': 'No match',
  'possible-match': 'Possible match (being resolved)',
  match: 'Confirmed match',
};

export const riskRatings = ['low', 'medium', 'high'] as const;
export const riskRatingLabels: Record<(typeof riskRatings)[number], string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

const yesNo = z.enum(['yes', 'no'], { message: 'Choose yes or no' });

/** A PEP or sanctions declaration: yes or no, and what it is when yes. */
export const declaration = z
  .object({ answer: yesNo, detail: optionalText(500) })
  .strict()
  .refine((value) => value.answer === 'no' || Boolean(value.detail), {
    message: 'Say what the position or sanction is',
    path: ['detail'],
  });
export type Declaration = z.output<typeof declaration>;

export const agentInput = z
  .object({
    actsForClient: z.boolean(),
    name: optionalText(200),
    authority: z.enum(agentAuthorities, { message: 'Choose the authority' }).nullish(),
    detail: optionalText(500),
  })
  .strict()
  .refine((value) => !value.actsForClient || (Boolean(value.name) && Boolean(value.authority)), {
    message: 'Name the person acting and their authority',
    path: ['name'],
  });

export const screeningInput = z
  .object({
    provider: z.string().trim().min(1, 'Name the screening service').max(200),
    checkedOn: z.preprocess(
      (value) => (value === '' ? null : value),
      z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD'),
    ),
    pepResult: z.enum(screeningResults, { message: 'Choose the PEP result' }),
    sanctionsResult: z.enum(screeningResults, { message: 'Choose the sanctions result' }),
    reference: optionalText(200),
  })
  .strict();

export const fundsInput = z
  .object({
    description: z.string().trim().min(1, 'Describe where the money comes from').max(1000),
    documentIds: z.array(recordId).max(20).default([]),
  })
  .strict();

export const riskInput = z
  .object({
    rating: z.enum(riskRatings, { message: 'Choose low, medium or high' }),
    reason: z.string().trim().min(1, 'Give the reason for the rating').max(1000),
  })
  .strict();

export const identityInput = z
  .object({
    documentId: recordId,
    method: z.enum(identityMethods, { message: 'Choose how it was verified' }),
  })
  .strict();

/** PATCH /api/clients/:id/due-diligence: the pieces of one person the adviser changed (If-Match). */
export const dueDiligenceUpdate = z
  .object({
    person: z.enum(cddPeople),
    identity: identityInput.optional(),
    agent: agentInput.optional(),
    pep: declaration.optional(),
    sanctions: declaration.optional(),
    screening: screeningInput.optional(),
    relationshipNote: optionalText(1000).optional(),
    sourceOfFunds: fundsInput.optional(),
    sourceOfWealth: fundsInput.optional(),
    riskRating: riskInput.optional(),
    nextReview: optionalDate.optional(),
  })
  .strict();
export type DueDiligenceUpdate = z.input<typeof dueDiligenceUpdate>;

/** PUT /api/requests/:token/due-diligence: the client's own declarations through the link. */
export const clientDeclarationsBody = z.object({ pep: declaration, sanctions: declaration }).strict();
export type ClientDeclarationsBody = z.input<typeof clientDeclarationsBody>;

/** The identity as verified: what the document said when it was chosen, and how it was verified. */
export type IdentityValue = {
  documentId: string;
  documentType: 'passport' | 'license';
  filename: string;
  /** Masked like every number the app shows: the last 4 characters. */
  numberMasked: string | null;
  /** Passport: the issuing country (ISO code); licence: the issuing state. */
  issuer: string | null;
  expiryDate: string | null;
  nameOnDocument: string | null;
  dateOfBirthOnDocument: string | null;
  /** Where on the document the number was read (page and box). */
  page: number | null;
  method: StoredIdentityMethod;
  /** The SHA-256 of the original file as stored when it was verified (null when the original is gone). */
  sha256: string | null;
};

export type AgentValue = z.output<typeof agentInput>;
export type ScreeningValue = z.output<typeof screeningInput>;
export type FundsValue = z.output<typeof fundsInput>;
export type RiskValue = z.output<typeof riskInput>;

export type CddValues = {
  identity: IdentityValue;
  agent: AgentValue;
  pep: Declaration;
  sanctions: Declaration;
  screening: ScreeningValue;
  relationshipNote: string | null;
  sourceOfFunds: FundsValue;
  sourceOfWealth: FundsValue;
  riskRating: RiskValue;
  nextReview: string | null;
};
export type CddField = keyof CddValues;
export const cddFields = [
  'identity',
  'agent',
  'pep',
  'sanctions',
  'screening',
  'relationshipNote',
  'sourceOfFunds',
  'sourceOfWealth',
  'riskRating',
  'nextReview',
] as const satisfies readonly CddField[];

export const cddFieldLabels: Record<CddField, string> = {
  identity: 'Identity verification',
  agent: 'Acting on their behalf',
  pep: 'Politically exposed person declaration',
  sanctions: 'Targeted financial sanctions declaration',
  screening: 'Screening result',
  relationshipNote: 'Nature and purpose of the relationship',
  sourceOfFunds: 'Source of funds',
  sourceOfWealth: 'Source of wealth',
  riskRating: 'ML/TF risk rating',
  nextReview: 'Next review',
};

/** One value with who gave it and when. */
export type CddEntry<T> = {
  value: T;
  source: 'adviser' | 'client';
  actorName: string;
  at: string;
  requestId: string | null;
};

export type CddHistoryEntry = CddEntry<unknown> & { field: CddField; label: string };

export type CddWarning = {
  code:
    | 'identity-missing'
    | 'identity-expired'
    | 'identity-name'
    | 'identity-dob'
    | 'pep'
    | 'sanctions'
    | 'screening-missing'
    | 'screening-match'
    | 'funds-missing'
    | 'risk-missing'
    | 'review-overdue';
  message: string;
};

/** A passport or licence of the person's, from the record's documents, that can verify the identity. */
export type IdentityDocumentOption = {
  documentId: string;
  filename: string;
  documentType: 'passport' | 'license';
  numberMasked: string | null;
  issuer: string | null;
  expiryDate: string | null;
  nameOnDocument: string | null;
  dateOfBirthOnDocument: string | null;
  page: number | null;
  /** How the link was checked, when the document came through a request link. */
  linkMethod: 'link-dob' | 'link-code' | null;
};

export type PersonDueDiligence = {
  person: CddPerson;
  name: string;
  dob: string | null;
  address: string | null;
  identity: CddEntry<IdentityValue> | null;
  identityOptions: IdentityDocumentOption[];
  agent: CddEntry<AgentValue> | null;
  /** The declarations, as the client gave them through the link and as the adviser recorded them. */
  pep: { client: CddEntry<Declaration> | null; adviser: CddEntry<Declaration> | null };
  sanctions: { client: CddEntry<Declaration> | null; adviser: CddEntry<Declaration> | null };
  screening: CddEntry<ScreeningValue> | null;
  relationshipNote: CddEntry<string> | null;
  sourceOfFunds: CddEntry<FundsValue> | null;
  sourceOfWealth: CddEntry<FundsValue> | null;
  riskRating: CddEntry<RiskValue> | null;
  nextReview: CddEntry<string> | null;
  warnings: CddWarning[];
  /** Every entry of this person's due diligence, newest first. */
  history: CddHistoryEntry[];
};

/** GET /api/clients/:id/due-diligence (ETag: its version). */
export type DueDiligenceView = {
  version: string;
  /** The nature and purpose of the relationship, from the scope of advice. */
  scopeOfAdvice: string[];
  people: PersonDueDiligence[];
  /** The client's documents that can be linked as evidence of funds or wealth. */
  documents: { id: string; filename: string; type: string }[];
};

/** GET /api/requests/:token/due-diligence: the client's own answers so far. */
export type ClientDeclarationsView = {
  pep: Declaration | null;
  sanctions: Declaration | null;
  answeredAt: string | null;
};
