/** Option lists and business constants from the specification, section 9. */

export const scopeOfAdviceOptions = [
  'Investment advice',
  'Superannuation advice',
  'Retirement planning',
  'Insurance advice',
  'Estate planning',
  'Tax planning',
  'Aged care planning',
  'Business succession',
  'Debt management',
  'Cash flow management',
] as const;

export const serviceLevelOptions = ['comprehensive', 'limited', 'one-off', 'implementation'] as const;
export const meetingCadenceOptions = ['monthly', 'quarterly', 'bi-annual', 'annual', 'as-needed'] as const;
export const sexOptions = ['male', 'female', 'other'] as const;
export const maritalStatusOptions = ['single', 'married', 'defacto', 'divorced', 'widowed'] as const;
export const smokingStatusOptions = ['never', 'former', 'current'] as const;
export const stateOptions = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export const employmentTypeOptions = [
  'full-time',
  'part-time',
  'contract',
  'casual',
  'self-employed',
  'retired',
  'unemployed',
] as const;
export const preferredContactOptions = ['email', 'phone', 'sms', 'post'] as const;

export const confidenceLevels = ['high', 'medium', 'low'] as const;
export type ConfidenceLevel = (typeof confidenceLevels)[number];

export const documentTypes = [
  'license',
  'passport',
  'super',
  'bank',
  'payslip',
  'tax',
  'mortgage',
  'insurance',
  'investment',
  'other',
] as const;
export type DocumentType = (typeof documentTypes)[number];

export const documentTypeLabels: Record<DocumentType, string> = {
  license: "Driver's License",
  passport: 'Passport',
  super: 'Superannuation Statement',
  bank: 'Bank Statement',
  payslip: 'Payslip',
  tax: 'Tax Return',
  mortgage: 'Mortgage Statement',
  insurance: 'Insurance Policy',
  investment: 'Investment Statement',
  other: 'Financial Document',
};

export const processingStatuses = ['pending', 'processing', 'completed', 'failed'] as const;
export type ProcessingStatus = (typeof processingStatuses)[number];

/**
 * What reading a document came to, once both steps completed: 'extracted' (something was read), or
 * 'nothing-readable' (no text worth the name, or no facts from a document of no known type: a blank page,
 * a holiday photo). Null until then, and for a failed document.
 */
export const documentOutcomes = ['extracted', 'nothing-readable'] as const;
export type DocumentOutcome = (typeof documentOutcomes)[number];

export const subscriptionTiers = ['enterprise', 'professional'] as const;

export const limits = {
  maxFileBytes: 10 * 1024 * 1024,
  maxFilesPerRequest: 10,
  statusPollMs: 2000,
  statusPollCutoffMs: 300_000,
  /** Most document ids one GET /api/documents/status request may ask about. */
  statusIdsPerRequest: 100,
  mobileBreakpointPx: 768,
} as const;
