import type { ClientCreateRequest } from '@/shared/schemas/client';

/** A complete, valid intake as an adviser would send it. */
export function sampleClient(overrides: Partial<ClientCreateRequest> = {}): ClientCreateRequest {
  return {
    givenNames: 'Sean Patrick',
    familyName: "O'Brien",
    preferredName: 'Sean',
    dob: '1985-03-12',
    sex: 'male',
    email: 'sean.obrien@example.com',
    mobile: '0491 570 156',
    preferredContact: 'email',
    streetAddress: '12 Wattle St',
    suburb: 'Bondi',
    state: 'NSW',
    postcode: '2026',
    maritalStatus: 'married',
    spouseGivenNames: 'Aoife',
    spouseFamilyName: "O'Brien",
    spouseDob: '1986-07-01',
    dependants: [{ name: 'Niamh', dateOfBirth: '2015-05-05', relationship: 'daughter' }],
    citizenships: ['Australia', 'Ireland'],
    occupation: 'Civil engineer',
    employer: 'Harbourline Logistics',
    employmentType: 'full-time',
    scopeOfAdvice: ['Retirement planning', 'Insurance advice'],
    serviceLevel: 'comprehensive',
    meetingCadence: 'annual',
    privacyConsent: true,
    dataSharing: false,
    ...overrides,
  };
}
