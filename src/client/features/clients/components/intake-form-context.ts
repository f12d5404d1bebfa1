import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { intakeFormSchema } from '@/shared/schemas/client';

export type IntakeFormInput = z.input<typeof intakeFormSchema>;
export type IntakeFormOutput = z.output<typeof intakeFormSchema>;
export type IntakeForm = UseFormReturn<IntakeFormInput, unknown, IntakeFormOutput>;

/** Specification section 5: the intake's defaults. */
export const intakeDefaults: IntakeFormInput = {
  givenNames: '',
  familyName: '',
  preferredName: '',
  dob: '1978-01-01',
  sex: '',
  email: '',
  mobile: '',
  preferredContact: 'email',
  streetAddress: '',
  suburb: '',
  state: '',
  postcode: '',
  country: 'Australia',
  postalAddress: '',
  yearsAtAddress: null,
  maritalStatus: '',
  relationshipDate: '',
  livingArrangements: '',
  spouseGivenNames: '',
  spouseFamilyName: '',
  spouseDob: '1978-01-01',
  spouseOccupation: '',
  spouseEmployer: '',
  dependants: [],
  countryOfBirth: 'Australia',
  citizenships: [],
  visaStatus: '',
  taxResidency: 'Australian',
  medicareNumber: '',
  dvaStatus: '',
  healthSummary: '',
  smokingStatus: '',
  hazardousPursuits: '',
  occupation: '',
  employer: '',
  industry: '',
  employmentType: '',
  tenure: '',
  workingHours: '',
  redundancyRisk: '',
  scopeOfAdvice: [],
  immediateDeadlines: '',
  serviceLevel: '',
  meetingCadence: '',
  thirdPartyAuthority: false,
  consent: false as unknown as true,
  privacyConsent: false as unknown as true,
  dataSharing: false,
};

/** The error message of a field, whatever its depth in the form. */
export function errorOf(form: IntakeForm, name: string): { message?: string } | undefined {
  let node: unknown = form.formState.errors;
  for (const part of name.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node as { message?: string } | undefined;
}

/**
 * Who the partner section is for: a married client's spouse, or a de facto partner (in Australian law a
 * spouse too; the record's partner fields hold either). null when the client has no partner to record.
 */
export function partnerOf(maritalStatus: unknown): 'Spouse' | 'Partner' | null {
  if (maritalStatus === 'married') return 'Spouse';
  if (maritalStatus === 'defacto') return 'Partner';
  return null;
}
