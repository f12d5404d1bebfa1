import { useState } from 'react';
import type { z } from 'zod';
import { goalInput, type Goal, type GoalInput } from '@/shared/schemas/fact-find';
import type { ListStore } from './list-store';

/** Parses a typed record, leaving out a value the schema refuses. Null when even that fails. */
export function parseLeniently<Schema extends z.ZodType>(
  schema: Schema,
  input: Record<string, unknown>,
): z.output<Schema> | null {
  let candidate = { ...input };
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const result = schema.safeParse(candidate);
    if (result.success) return result.data;
    const keys = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
    if (keys.has('') || keys.has('fundName') || keys.has('bankName') || keys.has('description')) return null;
    candidate = Object.fromEntries(Object.entries(candidate).filter(([key]) => !keys.has(key)));
  }
  return null;
}

export function toLocalGoal(input: GoalInput, id: string): Goal | null {
  const parsed = parseLeniently(goalInput, input);
  if (!parsed) return null;
  return {
    id,
    version: 0,
    description: parsed.description,
    category: (parsed.category as string | null | undefined) ?? null,
    timeframe: (parsed.timeframe as string | null | undefined) ?? null,
    priority: parsed.priority,
    targetAmount: parsed.targetAmount ?? null,
    targetDate: (parsed.targetDate as string | null | undefined) ?? null,
    notes: parsed.notes ?? null,
    source: 'typed',
    createdAt: new Date().toISOString(),
  };
}

export type LocalEntry<Item, Input> = { item: Item; input: Input };

let nextLocalId = 1;

/**
 * A list held in the page until the client exists (specification section 4: new items get a temporary
 * id and are held locally); saving the Fact Find sends each entry's input to the server.
 */
export function useLocalListStore<Item extends { id: string }, Input extends object>(
  initial: Input[],
  toItem: (input: Input, id: string) => Item | null,
): { store: ListStore<Item, Input>; entries: LocalEntry<Item, Input>[]; changed: boolean } {
  // Whether the adviser added, edited or removed anything since the page opened (nothing here is saved).
  const [changed, setChanged] = useState(false);
  const [entries, setEntries] = useState<LocalEntry<Item, Input>[]>(() =>
    initial.flatMap((input) => {
      const item = toItem(input, `local-${nextLocalId++}`);
      return item ? [{ item, input }] : [];
    }),
  );
  const store: ListStore<Item, Input> = {
    items: entries.map((entry) => entry.item),
    add: async (input) => {
      const item = toItem(input, `local-${nextLocalId++}`);
      if (!item) throw new Error('That record could not be kept');
      setEntries((current) => [...current, { item, input }]);
      setChanged(true);
    },
    update: async (target, changes) => {
      setEntries((current) =>
        current.map((entry) => {
          if (entry.item.id !== target.id) return entry;
          const input = { ...entry.input, ...changes };
          return { item: toItem(input, target.id) ?? entry.item, input };
        }),
      );
      setChanged(true);
    },
    remove: async (target) => {
      setEntries((current) => current.filter((entry) => entry.item.id !== target.id));
      setChanged(true);
    },
  };
  return { store, entries, changed };
}
