/**
 * The client's record as the PDF reads it: the facts it may print (never a form's default, never the record's
 * book-keeping), each in words with its cycle, date or period, and where it came from.
 */
import { formatDate } from '@/shared/format/date';
import { formatFact } from '@/shared/record/format-fact';
import {
  parseCycle,
  recordField,
  singleSubjects,
  recordFields,
  type Cycle,
  type ItemKind,
  type RecordField,
  type RecordSection,
} from '@/shared/record/record-fields';
import type { ClientRecordView, RecordFact, RecordItem } from '@/shared/record/record-types';
import { valueWords } from '@/shared/record/option-words';

const empty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The fact's own cycle; else the registry's fixed one, or the cycle its sibling field names (a premium's frequency). */
function cycleOf(
  fact: RecordFact,
  definition: RecordField,
  sibling: (field: string) => unknown,
): Cycle | null {
  if (fact.cycle) return fact.cycle;
  if (!definition.cycle) return null;
  if (typeof definition.cycle === 'string') return definition.cycle;
  return parseCycle(sibling(definition.cycle.field));
}

export type RecordReader = ReturnType<typeof readRecord>;

export function readRecord(record: ClientRecordView, timeZone: string) {
  const printable = record.facts.filter((fact) => {
    const definition = recordField(fact.subject, fact.field);
    return definition && !definition.internal && fact.status !== 'default' && !empty(fact.value);
  });
  const bySubject = new Map<string, Map<string, RecordFact>>();
  for (const fact of printable) {
    const fields = bySubject.get(fact.subject) ?? new Map<string, RecordFact>();
    fields.set(fact.field, fact);
    bySubject.set(fact.subject, fields);
  }
  /** A fact the record holds and may print: not a default, not empty, a field of the registry. */
  const fact = (subject: string, field: string): RecordFact | undefined => bySubject.get(subject)?.get(field);
  /** A fact of the record that is book-keeping (consents), given by a person. */
  const internalFact = (subject: string, field: string): RecordFact | undefined =>
    record.facts.find(
      (candidate) =>
        candidate.subject === subject && candidate.field === field && candidate.status !== 'default',
    );

  /** The fact in words: its value with its cycle ("$726.32 a year"), its date or its period. */
  const text = (item: RecordFact): string => {
    const definition = recordField(item.subject, item.field);
    if (!definition) return '';
    const value = valueWords(item.subject, item.field, item.value);
    return formatFact(definition, value, {
      cycle: cycleOf(item, definition, (field) => fact(item.subject, field)?.value),
      asAt: item.asAt,
      period: item.period,
    });
  };

  const day = (instant: string) => formatDate(instant, { timeZone });

  /**
   * Where the value came from: the document and page it was read on, the adviser who gave it, or the client
   * (confirmed or corrected through a document request, with the date).
   */
  const source = (item: RecordFact): string => {
    const { source: from } = item;
    const origin =
      from.kind === 'document' || from.filename
        ? `${from.filename ?? 'a document'}${from.page ? ` p.${from.page}` : ''}`
        : from.kind === 'adviser'
          ? `adviser (${from.actorName})`
          : from.kind === 'client'
            ? `the client, ${day(item.at)}`
            : from.kind === 'import'
              ? `imported (${from.actorName})`
              : from.actorName;
    if (!item.confirmedByClientAt) return origin;
    const word = `${item.status === 'corrected' ? 'Corrected' : 'Confirmed'} by client on ${day(item.confirmedByClientAt)}`;
    return from.kind === 'client' && !from.filename ? word : `${word} · ${origin}`;
  };

  /** The facts of a section about the client, their cash flow, answers, income and tax, in the registry's order. */
  const sectionFacts = (section: RecordSection): RecordFact[] =>
    singleSubjects.flatMap((subject) =>
      Object.entries(recordFields[subject]).flatMap(([field, definition]) => {
        const found = (definition as RecordField).section === section ? fact(subject, field) : undefined;
        return found ? [found] : [];
      }),
    );

  /** The accounts, loans, policies, assets or goals of one kind, oldest first. */
  const items = (kind: ItemKind): RecordItem[] =>
    record.items
      .filter((item) => item.kind === kind)
      .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));

  /** An item's facts, in the registry's order. */
  const itemFacts = (item: RecordItem): RecordFact[] =>
    Object.keys(recordFields[item.kind as ItemKind] ?? {}).flatMap((field) => {
      const found = fact(item.subject, field);
      return found ? [found] : [];
    });

  return { record, fact, internalFact, text, source, sectionFacts, items, itemFacts, day };
}
