import { fillFromPayslipArithmetic, findAnnualSalary } from './payslip-arithmetic';
import { checkPayslipNet } from '@/server/reading/checks/arithmetic';
import { FieldSet } from './field';
import {
  findAllLabelled,
  findCell,
  findLabelled,
  findLabelledWrapped,
  matchesLabel,
} from './layout/find-labelled';
import { columnSpan, findInColumn, wordsInColumn } from './layout/find-in-column';
import { locateCell, locateWords, rowOf, unionBox, type Located } from './layout/locate';
import type { Box, Cell, Layout, Row, Word } from './layout/types';
import { parseAbn } from './values/abn';
import { findAllDates, findDateRange, parseDateValue } from './values/dates';
import { parseAmount, parseAmountOnly } from './values/money';
import { parsePayCycle } from './values/periods';
import { looksLikePersonName, splitPersonName, type PersonName } from './values/person-name';
import { repairLetterOcr } from './values/text-case';
import { onlyValueShaped } from './layout/only-value-shaped';
import { registryLabel } from './layout/registry-label';
import { looksLikeOccupation } from './values/occupation';
import { holdsFieldLabel } from './values/field-label-phrase';
import { keyOfGarbledLabel } from './candidates/label-similarity';
import { fieldDefinition } from '@/shared/field-registry';
import { STREET_START } from './values/address';
import type { ExtractionResult } from './types';

const LABELS = {
  /** A label on its own ("Employer", "Company name:"), not a heading that starts with the word ("Employer contributions"). */
  employer: /^(?:employer|company|business|organisation|organization)(?:\s+name)?(?:\s*:|$)/i,
  abn: /\bABN\b/i,
  position:
    /^(?:position(?:\s+title)?|job\s+title|occupation|role|designation|classification|title)(?:\s*:|\b)/i,
  period: /\bpay\s+period\b|^period\b|\bperiod\s+(?:ending|covered)\b/i,
  periodStart:
    /\b(?:pay\s+)?period\s+(?:start(?:s|ing)?|begin(?:s|ning)?|from|commencing)\b|\bstart\s+date\b|\bweek\s+(?:beginning|commencing)\b/i,
  periodEnd:
    /\b(?:pay\s+)?period\s+(?:end(?:s|ing)?|to)\b|\bend\s+date\b|\b(?:week|fortnight|month)\s+ending\b/i,
  grossPay: /\b(?:total\s+)?gross(?:\s+(?:pay|earnings|wages|income))?\b(?!\s*ytd)|\btotal\s+earnings\b/i,
  /** Anywhere in the cell ("Your net pay", "Amount paid to account"), but never the bare word "Net", which heads
   * other lines ("Net of tax"). */
  netPay: registryLabel('netPay', { anywhere: true, which: (synonym) => synonym !== 'net' }),
  taxWithheld:
    /\btax\s+withheld\b|\bpayg(?:\s+(?:tax|withholding|withheld|w\/h))?\b|\bincome\s+tax\b|\bwithholding\s+tax\b|\btax\s+(?:deducted|paid)\b/i,
  superGuarantee:
    /\bsuper(?:annuation)?\s+guarantee\b|\bsuper\s*\(sg\)|\bSGC?\b|\bemployer\s+super(?:annuation)?\b|\bemployer\s+contributions?\b|^super(?:annuation)?(?:\s+contribution)?$/i,
  annualSalary:
    /\bannual\s+(?:salary|rate|base)\b|\bsalary\s+(?:p\.?\s?a|per\s+annum|\(annual\))|\bbase\s+salary\b/i,
  deductions: /\btotal\s+deductions\b/i,
};

/** "YTD" as payroll systems head the column: "Year-to-Date", "YTD Amount", "YTD ($)", "Total YTD", "FYTD". */
const YTD_WORDS = String.raw`(?:f?ytd|y\.?\s?t\.?\s?d\.?|year[\s-]+to[\s-]+date)`;
const YTD_HEADER = new RegExp(
  String.raw`^(?:(?:total|financial)\s+)?${YTD_WORDS}(?:\s+(?:amount|amt|total|balance|\(?\$\)?|aud|\(aud\)))?$`,
  'i',
);
/** A header cell that ends with the YTD heading because the columns' headers ran together ("This Pay YTD"). */
const YTD_HEADER_END = new RegExp(String.raw`\s${YTD_WORDS}(?:\s+(?:amount|\(?\$\)?))?$`, 'i');
const YTD_ROW = /\bytd\b|year\s+to\s+date/i;

/**
 * Section headings and earnings lines of a payslip ("Salary", "Ordinary hours"), which a label lookup may run
 * into but which never name an employer or a role.
 */
const SECTION_WORDS =
  /^(?:(?:employer|employee|total|pre-?tax|post-?tax|tax|and|other|leave|pay|super(?:annuation)?|contributions?|deductions?|earnings|allowances?|payments?|details|summary|balances?|hours|current|this|period|amount|description|title|name|ytd|year|to|date|salary|wages?|ordinary|overtime|gross|net|base|bonus|commission|units|rate)\b[\s&]*)+$/i;

/** Specks OCR puts before a heading (a logo read as "&" or "~"). */
const withoutLeadingSpecks = (text: string): string => text.replace(/^[^\p{L}\d]+/u, '').trim();

/** Words shaped like a name or a role: letters and a few marks, not a payslip's section words. */
function parseTitleWords(text: string): string | null {
  const clean = repairLetterOcr(text.trim());
  return /^[\p{L}][\p{L}&/'() -]{1,48}$/u.test(clean) && !SECTION_WORDS.test(clean) ? clean : null;
}

/** A role, never a row of labels ("EmpNo Pay period from"); an employer may hold such words ("Income Tax
 * Professionals Pty Ltd"), a role does not. */
export function parsePosition(text: string): string | null {
  const clean = parseTitleWords(text);
  return clean && !holdsFieldLabel(clean) ? clean : null;
}

function parseEmployer(text: string): string | null {
  return parseTitleWords(withoutLeadingSpecks(text));
}

/** A word of five letters or more, or that word with one letter misread ("Advjce", "Sa|ary"). */
const withOneSlip = (word: string): string =>
  word.length < 5
    ? word
    : [word, ...[...word].map((_, index) => `${word.slice(0, index)}.${word.slice(index + 1)}`)].join('|');
const anyOf = (words: readonly string[]): string => words.map(withOneSlip).join('|');

/** Titles that head a payslip, never the employer's name: at a line's start, run into what follows or not
 * ("Pay AdviceSummit Logistics Pty Ltd"), misread letters and all ("Earnlngs Statement"). */
const TITLE = new RegExp(
  `^(?:(?:${anyOf(['employee'])})\\s*)?(?:(?:${anyOf(['pay', 'salary', 'wages', 'earnings'])})\\s*)?(?:${anyOf(['advice', 'statement', 'payslip', 'slip', 'remittance'])})\\s*`,
  'i',
);
const COMPANY_SUFFIX = /\b(?:pty\.?\s+ltd|limited|ltd)\.?$/i;

/** A line without specks before it and without a title OCR ran into a company's name on it ("Salary Advice
 * Bluegum Education Pty Ltd"); a title alone stays. */
function withoutRunInTitle(text: string): string {
  const clean = withoutLeadingSpecks(text);
  const rest = clean.replace(TITLE, '');
  // "Salary Advice Pty Ltd" is a company's whole name, not a title before one.
  const named = COMPANY_SUFFIX.test(rest) && /\p{L}{2}/u.test(rest.replace(COMPANY_SUFFIX, ''));
  return rest !== clean && named ? rest : clean;
}

/** A line that may name the employer: not a title, a label ("Employee:"), a section's words or figures. */
function isNameLine(cell: Cell): boolean {
  const line = withoutRunInTitle(cell.text);
  return (
    (!TITLE.test(line) || COMPANY_SUFFIX.test(line)) &&
    !/:$/.test(line) &&
    !/\d/.test(line) &&
    /\p{L}{3}/u.test(line) &&
    !SECTION_WORDS.test(line)
  );
}

const employerAt = (cell: Cell): Located<string> =>
  locateCell(cell, repairLetterOcr(withoutRunInTitle(cell.text)));

/** The employer: labelled, else the name printed just above the ABN, else the first heading line that is not a title or a person. */
function findEmployer(layout: Layout): Located<string> | null {
  const labelled = findLabelled(layout, LABELS.employer, parseEmployer);
  if (labelled) return labelled;
  const abn = findCell(layout, LABELS.abn);
  if (abn) {
    // "Riverbend Health Services Pty Ltd ABN 28 060 558 439": the name before the ABN on its line.
    const before = abn.cell.text.split(/\bABN\b/i)[0]?.trim() ?? '';
    if (before && isNameLine({ ...abn.cell, text: before }))
      return locateCell(abn.cell, repairLetterOcr(withoutRunInTitle(before)));
    const above = layout.rows.slice(0, layout.rows.indexOf(abn.row)).reverse();
    for (const row of above) {
      const cell = row.cells.find(
        (candidate) =>
          Math.abs(candidate.box.x0 - abn.cell.box.x0) < 2 * (abn.cell.box.y1 - abn.cell.box.y0) &&
          isNameLine(candidate),
      );
      if (cell) return employerAt(cell);
    }
  }
  for (const row of layout.rows.slice(0, 4)) {
    const cell = row.cells.find((candidate) => isNameLine(candidate) && !looksLikePersonName(candidate.text));
    if (cell) return employerAt(cell);
  }
  return null;
}

const PERIOD_DAYS: ReadonlyArray<readonly [number, number, string]> = [
  [6, 8, 'weekly'],
  [13, 15, 'fortnightly'],
  [27, 32, 'monthly'],
];

const daysBetween = (start: string, end: string): number =>
  (Date.parse(end) - Date.parse(start)) / 86_400_000;

function frequencyFromPeriod(start: string, end: string): string | null {
  const days = daysBetween(start, end) + 1;
  return PERIOD_DAYS.find(([low, high]) => days >= low && days <= high)?.[2] ?? null;
}

type Range = { start: string; end: string };

/** A date range long enough and short enough to be a pay period (a week to a month). */
function parsePayPeriod(text: string): Range | null {
  const range = findDateRange(text);
  if (!range) return null;
  const days = daysBetween(range.start, range.end) + 1;
  return days >= 6 && days <= 32 ? range : null;
}

/** An unlabelled pay period: the first cell holding a date range of pay-period length ("4 Aug 2025 - 10 Aug 2025"). */
function findUnlabelledPeriod(layout: Layout): (Located<Range> & { rowIndex: number }) | null {
  for (const [rowIndex, row] of layout.rows.entries()) {
    for (const cell of row.cells) {
      const range = parsePayPeriod(cell.text);
      if (range) return { ...locateCell(cell, range), rowIndex };
    }
  }
  return null;
}

/** Days after the period ends within which pay is made. */
const PAY_DATE_LAG_DAYS = 14;

/**
 * An unlabelled pay date: a lone date printed near the pay period (a few rows either side), on or shortly after
 * the day the period ends (often that very day). Dates inside the period (timesheet lines) are not it.
 */
function findUnlabelledPayDate(layout: Layout, period: Range, periodRow: number): Located<string> | null {
  const rows = layout.rows.slice(Math.max(0, periodRow - 2), periodRow + 4);
  for (const row of rows) {
    for (const cell of row.cells) {
      const dates = findAllDates(cell.text);
      const [date] = dates;
      if (dates.length !== 1 || !date) continue;
      const lag = daysBetween(period.end, date.iso);
      // A lone date on the period's last day is the pay date too (the range itself holds two dates).
      if (lag >= 0 && lag <= PAY_DATE_LAG_DAYS) return locateCell(cell, date.iso);
    }
  }
  return null;
}

/* ---------- Rows whose labels OCR garbled: dot leaders and misspelt labels ---------- */

/** The payslip's text fields a garbled label may name, each with the field registry's synonyms. */
const GARBLED_LABEL_KEYS = (['fullName', 'position', 'payFrequency'] as const).map(
  (key) => [key, fieldDefinition(key)?.labels ?? []] as const,
);

type GarbledLabelKey = (typeof GARBLED_LABEL_KEYS)[number][0];

/**
 * The text field a printed label names, misread letters and all ("EMPIOYEER", "FrEOUENCY", "P0SITI0N").
 * Amounts and dates under such labels are the candidate ranker's, by the same synonyms.
 */
export const matchGarbledLabel = (text: string): GarbledLabelKey | null =>
  keyOfGarbledLabel(text, GARBLED_LABEL_KEYS);

const heightOf = (box: Box): number => Math.max(1, box.y1 - box.y0);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** A dot leader as OCR returns it: a run of dots, or a flat word far wider than the text is tall. */
function isLeader(word: Word, lineHeight: number): boolean {
  const width = word.box.x1 - word.box.x0;
  return /[.·_]{4,}/.test(word.text) || (heightOf(word.box) < 0.4 * lineHeight && width > 4 * lineHeight);
}

type LabelledRow = { label: string; value: Word[]; row: Row };

/**
 * Label–value pairs in rows: "LABEL ........ value" (dot leaders; what OCR makes of the dots, and of the specks
 * over them, is dropped) and rows of two or more cells, label first.
 */
export function readLabelledRows(layout: Layout): LabelledRow[] {
  const pairs: LabelledRow[] = [];
  for (const row of layout.rows) {
    const words = row.cells.flatMap((cell) => cell.words).sort((a, b) => a.box.x0 - b.box.x0);
    const lineHeight = median(words.map((word) => heightOf(word.box)));
    const leaders = words.filter((word) => isLeader(word, lineHeight));
    const first = leaders[0];
    if (first) {
      const leaderEnd = Math.max(...leaders.map((word) => word.box.x1));
      const label = words.filter(
        (word) => word.box.x1 <= first.box.x0 + lineHeight / 2 && !leaders.includes(word),
      );
      const value = words.filter(
        (word) => word.box.x0 >= leaderEnd - lineHeight / 4 && !leaders.includes(word),
      );
      if (label.length > 0 && value.length > 0)
        pairs.push({ label: label.map((word) => word.text).join(' '), value, row });
      continue;
    }
    const [labelCell, ...rest] = row.cells;
    if (labelCell && rest.length > 0)
      pairs.push({ label: labelCell.text, value: rest.flatMap((c) => c.words), row });
  }
  return pairs;
}

/** Values for keys whose labels OCR misread, by key. */
function findByGarbledLabels(
  layout: Layout,
): Map<GarbledLabelKey, { text: string; located: Located<string> }> {
  const found = new Map<GarbledLabelKey, { text: string; located: Located<string> }>();
  for (const pair of readLabelledRows(layout)) {
    const key = matchGarbledLabel(pair.label.replace(/[:.]+$/, ''));
    if (!key || found.has(key)) continue;
    const text = pair.value.map((word) => word.text).join(' ');
    found.set(key, { text, located: locateWords(pair.value, pair.row.page, text) });
  }
  return found;
}

/** A year's pay, not the hours or rate of a "Base salary" line in the earnings table. */
function parseAnnualSalary(text: string): number | null {
  const amount = parseAmount(text);
  return amount !== null && amount >= 5_000 && amount <= 5_000_000 ? amount : null;
}

/** Whether a value sits in a line of the earnings table ("Base salary  76.00  39.73  3,019.23"): three or
 * more figures, two of them with cents, make it the period's pay, not a yearly salary. */
function inEarningsLine(layout: Layout, found: Located<unknown>): boolean {
  const row = rowOf(layout, found);
  const figures = row?.cells
    .flatMap((cell) => cell.words)
    .filter((word) => /^\$?[\d,]+(?:\.\d+)?$/.test(word.text));
  const amounts = figures?.filter((word) => /\.\d{2}/.test(word.text)) ?? [];
  return (figures?.length ?? 0) >= 3 && amounts.length >= 2;
}

/* ---------- Year-to-date figures ---------- */

const YTD_ROW_LABELS = {
  ytdGross: [/gross|total\s+earnings/i, /ordinary|earnings|salary|wages/i],
  ytdTax: [/\bpayg\b|(?<!(?:pre|post|after|before)[-\s]?)\btax\b(?!able|[-\s]*free)/i],
  ytdSuper: [/super|\bSGC?\b/i],
} as const;

type YtdKey = keyof typeof YTD_ROW_LABELS;
const YTD_KEYS: readonly YtdKey[] = ['ytdGross', 'ytdTax', 'ytdSuper'];

/** The YTD column's header in a row: a cell of its own, or the last words of a cell that ran together. */
function ytdHeaderIn(row: Row): Cell | null {
  // A header row names columns; a row with amounts in it ("Total YTD  $59,500.00") is a figure, not a header.
  if (/\d[\d,]*\.\d{2}\b/.test(row.text)) return null;
  const whole = row.cells.find((cell) => matchesLabel(cell.text, YTD_HEADER));
  if (whole) return whole;
  const merged = row.cells.find((cell) => cell.words.length > 1 && YTD_HEADER_END.test(cell.text));
  if (!merged) return null;
  // The heading's own words: from the last word back, as long as they still read as the YTD heading.
  for (let start = merged.words.length - 1; start > 0; start -= 1) {
    const words = merged.words.slice(start);
    if (matchesLabel(words.map((word) => word.text).join(' '), YTD_HEADER))
      return {
        ...merged,
        text: words.map((word) => word.text).join(' '),
        words,
        box: unionBox(words.map((word) => word.box)),
      };
  }
  return null;
}

/** The figure in a row at the header's place among the figures' headers, when the row has one figure per
 * header. A first header that ends before the first figure is over the rows' names ("Description"), not a figure's;
 * a header found inside a merged cell is in no place, and the column's position decides instead. */
function figureInHeadersPlace(row: Row, headerRow: Row, header: Cell): Located<number> | null {
  const figures = row.cells.filter((cell) => parseAmountOnly(cell.text) !== null);
  const first = figures[0];
  if (!first) return null;
  const [namesHeader, ...figureHeaders] = headerRow.cells;
  const overNames =
    headerRow.cells.length === figures.length + 1 && (namesHeader?.box.x1 ?? 0) <= first.box.x0;
  const headers = overNames ? figureHeaders : headerRow.cells;
  if (headers.length !== figures.length) return null;
  const cell = figures[headers.indexOf(header)];
  const value = cell ? parseAmountOnly(cell.text) : null;
  return cell && value !== null ? locateCell(cell, value) : null;
}

/**
 * A "YTD" / "Year to date" column: each table under such a header runs until the next one. A row's label is
 * its text left of the column, so a code column ("TX01  Income tax (PAYG)") does not hide it. Stronger row
 * labels win over weaker ones anywhere in the document (a gross line over an ordinary-hours line).
 */
function findYtdColumn(layout: Layout): Partial<Record<YtdKey, Located<number>>> {
  const rows: { row: Row; header: Cell; span: Box; headerRow: Row }[] = [];
  let header: { cell: Cell; span: Box; row: Row } | null = null;
  for (const row of layout.rows) {
    const here = ytdHeaderIn(row);
    if (here && row.cells.length > 1) {
      header = { cell: here, span: columnSpan(row, here), row };
      continue;
    }
    if (header && row.page === header.cell.page)
      rows.push({ row, header: header.cell, span: header.span, headerRow: header.row });
    else header = null;
  }
  const found: Partial<Record<YtdKey, Located<number>>> = {};
  for (const key of YTD_KEYS) {
    for (const label of YTD_ROW_LABELS[key]) {
      if (found[key]) break;
      for (const { row, header: column, span, headerRow } of rows) {
        const labelText = row.cells
          .filter((cell) => cell.box.x1 < column.box.x0 && /\p{L}{2}/u.test(cell.text))
          .map((cell) => cell.text)
          .join(' ');
        if (!label.test(labelText) || YTD_ROW.test(labelText)) continue;
        // As many figures as column headers: the YTD figure is the one in the YTD header's place, whatever a
        // photo's slant did to where each sits.
        const byOrder = figureInHeadersPlace(row, headerRow, column);
        if (byOrder) {
          found[key] = byOrder;
          break;
        }
        const words = wordsInColumn(
          row.cells.filter((cell) => cell.box.x1 >= span.x0).flatMap((cell) => cell.words),
          column.box,
          span,
        );
        const value = words.length > 0 ? parseAmount(words.map((word) => word.text).join(' ')) : null;
        if (value !== null) {
          found[key] = locateWords(words, row.page, value);
          break;
        }
      }
    }
  }
  return found;
}

/**
 * A "Year to date" heading over a row of column headers (Gross, Tax, Super) with the figures beneath, as in
 * summary tiles.
 */
function findYtdHeadedSummary(layout: Layout): Partial<Record<YtdKey, Located<number>>> {
  const headers = { ytdGross: /^gross\b/i, ytdTax: /^(?:tax|payg)\b/i, ytdSuper: /^super/i } as const;
  const found: Partial<Record<YtdKey, Located<number>>> = {};
  layout.rows.forEach((row, index) => {
    if (!(row.cells.length === 1 && matchesLabel(row.text.trim(), YTD_HEADER))) return;
    const headerRow = layout.rows[index + 1];
    const valueRow = layout.rows[index + 2];
    if (!headerRow || !valueRow || headerRow.page !== row.page || valueRow.page !== row.page) return;
    for (const key of YTD_KEYS) {
      const header = headerRow.cells.find((cell) => headers[key].test(cell.text));
      if (!header || found[key]) continue;
      const words = wordsInColumn(
        valueRow.cells.flatMap((cell) => cell.words),
        header.box,
      );
      const value = words.length > 0 ? parseAmount(words.map((word) => word.text).join(' ')) : null;
      if (value !== null) found[key] = locateWords(words, valueRow.page, value);
    }
  });
  return found;
}

/** A label that says both "year to date" and what ("YTD gross earnings", "Tax withheld YTD"), anywhere a
 * label's value may be (beside it, or below it in a tile). */
function findYtdLabelled(layout: Layout, key: YtdKey): Located<number> | null {
  for (const label of YTD_ROW_LABELS[key]) {
    // The whole label, up to the first figure, so a value inline, beside or below it is read as such.
    const both = new RegExp(String.raw`^(?=.*\b${YTD_WORDS}\b)(?=.*(?:${label.source}))[^\d$]*[^\d$\s]`, 'i');
    const found = findLabelled(layout, both, parseAmount);
    if (found) return found;
  }
  return null;
}

function findYearToDate(layout: Layout, fields: FieldSet): void {
  const column = findYtdColumn(layout);
  const summary = findYtdHeadedSummary(layout);
  const columnHeaders = { ytdGross: /^gross/i, ytdTax: /^(?:tax|payg)/i, ytdSuper: /^super/i } as const;
  for (const key of YTD_KEYS) {
    fields.set(key, column[key]);
    fields.set(key, findInColumn(layout, columnHeaders[key], YTD_ROW, parseAmount));
    fields.set(key, summary[key]);
    fields.set(key, findYtdLabelled(layout, key));
  }
}

/* ---------- Headline totals and the unlabelled header ---------- */

/**
 * A total printed as a headline: the label alone in its cell and the amount, often larger, just below it
 * and level with or to the right of it ("NET PAY" over "$2,744.40").
 */
function findHeadline(layout: Layout, label: RegExp): Located<number> | null {
  for (const [rowIndex, row] of layout.rows.entries()) {
    const cell = row.cells.find((candidate) => matchesLabel(candidate.text.trim(), label));
    if (!cell || cell.text.replace(label, '').trim() !== '') continue;
    const lineHeight = heightOf(cell.box);
    for (const below of layout.rows.slice(rowIndex + 1)) {
      if (below.page !== row.page || below.box.y0 - cell.box.y1 > 4 * lineHeight) break;
      const target = below.cells.find(
        (candidate) =>
          candidate.box.x0 >= cell.box.x0 - lineHeight &&
          /^\W*\$?\s*[\d,]+\.\d{2}\W*$/.test(candidate.text.trim()),
      );
      const value = target ? parseAmount(target.text) : null;
      if (target && value !== null) return locateCell(target, value);
    }
  }
  return null;
}

/** Words of job titles, which read like names ("Restaurant Supervisor") but are not people. */
const JOB_WORDS =
  /\b(?:supervisor|manager|officer|assistant|coordinator|administrator|analyst|consultant|technician|specialist|director|engineer|nurse|teacher|accountant|developer|barista|attendant|clerk|receptionist|operator|labourer|apprentice|representative|adviser|advisor|executive|senior|junior|worker|hand|chef|cashier|waiter|driver|cook|lead|leader|trainee|casual|part-?time|full-?time)\b/i;

/** Words of payslip headings that can read like a name ("Private Confidential", "Employee Copy"). */
const HEADER_WORDS =
  /\b(?:private|confidential|copy|employee|employer|pay|payroll|earnings|advice|salary|wages|remittance|year|ytd)\b/i;

/**
 * The employee, when no label names them: a person's name printed in the header of the payslip (above the
 * first amount) that is not the employer, with the job title that may sit beside it.
 */
function findHeaderName(
  layout: Layout,
  employer: string | undefined,
): { name: PersonName; located: Located<string>; position: Located<string> | null } | null {
  for (const row of layout.rows) {
    if (row.page !== 1 || /\$\s?\d|\d\.\d{2}\b/.test(row.text)) return null;
    const index = row.cells.findIndex(
      (cell) =>
        looksLikePersonName(cell.text) &&
        !JOB_WORDS.test(cell.text) &&
        !HEADER_WORDS.test(cell.text) &&
        !TITLE.test(cell.text) &&
        cell.text !== employer,
    );
    const cell = row.cells[index];
    const name = cell ? splitPersonName(cell.text) : null;
    if (!cell || !name) continue;
    const beside = row.cells
      .slice(index + 1)
      .find((other) => JOB_WORDS.test(other.text) && !/^(?:casual|part-?time|full-?time)$/i.test(other.text));
    const position = beside ? parsePosition(beside.text) : null;
    return {
      name,
      located: locateCell(cell, cell.text),
      position: beside && position ? locateCell(beside, position) : null,
    };
  }
  return null;
}

function parseNameValue(text: string): PersonName | null {
  const clean = text.trim();
  const familyFirst = /^[\p{L}'’\- ]+[,.]\s*[\p{L}'’\-. ]+$/u.test(clean);
  if (!familyFirst && !looksLikePersonName(clean)) return null;
  return splitPersonName(clean);
}

function setName(fields: FieldSet, name: PersonName, located: Located<string>): void {
  // Medium: a name the person reader found under a proper label is preferred.
  fields.set('fullName', { ...located, value: name.fullName }, 'medium');
  fields.set('firstName', { ...located, value: name.firstName }, 'medium');
  fields.set('lastName', { ...located, value: name.lastName }, 'medium');
}

export function extractPayslip(layout: Layout): ExtractionResult {
  const fields = new FieldSet();
  const warnings: string[] = [];
  const garbled = findByGarbledLabels(layout);
  const garbledValue = <T>(key: GarbledLabelKey, parse: (text: string) => T | null): Located<T> | null => {
    const hit = garbled.get(key);
    const value = hit ? parse(hit.text) : null;
    return hit && value !== null ? { ...hit.located, value } : null;
  };

  fields.set('employer', findEmployer(layout));
  const abn = findLabelled(layout, LABELS.abn, parseAbn);
  if (abn) fields.set('employerAbn', { ...abn, value: abn.value.value }, abn.value.valid ? 'high' : 'low');
  fields.set('position', findLabelled(layout, LABELS.position, parsePosition));
  fields.set('position', garbledValue('position', parsePosition));

  const labelledPeriod = findLabelledWrapped(layout, LABELS.period, findDateRange);
  const unlabelledPeriod = labelledPeriod ? null : findUnlabelledPeriod(layout);
  const period = labelledPeriod ?? unlabelledPeriod;
  if (period) {
    fields.set('payPeriodStart', { ...period, value: period.value.start });
    fields.set('payPeriodEnd', { ...period, value: period.value.end });
  }
  // A period's start and end printed apart: the ranker, which learnt them from ranges, misses them alone.
  fields.set('payPeriodStart', findLabelled(layout, LABELS.periodStart, parseDateValue));
  fields.set('payPeriodEnd', findLabelled(layout, LABELS.periodEnd, parseDateValue));
  if (unlabelledPeriod)
    fields.set(
      'payDate',
      findUnlabelledPayDate(layout, unlabelledPeriod.value, unlabelledPeriod.rowIndex),
      'medium',
    );
  fields.set('payFrequency', garbledValue('payFrequency', parsePayCycle));
  const start = fields.fields.payPeriodStart;
  const end = fields.fields.payPeriodEnd;
  if (start && end && typeof start.value === 'string' && typeof end.value === 'string') {
    const inferred = frequencyFromPeriod(start.value, end.value);
    if (inferred) fields.put('payFrequency', { ...end, value: inferred, confidence: 'medium' });
  }

  fields.set('grossPay', findLabelled(layout, LABELS.grossPay, parseAmount));
  fields.set('netPay', findLabelled(layout, LABELS.netPay, parseAmount));
  fields.set('netPay', findHeadline(layout, LABELS.netPay));
  fields.set('taxWithheld', findLabelled(layout, LABELS.taxWithheld, parseAmount));
  fields.set('superGuarantee', findLabelled(layout, LABELS.superGuarantee, parseAmount));
  fields.set(
    'annualSalary',
    findAllLabelled(layout, LABELS.annualSalary, parseAnnualSalary).find(
      (found) => !inEarningsLine(layout, found),
    ),
  );
  findYearToDate(layout, fields);

  const garbledName = garbledValue('fullName', parseNameValue);
  const header = garbledName
    ? null
    : findHeaderName(layout, fields.fields.employer?.value as string | undefined);
  if (garbledName) setName(fields, garbledName.value, { ...garbledName, value: garbledName.text });
  else if (header) {
    setName(fields, header.name, header.located);
    fields.set('position', header.position, 'medium');
  }

  // Under a label no rule knows: the one cell that reads as a job title and is not the employee's name
  // (some family names are occupations: Driver, Porter), neither the name read nor a line over an address.
  const holder = String(fields.fields.fullName?.value ?? '').toLowerCase();
  const occupation = (text: string) =>
    looksLikeOccupation(text) && !(holder && text.toLowerCase().includes(holder.split(' ').at(-1) ?? ''))
      ? parsePosition(text)
      : null;
  const notOverAnAddress = {
    ...layout,
    rows: layout.rows.filter((_, index) => !STREET_START.test(layout.rows[index + 1]?.text ?? '')),
  };
  fields.set('position', onlyValueShaped(notOverAnAddress, /^\p{L}/u, occupation), 'low');

  // Under labels no rule knows: what the figures' arithmetic proves.
  fillFromPayslipArithmetic(layout, fields);
  const gross = fields.number('grossPay');
  const cycle = fields.fields.payFrequency?.value;
  if (gross !== undefined && typeof cycle === 'string')
    fields.set('annualSalary', findAnnualSalary(layout, gross, cycle), 'low');

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
