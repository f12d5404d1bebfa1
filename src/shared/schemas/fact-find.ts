import { z } from 'zod';
import type { CompletionCheckKey } from '@/shared/fact-find-completion';
import type { ConfidenceLevel, DocumentType } from '@/shared/options';
import { clientFields } from './client';
import {
  bsbInput,
  confidenceInput,
  maskedNumberInput,
  maxPeriodicAmount,
  moneyInput,
  optionalChoice,
  optionalDate,
  optionalDays,
  optionalText,
  recordId,
} from './field-types';

/* ---------------------------------------------------------------- personal details (PATCH /api/clients/:id) */

/**
 * The Fact Find's own fields of the client (specification section 3, "{product} form state"): the form
 * validates with this and sends its output to PATCH /api/clients/:id, which parses it with
 * clientUpdateRequest. Partner fields are the client's spouse fields. Money arrives as the input's digits.
 */
export const factFindDetailsForm = clientFields
  .pick({
    givenNames: true,
    familyName: true,
    dob: true,
    email: true,
    mobile: true,
    occupation: true,
    employer: true,
    streetAddress: true,
    suburb: true,
    state: true,
    postcode: true,
    postalAddress: true,
    postalSuburb: true,
    postalState: true,
    postalPostcode: true,
    postalSameAsResidential: true,
    propertyOwnership: true,
    propertyValueBasis: true,
    spouseGivenNames: true,
    spouseFamilyName: true,
    spouseDob: true,
    spouseEmail: true,
    spouseMobile: true,
    spouseEmployer: true,
    spouseOccupation: true,
  })
  .extend({ propertyValue: moneyInput() });
export type FactFindDetailsInput = z.input<typeof factFindDetailsForm>;
export type FactFindDetails = z.output<typeof factFindDetailsForm>;

/* ---------------------------------------------------------------- accounts */

const money12 = moneyInput(maxPeriodicAmount);

/** The document an extracted account came from (it must belong to the client). */
const sourceFields = {
  documentId: recordId.nullish(),
  confidence: confidenceInput.optional(),
};

export const superAccountInput = z.object({
  fundName: z.string().trim().min(1, 'Please enter a super fund name').max(200, 'Use at most 200 characters'),
  memberNumberMasked: maskedNumberInput,
  balance: moneyInput(),
  statementDate: optionalDate,
  investmentOption: optionalText(200),
  fees: money12,
  insuranceLife: moneyInput(),
  insuranceLifePremium: money12,
  insuranceTPD: moneyInput(),
  insuranceTPDPremium: money12,
  insuranceIP: money12,
  insuranceIPPremium: money12,
  insuranceIPWaitingPeriod: optionalDays,
  insuranceIPBenefitPeriod: optionalText(100),
  contributionsYTD: money12,
  lastStatementPeriod: optionalText(100),
  ...sourceFields,
});
export type SuperAccountInput = z.input<typeof superAccountInput>;
export const superAccountUpdate = superAccountInput
  .omit({ documentId: true, confidence: true })
  .partial()
  .strict();

export const bankAccountTypes = ['savings', 'transaction', 'credit', 'mortgage', 'offset'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];
/** The add form offers these (specification section 3); extracted accounts may also be offset accounts. */
export const bankAccountFormTypes = ['savings', 'transaction', 'credit', 'mortgage'] as const;

export const bankAccountInput = z.object({
  bankName: z.string().trim().min(1, 'Please enter a bank name').max(200, 'Use at most 200 characters'),
  bsbMasked: bsbInput,
  accountNumberMasked: maskedNumberInput,
  accountType: z
    .preprocess(
      (value) => (value === '' || value == null ? undefined : value),
      z.enum(bankAccountTypes, { message: `Choose one of: ${bankAccountTypes.join(', ')}` }).optional(),
    )
    .transform((value) => value ?? 'savings'),
  balance: moneyInput(),
  averageIncomeMonthly: money12,
  averageExpensesMonthly: money12,
  ...sourceFields,
});
export type BankAccountInput = z.input<typeof bankAccountInput>;
export const bankAccountUpdate = bankAccountInput
  .omit({ documentId: true, confidence: true })
  .partial()
  .strict();

/** Where a record came from: the document it was read from, or the adviser. */
export type RecordSource = { documentId: string; filename: string; type: DocumentType | string } | null;

export type SuperAccount = {
  id: string;
  /** Its ETag: sent back as If-Match by a save of it. */
  version: number;
  fundName: string;
  memberNumberMasked: string | null;
  balance: number | null;
  statementDate: string | null;
  investmentOption: string | null;
  fees: number | null;
  insuranceLife: number | null;
  insuranceLifePremium: number | null;
  insuranceTPD: number | null;
  insuranceTPDPremium: number | null;
  insuranceIP: number | null;
  insuranceIPPremium: number | null;
  insuranceIPWaitingPeriod: number | null;
  insuranceIPBenefitPeriod: string | null;
  contributionsYTD: number | null;
  lastStatementPeriod: string | null;
  confidence: ConfidenceLevel;
  source: RecordSource;
  createdAt: string;
};

export type BankAccount = {
  id: string;
  /** Its ETag: sent back as If-Match by a save of it. */
  version: number;
  bankName: string;
  bsbMasked: string | null;
  accountNumberMasked: string | null;
  accountType: string;
  balance: number | null;
  averageIncomeMonthly: number | null;
  averageExpensesMonthly: number | null;
  confidence: ConfidenceLevel;
  source: RecordSource;
  createdAt: string;
};

/** GET /api/clients/:id/accounts */
export type ClientAccounts = { superAccounts: SuperAccount[]; bankAccounts: BankAccount[] };

/* ---------------------------------------------------------------- goals */

export const goalPriorities = ['high', 'medium', 'low'] as const;
export type GoalPriority = (typeof goalPriorities)[number];
export const goalCategories = [
  'retirement',
  'wealth',
  'property',
  'debt',
  'protection',
  'education',
  'lifestyle',
  'estate',
  'other',
] as const;
export const goalTimeframes = ['short', 'medium', 'long'] as const;
export const goalTimeframeLabels: Record<(typeof goalTimeframes)[number], string> = {
  short: 'Short term (under 2 years)',
  medium: 'Medium term (2-5 years)',
  long: 'Long term (over 5 years)',
};

export const goalInput = z.object({
  description: z
    .string()
    .trim()
    .min(1, 'Please enter a description for the goal')
    .max(1000, 'Use at most 1000 characters'),
  category: optionalChoice(goalCategories),
  timeframe: optionalChoice(goalTimeframes),
  priority: z
    .preprocess(
      (value) => (value === '' || value == null ? undefined : value),
      z.enum(goalPriorities, { message: 'Choose high, medium or low' }).optional(),
    )
    .transform((value) => value ?? 'medium'),
  targetAmount: moneyInput(),
  targetDate: optionalDate,
  notes: optionalText(2000),
});
export type GoalInput = z.input<typeof goalInput>;
export const goalUpdate = goalInput.partial().strict();

export type Goal = {
  id: string;
  /** Its ETag: sent back as If-Match by a save of it. */
  version: number;
  description: string;
  category: string | null;
  timeframe: string | null;
  priority: GoalPriority;
  targetAmount: number | null;
  targetDate: string | null;
  notes: string | null;
  source: string;
  createdAt: string;
};

/** A voice note recorded with the client's goals. */
export type GoalAudioNote = {
  id: string;
  mimeType: string;
  fileSize: number;
  durationSeconds: number | null;
  createdAt: string;
};

/** The audio a browser's MediaRecorder produces; a note is at most 10 MB (about 20 minutes of Opus). */
export const goalAudioMimeTypes = [
  'audio/webm',
  'audio/ogg',
  'audio/mp4',
  'audio/mpeg',
  'audio/wav',
] as const;

/* ---------------------------------------------------------------- the Fact Find itself */

export const factFindStatuses = ['draft', 'generated'] as const;
export type FactFindStatus = (typeof factFindStatuses)[number];

/** One generated PDF, kept with the Fact Find. */
export type FactFindGeneration = {
  generatedAt: string;
  generatedBy: string;
  completionPercent: number;
  /** SHA-256 of the content the PDF was made from (the snapshot), so a copy can be checked. */
  contentHash: string;
  /** SHA-256 of the PDF file itself. */
  pdfHash: string;
  filename: string;
};

/** GET and PUT /api/clients/:id/fact-find */
export type FactFindSummary = {
  clientId: string;
  status: string;
  completionPercent: number;
  missing: CompletionCheckKey[];
  lastReviewedAt: string | null;
  questionnaireCompletedAt: string | null;
  generations: FactFindGeneration[];
  updatedAt: string | null;
};

/** PUT /api/clients/:id/fact-find: "Save Progress" (the fields themselves go through their own calls). */
export const factFindSaveRequest = z.object({}).strict();

/** POST /api/clients/:id/documents/claim: documents-first documents the new client's data came from. */
export const claimDocumentsRequest = z.object({
  documentIds: z
    .array(recordId)
    .min(1, 'Choose at least one document')
    .max(50, 'At most 50 documents at once'),
});
export type ClaimDocumentsResult = { claimed: string[]; alreadyAttached: string[] };

/* ---------------------------------------------------------------- property research */

export const researchPropertyRequest = z.object({
  address: z
    .string()
    .trim()
    .max(500, 'Use at most 500 characters')
    .refine(
      (value) => value !== '' && value.toLowerCase() !== 'not provided',
      'Please ensure a complete address is available before researching property value',
    ),
});

/** POST /api/research-property-value */
export type PropertyValueEstimate = {
  estimatedValue: number;
  low: number;
  high: number;
  /** Always true for the shipped provider: an estimate from medians, not a valuation. */
  indicative: boolean;
  dwelling: 'house' | 'unit';
  region: string;
  /** What the estimate is based on, in a sentence an adviser can repeat to the client. */
  basis: string;
  source: string;
  asAt: string;
};
