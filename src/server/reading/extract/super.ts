import { findBirthDateByAge } from './layout/birth-date-by-age';
import { FieldSet } from './field';
import { findAddingSummary, findOnlyIdentifier, findPeriodBySpan } from './layout/header-values';
import { onlyValueShaped } from './layout/only-value-shaped';
import { fillFromSuperSummary } from './super-arithmetic';
import { findUnlabelledCovers } from './super-unlabelled-covers';
import { looksLikeInvestmentOption } from './values/investment-option';
import {
  findAllLabelled,
  findLabelled,
  findLabelledWrapped,
  isHeaderRow,
  matchesLabel,
} from './layout/find-labelled';
import { cellsBelow } from './layout/cells-below';
import { isDatedRow, locateCell, locateRow, rowOf, type Located } from './layout/locate';
import type { Cell, Layout, Row } from './layout/types';
import { findOrganisation } from './find-organisation';
import { readNomination } from './nomination';
import { SUPER_FUNDS } from './organisations';
import { parseAccountNumber } from './values/identifiers';
import { findDate, findDateRange, parseDateValue } from './values/dates';
import { findAllMoney, parseAmount, parseAmountOnly } from './values/money';
import { findUnlabelledPeriod } from './layout/find-unlabelled-period';
import { parseBenefitPeriod, parseDays } from './values/periods';
import { repairLetterOcr } from './values/text-case';
import { registryLabel } from './layout/registry-label';
import type { ExtractionResult, FieldKey } from './types';

const LABELS = {
  memberNumber:
    /\bmember(?:ship)?\s*(?:no|number|id|account(?:\s+number)?)\b\.?|\b(?:account|client)\s*(?:no|number)\b/i,
  period: /\bstatement\s+period\b|^period\b|\bfor\s+the\s+(?:year|period)\b/i,
  periodEnd: /\bclosing\s+balance\s+(?:at|as\s+at)\b|\bperiod\s+end(?:ing)?\b|\bstatement\s+date\b/i,
  investmentOption: /\binvestment\s+(?:option|choice|strategy|mix)s?\b|^option\b/i,
  // Named as the field registry names them: the one vocabulary of labels, shared with the ranker.
  employerContributions: registryLabel('employerContributions', { anywhere: true }),
  contributionsTotal: registryLabel('contributionsTotal'),
  fees: /^(?:total\s+)?fees(?:\s+(?:you\s+)?(?:charged|deducted|paid))?(?:\s+this\s+(?:year|period))?(?=\s*:|$)|^(?:total\s+)?fees\s+and\s+costs\s+(?:charged|deducted)\b|^(?:total\s+)?fees\s+and\s+costs(?=\s*:?\s*\$\s?\d)/i,
  /** A fee line of the account's transactions ("Administration fees", "Investment fee"). */
  feeItem: /^[\p{L} ]{0,30}\bfees?$/iu,
  balance:
    /\bclosing\s+balance\b|\bbalance\s+at\s+(?:the\s+)?end\b|(?<!opening\s)\b(?:your\s+)?(?:account|total)\s+balance\b|\byour\s+balance\b(?!\s+(?:moved|went|changed|grew|fell|rose|increased|decreased)\b)|\bend(?:ing)?\s+balance\b|\bwithdrawal\s+(?:benefit|value)\b/i,
  waitingPeriod: /\bwaiting\s+period\b/i,
  benefitPeriod: /\bbenefit\s+period\b/i,
  /** "Balance on 30.06.2025", "Balance at 30 June 2025": one of them is the closing balance. */
  datedBalance: /^(?:your\s+)?(?:account\s+)?balance\s+(?:on|at|as\s+at)\b/i,
};

/** Income-protection terms written as a phrase: "90 day waiting period", "30-day waiting period". */
const WAITING_PHRASE = /\b(\d{1,3})\s*-?\s*(days?|weeks?|months?)\s+waiting\s+period\b/i;
/** "benefit payable to age 65", "Benefit to age 65", "benefit period of 2 years". */
const BENEFIT_PHRASE =
  /\bbenefits?\s+(?:period\s+)?(?:is\s+|of\s+)?(?:payable\s+|paid\s+)?(?:for\s+|up\s+)?(to\s+age\s+\d{2}|\d{1,2}\s*-?\s*(?:years?|yrs?|months?))\b/i;

/** Rows of the insurance table: death, TPD, income protection. */
const COVER_ROWS = {
  life: /\bdeath\b|\blife\s+(?:cover|insurance)\b/i,
  tpd: /\btpd\b|total\s*(?:&|and)\s*permanent/i,
  ip: /\bincome\s+protection\b|\bsalary\s+continuance\b/i,
} as const;

/** Text naming any cover the rules know (death, TPD, income protection). */
const isNamedCover = (text: string): boolean =>
  Object.values(COVER_ROWS).some((name) => matchesLabel(text, name));

function parseOption(text: string): string | null {
  const clean = repairLetterOcr(text.trim());
  return /^[\p{L}][\p{L}\d&()/'+ -]{1,48}$/u.test(clean) ? clean : null;
}

/** A text named as investment options are ("High Growth", "MySuper Lifecycle"), as an option. */
export function readInvestmentOption(text: string): string | null {
  return looksLikeInvestmentOption(repairLetterOcr(text.trim())) ? parseOption(text) : null;
}

/** A cover's cost printed on a line of its own under it ("Death cover $250,000.00" over "annual cost
 * $301.60"), in the cover's column and before the next cover. */
const COST_LABEL = /\b(?:cost|premiums?|fees?)\b/i;
function costBelow(layout: Layout, index: number, label: Cell): number[] {
  const page = layout.rows[index]?.page;
  for (const below of layout.rows.slice(index + 1, index + 4)) {
    if (below.page !== page) break;
    const column = below.cells.filter((cell) => cell.box.x1 > label.box.x0);
    if (column.some((cell) => isNamedCover(cell.text))) break;
    if (!column.some((cell) => COST_LABEL.test(cell.text))) continue;
    const cost = column.flatMap((cell) => findAllMoney(cell.text).map((money) => Math.abs(money.amount)))[0];
    return cost === undefined ? [] : [cost];
  }
  return [];
}

/**
 * Amount and annual premium of one cover: after the label on its row, else on the next rows from the label's
 * column rightwards (tiles put "Death cover" over "$228,000" over "Cost this year $301.60"; tables wrap a long
 * label), stopping at the next cover's label.
 */
function readCover(layout: Layout, pattern: RegExp): { amounts: number[]; row: Row } | null {
  for (const [index, row] of layout.rows.entries()) {
    const cellIndex = row.cells.findIndex((cell) => matchesLabel(cell.text, pattern));
    const label = row.cells[cellIndex];
    if (!label || label.text.length > 60) continue;
    const moneyIn = (text: string) => findAllMoney(text).map((money) => Math.abs(money.amount));
    const onRow = row.cells.slice(cellIndex).flatMap((cell) => moneyIn(cell.text));
    if (onRow.length === 1) onRow.push(...costBelow(layout, index, label));
    if (onRow.length > 0) return { amounts: onRow, row };
    const amounts: number[] = [];
    for (const below of layout.rows.slice(index + 1, index + 4)) {
      if (below.page !== row.page) break;
      // The label's column and those to its right: a tile's figures sit under it, a table's to the right.
      const column = below.cells.filter((cell) => cell.box.x1 > label.box.x0);
      if (column.some((cell) => isNamedCover(cell.text))) break;
      amounts.push(...column.flatMap((cell) => moneyIn(cell.text)));
      if (amounts.length >= 2) break;
    }
    if (amounts.length > 0) return { amounts, row };
  }
  return null;
}

/** Waiting and benefit periods of income protection: labelled, else written as a phrase. */
function readIncomeProtectionTerms(layout: Layout, fields: FieldSet): void {
  fields.set('insuranceIPWaitingPeriod', findLabelled(layout, LABELS.waitingPeriod, parseDays));
  fields.set('insuranceIPBenefitPeriod', findLabelled(layout, LABELS.benefitPeriod, parseBenefitPeriod));
  for (const row of layout.rows) {
    const waiting = WAITING_PHRASE.exec(row.text);
    if (waiting) fields.set('insuranceIPWaitingPeriod', locateRow(row, parseDays(waiting[0]) ?? 0));
    const benefit = BENEFIT_PHRASE.exec(row.text);
    const period = benefit ? parseBenefitPeriod(benefit[1] ?? '') : null;
    if (period) fields.set('insuranceIPBenefitPeriod', locateRow(row, period));
  }
}

const BALANCE_THEN_DATE =
  /^(?:your\s+)?(?:(?:account|total|super)\s+)?balance\s*:?\s*(\$\s?[\d,]+(?:\.\d{2})?)\s+(?:as\s+at|at|on)\s+(.+)$/i;

/**
 * The closing balance where it is written as "Balance on <date>": of the dated balances (not the opening
 * one), the latest, with its date as the statement date. Its amount follows the date, or sits to the right
 * or under it.
 */
function readDatedBalance(layout: Layout, fields: FieldSet): void {
  const found: { date: string; amount: Located<number> }[] = [];
  layout.rows.forEach((row, rowIndex) => {
    row.cells.forEach((cell, cellIndex) => {
      // A headline tile: "Balance $96,402.77 as at 30/06/2025".
      const headline = BALANCE_THEN_DATE.exec(cell.text);
      const headlineDate = headline ? findDate(headline[2] ?? '') : null;
      const headlineAmount = headline ? parseAmountOnly(headline[1] ?? '') : null;
      if (headlineDate && headlineAmount !== null && !/opening|start/i.test(cell.text)) {
        return void found.push({ date: headlineDate.iso, amount: locateCell(cell, headlineAmount) });
      }
      if (!matchesLabel(cell.text, LABELS.datedBalance) || /opening|start/i.test(cell.text)) return;
      const date = findDate(cell.text);
      if (!date) return;
      const after = parseAmount(cell.text.slice(date.index + date.text.length));
      const candidates =
        after !== null
          ? [cell]
          : [...row.cells.slice(cellIndex + 1), ...cellsBelow(layout, rowIndex, cell, 2)];
      for (const candidate of candidates) {
        const amount = candidate === cell ? after : parseAmountOnly(candidate.text);
        if (amount !== null)
          return void found.push({ date: date.iso, amount: locateCell(candidate, amount) });
      }
    });
  });
  const latest = found.sort((a, b) => b.date.localeCompare(a.date))[0];
  if (!latest) return;
  fields.set('balance', latest.amount);
  fields.set('statementDate', { ...latest.amount, value: latest.date });
}

/** Total fees: labelled, else the sum of the distinct fee lines ("Administration fees", "Investment fees"). */
function readFees(layout: Layout, fields: FieldSet): void {
  fields.set('fees', findLabelled(layout, LABELS.fees, parseAmount, { below: false }));
  if (fields.fields.fees) return;
  const lines = new Map<string, Located<number>>();
  layout.rows.forEach((row, rowIndex) => {
    const label = row.cells[0]?.text.trim() ?? '';
    const amount = row.cells.length > 1 ? parseAmount(row.cells.at(-1)?.text ?? '') : null;
    if (amount !== null && LABELS.feeItem.test(label) && !lines.has(label.toLowerCase()))
      lines.set(label.toLowerCase(), locateRow(row, amount));
    // Summary tiles: fee labels in a row of labels, each over its amount.
    if (!isHeaderRow(row)) return;
    for (const cell of row.cells) {
      const tile = cell.text.trim();
      if (!LABELS.feeItem.test(tile) || lines.has(tile.toLowerCase())) continue;
      const under = cellsBelow(layout, rowIndex, cell, 1).find((below) => parseAmount(below.text) !== null);
      const value = under ? parseAmount(under.text) : null;
      if (under && value !== null) lines.set(tile.toLowerCase(), locateCell(under, value));
    }
  });
  const [first] = lines.values();
  if (!first) return;
  const total = [...lines.values()].reduce((sum, line) => sum + line.value, 0);
  fields.set(
    'fees',
    { ...first, value: Math.round(total * 100) / 100 },
    lines.size > 1 ? 'medium' : undefined,
  );
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
  if (fields.fields.insuranceIP) readIncomeProtectionTerms(layout, fields);
  if (fields.fields.insuranceLife || fields.fields.insuranceTPD) return;
  findUnlabelledCovers(layout, isNamedCover).forEach(({ row, cover, premium }, order) => {
    const [amountKey, premiumKey] = order === 0 ? keys.life : keys.tpd;
    fields.set(amountKey, locateRow(row, cover), 'low');
    fields.set(premiumKey, locateRow(row, premium), 'low');
  });
}

export function extractSuper(layout: Layout): ExtractionResult {
  const fields = new FieldSet();
  fields.set('fundName', findOrganisation(layout, SUPER_FUNDS));
  // Under a label no rule knows: the one date old enough to be the member's birth.
  fields.set('dateOfBirth', findBirthDateByAge(layout), 'low');
  fields.set('memberNumber', findLabelled(layout, LABELS.memberNumber, parseAccountNumber));
  // Under a label no rule knows: the header's only member-number-shaped value.
  fields.set('memberNumber', findOnlyIdentifier(layout), 'medium');

  const period = findLabelledWrapped(layout, LABELS.period, findDateRange) ?? findUnlabelledPeriod(layout);
  if (period) {
    fields.set('statementPeriodStart', { ...period, value: period.value.start });
    fields.set('statementDate', { ...period, value: period.value.end });
  }
  fields.set('statementDate', findLabelled(layout, LABELS.periodEnd, parseDateValue));
  // Under labels no rule knows, or split across cells: the one pair of dates a year (or a part) apart.
  const span = fields.fields.statementPeriodStart ? null : findPeriodBySpan(layout);
  if (span) {
    fields.set('statementPeriodStart', span.start, 'low');
    fields.set('statementDate', span.end, 'low');
  }

  fields.set('investmentOption', findLabelled(layout, LABELS.investmentOption, parseOption));
  // Under a label no rule knows: the one cell named as investment options are ("Balanced", "High Growth"),
  // never the fund's own name ("Sustainable Growth Super").
  const fund = fields.fields.fundName?.value;
  fields.set(
    'investmentOption',
    onlyValueShaped(layout, /^\p{L}/u, (text) =>
      typeof fund === 'string' && text.includes(fund) ? null : readInvestmentOption(text),
    ),
    'low',
  );
  fields.set(
    'employerContributions',
    // Not a transaction's line ("31/07/2024  Employer contribution - SG  684.65"): one payment, not the year's.
    findAllLabelled(layout, LABELS.employerContributions, parseAmount, { below: false }).find(
      (found) => !isDatedRow(rowOf(layout, found)),
    ),
  );
  fields.set(
    'contributionsTotal',
    findLabelled(layout, LABELS.contributionsTotal, parseAmount, { below: false }) ??
      findLabelled(layout, LABELS.contributionsTotal, parseAmountOnly, { inline: false, right: false }),
  );
  readFees(layout, fields);
  fields.set('balance', findLabelled(layout, LABELS.balance, parseAmount, { below: false }));
  readDatedBalance(layout, fields);
  // A balance under its column header ("Closing balance" over "$53,541.76").
  fields.set(
    'balance',
    findLabelled(layout, LABELS.balance, parseAmountOnly, { inline: false, right: false }),
  );
  // Under labels no rule knows: the summary whose figures add up ends on the balance.
  fields.set('balance', findAddingSummary(layout)?.closing, 'medium');
  fillFromSuperSummary(layout, fields);
  extractInsurance(layout, fields);
  readNomination(layout, fields);

  return { fields: fields.fields, requiresManualReview: false, warnings: [] };
}
