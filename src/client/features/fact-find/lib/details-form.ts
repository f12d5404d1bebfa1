import { toMoneyInput } from '@/shared/format/money';
import type { UseFormReturn } from 'react-hook-form';
import type { Client } from '@/shared/schemas/client';
import type { FactFindDetails, FactFindDetailsInput } from '@/shared/schemas/fact-find';
import { formatMobile } from '@/shared/format/mobile';

/** The Fact Find form: every value as the inputs hold it (strings; money as digits). */
export type DetailsFormValues = {
  givenNames: string;
  familyName: string;
  dob: string;
  email: string;
  mobile: string;
  occupation: string;
  employer: string;
  streetAddress: string;
  suburb: string;
  state: string;
  postcode: string;
  postalSameAsResidential: boolean;
  postalAddress: string;
  postalSuburb: string;
  postalState: string;
  postalPostcode: string;
  /** Nothing until someone chooses: the form's old default (rent) is not a fact (decision 017). */
  propertyOwnership: 'own' | 'rent' | undefined;
  propertyValue: string;
  propertyValueBasis: 'indicative-median' | null;
  spouseGivenNames: string;
  spouseFamilyName: string;
  spouseDob: string;
  spouseEmail: string;
  spouseMobile: string;
  spouseEmployer: string;
  spouseOccupation: string;
};

export type DetailsForm = UseFormReturn<FactFindDetailsInput & DetailsFormValues, unknown, FactFindDetails>;

export const partnerFields = [
  'spouseGivenNames',
  'spouseFamilyName',
  'spouseDob',
  'spouseEmail',
  'spouseMobile',
  'spouseEmployer',
  'spouseOccupation',
] as const;

/**
 * An empty form: the postal address the same as the residential one (specification section 9); property
 * ownership unanswered rather than the specification's default "rent", which nobody gave.
 */
export const emptyDetails: DetailsFormValues = {
  givenNames: '',
  familyName: '',
  dob: '',
  email: '',
  mobile: '',
  occupation: '',
  employer: '',
  streetAddress: '',
  suburb: '',
  state: '',
  postcode: '',
  postalSameAsResidential: true,
  postalAddress: '',
  postalSuburb: '',
  postalState: '',
  postalPostcode: '',
  propertyOwnership: undefined,
  propertyValue: '',
  propertyValueBasis: null,
  spouseGivenNames: '',
  spouseFamilyName: '',
  spouseDob: '',
  spouseEmail: '',
  spouseMobile: '',
  spouseEmployer: '',
  spouseOccupation: '',
};

/**
 * The saved client as the form shows it. Postal is "same as residential" when no postal address is kept.
 * Property ownership is the record's (null when nobody said), not the client row's default.
 */
export function detailsFromClient(
  client: Client,
  propertyOwnership: 'own' | 'rent' | null = client.propertyOwnership,
): DetailsFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    givenNames: client.givenNames,
    familyName: client.familyName,
    dob: text(client.dob),
    email: client.email,
    mobile: formatMobile(client.mobile),
    occupation: text(client.occupation),
    employer: text(client.employer),
    streetAddress: text(client.streetAddress),
    suburb: text(client.suburb),
    state: text(client.state),
    postcode: text(client.postcode),
    postalSameAsResidential: client.postalSameAsResidential || !client.postalAddress,
    postalAddress: text(client.postalAddress),
    postalSuburb: text(client.postalSuburb),
    postalState: text(client.postalState),
    postalPostcode: text(client.postalPostcode),
    propertyOwnership: propertyOwnership ?? undefined,
    propertyValue: toMoneyInput(client.propertyValue),
    propertyValueBasis: client.propertyValueBasis ?? null,
    spouseGivenNames: text(client.spouseGivenNames),
    spouseFamilyName: text(client.spouseFamilyName),
    spouseDob: text(client.spouseDob),
    spouseEmail: text(client.spouseEmail),
    spouseMobile: formatMobile(client.spouseMobile),
    spouseEmployer: text(client.spouseEmployer),
    spouseOccupation: text(client.spouseOccupation),
  };
}

/** Couple mode is off by default; a client with a partner on record opens in couple mode. */
export function hasPartner(
  values: Pick<DetailsFormValues, 'spouseGivenNames' | 'spouseFamilyName'>,
): boolean {
  return Boolean(values.spouseGivenNames.trim() || values.spouseFamilyName.trim());
}

/** What is sent: an individual has no partner, and a postal address only when it differs. */
export function detailsToSave(details: FactFindDetails, couple: boolean): FactFindDetails {
  const saved = { ...details };
  if (!couple) for (const field of partnerFields) saved[field] = null;
  if (saved.postalSameAsResidential) {
    saved.postalAddress = null;
    saved.postalSuburb = null;
    saved.postalState = null;
    saved.postalPostcode = null;
  }
  if (saved.propertyOwnership !== 'own') saved.propertyValue = null;
  if (saved.propertyValue === null) saved.propertyValueBasis = null;
  return saved;
}
