import { checkBankTotals } from '@/server/reading/checks/arithmetic';
import type { ConfidenceLevel, DocumentType } from '@/shared/options';
import type { Box } from '../layout/types';
import type { ExtractedField, ExtractedFields, FieldKey } from '../types';
import type { Candidate } from './detect-values';
import type { RankedCandidate } from './field-ranker';

/** Below this probability the ranker stays silent: an empty field is better than a wrong one. */
export const FILL_THRESHOLD = 0.5;
/** How many of a key's best candidates the choice may try before giving up on it. */
const TRIES = 3;

/** [smaller, larger]: amounts and dates whose order is certain on every document of the type. */
const ORDERED: Partial<Record<DocumentType, readonly (readonly [string, string])[]>> = {
  payslip: [
    ['grossPay', 'ytdGross'],
    ['taxWithheld', 'ytdTax'],
    ['superGuarantee', 'ytdSuper'],
    ['netPay', 'grossPay'],
    ['taxWithheld', 'grossPay'],
    ['superGuarantee', 'grossPay'],
    ['grossPay', 'annualSalary'],
    ['payPeriodStart', 'payPeriodEnd'],
  ],
  super: [
    ['employerContributions', 'contributionsTotal'],
    ['statementPeriodStart', 'statementDate'],
  ],
  tax: [['taxPayable', 'taxableIncome']],
  insurance: [['premium', 'sumInsured']],
  mortgage: [['repaymentAmount', 'balance']],
  bank: [['statementPeriodStart', 'statementPeriodEnd']],
};

/** [cost, cover]: the ranker fills a cover's cost only when the cover is known. */
const COST_OF = [
  ['insuranceLifePremium', 'insuranceLife'],
  ['insuranceTPDPremium', 'insuranceTPD'],
  ['insuranceIPPremium', 'insuranceIP'],
] as const;

/** Balances may be overdrawn; every other amount is a size whose sign is a matter of layout. */
const SIGNED = new Set(['openingBalance', 'closingBalance']);

const BANK_TOTALS = ['openingBalance', 'totalCredits', 'totalDebits', 'closingBalance'] as const;

const overlaps = (a: Box, b: Box): boolean =>
  Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0) && Math.min(a.y1, b.y1) > Math.max(a.y0, b.y0);

function valueOf(key: string, candidate: Candidate): string | number {
  return typeof candidate.value === 'number' && !SIGNED.has(key)
    ? Math.abs(candidate.value)
    : candidate.value;
}

function toField(key: string, ranked: RankedCandidate): ExtractedField {
  const { candidate } = ranked;
  const confidence: ConfidenceLevel = ranked.probability >= 0.9 ? 'medium' : 'low';
  return {
    value: valueOf(key, candidate),
    confidence,
    source: { page: candidate.cell.page, text: candidate.cell.text, box: candidate.cell.box },
    evidence: { reader: 'text', origin: 'ranker', band: confidence },
  };
}

function respectsOrder(
  type: DocumentType,
  fields: ExtractedFields,
  key: string,
  value: string | number,
): boolean {
  const get = (name: string) => (name === key ? value : fields[name as FieldKey]?.value);
  return (ORDERED[type] ?? []).every(([smaller, larger]) => {
    if (smaller !== key && larger !== key) return true;
    const low = get(smaller);
    const high = get(larger);
    if (low === undefined || high === undefined || typeof low !== typeof high) return true;
    return typeof low === 'number' ? Math.abs(low) <= Math.abs(Number(high)) + 0.005 : low <= high;
  });
}

const sameBox = (a: Box | undefined, b: Box | undefined): boolean =>
  a !== undefined &&
  b !== undefined &&
  Math.abs(a.x0 - b.x0) < 1 &&
  Math.abs(a.x1 - b.x1) < 1 &&
  Math.abs(a.y0 - b.y0) < 1;

/** Whether a field was read from this candidate's figure: same place, same value, whatever the sign either gave
 * it (a refund's is the rule's reading; the ranker reads sizes). */
function readFrom(field: ExtractedField, candidate: Candidate): boolean {
  return (
    field.source.page === candidate.cell.page &&
    field.source.box !== undefined &&
    overlaps(field.source.box, candidate.cell.box) &&
    (field.value === candidate.value ||
      (typeof field.value === 'number' && Math.abs(field.value) === Math.abs(Number(candidate.value))))
  );
}

/** The other field already read from this candidate's figure, if any (one printed figure, one field). */
function ownerOf(fields: ExtractedFields, key: string, candidate: Candidate): string | undefined {
  return Object.entries(fields).find(
    ([other, field]) => other !== key && field !== undefined && readFrom(field, candidate),
  )?.[0];
}

/**
 * The ranker's belief that a field's figure is its key's value: the probability of the candidate it was read
 * from, 0 when the ranker found no label naming the key near that figure, undefined when it does not rank the key.
 */
function belief(ranked: RankedMap, key: string, field: ExtractedField | undefined): number | undefined {
  const list = ranked.get(key);
  if (!list || !field) return undefined;
  return list.find((entry) => readFrom(field, entry.candidate))?.probability ?? 0;
}

/** A rule's low reading, by a figure's shape or place with no label read. */
const isGuess = (field: ExtractedField | undefined): boolean =>
  field?.confidence === 'low' && field.evidence?.origin !== 'ranker';

/** A refund is a negative tax payable: its sign is the rule's reading, which the ranker's sizes do not carry. */
const SIGN_READ_BY_RULE = new Set(['taxPayable']);

/**
 * A guess the ranker reads from its own figure under a label is confirmed: the ranker's evidence, the rule's
 * value (a refund's sign). An amount's guess gives way to another figure a label names; a date's does not (the
 * ranker took a period's end for its start and another date for a statement's: decision 013).
 */
const givesWay = (key: string, held: ExtractedField, candidate: Candidate): boolean =>
  candidate.kind === 'money' && typeof held.value === 'number' && !SIGN_READ_BY_RULE.has(key);

type RankedMap = ReadonlyMap<string, readonly RankedCandidate[]>;

/** A figure another key holds is taken from it only when the ranker is sure it is this key's and sure it is not
 * the holder's: how a rule that read the wrong figure is corrected. */
const SURE = 0.9;
const SURELY_NOT = 0.1;
/** Of two keys read from one figure, the one believed less by this much gives it up. */
const CLEARLY_MORE = 0.5;

function mayTake(ranked: RankedMap, fields: ExtractedFields, owner: string, entry: RankedCandidate): boolean {
  const held = belief(ranked, owner, fields[owner as FieldKey]);
  return entry.probability >= SURE && held !== undefined && held < SURELY_NOT;
}

/**
 * Two keys read from one figure ("Year to date gross 22,000.00 Year to date tax 5,068.84" run together by
 * OCR): the key the ranker believes less gives it up, so the choice below can find its own figure.
 */
function settleSharedFigures(fields: ExtractedFields, ranked: RankedMap): void {
  const keys = Object.keys(fields).filter((key) => ranked.has(key));
  for (const key of keys) {
    for (const other of keys) {
      const a = fields[key as FieldKey];
      const b = fields[other as FieldKey];
      if (key === other || !a || !b || a.value !== b.value || !sameBox(a.source.box, b.source.box)) continue;
      const mine = belief(ranked, key, a) ?? 0;
      const theirs = belief(ranked, other, b) ?? 0;
      if (theirs >= FILL_THRESHOLD && theirs - mine >= CLEARLY_MORE) delete fields[key as FieldKey];
    }
  }
}

/**
 * Fills the keys the type's rules left empty with the ranker's most likely candidate, when it is likely
 * enough; keeps one printed figure to one field (a figure two keys claim goes to the one the ranker believes);
 * and keeps only choices that satisfy what must hold: the type's order of amounts and dates (YTD ≥ this
 * period, net ≤ gross …) and a bank statement's totals (opening + credits − debits = closing) when the ranker
 * completes them.
 */
export function fillFromCandidates(
  type: DocumentType,
  fields: ExtractedFields,
  ranked: RankedMap,
  threshold = FILL_THRESHOLD,
): ExtractedFields {
  const filled: ExtractedFields = { ...fields };
  settleSharedFigures(filled, ranked);
  // Greedy assignment over (key, figure) pairs, likeliest first: a figure goes to the key it most likely is.
  const pairs = [...ranked.entries()]
    .flatMap(([key, list]) => list.slice(0, TRIES).map((entry) => ({ key, entry })))
    .filter(({ entry }) => entry.probability >= threshold)
    .sort((a, b) => b.entry.probability - a.entry.probability);
  const choices = new Map<string, RankedCandidate[]>();
  for (const { key, entry } of pairs) {
    const held = filled[key as FieldKey];
    const confirms = held !== undefined && readFrom(held, entry.candidate);
    if (held !== undefined && !(isGuess(held) && (confirms || givesWay(key, held, entry.candidate))))
      continue;
    const owner = ownerOf(filled, key, entry.candidate);
    if (owner !== undefined && !mayTake(ranked, filled, owner, entry)) continue;
    if (!respectsOrder(type, filled, key, valueOf(key, entry.candidate))) continue;
    if (owner !== undefined) delete filled[owner as FieldKey];
    const chosen = toField(key, entry);
    filled[key as FieldKey] =
      held && confirms ? { ...held, confidence: chosen.confidence, evidence: chosen.evidence } : chosen;
    choices.set(key, [
      ...(ranked.get(key) ?? []).slice(0, TRIES).filter((option) => option.probability >= threshold),
    ]);
  }
  if (type === 'bank') repairBankTotals(filled, fields, choices);
  // A cost is the cost of a cover: without the cover (or a cover the rules refused) the figure is not its cost.
  for (const [cost, cover] of COST_OF)
    if (fields[cost] === undefined && filled[cover] === undefined) delete filled[cost];
  return filled;
}

/** When the ranker completed a bank statement's totals and they disagree, tries its other candidates for the
 * keys it filled; if no combination holds, its fills among the totals are withdrawn. */
function repairBankTotals(
  filled: ExtractedFields,
  original: ExtractedFields,
  choices: ReadonlyMap<string, readonly RankedCandidate[]>,
): void {
  const amounts = () =>
    Object.fromEntries(BANK_TOTALS.map((key) => [key, filled[key]?.value as number | undefined]));
  if (checkBankTotals(amounts()) !== 'fails') return;
  const ours = BANK_TOTALS.filter((key) => original[key] === undefined && choices.has(key));
  if (ours.length === 0) return;
  const options = ours.map((key) => (choices.get(key) ?? []).map((entry) => ({ key, entry })));
  const combinations = options.reduce<{ key: string; entry: RankedCandidate }[][]>(
    (sofar, list) => sofar.flatMap((combination) => list.map((option) => [...combination, option])),
    [[]],
  );
  for (const combination of combinations) {
    for (const { key, entry } of combination) filled[key as FieldKey] = toField(key, entry);
    if (checkBankTotals(amounts()) === 'holds') return;
  }
  for (const key of ours) delete filled[key];
}
