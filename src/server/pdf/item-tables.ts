/**
 * The record's accounts, loans, policies, assets and goals as tables: one row per item, its main figures in
 * columns, every other fact it holds under Details, and where its values came from. Nothing an item does not
 * hold is printed: a column no item has a value for is left out.
 */
import { itemKindLabels, recordField, type ItemKind } from '@/shared/record/record-fields';
import type { RecordFact, RecordItem } from '@/shared/record/record-types';
import { isSameAccount } from '@/shared/same-account';
import type { Cell, Column } from './pdf-writer';
import { factRows, type PdfContext } from './pdf-context';

/** A column of an item table: the fields it shows, one a line, some with a word before them. */
export type ItemColumn = {
  header: string;
  width: number;
  fields: readonly string[];
  /** A word before a field's value ("by 12/03/2045"). */
  prefixes?: Partial<Record<string, string>>;
  align?: 'left' | 'right';
};

/** What names an item of each kind, and its number (masked), as headings and the missing list name it. */
const naming: Record<ItemKind, { name: string; number?: string }> = {
  super: { name: 'fundName', number: 'memberNumberMasked' },
  bank: { name: 'bankName', number: 'accountNumberMasked' },
  liability: { name: 'lender', number: 'accountNumber' },
  policy: { name: 'insurer', number: 'policyNumber' },
  asset: { name: 'description', number: 'accountNumber' },
  goal: { name: 'description' },
};

/** The item's name and number as the record holds them, for a heading ("AustralianSuper ****5678"). */
export function itemName(context: PdfContext, item: RecordItem): string {
  const { name, number } = naming[item.kind as ItemKind] ?? { name: '' };
  return [
    context.read.fact(item.subject, name)?.value,
    number && context.read.fact(item.subject, number)?.value,
  ]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' ');
}

/**
 * The items that repeat one listed before them (the same institution and number): shown, but counted once
 * wherever amounts are added up.
 */
export function repeatedItems(context: PdfContext, items: readonly RecordItem[]): Set<string> {
  const identity = (item: RecordItem) => {
    const { name, number } = naming[item.kind as ItemKind] ?? { name: '' };
    return {
      institution: String(context.read.fact(item.subject, name)?.value ?? ''),
      number: number ? String(context.read.fact(item.subject, number)?.value ?? '') : '',
    };
  };
  const repeats = new Set<string>();
  items.forEach((item, index) => {
    if (items.slice(0, index).some((earlier) => isSameAccount(identity(earlier), identity(item))))
      repeats.add(item.subject);
  });
  return repeats;
}

export const listedAgain = 'Listed again (same institution and number): counted once in totals';

/**
 * Where an item's values came from: the source most of them share, then any other source with the facts it
 * gave ("Balance: adviser (Jo Citizen)").
 */
export function itemSources(context: PdfContext, facts: readonly RecordFact[]): string {
  const bySource = new Map<string, string[]>();
  for (const fact of facts) {
    const source = context.read.source(fact);
    bySource.set(source, [
      ...(bySource.get(source) ?? []),
      recordField(fact.subject, fact.field)?.label ?? fact.field,
    ]);
  }
  const [main, ...others] = [...bySource].sort((a, b) => b[1].length - a[1].length);
  if (!main) return '';
  return [main[0], ...others.map(([source, labels]) => `${labels.join(', ')}: ${source}`)].join('\n');
}

/** The lines of one column for an item: each field it holds, in words. */
function columnText(context: PdfContext, item: RecordItem, column: ItemColumn): string {
  return column.fields
    .flatMap((field) => {
      const fact = context.read.fact(item.subject, field);
      return fact ? [`${column.prefixes?.[field] ?? ''}${context.read.text(fact)}`] : [];
    })
    .join('\n');
}

/**
 * One row per item: its columns, a Details column for every other fact it holds ("Limit: $20,000"), and its
 * sources. `note`: small print under an item's first cell (an account listed twice).
 */
export function itemTable(
  context: PdfContext,
  items: readonly RecordItem[],
  columns: readonly ItemColumn[],
  {
    empty,
    note,
    footnote,
  }: { empty: string; note?: (item: RecordItem) => string | undefined; footnote?: string },
): boolean {
  const shown = new Set(columns.flatMap((column) => column.fields));
  const label = (fact: RecordFact) => recordField(fact.subject, fact.field)?.label ?? fact.field;
  // Long texts (a goal's notes, a policy's exclusions) are printed in full under the table, not in a column.
  const isLong = (fact: RecordFact) => recordField(fact.subject, fact.field)?.kind === 'long-text';
  const rows = items.map((item) => {
    const facts = context.read.itemFacts(item);
    const rest = facts.filter((fact) => !shown.has(fact.field));
    return {
      item,
      cells: columns.map((column) => columnText(context, item, column)),
      details: rest
        .filter((fact) => !isLong(fact))
        .map((fact) => `${label(fact)}: ${context.read.text(fact)}`)
        .join('\n'),
      long: rest.filter(isLong),
      sources: itemSources(context, facts) || 'No details recorded',
      note: note?.(item),
    };
  });
  // The first column always; another only when some item has a value for it.
  const kept = columns.flatMap((column, index) =>
    index === 0 || rows.some((row) => row.cells[index]) ? [{ column, index }] : [],
  );
  const withDetails = rows.some((row) => row.details);
  const tableColumns: Column[] = [
    ...kept.map(({ column }) => ({ header: column.header, width: column.width, align: column.align })),
    ...(withDetails ? [{ header: 'Details', width: 0.24 }] : []),
    { header: 'Source', width: 0.2, small: true },
  ];
  const tableRows: Cell[][] = rows.map((row) => [
    ...kept.map(({ index }, position) =>
      position === 0
        ? { text: row.cells[index] || '—', bold: true, note: row.note }
        : (row.cells[index] ?? ''),
    ),
    ...(withDetails ? [row.details] : []),
    row.sources,
  ]);
  const listed = context.writer.tableSection(null, tableColumns, tableRows, { empty, footnote });
  const longRows = rows.flatMap(({ item, long }) => {
    const name = shortened(itemName(context, item) || itemKindLabels[item.kind as ItemKind]);
    return factRows(context, long).map(([field, cell]): [string, Cell] => [`${name}: ${field}`, cell]);
  });
  if (longRows.length > 0) context.writer.details(longRows);
  return listed;
}

/** A name cut to a few words for a label ("Retire at 60 with $80,000 a…"). */
const shortened = (name: string) => (name.length <= 40 ? name : `${name.slice(0, 38).trimEnd()}…`);

/** Each super fund as a small table of its own: a fund has many figures, each with its source. */
export function superFundTables(context: PdfContext, funds: readonly RecordItem[]): void {
  const repeats = repeatedItems(context, funds);
  funds.forEach((fund, index) => {
    const name = itemName(context, fund) || `Super fund ${index + 1}`;
    const rows = factRows(context, context.read.itemFacts(fund));
    context.writer.details(rows, {
      title: repeats.has(fund.subject) ? `${name} (${listedAgain.toLowerCase()})` : name,
      empty: 'No details of this fund are recorded yet.',
    });
  });
}
