import { checkBankTotals } from '@/server/reading/checks/arithmetic';
import { findBankByBsb, parseBsb } from '@/server/reading/checks/bsb';
import { findAccountNumberNear, findBsbByShape, findPrintedAmount, runningTotals } from './bank-shapes';
import { FieldSet } from './field';
import { findAllLabelled, findCell, findLabelled, findLabelledWrapped } from './layout/find-labelled';
import { locateCell } from './layout/locate';
import { findUnderHeading } from './layout/cells-below';
import { findUnlabelledPeriod } from './layout/find-unlabelled-period';
import type { Layout } from './layout/types';
import { findHeadingOrganisation, findKnownOrganisation } from './find-organisation';
import { BANKS } from './organisations';
import { parseAccountNumber } from './values/identifiers';
import { findDateRange } from './values/dates';
import { parseAmount, parseAmountOnly, parseMoney } from './values/money';
import { registryLabel } from './layout/registry-label';
import type { ExtractionResult } from './types';

/** Words by which an institution names itself as a bank in its heading. */
const BANKING_WORDS =
  /\b(?:bank|banking|credit\s+union|mutual|building\s+society|cooperative|co-operative)\b/i;

const LABELS = {
  bsb: /\bBSB\b/i,
  bsbAndAccount: /\bBSB\s*(?:\/|and|&)\s*(?:account|acct|a\/c)\b/i,
  accountNumber:
    /\b(?:account|acct|acc|a\/c)\.?\s*(?:no|number|num|#)\b\.?|^account\b(?!\s+(?:name|type|details|summary|statement))|\bBSB\s*\/\s*(?:account|acct)\b/i,
  accountType: /^(?:account\s+type|product(?:\s+name)?|account\s+details)\b/i,
  period: /\b(?:statement\s+)?period\b|\bstatement\s+(?:from|dates?)\b/i,
  // Named as the field registry names them (the one vocabulary of labels); the four figures' arithmetic below
  // checks what they read.
  openingBalance: registryLabel('openingBalance', { anywhere: true }),
  closingBalance: registryLabel('closingBalance', { anywhere: true }),
  totalCredits: registryLabel('totalCredits'),
  totalDebits: registryLabel('totalDebits'),
};

/** Product names → account type codes; the first that matches wins (an "Everyday Offset" is an offset). */
const ACCOUNT_TYPES: ReadonlyArray<readonly [string, RegExp]> = [
  ['offset', /offset/i],
  ['credit', /credit\s*card|\bvisa\b|mastercard|\bamex\b|low rate card|platinum card/i],
  ['mortgage', /mortgage|home\s*loan/i],
  [
    'savings',
    /sav(?:er|ings?)|maximiser|bonus|goal|\blife\b|growth|reward|term deposit|isaver|esaver|high interest/i,
  ],
  [
    'transaction',
    /transaction|everyday|access|choice|cheque|classic|freedom|spending|streamline|orange|smart|options|complete|day2day|basic/i,
  ],
];

function parseBsbAndAccount(text: string): { bsb: string; accountNumber: string } | null {
  const match = /\b(\d{3})[\s-]?(\d{3})\s+(\d[\d ]{3,14}\d)\b/.exec(text);
  const accountNumber = match?.[3]?.replace(/ /g, '') ?? '';
  if (match && /^\d{5,12}$/.test(accountNumber)) return { bsb: `${match[1]}${match[2]}`, accountNumber };
  // "32570777417010" under "BSB / Account number": OCR dropped the space; the label says the first six digits
  // are the BSB, and no account number is as long as the rest with them. Only a run of digits alone: after
  // other digits ("633 68412345678") it is not where the BSB starts.
  const run = /^\D*(\d{6})(\d{5,10})\D*$/.exec(text);
  return run?.[1] && run[2] ? { bsb: run[1], accountNumber: run[2] } : null;
}

function inferAccountType(text: string): string | null {
  return ACCOUNT_TYPES.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/**
 * When the four figures do not reconcile, another place each total's label appears (a summary's "less Money
 * out" rather than the table's "Money out" column) may give the pair that does: the arithmetic chooses.
 */
function reconcileTotals(layout: Layout, fields: FieldSet): void {
  const options = (key: 'totalCredits' | 'totalDebits') => [
    ...findAllLabelled(layout, LABELS[key], parseAmount),
    ...[findUnderHeading(layout, LABELS[key], parseAmountOnly)].filter((found) => found !== null),
  ];
  const openingBalance = fields.number('openingBalance');
  const closingBalance = fields.number('closingBalance');
  for (const credits of options('totalCredits'))
    for (const debits of options('totalDebits')) {
      const totals = {
        openingBalance,
        closingBalance,
        totalCredits: credits.value,
        totalDebits: debits.value,
      };
      if (checkBankTotals(totals) !== 'holds') continue;
      fields.replace('totalCredits', credits);
      fields.replace('totalDebits', debits);
      return;
    }
}

const BALANCE_KEYS = ['openingBalance', 'closingBalance', 'totalCredits', 'totalDebits'] as const;

/**
 * The balances and totals the transaction table's running balance proves, read where the statement prints
 * them: filled only when the opening and closing balances it gives are both printed outside the table and
 * nothing the labelled rules read disagrees.
 */
function fillFromRunningBalance(layout: Layout, fields: FieldSet): void {
  if (BALANCE_KEYS.every((key) => fields.fields[key] !== undefined)) return;
  for (const reading of runningTotals(layout)) {
    if (BALANCE_KEYS.some((key) => fields.fields[key] && fields.number(key) !== reading[key])) continue;
    const printed = Object.fromEntries(
      BALANCE_KEYS.map((key) => [key, findPrintedAmount(layout, reading[key])]),
    );
    if (!printed.openingBalance || !printed.closingBalance) continue;
    for (const key of BALANCE_KEYS) fields.set(key, printed[key], 'medium');
    return;
  }
}

export function extractBank(layout: Layout): ExtractionResult {
  const fields = new FieldSet();
  const warnings: string[] = [];

  fields.set('bsb', findLabelled(layout, LABELS.bsb, parseBsb));
  // "BSB / Account number  062-000 1234 5678": the BSB, then the account number, under one label.
  const together = findLabelled(layout, LABELS.bsbAndAccount, parseBsbAndAccount);
  if (together) {
    fields.set('bsb', { ...together, value: together.value.bsb });
    fields.set('accountNumber', { ...together, value: together.value.accountNumber });
  }
  fields.set('accountNumber', findLabelled(layout, LABELS.accountNumber, parseAccountNumber));
  // Under a label no rule knows: the header's only BSB-shaped value, and the account number beside it.
  if (!fields.fields.bsb) {
    const shaped = findBsbByShape(layout);
    fields.set('bsb', shaped?.bsb, 'medium');
    fields.set('accountNumber', shaped?.accountNumber, 'medium');
  }
  const bsbField = fields.fields.bsb;
  if (bsbField && !fields.fields.accountNumber)
    fields.set(
      'accountNumber',
      findAccountNumberNear(layout, { value: bsbField.value, ...bsbField.source }),
      'medium',
    );
  fields.set('bankName', findKnownOrganisation(layout, BANKS));
  // A bank no list knows (clients bank with hundreds of institutions): the heading's organisation, when it
  // names itself as a bank; a product's or holder's line at the top does not.
  const heading = fields.fields.bankName ? null : findHeadingOrganisation(layout);
  if (heading && BANKING_WORDS.test(heading.value)) fields.set('bankName', heading, 'medium');
  const bsb = fields.fields.bsb;
  const bankFromBsb = bsb ? findBankByBsb(String(bsb.value)) : null;
  if (bsb && bankFromBsb)
    fields.put('bankName', { value: bankFromBsb, confidence: 'medium', source: bsb.source });
  // A BSB belongs to one bank; a mismatch means the BSB or the name was misread.
  if (bankFromBsb && fields.fields.bankName && fields.fields.bankName.value !== bankFromBsb) {
    fields.setConfidence('bsb', 'low');
    warnings.push(`The BSB belongs to ${bankFromBsb}, not ${String(fields.fields.bankName.value)}.`);
  }

  const product = findLabelled(layout, LABELS.accountType, inferAccountType, { rowsBelow: 2 });
  fields.set('accountType', product);
  // Else the product named in a heading ("Express Freedom Account — Statement of Account").
  const named = product ? null : findCell(layout, /^(?=.{0,70}$).*\b(?:account|saver|offset)\b/i);
  const namedType = named ? inferAccountType(named.cell.text) : null;
  if (named && namedType) fields.set('accountType', locateCell(named.cell, namedType), 'medium');
  const mentioned = product
    ? null
    : findCell(layout, /offset|saver|savings|everyday|transaction|access|cheque/i);
  const mentionedType = mentioned ? inferAccountType(mentioned.cell.text) : null;
  if (mentioned && mentionedType)
    fields.set('accountType', locateCell(mentioned.cell, mentionedType), 'medium');

  const period = findLabelledWrapped(layout, LABELS.period, findDateRange) ?? findUnlabelledPeriod(layout);
  if (period) {
    fields.set('statementPeriodStart', { ...period, value: period.value.start });
    fields.set('statementPeriodEnd', { ...period, value: period.value.end });
  }

  for (const key of ['openingBalance', 'closingBalance', 'totalCredits', 'totalDebits'] as const) {
    fields.set(key, findLabelled(layout, LABELS[key], key.startsWith('total') ? parseAmount : parseMoney));
    // A summary tile: the figure centred under its heading, wider than it.
    fields.set(key, findUnderHeading(layout, LABELS[key], parseAmountOnly));
  }

  fillFromRunningBalance(layout, fields);

  const totals = () => ({
    openingBalance: fields.number('openingBalance'),
    totalCredits: fields.number('totalCredits'),
    totalDebits: fields.number('totalDebits'),
    closingBalance: fields.number('closingBalance'),
  });
  if (checkBankTotals(totals()) === 'fails') reconcileTotals(layout, fields);
  const agreement = checkBankTotals(totals());
  if (agreement === 'holds') {
    for (const key of ['openingBalance', 'closingBalance', 'totalCredits', 'totalDebits'] as const)
      fields.setConfidence(key, 'high');
  }
  if (agreement === 'fails')
    warnings.push('Opening balance + credits − debits does not equal the closing balance.');
  return { fields: fields.fields, requiresManualReview: agreement === 'fails', warnings };
}
