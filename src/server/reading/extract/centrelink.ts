import { parseCycle } from '@/shared/record/record-fields';
import { concessionCards } from '@/shared/estate/estate-fields';
import { FieldSet } from './field';
import { findAllLabelled, findLabelled } from './layout/find-labelled';
import { locateRow, rowOf } from './layout/locate';
import type { Layout, Row } from './layout/types';
import { parseAmount } from './values/money';
import type { ExtractedFields } from './types';

/**
 * A Centrelink (Services Australia) or DVA letter or income statement (decision 037), whatever type the
 * classifier gave it: the payment, its amount with its cycle, the customer reference number and the
 * concession cards the client holds. A document that is not such a letter gives nothing.
 */

const ISSUER = /\bservices\s+australia\b|\bcentrelink\b|\bdepartment\s+of\s+veterans['’]?\s+affairs\b/i;

const PAYMENTS = [
  'Age Pension',
  'JobSeeker Payment',
  'Family Tax Benefit Part A',
  'Family Tax Benefit Part B',
  'Family Tax Benefit',
  'Carer Payment',
  'Carer Allowance',
  'Disability Support Pension',
  'Parenting Payment',
  'Youth Allowance',
  'Austudy',
  'ABSTUDY',
  'Commonwealth Rent Assistance',
  'Rent Assistance',
  'Special Benefit',
  'Service Pension',
  'Veteran Payment',
  'Income Support Supplement',
  'DVA Disability Pension',
  'War Widow(er)s Pension',
] as const;
const paymentPattern = (name: string) =>
  new RegExp(
    `\\b${name
      .replace(/[()]/g, '\\$&')
      .replace(/\s+/g, '\\s+')
      .replace(/Payment$/, '(?:Payment)?')}\\b`,
    'i',
  );

/** Sentences about what the client might do or get, not what they receive. */
const HYPOTHETICAL =
  /\b(?:may|might|could|eligible|apply|if\s+you|find\s+out|visit|call\s+us|more\s+information|check\s+whether)\b/i;

const CRN_LABEL = /\b(?:customer\s+reference\s+(?:number|no\.?)|CRN|centrelink\s+reference(?:\s+number)?)\b/i;
const CRN = /\b(\d{3}\s?\d{3}\s?\d{3}\s?[A-Z])\b/;

const CYCLE_WORDS =
  /\b(?:per|a|each|every)\s+(week|fortnight|month|quarter|year)\b|\b(weekly|fortnightly|monthly|quarterly|yearly|annually)\b/i;

function cycleIn(text: string): string | null {
  const match = CYCLE_WORDS.exec(text);
  const word = match?.[1] ?? match?.[2];
  return word ? parseCycle(word) : null;
}

function readPayment(rows: readonly Row[], fields: FieldSet): string | null {
  for (const row of rows) {
    if (HYPOTHETICAL.test(row.text)) continue;
    const name = PAYMENTS.find((payment) => paymentPattern(payment).test(row.text));
    if (name) {
      fields.set('centrelinkPayment', locateRow(row, name));
      return name;
    }
  }
  return null;
}

const AMOUNT_LABELS = [
  /\btotal\s+(?:payment|amount|entitlement)\b|\btotal\s+(?:per|a|each)\s+(?:week|fortnight|month)\b/i,
  /\bpayment\s+amount\b|\byour\s+payment\b|\bamount\s+(?:paid|payable)\b|\brate\s+of\s+payment\b|\byou\s+(?:will\s+)?(?:get|receive)\b/i,
];

/** The payment's amount: a total where one is printed, else a labelled amount; its cycle beside it. */
function readAmount(layout: Layout, fields: FieldSet): void {
  const found = AMOUNT_LABELS.map((label) =>
    findAllLabelled(layout, label, parseAmount).find((candidate) => {
      const row = rowOf(layout, candidate);
      return row !== undefined && !HYPOTHETICAL.test(row.text);
    }),
  ).find(Boolean);
  if (!found || !found.value) return;
  fields.set('centrelinkPaymentAmount', found);
  // The cycle: with the amount ("$1,149.00 a fortnight"), on its row or the rows around it, else said once in
  // the letter ("paid fortnightly").
  const row = rowOf(layout, found);
  const index = row ? layout.rows.indexOf(row) : -1;
  const near = [layout.rows[index], layout.rows[index - 1], layout.rows[index + 1]].filter(
    (candidate): candidate is Row => Boolean(candidate),
  );
  const cycle = cycleIn(found.text);
  if (cycle) return fields.set('centrelinkPaymentFrequency', { ...found, value: cycle });
  for (const candidate of [...near, ...layout.rows]) {
    const cycleHere = HYPOTHETICAL.test(candidate.text) ? null : cycleIn(candidate.text);
    if (cycleHere) return fields.set('centrelinkPaymentFrequency', locateRow(candidate, cycleHere));
  }
}

const parseCrn = (text: string): string | null => CRN.exec(text)?.[1]?.replace(/\s/g, '') ?? null;

function readReference(layout: Layout, fields: FieldSet): void {
  fields.set('centrelinkReference', findLabelled(layout, CRN_LABEL, parseCrn));
}

function readCards(rows: readonly Row[], fields: FieldSet): void {
  const held: string[] = [];
  let first: Row | undefined;
  for (const row of rows) {
    if (HYPOTHETICAL.test(row.text)) continue;
    for (const card of concessionCards) {
      // "Health Care Card" inside "Low Income Health Care Card" is the longer card.
      const pattern = new RegExp(`(?<!Low\\s+Income\\s+)\\b${card.replace(/\s+/g, '\\s+')}\\b`, 'i');
      if (pattern.test(row.text) && !held.includes(card)) {
        held.push(card);
        first ??= row;
      }
    }
  }
  if (first) fields.set('concessionCards', locateRow(first, held.join('; ')));
}

export function extractCentrelink(layout: Layout): ExtractedFields {
  if (!ISSUER.test(layout.text)) return {};
  const fields = new FieldSet();
  const rows = layout.rows;
  const payment = readPayment(rows, fields);
  readReference(layout, fields);
  readCards(rows, fields);
  // An amount counts only in a letter about a payment: a card's letter prints no payment.
  if (payment) readAmount(layout, fields);
  // Naming Services Australia is not enough: the letter must state a payment, a reference or a card.
  return Object.keys(fields.fields).length > 0 ? fields.fields : {};
}
