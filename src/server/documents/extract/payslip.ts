import { checkPayslipNet } from '@/server/documents/checks/arithmetic';
import { FieldSet } from './field';
import { findCell, findLabelled, findLabelledWrapped } from './layout/find-labelled';
import { findInColumn } from './layout/find-in-column';
import { locateCell, type Located } from './layout/locate';
import type { Cell, Layout } from './layout/read-layout';
import { parseAbn } from './values/abn';
import { findDateRange, parseDateValue } from './values/dates';
import { parseAmount } from './values/money';
import { parsePayCycle } from './values/periods';
import { looksLikePersonName } from './values/person-name';
import { repairLetterOcr } from './values/text-case';
import type { ExtractionResult } from './types';

const LABELS = {
  employer: /^(?:employer|company|business)(?:\s+name)?\b/i,
  abn: /\bABN\b/i,
  position: /^(?:position|job\s+title|occupation|role|classification|title)\b/i,
  period: /\bpay\s+period\b|^period\b|\bperiod\s+(?:ending|covered)\b/i,
  payDate: /\bpay(?:ment)?\s+date\b|\bdate\s+paid\b|\bpaid\s+on\b|\bpay\s+day\b/i,
  frequency: /\b(?:pay\s+)?frequency\b|\bpay\s+cycle\b/i,
  grossPay: /\b(?:total\s+)?gross(?:\s+(?:pay|earnings|wages|income))?\b(?!\s*ytd)|\btotal\s+earnings\b/i,
  netPay: /\bnet\s+(?:pay|payment|amount|wages|income)\b|\btake\s+home\b|\bamount\s+paid\b/i,
  taxWithheld: /\btax\s+withheld\b|\bpayg\b|\bincome\s+tax\b|\bwithholding\s+tax\b/i,
  superGuarantee:
    /\bsuper(?:annuation)?\s+guarantee\b|\bsuper\s*\(sg\)|\bSGC?\b|\bemployer\s+super(?:annuation)?\b|\bemployer\s+contributions?\b|^super(?:annuation)?(?:\s+contribution)?$/i,
  annualSalary: /\bannual\s+(?:salary|rate|base)\b|\bsalary\s+(?:p\.?\s?a|per\s+annum)\b|\bbase\s+salary\b/i,
  deductions: /\btotal\s+deductions\b/i,
};

const YTD_HEADER = /^(?:ytd|year\s+to\s+date)$/i;
const YTD_ROW = /\bytd\b|year\s+to\s+date/i;

/** Titles that head a payslip, never the employer's name. */
const TITLE = /^(?:pay\s*slip|pay\s+advice|payslip|pay\s+statement|remittance)\b/i;

function parsePosition(text: string): string | null {
  const clean = repairLetterOcr(text.trim());
  return /^[\p{L}][\p{L}&/'() -]{1,48}$/u.test(clean) ? clean : null;
}

const isNameLine = (cell: Cell): boolean =>
  !TITLE.test(cell.text) && !/\d/.test(cell.text) && /\p{L}{3}/u.test(cell.text);

/** The employer: labelled, else the name printed just above the ABN, else the first heading line that is not a title or a person. */
function findEmployer(layout: Layout): Located<string> | null {
  const labelled = findLabelled(layout, LABELS.employer, parsePosition);
  if (labelled) return labelled;
  const abn = findCell(layout, LABELS.abn);
  if (abn) {
    const above = layout.rows.slice(0, layout.rows.indexOf(abn.row)).reverse();
    for (const row of above) {
      const cell = row.cells.find(
        (candidate) =>
          Math.abs(candidate.box.x0 - abn.cell.box.x0) < 2 * (abn.cell.box.y1 - abn.cell.box.y0) &&
          isNameLine(candidate),
      );
      if (cell) return locateCell(cell, cell.text);
    }
  }
  for (const row of layout.rows.slice(0, 4)) {
    const cell = row.cells.find((candidate) => isNameLine(candidate) && !looksLikePersonName(candidate.text));
    if (cell) return locateCell(cell, cell.text);
  }
  return null;
}

const PERIOD_DAYS: ReadonlyArray<readonly [number, number, string]> = [
  [6, 8, 'weekly'],
  [13, 15, 'fortnightly'],
  [27, 32, 'monthly'],
];

function frequencyFromPeriod(start: string, end: string): string | null {
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
  return PERIOD_DAYS.find(([low, high]) => days >= low && days <= high)?.[2] ?? null;
}

/**
 * Year-to-date figures: a "YTD" column beside each line, or a "YTD totals" row under Gross/Tax/Super headers.
 * A gross or total earnings line is preferred to the ordinary-hours line for the gross.
 */
function findYearToDate(layout: Layout, fields: FieldSet): void {
  const rowLabels = {
    ytdGross: [/gross|total\s+earnings/i, /ordinary|earnings|salary|wages/i],
    ytdTax: [/payg|tax/i],
    ytdSuper: [/super|\bSGC?\b/i],
  } as const;
  const columnHeaders = { ytdGross: /^gross/i, ytdTax: /^(?:tax|payg)/i, ytdSuper: /^super/i } as const;
  for (const key of ['ytdGross', 'ytdTax', 'ytdSuper'] as const) {
    for (const rowLabel of rowLabels[key])
      fields.set(key, findInColumn(layout, YTD_HEADER, rowLabel, parseAmount));
    fields.set(key, findInColumn(layout, columnHeaders[key], YTD_ROW, parseAmount));
  }
}

export function extractPayslip(layout: Layout): ExtractionResult {
  const fields = new FieldSet();
  const warnings: string[] = [];

  fields.set('employer', findEmployer(layout));
  const abn = findLabelled(layout, LABELS.abn, parseAbn);
  if (abn) fields.set('employerAbn', { ...abn, value: abn.value.value }, abn.value.valid ? 'high' : 'low');
  fields.set('position', findLabelled(layout, LABELS.position, parsePosition));

  const period = findLabelledWrapped(layout, LABELS.period, findDateRange);
  if (period) {
    fields.set('payPeriodStart', { ...period, value: period.value.start });
    fields.set('payPeriodEnd', { ...period, value: period.value.end });
  }
  fields.set('payDate', findLabelled(layout, LABELS.payDate, parseDateValue));
  fields.set('payFrequency', findLabelled(layout, LABELS.frequency, parsePayCycle));
  if (period) {
    const inferred = frequencyFromPeriod(period.value.start, period.value.end);
    if (inferred) fields.set('payFrequency', { ...period, value: inferred }, 'medium');
  }

  fields.set('grossPay', findLabelled(layout, LABELS.grossPay, parseAmount));
  fields.set('netPay', findLabelled(layout, LABELS.netPay, parseAmount));
  fields.set('taxWithheld', findLabelled(layout, LABELS.taxWithheld, parseAmount));
  fields.set('superGuarantee', findLabelled(layout, LABELS.superGuarantee, parseAmount));
  fields.set('annualSalary', findLabelled(layout, LABELS.annualSalary, parseAmount));
  findYearToDate(layout, fields);

  const agreement = checkPayslipNet({
    grossPay: fields.number('grossPay'),
    taxWithheld: fields.number('taxWithheld'),
    netPay: fields.number('netPay'),
    deductions: findLabelled(layout, LABELS.deductions, parseAmount)?.value,
  });
  if (agreement === 'holds')
    for (const key of ['grossPay', 'taxWithheld', 'netPay'] as const) fields.setConfidence(key, 'high');
  if (agreement === 'fails') warnings.push('Gross pay − tax − deductions does not equal net pay.');
  return { fields: fields.fields, requiresManualReview: agreement === 'fails', warnings };
}
