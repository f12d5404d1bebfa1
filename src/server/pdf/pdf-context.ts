/** What every part of the Fact Find PDF is drawn with, and the few ways a fact becomes a table cell. */
import { recordField, timesPerYear, type Cycle } from '@/shared/record/record-fields';
import type { RecordFact } from '@/shared/record/record-types';
import type { FactFindSnapshot } from '@/server/core/fact-find/fact-find-snapshot';
import type { Cell, PdfWriter } from './pdf-writer';
import type { RecordReader } from './record-reader';

export type PdfContext = {
  writer: PdfWriter;
  snapshot: FactFindSnapshot;
  read: RecordReader;
  /** When the Fact Find was prepared: ages are counted to this day. */
  prepared: Date;
  timeZone: string;
  clientName: string;
  /** '' when the record names no partner. */
  partnerName: string;
  /** The number of a section by its destination, once the sections are numbered. */
  sectionNumber: (destination: string) => number;
};

/** Whole years from a date of birth to a day; null for a date that gives no sensible age. */
export function ageOn(dob: unknown, on: Date): number | null {
  if (typeof dob !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(dob)) return null;
  const [year = 0, month = 1, day = 1] = dob.split('-').map(Number);
  let age = on.getUTCFullYear() - year;
  if (on.getUTCMonth() + 1 < month || (on.getUTCMonth() + 1 === month && on.getUTCDate() < day)) age -= 1;
  return age >= 0 && age < 130 ? age : null;
}

const birthFields = new Set(['dob', 'spouseDob']);

/** A fact's value in words (a date of birth with the age), its source beneath it. */
export function factCell(context: PdfContext, fact: RecordFact | undefined): Cell {
  if (!fact) return '';
  const age = birthFields.has(fact.field) ? ageOn(fact.value, context.prepared) : null;
  const text = context.read.text(fact) + (age === null ? '' : ` (age ${age})`);
  return { text, note: context.read.source(fact) };
}

/** Label and value rows of facts, each value with its source. */
export function factRows(context: PdfContext, facts: readonly RecordFact[]): [string, Cell][] {
  return facts.map((fact) => [
    recordField(fact.subject, fact.field)?.label ?? fact.field,
    factCell(context, fact),
  ]);
}

/** What an amount comes to in a year, by its cycle (an amount with no cycle is not counted: null). */
export function amountAYear(fact: RecordFact, fallback: Cycle | null = null): number | null {
  const amount = Number(fact.value);
  const definition = recordField(fact.subject, fact.field);
  const fixed = typeof definition?.cycle === 'string' ? definition.cycle : null;
  const cycle = fact.cycle ?? fixed ?? fallback;
  return Number.isFinite(amount) && cycle ? amount * timesPerYear[cycle] : null;
}

/** The sum of the amounts known; null when none is (a total is never invented from nothing). */
export function knownSum(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length > 0 ? known.reduce((total, value) => total + value, 0) : null;
}

export const nothingRecorded = 'Nothing recorded yet.';
