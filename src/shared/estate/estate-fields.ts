/**
 * The record's fields for estate planning, Centrelink and other government payments, a super fund's death
 * benefit nomination and the scored risk profile (decision 037). record-fields.ts adds them to the record;
 * they are kept here so the sections read as one.
 */
import type { RecordField } from '@/shared/record/record-fields';
import { riskProfiles } from './risk-profile';

export const willStatuses = ['yes', 'no', 'unknown'] as const;
export const willStatusLabels: Record<(typeof willStatuses)[number], string> = {
  yes: 'Yes',
  no: 'No',
  unknown: 'Not known',
};

export const nominationTypes = [
  'binding-lapsing',
  'binding-non-lapsing',
  'non-binding',
  'reversionary',
  'none',
] as const;
export type NominationType = (typeof nominationTypes)[number];
export const nominationTypeLabels: Record<NominationType, string> = {
  'binding-lapsing': 'Binding (lapsing)',
  'binding-non-lapsing': 'Binding (non-lapsing)',
  'non-binding': 'Non-binding',
  reversionary: 'Reversionary beneficiary',
  none: 'No nomination',
};

export const paymentFrequencies = ['weekly', 'fortnightly', 'monthly', 'quarterly', 'annual'] as const;

export const concessionCards = [
  'Pensioner Concession Card',
  'Commonwealth Seniors Health Card',
  'Health Care Card',
  'Low Income Health Care Card',
  'DVA Gold Card',
  'DVA White Card',
] as const;

/** The estate: the client's and the partner's will and enduring power of attorney (financial). */
export const estateFields = {
  willStatus: { label: 'Has a will', kind: 'choice', section: 'estate' },
  willDate: { label: 'Date of the will', kind: 'date', section: 'estate' },
  willLocation: { label: 'Where the will is held', kind: 'text', section: 'estate' },
  poaStatus: { label: 'Enduring power of attorney (financial)', kind: 'choice', section: 'estate' },
  poaAttorneys: { label: 'Attorney', kind: 'text', section: 'estate' },
  partnerWillStatus: { label: 'Partner has a will', kind: 'choice', section: 'estate' },
  partnerWillDate: { label: "Date of the partner's will", kind: 'date', section: 'estate' },
  partnerWillLocation: { label: "Where the partner's will is held", kind: 'text', section: 'estate' },
  partnerPoaStatus: {
    label: "Partner's enduring power of attorney (financial)",
    kind: 'choice',
    section: 'estate',
  },
  partnerPoaAttorneys: { label: "Partner's attorney", kind: 'text', section: 'estate' },
  estateNotes: { label: 'Estate planning notes', kind: 'long-text', section: 'estate' },
} satisfies Record<string, RecordField>;

/** A Centrelink (Services Australia) or DVA payment, read from its letter or given by the adviser. */
export const governmentFields = {
  paymentName: { label: 'Payment', kind: 'text', section: 'government', from: ['centrelinkPayment'] },
  paymentAmount: {
    label: 'Amount',
    kind: 'money',
    section: 'government',
    cycle: { field: 'paymentFrequency' },
    from: ['centrelinkPaymentAmount'],
  },
  paymentFrequency: {
    label: 'Paid',
    kind: 'choice',
    section: 'government',
    from: ['centrelinkPaymentFrequency'],
  },
  centrelinkReference: {
    label: 'Centrelink reference number',
    kind: 'masked-number',
    section: 'government',
    masked: true,
    from: ['centrelinkReference'],
  },
  concessionCards: {
    label: 'Concession cards',
    kind: 'text',
    section: 'government',
    from: ['concessionCards'],
  },
  otherPayments: { label: 'Other government payments', kind: 'long-text', section: 'government' },
} satisfies Record<string, RecordField>;

/** A super fund's death benefit nomination, read from its statement where printed. */
export const nominationFields = {
  nominationType: {
    label: 'Death benefit nomination',
    kind: 'choice',
    section: 'super',
    from: ['nominationType'],
  },
  nominationBeneficiaries: {
    label: 'Nominated beneficiaries',
    kind: 'text',
    section: 'super',
    from: ['nominationBeneficiaries'],
  },
  nominationExpiry: {
    label: 'Nomination expires',
    kind: 'date',
    section: 'super',
    from: ['nominationExpiry'],
  },
} satisfies Record<string, RecordField>;

/** The risk questionnaire's answers beyond time horizon and experience, the client's agreement or override. */
export const riskAnswerFields = {
  riskGoal: { label: 'Aim of the investment', kind: 'choice', section: 'risk' },
  riskFallReaction: { label: 'Reaction to a 20% fall', kind: 'choice', section: 'risk' },
  riskLossTolerance: { label: 'Largest fall accepted', kind: 'choice', section: 'risk' },
  riskIncomeNeed: { label: 'Income needed from investments', kind: 'choice', section: 'risk' },
  riskCapacityForLoss: { label: 'Capacity for loss', kind: 'choice', section: 'risk' },
  riskReturnTradeoff: { label: 'Return and risk chosen', kind: 'choice', section: 'risk' },
  riskVolatility: { label: 'Feeling about ups and downs', kind: 'choice', section: 'risk' },
  riskEmergencyFunds: { label: 'Cash for emergencies', kind: 'choice', section: 'risk' },
  riskProfileAgreement: { label: 'Client agrees with the profile', kind: 'choice', section: 'risk' },
  riskProfileOverride: { label: 'Profile chosen instead', kind: 'choice', section: 'risk' },
  riskProfileOverrideReason: { label: 'Reason for the override', kind: 'long-text', section: 'risk' },
} satisfies Record<string, RecordField>;

export const riskProfileOptions = riskProfiles;
