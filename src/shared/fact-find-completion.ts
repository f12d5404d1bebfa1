/**
 * Fact Find completion (specification section 9): the share of ten checks, rounded to a percent. The
 * dashboard's progress and the Fact Find screen both use this, so they never disagree.
 */
export type CompletionInput = {
  givenNames?: string | null;
  familyName?: string | null;
  email?: string | null;
  dob?: string | null;
  /** The date of birth is only the intake's default, which nobody gave: it does not count. */
  dobIsDefault?: boolean;
  mobile?: string | null;
  streetAddress?: string | null;
  occupation?: string | null;
  employer?: string | null;
  superAccountCount: number;
  bankAccountCount: number;
  goalCount: number;
};

export const completionCheckKeys = [
  'name',
  'email',
  'dob',
  'mobile',
  'streetAddress',
  'occupation',
  'employer',
  'superAccounts',
  'bankAccounts',
  'goals',
] as const;
export type CompletionCheckKey = (typeof completionCheckKeys)[number];

export const completionCheckLabels: Record<CompletionCheckKey, string> = {
  name: 'Full name',
  email: 'Email address',
  dob: 'Date of birth',
  mobile: 'Mobile number',
  streetAddress: 'Residential address',
  occupation: 'Occupation',
  employer: 'Employer',
  superAccounts: 'Superannuation account',
  bankAccounts: 'Bank account',
  goals: 'Goals and objectives',
};

const filled = (value: string | null | undefined) => Boolean(value && value.trim());

export function missingCompletionChecks(input: CompletionInput): CompletionCheckKey[] {
  const passed: Record<CompletionCheckKey, boolean> = {
    name: filled(input.givenNames) && filled(input.familyName),
    email: filled(input.email),
    dob: filled(input.dob) && !input.dobIsDefault,
    mobile: filled(input.mobile),
    streetAddress: filled(input.streetAddress),
    occupation: filled(input.occupation),
    employer: filled(input.employer),
    superAccounts: input.superAccountCount > 0,
    bankAccounts: input.bankAccountCount > 0,
    goals: input.goalCount > 0,
  };
  return completionCheckKeys.filter((key) => !passed[key]);
}

export function completionPercent(input: CompletionInput): number {
  const missing = missingCompletionChecks(input).length;
  return Math.round(((completionCheckKeys.length - missing) / completionCheckKeys.length) * 100);
}
