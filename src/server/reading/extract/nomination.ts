import type { FieldSet } from './field';
import { locateCell, locateRow, type Located } from './layout/locate';
import type { Layout } from './layout/types';
import { parseDateValue } from './values/dates';

/**
 * A super statement's death benefit nomination (decision 037), read by its wording wherever the statement
 * prints it: the kind ("binding nomination", "non-lapsing", "non-binding", "preferred beneficiary",
 * "reversionary", "no beneficiary nominated"), the beneficiaries with their shares ("Jane Citizen (spouse)
 * 60%"), and a lapsing nomination's expiry ("expires 12/03/2027"). General advice ("keep your beneficiary
 * nomination up to date") names no kind and gives nothing.
 */

/** A row about the nomination: its heading, kind, a beneficiary or its expiry. */
const ABOUT = /\bnominat|\bbeneficiar|\breversionary\b/i;
/** Sentences that explain nominations in general rather than state this member's. */
const ADVICE =
  /\b(?:keep|make|update|review|consider|you\s+(?:can|may|should)|if\s+you|to\s+make|find\s+out|learn|visit)\b/i;

const KINDS: readonly [RegExp, string][] = [
  [
    /\bno\s+(?:(?:death\s+)?benefit\s+|beneficiar(?:y|ies)\s+)?nominat|\bno\s+beneficiar(?:y|ies)\s+(?:nominated|recorded)|\bnot\s+(?:made|nominated)\b.*\bbeneficiar|\bnominat\w*\s*:?\s*none\b/i,
    'none',
  ],
  [/\breversionary\b/i, 'reversionary'],
  [/\bnon[-\s]?binding\b|\bpreferred\s+beneficiar/i, 'non-binding'],
  [/\bnon[-\s]?lapsing\b|\bdoes\s+not\s+(?:lapse|expire)\b/i, 'binding-non-lapsing'],
  [/\bbinding\b/i, 'binding-lapsing'],
];

/** "Daniel Nguyen 60%", "Jane Citizen (spouse) - 60 %": a name of two to four words and a share. */
const BENEFICIARY =
  /(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3})\s*(?:\(([^)]{3,40})\))?\s*[,:–-]?\s*(\d{1,3}(?:\.\d{1,2})?)\s?%/u;
const RELATIONSHIP =
  /\b(spouse|partner|husband|wife|child|son|daughter|dependant|estate|legal\s+personal\s+representative|interdependant|parent|sibling)\b/i;
const EXPIRY_LABEL = /\bexpir(?:es|y|y\s+date|ing)\b|\blapses?\b|\bvalid\s+(?:until|to)\b/i;

/** Rows about the nomination, and the few after each (a heading is followed by the lines that say who). */
function nominationArea(layout: Layout): Set<number> {
  const area = new Set<number>();
  layout.rows.forEach((row, index) => {
    if (!ABOUT.test(row.text) || ADVICE.test(row.text)) return;
    for (let next = index; next < Math.min(layout.rows.length, index + 6); next++) area.add(next);
  });
  return area;
}

/** The label a value cell is printed with: the cell before it in its row, or the cell above it in its column. */
function labelsOf(layout: Layout, rowIndex: number, cellIndex: number): string[] {
  const row = layout.rows[rowIndex]!;
  const cell = row.cells[cellIndex]!;
  const before = row.cells[cellIndex - 1]?.text;
  const above = layout.rows[rowIndex - 1]?.cells.find(
    (candidate) => Math.abs(candidate.box.x0 - cell.box.x0) < 12,
  );
  return [cell.text, before ?? '', above?.text ?? ''];
}

export function readNomination(layout: Layout, fields: FieldSet): void {
  const area = nominationArea(layout);
  const rows = [...area].sort((a, b) => a - b).map((index) => layout.rows[index]!);
  for (const row of rows) {
    if (ADVICE.test(row.text)) continue;
    const kind = KINDS.find(([pattern]) => pattern.test(row.text))?.[1];
    if (kind) {
      fields.set('nominationType', locateRow(row, kind));
      break;
    }
  }
  const type = fields.fields.nominationType?.value;
  if (type === undefined || type === 'none') return;

  const beneficiaries: string[] = [];
  let first: Located<string> | null = null;
  for (const rowIndex of [...area].sort((a, b) => a - b)) {
    const row = layout.rows[rowIndex]!;
    if (ADVICE.test(row.text)) continue;
    row.cells.forEach((cell, cellIndex) => {
      const match = BENEFICIARY.exec(cell.text);
      if (!match) return;
      const [, name = '', inBrackets, share] = match;
      if (/\b(?:nominat|beneficiar|binding|lapsing|balance|total)/i.test(name)) return;
      const relationship = [inBrackets ?? '', ...labelsOf(layout, rowIndex, cellIndex)]
        .map((text) => RELATIONSHIP.exec(text)?.[1])
        .find(Boolean);
      beneficiaries.push(`${name.trim()}${relationship ? ` (${relationship.toLowerCase()})` : ''} ${share}%`);
      first ??= locateCell(cell, '');
    });
  }
  if (first)
    fields.set('nominationBeneficiaries', {
      ...(first as Located<string>),
      value: [...new Set(beneficiaries)].join('; '),
    });

  if (type === 'binding-lapsing')
    for (const rowIndex of [...area].sort((a, b) => a - b)) {
      const row = layout.rows[rowIndex]!;
      const at = row.cells.findIndex((cell) => EXPIRY_LABEL.test(cell.text));
      const label = row.cells[at];
      if (!label) continue;
      // Beside the label ("Nomination expires 12/03/2027", or in the next cell), or under it in its column.
      const after = label.text.slice(label.text.search(EXPIRY_LABEL));
      const under = layout.rows[rowIndex + 1]?.cells.find(
        (cell) => Math.abs(cell.box.x0 - label.box.x0) < 12,
      );
      const candidates = [
        { cell: label, text: after },
        ...row.cells.slice(at + 1).map((cell) => ({ cell, text: cell.text })),
        ...(under ? [{ cell: under, text: under.text }] : []),
      ];
      for (const { cell, text } of candidates) {
        const date = parseDateValue(text);
        if (date) return fields.set('nominationExpiry', locateCell(cell, date));
      }
    }
}
