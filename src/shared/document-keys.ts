import { fieldRegistry, type FieldKind } from './field-registry';
import type { DocumentType } from './options';

/**
 * The one list of canonical document keys (shared/eval/FIELDS.md): the person's keys every document may carry
 * and each type's own. The extractor reads no other key, a correction names one of them, and the scorer
 * (training/scoring) scores exactly these for a document of its true type; the generalisation sets' writers
 * (bench/generalisation) may give no other. Each key's label and kind are in field-registry.ts.
 */
export const personKeys = [
  'fullName',
  'firstName',
  'lastName',
  'dateOfBirth',
  'addressStreet',
  'addressSuburb',
  'addressState',
  'addressPostcode',
  'email',
  'phone',
] as const;

/** The keys each document type may carry besides the person keys. */
export const typeKeys = {
  license: ['licenceNumber', 'cardNumber', 'expiryDate', 'issuingState'],
  passport: ['passportNumber', 'expiryDate', 'sex', 'nationality'],
  other: ['medicareNumber', 'medicareIrn', 'provider'],
  super: [
    'fundName',
    'memberNumber',
    'balance',
    'statementDate',
    'statementPeriodStart',
    'investmentOption',
    'contributionsTotal',
    'employerContributions',
    'insuranceLife',
    'insuranceLifePremium',
    'insuranceTPD',
    'insuranceTPDPremium',
    'insuranceIP',
    'insuranceIPPremium',
    'insuranceIPWaitingPeriod',
    'insuranceIPBenefitPeriod',
    'fees',
  ],
  bank: [
    'bankName',
    'bsb',
    'accountNumber',
    'accountType',
    'statementPeriodStart',
    'statementPeriodEnd',
    'openingBalance',
    'closingBalance',
    'totalCredits',
    'totalDebits',
  ],
  payslip: [
    'employer',
    'employerAbn',
    'position',
    'payPeriodStart',
    'payPeriodEnd',
    'payDate',
    'payFrequency',
    'grossPay',
    'netPay',
    'taxWithheld',
    'superGuarantee',
    'annualSalary',
    'ytdGross',
    'ytdTax',
    'ytdSuper',
  ],
  tax: ['taxYear', 'taxableIncome', 'taxPayable', 'tfnMasked'],
  mortgage: [
    'lender',
    'accountNumber',
    'balance',
    'interestRate',
    'repaymentAmount',
    'repaymentFrequency',
    'securityAddress',
    'fixedRateExpiry',
    'statementDate',
  ],
  insurance: [
    'insurer',
    'policyNumber',
    'policyType',
    'sumInsured',
    'premium',
    'premiumFrequency',
    'waitingPeriod',
    'benefitPeriod',
  ],
  investment: ['provider', 'accountNumber', 'totalValue', 'statementDate'],
} as const satisfies Record<DocumentType, readonly string[]>;

/**
 * A super statement's death benefit nomination (decision 037), where the statement prints one. Kept apart from
 * the super type's keys: the factory's statements print a nomination without recording it in their truth, so
 * the scorer, which scores a type's keys, would count a right reading as a false one.
 */
export const nominationKeys = ['nominationType', 'nominationBeneficiaries', 'nominationExpiry'] as const;

/**
 * A Centrelink (Services Australia) letter's keys (decision 037): read from a document of whatever type the
 * classifier gave it (the classifier has no type for such letters) when the document is one.
 */
export const governmentKeys = [
  'centrelinkPayment',
  'centrelinkPaymentAmount',
  'centrelinkPaymentFrequency',
  'centrelinkReference',
  'concessionCards',
] as const;

/** Every key a document of any type may carry. */
export const documentKeys: readonly string[] = [
  ...new Set([...personKeys, ...Object.values(typeKeys).flat(), ...nominationKeys, ...governmentKeys]),
];

/** The document keys whose values are of these kinds (field-registry.ts): money, dates, masked numbers… */
export function documentKeysOfKind(...kinds: FieldKind[]): Set<string> {
  return new Set(documentKeys.filter((key) => kinds.some((kind) => fieldRegistry[key]?.kind === kind)));
}
