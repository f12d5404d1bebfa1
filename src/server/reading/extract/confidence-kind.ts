import { fieldRegistry } from '@/shared/field-registry';
import type { FieldKey } from './types';

/**
 * The kinds of value confidence is calibrated for: values read alike are wrong alike (a money amount is
 * mistaken for another amount, a name is cut or joined, an option is a word from a list). Derived from the
 * field registry's kinds, with names, organisations, addresses and options told apart from other text.
 */
export const confidenceKinds = [
  'money',
  'date',
  'name',
  'identifier',
  'organisation',
  'address',
  'option',
  'number',
  'text',
] as const;
export type ConfidenceKind = (typeof confidenceKinds)[number];

const NAMES = new Set(['fullName', 'firstName', 'lastName']);
const ORGANISATIONS = new Set(['fundName', 'bankName', 'employer', 'lender', 'insurer', 'provider']);
const ADDRESSES = new Set(['addressStreet', 'addressSuburb', 'addressState', 'securityAddress']);
const OPTIONS = new Set([
  'accountType',
  'payFrequency',
  'repaymentFrequency',
  'premiumFrequency',
  'policyType',
  'sex',
  'nationality',
  'issuingState',
]);
const IDENTIFIERS = new Set([
  'licenceNumber',
  'cardNumber',
  'passportNumber',
  'medicareNumber',
  'medicareIrn',
  'policyNumber',
  'employerAbn',
  'addressPostcode',
  'email',
]);

export function confidenceKind(key: FieldKey | string): ConfidenceKind {
  if (NAMES.has(key)) return 'name';
  if (ORGANISATIONS.has(key)) return 'organisation';
  if (ADDRESSES.has(key)) return 'address';
  if (OPTIONS.has(key)) return 'option';
  if (IDENTIFIERS.has(key)) return 'identifier';
  switch (fieldRegistry[key]?.kind) {
    case 'money':
      return 'money';
    case 'date':
      return 'date';
    case 'masked-number':
    case 'bsb':
    case 'tfn':
    case 'phone':
      return 'identifier';
    case 'percent':
    case 'days':
      return 'number';
    default:
      return 'text';
  }
}
