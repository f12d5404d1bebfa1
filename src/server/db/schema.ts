/**
 * The whole data model (specification section 3, plus practices, questionnaire answers and what the
 * document pipeline keeps). Every client-owned table cascades from clients, so deleting a client deletes
 * everything it owns. Money is numeric(15,2) for balances and values, numeric(12,2) for periodic amounts.
 */
import { sql } from 'drizzle-orm';
import type { DocumentOutcome } from '@/shared/options';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { ChecklistItem } from '@/shared/document-request-checklist';

const money15 = (name: string) => numeric(name, { precision: 15, scale: 2, mode: 'number' });
const money12 = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const isoDate = (name: string) => date(name, { mode: 'string' });
const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

export const practices = pgTable('practices', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    /** Stored lower-cased; unique across practices because it is the sign-in name. */
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    subscriptionTier: text('subscription_tier').notNull().default('professional'),
    passwordHash: text('password_hash').notNull(),
    /** Set for the demo adviser (its password is published): the app asks for a new one before anything else. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    index('users_practice_idx').on(table.practiceId),
  ],
);

/** Server-side sessions: sid is the hash of the cookie token, sess holds the user and the session's start,
 * expire is the idle deadline. */
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid', { length: 128 }).primaryKey(),
    sess: jsonb('sess').$type<{ userId: string; createdAt: string }>().notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
    /** Also in sess; a column so a user's sessions can be joined and ended together. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The id the adviser's session list shows and ends sessions by (never the sid, which opens them). */
    id: uuid('id').notNull().defaultRandom(),
    /** When it began, from where (the client address as TRUST_PROXY reads it) and in which browser. */
    createdAt: createdAt(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The last request, to within the minute the idle deadline moves by. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sessions_expire_idx').on(table.expire),
    index('sessions_user_idx').on(table.userId),
    uniqueIndex('sessions_id_key').on(table.id),
  ],
);

/** Failed sign-ins per e-mail address and per IP, shared by every API process. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  firstFailureAt: timestamp('first_failure_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    givenNames: text('given_names').notNull(),
    familyName: text('family_name').notNull(),
    preferredName: text('preferred_name'),
    dob: isoDate('dob'),
    sex: text('sex'),
    email: text('email').notNull(),
    mobile: text('mobile'),
    preferredContact: text('preferred_contact').notNull().default('email'),
    streetAddress: text('street_address'),
    suburb: text('suburb'),
    state: text('state'),
    postcode: text('postcode'),
    country: text('country').notNull().default('Australia'),
    postalAddress: text('postal_address'),
    postalSuburb: text('postal_suburb'),
    postalState: text('postal_state'),
    postalPostcode: text('postal_postcode'),
    postalSameAsResidential: boolean('postal_same_as_residential').notNull().default(true),
    yearsAtAddress: integer('years_at_address'),
    /** Own or rent; null until someone says (the form's "rent" default is not a fact). */
    propertyOwnership: text('property_ownership').$type<'own' | 'rent'>(),
    propertyValue: money15('property_value'),
    /** Where the property value came from: null for the adviser's own figure. */
    propertyValueBasis: text('property_value_basis').$type<'indicative-median'>(),
    maritalStatus: text('marital_status'),
    relationshipDate: isoDate('relationship_date'),
    livingArrangements: text('living_arrangements'),
    spouseGivenNames: text('spouse_given_names'),
    spouseFamilyName: text('spouse_family_name'),
    spouseDob: isoDate('spouse_dob'),
    spouseOccupation: text('spouse_occupation'),
    spouseEmployer: text('spouse_employer'),
    spouseEmail: text('spouse_email'),
    spouseMobile: text('spouse_mobile'),
    dependants: jsonb('dependants')
      .$type<{ name: string; dateOfBirth?: string | null; relationship?: string | null }[]>()
      .notNull()
      .default([]),
    countryOfBirth: text('country_of_birth').default('Australia'),
    citizenships: textList('citizenships'),
    visaStatus: text('visa_status'),
    taxResidency: text('tax_residency').notNull().default('Australian'),
    medicareNumber: text('medicare_number'),
    dvaStatus: text('dva_status'),
    healthSummary: text('health_summary'),
    smokingStatus: text('smoking_status'),
    hazardousPursuits: text('hazardous_pursuits'),
    occupation: text('occupation'),
    employer: text('employer'),
    industry: text('industry'),
    employmentType: text('employment_type'),
    tenure: text('tenure'),
    workingHours: text('working_hours'),
    redundancyRisk: text('redundancy_risk'),
    scopeOfAdvice: textList('scope_of_advice'),
    immediateDeadlines: text('immediate_deadlines'),
    serviceLevel: text('service_level'),
    meetingCadence: text('meeting_cadence'),
    thirdPartyAuthority: boolean('third_party_authority').notNull().default(false),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    privacyConsent: boolean('privacy_consent').notNull().default(false),
    dataSharing: boolean('data_sharing').notNull().default(false),
    /**
     * Fields that hold the specification's intake default (dob, spouseDob) because nobody gave a value:
     * completion does not count them, the PDF does not print them, a document's value replaces them.
     */
    defaultedFields: textList('defaulted_fields'),
    /** When the client was archived: kept whole, out of the dashboard's list and figures until restored. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('clients_practice_idx').on(table.practiceId),
    index('clients_practice_created_idx').on(table.practiceId, table.createdAt),
  ],
);

/** One uploaded file. clientId is null for documents-first work until a client claims it. */
/**
 * Documents uploaded before there is a client (the three-step page, documents first): one batch per run,
 * kept on the server so the run survives a reload, another tab or another browser. It stays open (no
 * client) until it becomes a new client or is added to an existing one; then `client_id` and `filed_at`
 * say which and when. Open batches are deleted with their documents 30 days after they started
 * (core/document-batches/delete-abandoned-batches.ts); a filed batch goes only with its client.
 */
export const documentBatches = pgTable(
  'document_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When the batch's current reading began (its first upload, a later upload or a retry): the three-step
     * page's 5-minute polling limit counts from here. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    clientId: uuid('client_id').references((): AnyPgColumn => clients.id, { onDelete: 'cascade' }),
    filedAt: timestamp('filed_at', { withTimezone: true }),
    /** 'new-client' (the client was made from it) or 'existing-client' (added to a client found as a duplicate). */
    filedAs: text('filed_as'),
  },
  (table) => [
    index('document_batches_practice_idx').on(table.practiceId, table.filedAt),
    index('document_batches_client_idx').on(table.clientId),
    check(
      'document_batches_filed_check',
      sql`(${table.clientId} is null) = (${table.filedAt} is null) and (${table.filedAt} is null) = (${table.filedAs} is null)`,
    ),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    /** The type the adviser chose at upload ('auto' lets classification decide). */
    requestedType: text('requested_type').notNull().default('auto'),
    filename: text('filename').notNull(),
    storageKey: text('storage_key').notNull(),
    fileSize: integer('file_size'),
    mimeType: text('mime_type'),
    source: text('source').notNull(),
    ocrStatus: text('ocr_status').notNull().default('pending'),
    parseStatus: text('parse_status').notNull().default('pending'),
    extractedData: jsonb('extracted_data').$type<Record<string, unknown>>(),
    confidence: text('confidence'),
    classification: jsonb('classification').$type<{ document_type: string; confidence_level: string }>(),
    /** What reading came to once both steps completed (shared/options documentOutcomes); null until then. */
    outcome: text('outcome').$type<DocumentOutcome>(),
    /** A reason the adviser can read when processing failed. */
    error: text('error'),
    pageCount: integer('page_count'),
    attempts: integer('attempts').notNull().default(0),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /**
     * Touched every few seconds while a worker is reading the document: an active job whose document has
     * not been touched for a while belongs to a process that died (jobs/recover-stalled-jobs.ts).
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** The document request the client sent it through, and the checklist item it was for. */
    documentRequestId: uuid('document_request_id').references((): AnyPgColumn => documentRequests.id, {
      onDelete: 'set null',
    }),
    requestItemId: text('request_item_id'),
    /**
     * The adviser's word on whose document it is when its printed name or date of birth does not match the
     * client: 'client' makes its facts count for the client. Who said so and when is in the history.
     */
    personOverride: text('person_override').$type<'client'>(),
    /** The documents-first run it was uploaded in (documents uploaded for a client have none). */
    batchId: uuid('batch_id').references(() => documentBatches.id, { onDelete: 'set null' }),
    /** Which model read it: 'global' (the shipped models) or 'practice v3' (the practice's promoted model, decision 033). */
    readBy: text('read_by'),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('documents_practice_idx').on(table.practiceId),
    index('documents_batch_idx').on(table.batchId),
    index('documents_client_idx').on(table.clientId),
    index('documents_request_idx').on(table.documentRequestId),
    check('documents_outcome_check', sql`${table.outcome} in ('extracted', 'nothing-readable')`),
  ],
);

/** Recognised text of a document, page by page, with word positions (see documents/recognise/types.ts). */
export const documentPages = pgTable(
  'document_pages',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    pageNumber: integer('page_number').notNull(),
    source: text('source').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    confidence: numeric('confidence', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    text: text('text').notNull(),
    lines: jsonb('lines').notNull(),
    /** Set when OCR straightened the page: its boxes are in the page turned this way (RecognisedPage.deskew). */
    deskew: jsonb('deskew').$type<{ angle: number; cx: number; cy: number }>(),
  },
  (table) => [uniqueIndex('document_pages_key').on(table.documentId, table.pageNumber)],
);

const clientId = () =>
  uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });
const sourceDocumentId = () => uuid('document_id').references(() => documents.id, { onDelete: 'set null' });

export const superAccounts = pgTable(
  'super_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: clientId(),
    /** Goes up by one with every change of the record's facts: its ETag (a save names the one it was made on). */
    version: integer('version').notNull().default(1),
    documentId: sourceDocumentId(),
    fundName: text('fund_name').notNull(),
    memberNumberMasked: text('member_number_masked'),
    balance: money15('balance'),
    statementDate: isoDate('statement_date'),
    investmentOption: text('investment_option'),
    fees: money12('fees'),
    insuranceLife: money15('insurance_life'),
    insuranceLifePremium: money12('insurance_life_premium'),
    insuranceTPD: money15('insurance_tpd'),
    insuranceTPDPremium: money12('insurance_tpd_premium'),
    /** Monthly benefit. */
    insuranceIP: money12('insurance_ip'),
    insuranceIPPremium: money12('insurance_ip_premium'),
    /** Days. */
    insuranceIPWaitingPeriod: integer('insurance_ip_waiting_period'),
    insuranceIPBenefitPeriod: text('insurance_ip_benefit_period'),
    contributionsYTD: money12('contributions_ytd'),
    lastStatementPeriod: text('last_statement_period'),
    /** The death benefit nomination (decision 037): its kind, beneficiaries with shares, a lapsing one's expiry. */
    nominationType: text('nomination_type'),
    nominationBeneficiaries: text('nomination_beneficiaries'),
    nominationExpiry: isoDate('nomination_expiry'),
    confidence: text('confidence').notNull().default('low'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('super_accounts_client_idx').on(table.clientId)],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: clientId(),
    /** Goes up by one with every change of the record's facts: its ETag (a save names the one it was made on). */
    version: integer('version').notNull().default(1),
    documentId: sourceDocumentId(),
    bankName: text('bank_name').notNull(),
    bsbMasked: text('bsb_masked'),
    accountNumberMasked: text('account_number_masked'),
    accountType: text('account_type').notNull().default('savings'),
    balance: money15('balance'),
    averageIncomeMonthly: money12('average_income_monthly'),
    averageExpensesMonthly: money12('average_expenses_monthly'),
    transactionsSample: jsonb('transactions_sample'),
    confidence: text('confidence').notNull().default('low'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('bank_accounts_client_idx').on(table.clientId)],
);

export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: clientId(),
    /** Goes up by one with every change of the record's facts: its ETag (a save names the one it was made on). */
    version: integer('version').notNull().default(1),
    description: text('description').notNull(),
    category: text('category'),
    timeframe: text('timeframe'),
    priority: text('priority').notNull().default('medium'),
    targetAmount: money15('target_amount'),
    targetDate: isoDate('target_date'),
    notes: text('notes'),
    source: text('source').notNull().default('typed'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('goals_client_idx').on(table.clientId)],
);

/** Voice notes recorded with the client's goals ("Record Goals Audio"). */
export const goalAudioNotes = pgTable(
  'goal_audio_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: clientId(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    fileSize: integer('file_size').notNull(),
    durationSeconds: integer('duration_seconds'),
    createdAt: createdAt(),
  },
  (table) => [index('goal_audio_notes_client_idx').on(table.clientId)],
);

export const cashFlow = pgTable(
  'cash_flow',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: clientId(),
    baseSalary: money12('base_salary'),
    superGuarantee: money12('super_guarantee'),
    bonuses: money12('bonuses'),
    commissions: money12('commissions'),
    allowances: money12('allowances'),
    salaryPackaging: money12('salary_packaging'),
    rentalIncome: money12('rental_income'),
    dividendIncome: money12('dividend_income'),
    interestIncome: money12('interest_income'),
    otherIncome: money12('other_income'),
    govBenefits: money12('gov_benefits'),
    livingExpenses: money12('living_expenses'),
    discretionarySpending: money12('discretionary_spending'),
    insurancePremiums: money12('insurance_premiums'),
    childSupport: money12('child_support'),
    schoolFees: money12('school_fees'),
    childcare: money12('childcare'),
    rentOrBoard: money12('rent_or_board'),
    abn: text('abn'),
    businessStructure: text('business_structure'),
    irregularIncome: boolean('irregular_income').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('cash_flow_client_key').on(table.clientId)],
);

export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: clientId(),
    /** Goes up by one with every change of the record's facts: its ETag (a save names the one it was made on). */
    version: integer('version').notNull().default(1),
    type: text('type').notNull(),
    description: text('description').notNull(),
    institution: text('institution'),
    accountNumber: text('account_number'),
    currentValue: money15('current_value'),
    purchasePrice: money15('purchase_price'),
    purchaseDate: isoDate('purchase_date'),
    ownershipSplit: text('ownership_split'),
    incomePA: money12('income_pa'),
    details: jsonb('details'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('assets_client_idx').on(table.clientId)],
);

export const liabilities = pgTable(
  'liabilities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: clientId(),
    /** Goes up by one with every change of the record's facts: its ETag (a save names the one it was made on). */
    version: integer('version').notNull().default(1),
    type: text('type').notNull(),
    lender: text('lender'),
    accountNumber: text('account_number'),
    balance: money15('balance'),
    limit: money15('limit'),
    interestRate: numeric('interest_rate', { precision: 5, scale: 3, mode: 'number' }),
    repaymentAmount: money12('repayment_amount'),
    repaymentFrequency: text('repayment_frequency'),
    securityProperty: text('security_property'),
    fixedRateExpiry: isoDate('fixed_rate_expiry'),
    features: textList('features'),
    details: jsonb('details'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('liabilities_client_idx').on(table.clientId)],
);

export const insurancePolicies = pgTable(
  'insurance_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: clientId(),
    /** Goes up by one with every change of the record's facts: its ETag (a save names the one it was made on). */
    version: integer('version').notNull().default(1),
    type: text('type').notNull(),
    insurer: text('insurer'),
    policyNumber: text('policy_number'),
    sumInsured: money15('sum_insured'),
    premium: money12('premium'),
    /** How often the premium is paid (weekly, fortnightly, monthly, quarterly, annual): it travels with it. */
    premiumFrequency: text('premium_frequency'),
    premiumType: text('premium_type'),
    fundingMethod: text('funding_method'),
    waitingPeriod: text('waiting_period'),
    benefitPeriod: text('benefit_period'),
    loadings: text('loadings'),
    exclusions: text('exclusions'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('insurance_policies_client_idx').on(table.clientId)],
);

/** The Fact Find of a client, with the questionnaire's answers and completed sections. */
export const factFinds = pgTable(
  'fact_finds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: clientId(),
    jsonSnapshot: jsonb('json_snapshot').$type<Record<string, unknown>>().notNull().default({}),
    questionnaireAnswers: jsonb('questionnaire_answers')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    completedSections: textList('completed_sections'),
    completionPercent: integer('completion_percent').notNull().default(0),
    status: text('status').notNull().default('draft'),
    lastReviewedAt: timestamp('last_reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('fact_finds_client_key').on(table.clientId)],
);

/**
 * The client's record as a ledger (decision 017): every fact ever given about a client, one entry per change,
 * append-only (a trigger refuses updates and deletes other than the client's own destruction). The current
 * value of a fact is its newest entry that is not a dismissal; the Fact Find, questionnaire, PDF, export,
 * dashboard and the client's link read the record through core/client-record, which also keeps the entity
 * tables above (clients, super_accounts, …) equal to it in the same transaction, for lists and forms.
 *
 * subject: what the fact is about: 'client' (the client and partner columns), 'cashFlow', 'answers', 'income',
 * 'tax', '<kind>:<row id>' for an account, loan, policy, asset or goal, or 'offers' for a dismissed offer
 * (field = the offer's key, value = what was offered).
 */
export const clientFacts = pgTable(
  'client_facts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Order of entries, also within one transaction (whose entries share created_at). */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    clientId: clientId(),
    subject: text('subject').notNull(),
    field: text('field').notNull(),
    /**
     * The value as {"v": value} (a bare JSON string such as "3134" would come back from the driver as a
     * number); null: cleared, or (for 'removed') the record was removed.
     */
    value: jsonb('value').$type<{ v: unknown } | null>(),
    /** How often a periodic amount recurs: weekly, fortnightly, monthly, quarterly or annual. */
    cycle: text('cycle'),
    /** The date a balance or value was true on. */
    asAt: isoDate('as_at'),
    /** The period an amount covers: a financial year ('2024-25') or 'YYYY-MM-DD/YYYY-MM-DD'. */
    period: text('period'),
    status: text('status')
      .$type<'set' | 'accepted' | 'confirmed' | 'corrected' | 'default' | 'dismissed' | 'removed'>()
      .notNull(),
    /** Who gave it: the adviser, a document, the client (through a request link), an import, a form default. */
    sourceKind: text('source_kind')
      .$type<'adviser' | 'document' | 'client' | 'import' | 'default'>()
      .notNull(),
    documentId: sourceDocumentId(),
    /** The document's name when it was given (kept when the document is deleted). */
    filename: text('filename'),
    page: integer('page'),
    box: jsonb('box').$type<{ x0: number; y0: number; x1: number; y1: number }>(),
    /** The printed words the value was read from. */
    snippet: text('snippet'),
    confidence: text('confidence'),
    requestId: uuid('request_id').references((): AnyPgColumn => documentRequests.id, {
      onDelete: 'set null',
    }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('client_facts_client_idx').on(table.clientId, table.seq)],
);

/**
 * An adviser's correction or confirmation of one extracted value, kept beside the machine's reading (which
 * stays in documents.extracted_data). value null with action 'corrected' means "the document does not say
 * this". Corrections win in the merge and can be exported as evaluation data.
 */
export const documentCorrections = pgTable(
  'document_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    fieldKey: text('field_key').notNull(),
    action: text('action').$type<'corrected' | 'confirmed'>().notNull(),
    value: jsonb('value').$type<string | number | null>(),
    correctedById: uuid('corrected_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('document_corrections_key').on(table.documentId, table.fieldKey)],
);

/**
 * A practice's own reading model, learned from its advisers' corrections (decision 033): examples of where
 * a corrected value is printed on a layout and which type a document was filed as. Each training makes a new
 * version, shadow-evaluated on the practice's corrected documents and the guard set; only a version neither
 * made worse is promoted, and reading uses the practice's newest promoted version, never another practice's.
 */
export const practiceModels = pgTable(
  'practice_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'reading'>().notNull().default('reading'),
    version: integer('version').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** How many corrections (and filed types) it was trained from. */
    trainedFrom: integer('trained_from').notNull(),
    evaluation: jsonb('evaluation').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'shadow' | 'promoted' | 'rejected'>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('practice_models_version_key').on(table.practiceId, table.kind, table.version),
    check('practice_models_status_check', sql`${table.status} in ('shadow', 'promoted', 'rejected')`),
  ],
);

/**
 * The client file's history for the practice's compliance officer: who looked at or changed what, and when.
 * Append-only (a trigger refuses updates; no route edits or deletes it). Values are masked in `summary` and
 * `detail`. Events about a client go with the client when it is destroyed (APP 11); the deletion itself is
 * kept without naming the client.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The adviser's name when it happened (kept if the account goes). */
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    summary: text('summary').notNull(),
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (table) => [index('audit_events_client').on(table.clientId, table.createdAt)],
);

/**
 * Stored files whose records are gone and which are still to be removed from storage. Written in the same
 * transaction that deletes the records, so a file is never left behind unnoticed when storage refuses or the
 * process stops; removed once storage confirms the delete (storage/delete-files.ts).
 */
export const pendingFileDeletions = pgTable('pending_file_deletions', {
  storageKey: text('storage_key').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: createdAt(),
});

/**
 * Backups in progress (backup/). While one has not expired, stored files are not deleted (they stay in
 * pending_file_deletions for the next sweep), so every original the backup's database snapshot names is
 * still in storage when the backup copies it. A backup that dies stops renewing its hold, which then expires.
 */
export const backupHolds = pgTable('backup_holds', {
  id: uuid('id').primaryKey().defaultRandom(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Which client a create request made, by the Idempotency-Key its sender gave, so a request sent again (a retry
 * after a lost answer, a second click) answers with that client instead of making another. Written in the
 * transaction that creates the client; goes with the client when it is deleted.
 */
export const clientCreations = pgTable(
  'client_creations',
  {
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    /** A hash of the request's body: the key may not be used again for another client (null: made before). */
    fingerprint: varchar('fingerprint', { length: 64 }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.practiceId, table.idempotencyKey] })],
);

/**
 * Which documents an upload request made, by the Idempotency-Key its sender gave, so a request sent again
 * (a retry after a lost answer) answers with those documents instead of storing and reading the files twice.
 * Written in the transaction that records the documents.
 */
export const documentUploads = pgTable(
  'document_uploads',
  {
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    documentIds: uuid('document_ids').array().notNull(),
    /** What was sent (each file's SHA-256 and requested type): the key may not be used for other files. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.practiceId, table.idempotencyKey] })],
);

/**
 * Documents an adviser asked one client for, behind a link that needs no account: only the link's hash is
 * kept. The client proves who they are (date of birth or a one-time code by e-mail) before anything shows.
 */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    clientId: clientId(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: varchar('token_hash', { length: 128 }).notNull(),
    checklist: jsonb('checklist').$type<ChecklistItem[]>().notNull(),
    note: text('note'),
    dueDate: isoDate('due_date'),
    emailedTo: text('emailed_to'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Wrong dates of birth or codes in a row; at the limit the link is locked for a while. */
    failedChecks: integer('failed_checks').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The one-time code's hash while it may be used; cleared when used. */
    codeHash: varchar('code_hash', { length: 128 }),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    codeUsedAt: timestamp('code_used_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('document_requests_token_hash').on(table.tokenHash),
    index('document_requests_client_idx').on(table.clientId),
  ],
);

/** A client's visit through a request link after proving who they are (cookie token's hash). */
export const documentRequestSessions = pgTable('document_request_sessions', {
  sid: varchar('sid', { length: 128 }).primaryKey(),
  requestId: uuid('request_id')
    .notNull()
    .references(() => documentRequests.id, { onDelete: 'cascade' }),
  expire: timestamp('expire', { withTimezone: true }).notNull(),
});

/** Facts read from the client's documents that the client confirmed (or corrected) through a request. */
export const clientFactConfirmations = pgTable(
  'client_fact_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: clientId(),
    requestId: uuid('request_id').references(() => documentRequests.id, { onDelete: 'set null' }),
    /** 'fact:<client column>' or 'holding:<holding key>:<value key>'. */
    factKey: text('fact_key').notNull(),
    /** The client column, for facts of the client's record. */
    field: text('field'),
    label: text('label').notNull(),
    /** The value as read and shown to the client (masked where every screen masks it). */
    readValue: text('read_value').notNull(),
    /** What the client said instead; null when they confirmed it as read. */
    correction: text('correction'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('client_fact_confirmations_key').on(table.clientId, table.factKey)],
);

/**
 * Customer due diligence (AUSTRAC initial CDD, decision 035) as a ledger like client_facts: per person of the
 * Fact Find ('client', 'partner') and piece (identity, agent, pep, sanctions, screening, …), one entry per change,
 * append-only, each with who gave it (the adviser, or the client through a request link). The newest entry of
 * a piece is its value; the largest seq of a client's entries is its version (ETag).
 */
export const dueDiligenceEntries = pgTable(
  'due_diligence_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: integer('seq').generatedAlwaysAsIdentity(),
    clientId: clientId(),
    person: text('person').$type<'client' | 'partner'>().notNull(),
    field: text('field').notNull(),
    value: jsonb('value').$type<{ v: unknown } | null>(),
    sourceKind: text('source_kind').$type<'adviser' | 'client'>().notNull(),
    requestId: uuid('request_id').references((): AnyPgColumn => documentRequests.id, {
      onDelete: 'set null',
    }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('due_diligence_entries_client_idx').on(table.clientId, table.seq),
    check('due_diligence_entries_person_check', sql`${table.person} in ('client', 'partner')`),
  ],
);

/**
 * The adviser's resolutions of the Fact Find's reasonable-inquiry disagreements (decision 036): the
 * disagreement's key, the fingerprint of both sides' values it was resolved against (a change to either side
 * reopens it), both sides as they were shown, the note, who and when. Append-only: the newest row of a key
 * is its resolution; earlier rows are its history.
 */
export const inquiryResolutions = pgTable(
  'inquiry_resolutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: clientId(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** Both sides as the adviser saw them when resolving (kept if the documents or facts change later). */
    sides: jsonb('sides').notNull(),
    note: text('note').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inquiry_resolutions_client').on(table.clientId, table.key, table.resolvedAt)],
);
