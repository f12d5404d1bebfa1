import { FieldSet } from './field';
import { findLabelled, findLabelledWrapped, matchesLabel } from './layout/find-labelled';
import { locateRow } from './layout/locate';
import type { Layout, Row } from './layout/read-layout';
import { findOrganisation } from './find-organisation';
import { SUPER_FUNDS } from './organisations';
import { parseAccountNumber } from './values/identifiers';
import { findDateRange, parseDateValue } from './values/dates';
import { findAllMoney, parseAmount } from './values/money';
import { parseBenefitPeriod, parseDays } from './values/periods';
import { repairLetterOcr } from './values/text-case';
import type { ExtractionResult, FieldKey } from './types';

const LABELS = {
  memberNumber: /\bmember\s*(?:no|number|id|account(?:\s+number)?)\b\.?|\baccount\s*(?:no|number)\b/i,
  period: /\bstatement\s+period\b|^period\b|\bfor\s+the\s+(?:year|period)\b/i,
  periodEnd: /\bclosing\s+balance\s+(?:at|as\s+at)\b|\bperiod\s+end(?:ing)?\b|\bstatement\s+date\b/i,
  investmentOption: /\binvestment\s+(?:option|choice|strategy|mix)s?\b|^option\b/i,
  employerContributions:
    /\bemployer\s+contributions?\b|\bsuper(?:annuation)?\s+guarantee\s+contributions?\b|\bSG\s+contributions?\b/i,
  contributionsTotal: /\btotal\s+contributions\b|\bcontributions\s+total\b/i,
  fees: /^(?:total\s+)?fees(?:\s+(?:charged|deducted|paid))?$|^(?:total\s+)?fees\s+and\s+costs\s+(?:charged|deducted)\b/i,
  balance:
    /\bclosing\s+balance\b|\bbalance\s+at\s+(?:the\s+)?end\b|\b(?:your\s+)?(?:account|total)\s+balance\b|\byour\s+balance\b|\bend(?:ing)?\s+balance\b|\bwithdrawal\s+(?:benefit|value)\b/i,
  waitingPeriod: /\bwaiting\s+period\b/i,
  benefitPeriod: /\bbenefit\s+period\b/i,
};

/** Rows of the insurance table: death, TPD, income protection. */
const COVER_ROWS = {
  life: /\bdeath\b|\blife\s+(?:cover|insurance)\b/i,
  tpd: /\btpd\b|total\s*(?:&|and)\s*permanent/i,
  ip: /\bincome\s+protection\b|\bsalary\s+continuance\b/i,
} as const;

function parseOption(text: string): string | null {
  const clean = repairLetterOcr(text.trim());
  return /^[\p{L}][\p{L}\d&()/'+ -]{1,48}$/u.test(clean) ? clean : null;
}

/** Amount and annual premium of one cover: on the cover's row, or on the next row when the label stands alone. */
function readCover(layout: Layout, pattern: RegExp): { amounts: number[]; row: Row } | null {
  const index = layout.rows.findIndex((row) => matchesLabel(row.cells[0]?.text ?? '', pattern));
  if (index < 0) return null;
  for (const row of layout.rows.slice(index, index + 2)) {
    const amounts = row.cells.flatMap((cell) =>
      findAllMoney(cell.text).map((money) => Math.abs(money.amount)),
    );
    if (amounts.length > 0) return { amounts, row };
  }
  return null;
}

function extractInsurance(layout: Layout, fields: FieldSet): void {
  const keys: Record<keyof typeof COVER_ROWS, readonly [FieldKey, FieldKey]> = {
    life: ['insuranceLife', 'insuranceLifePremium'],
    tpd: ['insuranceTPD', 'insuranceTPDPremium'],
    ip: ['insuranceIP', 'insuranceIPPremium'],
  };
  for (const cover of ['life', 'tpd', 'ip'] as const) {
    const found = readCover(layout, COVER_ROWS[cover]);
    if (!found) continue;
    const [amountKey, premiumKey] = keys[cover];
    const [amount, premium] = found.amounts;
    // No fund insures a life for less than $1,000 or pays less than $100 a month: such a figure is a misread
    // (OCR splitting "$125,000" into "$1 25,000"), and a wrong cover is worse than an empty one.
    if (amount === undefined || amount < (cover === 'ip' ? 100 : 1000)) continue;
    fields.set(amountKey, locateRow(found.row, amount));
    if (premium !== undefined && premium < amount) fields.set(premiumKey, locateRow(found.row, premium));
  }
  if (fields.fields.insuranceIP) {
    fields.set('insuranceIPWaitingPeriod', findLabelled(layout, LABELS.waitingPeriod, parseDays));
    fields.set('insuranceIPBenefitPeriod', findLabelled(layout, LABELS.benefitPeriod, parseBenefitPeriod));
  }
}

export function extractSuper(layout: Layout): ExtractionResult {
  const fields = new FieldSet();
  fields.set('fundName', findOrganisation(layout, SUPER_FUNDS));
  fields.set('memberNumber', findLabelled(layout, LABELS.memberNumber, parseAccountNumber));

  const period = findLabelledWrapped(layout, LABELS.period, findDateRange);
  if (period) {
    fields.set('statementPeriodStart', { ...period, value: period.value.start });
    fields.set('statementDate', { ...period, value: period.value.end });
  }
  fields.set('statementDate', findLabelled(layout, LABELS.periodEnd, parseDateValue));

  fields.set('investmentOption', findLabelled(layout, LABELS.investmentOption, parseOption));
  fields.set(
    'employerContributions',
    findLabelled(layout, LABELS.employerContributions, parseAmount, { below: false }),
  );
  fields.set(
    'contributionsTotal',
    findLabelled(layout, LABELS.contributionsTotal, parseAmount, { below: false }),
  );
  fields.set('fees', findLabelled(layout, LABELS.fees, parseAmount, { below: false }));
  fields.set('balance', findLabelled(layout, LABELS.balance, parseAmount, { below: false }));
  extractInsurance(layout, fields);

  const warnings = fields.fields.balance ? [] : ['No closing balance found.'];
  return { fields: fields.fields, requiresManualReview: !fields.fields.balance, warnings };
}
