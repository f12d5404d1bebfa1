import { findPremiumByShape } from './layout/premium-by-shape';
import { findBirthDateByAge } from './layout/birth-date-by-age';
import { FieldSet } from './field';
import { findDominantAmount, findOnlyIdentifier } from './layout/header-values';
import { findLabelled } from './layout/find-labelled';
import { locateCell, type Located } from './layout/locate';
import { onlyFrequencyCell, onlyValueShaped } from './layout/only-value-shaped';
import { registryLabel } from './layout/registry-label';
import type { Layout } from './layout/types';
import { findKnownOrganisation } from './find-organisation';
import { INSURERS } from './organisations';
import { parseIdentifier } from './values/identifiers';
import { parseMoney, textWithMoney } from './values/money';
import { parseBenefitPeriod, parseDays, parsePremiumCycle } from './values/periods';
import type { ExtractionResult } from './types';

const LABELS = {
  policyNumber: /\b(?:policy|certificate|contract)\s*(?:no|number|#|id|ref(?:erence)?)\b\.?/i,
  policyType: /\b(?:policy|cover|insurance)\s+type\b|\btype\s+of\s+(?:cover|policy|insurance)\b/i,
  sumInsured:
    /\bsum\s+insured\b|\bagreed\s+value\b|\bmarket\s+value\b|\bcover\s+amount\b|\bamount\s+(?:insured|of\s+cover)\b|\bbenefit\s+amount\b|\bmonthly\s+benefit\b|\binsured\s+amount\b/i,
  // Named as the field registry names it: the one vocabulary of labels, shared with the ranker.
  premium: registryLabel('premium'),
  benefitPeriod: /\bbenefit\s+period\b|^(?:benefit\s+)?payment\s+period\b/i,
};

/** Policy kinds named in titles and labels; the first that matches wins, so "Income protection" is not read as "life". */
const POLICY_TYPES: ReadonlyArray<readonly [string, RegExp]> = [
  ['income-protection', /income\s+protection|salary\s+continuance|income\s+secure/i],
  ['tpd', /\btpd\b|total\s*(?:&|and)\s*permanent|permanent\s+disab/i],
  ['trauma', /trauma|critical\s+illness|crisis/i],
  ['car', /\bcar\b|motor|vehicle/i],
  ['contents', /contents/i],
  ['home', /\bhome\b|building|house/i],
  ['life', /\blife\s+cover\b|\bdeath\b|\bterm\s+life\b|\blife\s+insurance\b/i],
];

const parsePolicyType = (text: string): string | null =>
  POLICY_TYPES.find(([, pattern]) => pattern.test(text))?.[0] ?? null;

/**
 * The policy kind from a label, else from the first line that names one, leaving out the insurer's own name
 * ("MLC Life Insurance" says nothing about the policy).
 */
function findPolicyType(layout: Layout, insurerText: string | undefined): Located<string> | null {
  const labelled = findLabelled(layout, LABELS.policyType, parsePolicyType);
  if (labelled) return labelled;
  for (const cell of layout.rows.flatMap((row) => row.cells)) {
    const type = cell.text === insurerText ? null : parsePolicyType(cell.text);
    if (type) return locateCell(cell, type);
  }
  return null;
}

export function extractInsurance(layout: Layout): ExtractionResult {
  const fields = new FieldSet();
  // An insurer no list knows is the span ranker's (rank-spans.ts, decision 044).
  fields.set('insurer', findKnownOrganisation(layout, INSURERS));
  // Under a label no rule knows: the one date old enough to be the member's birth.
  fields.set('dateOfBirth', findBirthDateByAge(layout), 'low');
  fields.set('policyNumber', findLabelled(layout, LABELS.policyNumber, parseIdentifier));
  // Under a label no rule knows: the header's only policy-number-shaped value ("POL12345678").
  fields.set('policyNumber', findOnlyIdentifier(layout, true), 'medium');
  fields.set('policyType', findPolicyType(layout, fields.fields.insurer?.source.text));
  fields.set('sumInsured', findLabelled(layout, LABELS.sumInsured, parseMoney));
  // Under a label no rule knows: the figure that dwarfs the premium and every other.
  fields.set('sumInsured', findDominantAmount(layout), 'low');

  const premium = findLabelled(layout, LABELS.premium, textWithMoney);
  if (premium) {
    fields.set('premium', { ...premium, value: Math.abs(parseMoney(premium.value) ?? 0) });
    // A label that names the cycle ("Annual premium $2,184.36 payable monthly": the amount is a year's)
    // decides; else the words after the amount: "$162.52 monthly", "$64.54 (monthly)".
    const labelCycle = /\b(annual|monthly|fortnightly)\s+premium/i.exec(premium.text)?.[1];
    const frequency = labelCycle
      ? parsePremiumCycle(labelCycle)
      : parsePremiumCycle(premium.value.replace(/^.*?\d[\d,.]*/, ''));
    if (frequency) fields.set('premiumFrequency', { ...premium, value: frequency });
  }
  // Under a label no rule knows: the one figure with cents that is not the sum insured.
  fields.set('premium', findPremiumByShape(layout, fields.number('sumInsured')), 'low');
  // Under a label no rule knows: the schedule's only cycle printed as a value ("per month").
  fields.set('premiumFrequency', onlyFrequencyCell(layout, parsePremiumCycle), 'low');

  fields.set('benefitPeriod', findLabelled(layout, LABELS.benefitPeriod, parseBenefitPeriod));
  // Under labels no rule knows: an income protection policy's one period printed in days or weeks is how
  // long it waits; its one period in years, or to an age, is how long it pays.
  fields.set('waitingPeriod', onlyValueShaped(layout, /^\d{1,3}\s*(?:days?|weeks?)$/i, parseDays), 'low');
  fields.set(
    'benefitPeriod',
    onlyValueShaped(layout, /^(?:\d{1,2}\s*years?|to\s+age\s+\d{2})$/i, parseBenefitPeriod),
    'low',
  );
  return {
    fields: fields.fields,
    requiresManualReview: false,
    warnings: [],
  };
}
