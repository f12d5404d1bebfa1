import { FieldSet } from './field';
import { findCell, findLabelled } from './layout/find-labelled';
import type { Layout } from './layout/read-layout';
import { findOrganisation } from './find-organisation';
import { INSURERS } from './organisations';
import { parseIdentifier } from './values/identifiers';
import { parseMoney } from './values/money';
import { parseBenefitPeriod, parseDays, parseFrequency } from './values/periods';
import type { ExtractionResult } from './types';

const LABELS = {
  policyNumber: /\b(?:policy|certificate|contract)\s*(?:no|number|#)\b\.?/i,
  policyType: /\b(?:policy|cover|insurance)\s+type\b|\btype\s+of\s+(?:cover|policy|insurance)\b/i,
  sumInsured:
    /\bsum\s+insured\b|\bagreed\s+value\b|\bmarket\s+value\b|\bcover\s+amount\b|\bamount\s+(?:insured|of\s+cover)\b|\bbenefit\s+amount\b|\bmonthly\s+benefit\b|\binsured\s+amount\b/i,
  premium: /^(?:total\s+)?(?:annual\s+|monthly\s+|fortnightly\s+)?premium(?:\s+amount)?\b(?!\s+type)/i,
  premiumFrequency: /\b(?:premium|payment)\s+frequency\b|\bpayment\s+method\b/i,
  waitingPeriod: /\bwaiting\s+period\b/i,
  benefitPeriod: /\bbenefit\s+period\b/i,
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

const parsePolicyType = (text: string): string | null => POLICY_TYPES.find(([, pattern]) => pattern.test(text))?.[0] ?? null;

/** The policy kind from a label, else from the title lines (first rows mentioning cover, insurance or a policy). */
function findPolicyType(layout: Layout) {
  const labelled = findLabelled(layout, LABELS.policyType, parsePolicyType);
  if (labelled) return labelled;
  const title = findCell(layout, /\b(?:cover|insurance|policy|protection)\b/i);
  const fromTitle = title ? parsePolicyType(title.cell.text) : null;
  if (title && fromTitle) return { value: fromTitle, page: title.cell.page, text: title.cell.text, box: title.cell.box, confidence: title.cell.confidence };
  const anywhere = layout.rows.find((row) => parsePolicyType(row.text));
  const value = anywhere ? parsePolicyType(anywhere.text) : null;
  return anywhere && value ? { value, page: anywhere.page, text: anywhere.text, box: anywhere.box, confidence: 60 } : null;
}

export function extractInsurance(layout: Layout): ExtractionResult {
  const fields = new FieldSet();
  fields.set('insurer', findOrganisation(layout, INSURERS));
  fields.set('policyNumber', findLabelled(layout, LABELS.policyNumber, parseIdentifier));
  fields.set('policyType', findPolicyType(layout));
  fields.set('sumInsured', findLabelled(layout, LABELS.sumInsured, parseMoney));

  const premium = findLabelled(layout, LABELS.premium, (text) => (parseMoney(text) === null ? null : text));
  if (premium) {
    fields.set('premium', { ...premium, value: Math.abs(parseMoney(premium.value) ?? 0) });
    const frequency = parseFrequency(premium.value.replace(/^.*?\d[\d,.]*/, ''));
    if (frequency === 'monthly' || frequency === 'annual' || frequency === 'fortnightly') {
      fields.set('premiumFrequency', { ...premium, value: frequency });
    }
  }
  const frequency = findLabelled(layout, LABELS.premiumFrequency, parseFrequency);
  if (frequency && ['monthly', 'annual', 'fortnightly'].includes(frequency.value)) fields.set('premiumFrequency', frequency);

  fields.set('waitingPeriod', findLabelled(layout, LABELS.waitingPeriod, parseDays));
  fields.set('benefitPeriod', findLabelled(layout, LABELS.benefitPeriod, parseBenefitPeriod));
  return { fields: fields.fields, requiresManualReview: !fields.fields.sumInsured && !fields.fields.premium, warnings: [] };
}
