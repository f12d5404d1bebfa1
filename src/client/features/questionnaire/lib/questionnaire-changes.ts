import type { QuestionnaireChangesInput } from '@/shared/schemas/questionnaire';
import type { QuestionnaireFormOutput } from '../components/questionnaire-form';

type Row = { id?: string | undefined } & Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The keys whose values differ, with the new values. */
function changedKeys(
  base: Record<string, unknown>,
  current: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(current).filter(([key, value]) => !same(base[key], value)));
}

/** Rows added (no id yet), the changed fields of rows kept, and rows gone. */
function listChanges(base: readonly Row[], current: readonly Row[]) {
  const before = new Map(base.flatMap((row) => (row.id ? [[row.id, row] as const] : [])));
  const kept = new Set(current.flatMap((row) => (row.id ? [row.id] : [])));
  return {
    add: current.filter((row) => !row.id).map(({ id: _id, ...row }) => row),
    update: current.flatMap((row) => {
      const earlier = row.id ? before.get(row.id) : undefined;
      if (!row.id || !earlier) return [];
      const { id: _id, ...fields } = row;
      const changes = changedKeys(earlier, fields);
      return Object.keys(changes).length > 0 ? [{ id: row.id, changes }] : [];
    }),
    remove: [...before.keys()].filter((id) => !kept.has(id)),
  };
}

const hasListChanges = (changes: ReturnType<typeof listChanges>) =>
  changes.add.length + changes.update.length + changes.remove.length > 0;

/**
 * What the adviser changed on the questionnaire since it was last saved or refreshed (`base`): only these
 * are sent, so a fact accepted on another screen meanwhile (which `base` may not hold) is never written
 * over by the form's copy.
 */
export function questionnaireChanges(
  base: QuestionnaireFormOutput,
  current: QuestionnaireFormOutput,
  completedSections: readonly string[],
): QuestionnaireChangesInput {
  const lists = {
    assets: listChanges(base.assets as Row[], current.assets as Row[]),
    liabilities: listChanges(base.liabilities as Row[], current.liabilities as Row[]),
    insurancePolicies: listChanges(base.insurancePolicies as Row[], current.insurancePolicies as Row[]),
  };
  return {
    answers: changedKeys(base.answers, current.answers),
    cashFlow: changedKeys(base.cashFlow, current.cashFlow),
    ...Object.fromEntries(Object.entries(lists).filter(([, changes]) => hasListChanges(changes))),
    completedSections: [...completedSections] as QuestionnaireChangesInput['completedSections'],
  };
}

type FormLike = {
  answers: Record<string, unknown>;
  cashFlow: Record<string, unknown>;
  assets: Row[];
  liabilities: Row[];
  insurancePolicies: Row[];
};
const lists = ['assets', 'liabilities', 'insurancePolicies'] as const;

/**
 * Offers accepted while the questionnaire is open are saved already: the form is to show the server's values
 * (`fresh`) while keeping what the adviser changed since `base` and has not saved. Returns the edits to lay
 * over `fresh` (path and value, as the inputs hold them): the answers and amounts the adviser changed, and
 * each list they changed, as the server's rows with the adviser's edited rows, without the removed ones, and
 * with the rows they added. Compared as the inputs hold values, so it works while an input is not valid yet.
 */
export function unsavedEdits(base: FormLike, current: FormLike, fresh: FormLike): [string, unknown][] {
  const edits: [string, unknown][] = [];
  for (const group of ['answers', 'cashFlow'] as const)
    for (const key of Object.keys(changedKeys(base[group], current[group])))
      edits.push([`${group}.${key}`, current[group][key]]);
  for (const list of lists) {
    const changes = listChanges(base[list], current[list]);
    if (!hasListChanges(changes)) continue;
    const edited = new Map(current[list].flatMap((row) => (row.id ? [[row.id, row] as const] : [])));
    const removed = new Set(changes.remove);
    const updated = new Set(changes.update.map((row) => row.id));
    const rows = fresh[list]
      .filter((row) => !row.id || !removed.has(row.id))
      .map((row) => (row.id && updated.has(row.id) ? (edited.get(row.id) ?? row) : row));
    edits.push([list, [...rows, ...current[list].filter((row) => !row.id)]]);
  }
  return edits;
}

/** One value both the adviser (unsaved) and someone else (saved) changed from what the screen loaded. */
export type ConflictingValue = { path: string; mine: unknown; theirs: unknown };

/**
 * The values someone else saved that the adviser also changed, differently: what a 409 asks the adviser to
 * choose between. Answers, cash flow and the fields of rows both kept, as the inputs hold them.
 */
export function conflictingValues(base: FormLike, current: FormLike, theirs: FormLike): ConflictingValue[] {
  const conflicts: ConflictingValue[] = [];
  const compare = (path: string, was: unknown, mine: unknown, saved: unknown) => {
    if (!same(was, mine) && !same(was, saved) && !same(mine, saved))
      conflicts.push({ path, mine, theirs: saved });
  };
  for (const group of ['answers', 'cashFlow'] as const)
    for (const key of Object.keys(changedKeys(base[group], current[group])))
      compare(`${group}.${key}`, base[group][key], current[group][key], theirs[group][key]);
  for (const list of lists) {
    const was = new Map(base[list].flatMap((row) => (row.id ? [[row.id, row] as const] : [])));
    const saved = new Map(theirs[list].flatMap((row) => (row.id ? [[row.id, row] as const] : [])));
    for (const row of current[list]) {
      const before = row.id ? was.get(row.id) : undefined;
      const after = row.id ? saved.get(row.id) : undefined;
      if (!row.id || !before) continue;
      for (const key of Object.keys(changedKeys(before, row)))
        compare(`${list}.${row.id}.${key}`, before[key], row[key], after ? after[key] : '(removed)');
    }
  }
  return conflicts;
}
