import { z } from 'zod';
import {
  employmentTypeOptions,
  maritalStatusOptions,
  meetingCadenceOptions,
  preferredContactOptions,
  scopeOfAdviceOptions,
  serviceLevelOptions,
  sexOptions,
  smokingStatusOptions,
  stateOptions,
} from '@/shared/options';
import { parseMobileInput } from '@/shared/format/mobile';
import { isCalendarDate, optionalDate, optionalPastDate } from './field-types';

/** Optional free text: trimmed, and an empty string is stored as null. */
const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** An empty form value ('') means "not given". */
const blankAsNull = (value: unknown) => (value === '' ? null : value);

/** An option from a list, or nothing; the message names what is allowed. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.preprocess(blankAsNull, z.enum(options, { message: `Choose one of: ${options.join(', ')}` }).nullish());

const optionalPostcode = z.preprocess(
  blankAsNull,
  z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'A postcode has 4 digits')
    .nullish(),
);

/** Mobile numbers are stored as digits only (specification section 5). */
const optionalPhone = z
  .string()
  .nullish()
  .transform((value) => (value ? parseMobileInput(value) || null : null));

const optionalMoney = z.number().min(0, 'Amounts cannot be negative').max(9_999_999_999_999).nullish();

export const dependantSchema = z.object({
  name: z.string().trim().min(1, 'Dependant name is required').max(200),
  dateOfBirth: optionalPastDate.transform((value) => value ?? null),
  relationship: optionalText(100),
});
export type Dependant = z.infer<typeof dependantSchema>;

/** Every client field an adviser can enter (specification section 3, plus the Fact Find's own fields). */
export const clientFields = z.object({
  givenNames: z.string().trim().min(1, 'Given names are required').max(200),
  familyName: z.string().trim().min(1, 'Family name is required').max(200),
  preferredName: optionalText(200),
  dob: optionalPastDate,
  sex: optionalChoice(sexOptions),
  email: z.string().trim().min(1, 'Email is required').max(320),
  mobile: optionalPhone,
  preferredContact: z
    .enum(preferredContactOptions, { message: 'Choose email, phone, sms or post' })
    .optional(),
  streetAddress: optionalText(),
  suburb: optionalText(200),
  state: optionalChoice(stateOptions),
  postcode: optionalPostcode,
  country: z.string().trim().max(100).optional(),
  postalAddress: optionalText(),
  postalSuburb: optionalText(200),
  postalState: optionalChoice(stateOptions),
  postalPostcode: optionalPostcode,
  postalSameAsResidential: z.boolean().optional(),
  yearsAtAddress: z.number().int('Years at address is a whole number').min(0).max(120).nullish(),
  propertyOwnership: z.enum(['own', 'rent'], { message: 'Choose own or rent' }).optional(),
  propertyValue: optionalMoney,
  /** 'indicative-median' when the value is a researched median, not the adviser's own figure. */
  propertyValueBasis: z.enum(['indicative-median'], { message: 'Unknown basis' }).nullish(),
  maritalStatus: optionalChoice(maritalStatusOptions),
  relationshipDate: optionalDate,
  livingArrangements: optionalText(),
  spouseGivenNames: optionalText(200),
  spouseFamilyName: optionalText(200),
  spouseDob: optionalPastDate,
  spouseOccupation: optionalText(200),
  spouseEmployer: optionalText(200),
  spouseEmail: optionalText(320),
  spouseMobile: optionalPhone,
  dependants: z.array(dependantSchema).max(20, 'At most 20 dependants').optional(),
  countryOfBirth: optionalText(100),
  citizenships: z.array(z.string().trim().min(1).max(100)).max(10).optional(),
  visaStatus: optionalText(200),
  taxResidency: z.string().trim().max(100).optional(),
  medicareNumber: optionalText(20),
  dvaStatus: optionalText(200),
  healthSummary: optionalText(2000),
  smokingStatus: optionalChoice(smokingStatusOptions),
  hazardousPursuits: optionalText(1000),
  occupation: optionalText(200),
  employer: optionalText(200),
  industry: optionalText(200),
  employmentType: optionalChoice(employmentTypeOptions),
  tenure: optionalText(200),
  workingHours: optionalText(200),
  redundancyRisk: optionalText(500),
  scopeOfAdvice: z
    .array(z.enum(scopeOfAdviceOptions, { message: `Choose from: ${scopeOfAdviceOptions.join(', ')}` }))
    .optional(),
  immediateDeadlines: optionalText(2000),
  serviceLevel: optionalChoice(serviceLevelOptions),
  meetingCadence: optionalChoice(meetingCadenceOptions),
  thirdPartyAuthority: z.boolean().optional(),
  dataSharing: z.boolean().optional(),
});

/** Fields whose intake default (specification section 5) is not a fact until confirmed or read. */
export const defaultableFields = ['dob', 'spouseDob'] as const;
export const intakeDefaultDate = '1978-01-01';

/** POST /api/clients: the intake, without the consent flag; the privacy consent must be given. */
export const clientCreateRequest = clientFields.extend({
  scopeOfAdvice: z
    .array(z.enum(scopeOfAdviceOptions, { message: `Choose from: ${scopeOfAdviceOptions.join(', ')}` }))
    .min(1, 'Select at least one area of advice'),
  privacyConsent: z.literal(true, { message: 'Privacy consent is required' }),
  dataSharing: z.boolean().default(false),
  /** Dates the adviser left at the intake's default (1978-01-01): kept, but not counted as given. */
  defaultedFields: z.array(z.enum(defaultableFields)).max(defaultableFields.length).optional(),
});
export type ClientCreateRequest = z.input<typeof clientCreateRequest>;
export type ClientCreateInput = z.output<typeof clientCreateRequest>;

/** The intake form: the request plus the consent flag, which is removed before sending. */
export const intakeFormSchema = clientCreateRequest.extend({
  consent: z.literal(true, { message: 'You must provide consent to continue' }),
});
export type IntakeFormValues = z.input<typeof intakeFormSchema>;

/**
 * PATCH /api/clients/:id: any client field; unknown fields are refused. confirmedFields: defaulted dates the
 * adviser confirms as given (a changed date counts as given anyway).
 */
export const clientUpdateRequest = clientFields
  .partial()
  .extend({ confirmedFields: z.array(z.enum(defaultableFields)).max(defaultableFields.length).optional() })
  .strict();
export type ClientUpdateRequest = z.input<typeof clientUpdateRequest>;

export const clientStatuses = ['Processing', 'Needs Info', 'Ready to Sign'] as const;
export type ClientStatus = (typeof clientStatuses)[number];

/** A row of GET /api/clients. */
export type ClientListItem = {
  id: string;
  givenNames: string;
  familyName: string;
  email: string;
  createdAt: string;
  updatedAt: string;
  /** The last change to the client's record or any of its documents (the dashboard's Last Updated). */
  lastUpdatedAt: string;
  status: ClientStatus;
  progress: number;
  documentCount: number;
  /** When the client was archived; null for a client in the list. */
  archivedAt: string | null;
};

/** GET /api/clients/:id: every stored client field. */
export type Client = z.output<typeof clientFields> & {
  id: string;
  preferredContact: string;
  country: string;
  taxResidency: string;
  postalSameAsResidential: boolean;
  /** Null until someone says: the form's "rent" default is not a fact. */
  propertyOwnership: 'own' | 'rent' | null;
  dependants: Dependant[];
  citizenships: string[];
  scopeOfAdvice: string[];
  thirdPartyAuthority: boolean;
  privacyConsent: boolean;
  dataSharing: boolean;
  /** Fields holding the intake's default because nobody gave a value (e.g. 'dob'): not facts. */
  defaultedFields: string[];
  consentAt: string | null;
  /** When the client was archived (out of the dashboard until restored); null otherwise. */
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type Stats = {
  activeClients: number;
  documentsProcessed: number;
  pendingReview: number;
  completed: number;
};

/** GET /api/clients/duplicates: what a new client would be created with. */
/**
 * GET /api/clients?search=&limit=&offset=: a page of the practice's clients, newest first, whose name or
 * e-mail contains `search`. Without them, every client (the specification's list). The total matching is
 * in the X-Total-Count header.
 */
export const clientListQuery = z.object({
  search: z.string().trim().max(200, 'Search with at most 200 characters').optional(),
  // Paged by default: a practice's whole list (thousands of clients) is never one answer.
  limit: z.coerce.number().int('A whole number').min(1).max(500, 'At most 500 clients a page').default(50),
  offset: z.coerce.number().int('A whole number').min(0).default(0),
  /** 'true': the archived clients instead of the others. */
  archived: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type ClientListQuery = z.output<typeof clientListQuery>;

export const duplicateClientsQuery = z.object({
  email: z.string().trim().max(320).optional(),
  givenNames: z.string().trim().max(200).optional(),
  familyName: z.string().trim().max(200).optional(),
  dob: z.string().refine(isCalendarDate, 'Not a real date').optional().or(z.literal('')),
  /** The date of birth is only the intake default: it does not make a match. */
  dobIsDefault: z.enum(['true', 'false']).optional(),
});
export type DuplicateClientsQuery = z.input<typeof duplicateClientsQuery>;

/** A client of the practice that a new one may be the same person as, and why. */
export type DuplicateClient = {
  id: string;
  givenNames: string;
  familyName: string;
  email: string;
  reason: 'email' | 'name-and-dob';
};
