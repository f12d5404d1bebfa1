/**
 * A value of the record as every screen, the PDF and the offers word it before its cycle or date is added: a
 * chosen option in words
 * ('home-loan' → 'Home loan', 'own' → 'Owns the home'), the way the screens' option lists say them (any other
 * option as given, its first letter capitalised), and an ABN in its groups of digits.
 */
import { goalTimeframeLabels } from '@/shared/schemas/fact-find';
import {
  assetTypeLabels,
  fundingMethodLabels,
  insuranceTypeLabels,
  liabilityFeatureLabels,
  liabilityTypeLabels,
  timeHorizonLabels,
} from '@/shared/schemas/questionnaire';
import { estateOptionWords } from '@/shared/estate/option-words';
import { parseCycle, recordField, subjectKind, type Cycle } from './record-fields';

const frequencyWords: Record<Cycle, string> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annual: 'Yearly',
};

/** Options by '<subject kind>.<field>'. */
const optionWords: Record<string, Record<string, string>> = {
  'client.propertyOwnership': { own: 'Owns the home', rent: 'Rents' },
  'client.preferredContact': { sms: 'SMS' },
  'client.maritalStatus': { defacto: 'De facto' },
  'client.meetingCadence': { 'as-needed': 'As needed', 'bi-annual': 'Twice a year' },
  'answers.timeHorizon': timeHorizonLabels,
  'answers.agePensionExpectation': {
    full: 'Full Age Pension',
    part: 'Part Age Pension',
    none: 'No Age Pension',
  },
  'liability.type': liabilityTypeLabels,
  'liability.features': liabilityFeatureLabels,
  'policy.type': insuranceTypeLabels,
  'policy.fundingMethod': fundingMethodLabels,
  'asset.type': assetTypeLabels,
  'goal.timeframe': goalTimeframeLabels,
  ...estateOptionWords,
};

/** Fields whose value is a cycle ('annual', or a document's 'Yearly'). */
const frequencyFields = new Set([
  'income.payFrequency',
  'liability.repaymentFrequency',
  'policy.premiumFrequency',
  'government.paymentFrequency',
]);

function word(key: string, value: string): string {
  const known = optionWords[key]?.[value];
  if (known) return known;
  if (frequencyFields.has(key)) {
    const cycle = parseCycle(value);
    if (cycle) return frequencyWords[cycle];
  }
  return value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, ' ');
}

/** The value as printed: options in words, lists of options each in words; other values unchanged. */
export function valueWords(subject: string, field: string, value: unknown): unknown {
  const kind = recordField(subject, field)?.kind;
  const key = `${subjectKind(subject)}.${field}`;
  if (key === 'cashFlow.abn' && typeof value === 'string' && /^\d{11}$/.test(value))
    return value.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');
  if (kind === 'choice' && typeof value === 'string') return word(key, value);
  if (kind === 'list' && Array.isArray(value) && optionWords[key])
    return value.map((item) => (typeof item === 'string' ? word(key, item) : item));
  return value;
}
