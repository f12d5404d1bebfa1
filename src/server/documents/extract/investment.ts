import { FieldSet } from './field';
import { findLabelled, findLabelledWrapped } from './layout/find-labelled';
import type { Layout } from './layout/read-layout';
import { findOrganisation } from './find-organisation';
import { INVESTMENT_PROVIDERS } from './organisations';
import { parseAccountNumber } from './values/identifiers';
import { findDateRange, parseDateValue } from './values/dates';
import { parseMoney } from './values/money';
import type { ExtractionResult } from './types';

const LABELS = {
  accountNumber:
    /\b(?:account|investor|portfolio|client|member|holder)\s*(?:no|number|id|#)\b\.?|\bHIN\b|\bSRN\b/i,
  totalValue:
    /\btotal\s+(?:portfolio\s+|market\s+|account\s+)?value\b|\bportfolio\s+(?:value|balance)\b|\btotal\s+(?:investments?|holdings)\b|\bclosing\s+(?:value|balance)\b/i,
  statementDate: /\bas\s+at\b|\bvaluation\s+date\b|\bstatement\s+date\b|\bdate\s+of\s+valuation\b/i,
  period: /\b(?:statement\s+)?period\b/i,
};

export function extractInvestment(layout: Layout): ExtractionResult {
  const fields = new FieldSet();
  fields.set('provider', findOrganisation(layout, INVESTMENT_PROVIDERS));
  fields.set('accountNumber', findLabelled(layout, LABELS.accountNumber, parseAccountNumber));
  fields.set('totalValue', findLabelled(layout, LABELS.totalValue, parseMoney));
  fields.set('statementDate', findLabelled(layout, LABELS.statementDate, parseDateValue));
  const period = findLabelledWrapped(layout, LABELS.period, findDateRange);
  if (period) fields.set('statementDate', { ...period, value: period.value.end }, 'medium');
  return { fields: fields.fields, requiresManualReview: !fields.fields.totalValue, warnings: [] };
}
