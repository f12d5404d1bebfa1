import { useState } from 'react';
import type { z } from 'zod';
import {
  bankAccountInput,
  goalInput,
  superAccountInput,
  type BankAccount,
  type BankAccountInput,
  type Goal,
  type GoalInput,
  type SuperAccount,
  type SuperAccountInput,
} from '@/shared/schemas/fact-find';
import type { ProcessedDocument } from './extracted-data';
import type { ListStore } from './list-store';

/**
 * Parses an extracted or typed record, leaving out a value the schema refuses (an extraction can be
 * wrong: a BSB with 5 digits is better dropped than the whole account). Null when even that fails.
 */
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

const sourceOf = (documents: ProcessedDocument[], documentId: string | null | undefined) => {
  const document = documentId ? documents.find((candidate) => candidate.id === documentId) : undefined;
  return document ? { documentId: document.id, filename: document.filename, type: document.type } : null;
};

export function toLocalSuper(
  input: SuperAccountInput,
  id: string,
  documents: ProcessedDocument[],
): SuperAccount | null {
  const parsed = parseLeniently(superAccountInput, input);
  if (!parsed) return null;
  const { documentId, confidence, ...fields } = parsed;
  const source = sourceOf(documents, documentId);
  return {
    id,
    fundName: fields.fundName,
    memberNumberMasked: fields.memberNumberMasked ?? null,
    balance: fields.balance ?? null,
    statementDate: (fields.statementDate as string | null | undefined) ?? null,
    investmentOption: fields.investmentOption ?? 'Balanced',
    fees: fields.fees ?? null,
    insuranceLife: fields.insuranceLife ?? null,
    insuranceLifePremium: fields.insuranceLifePremium ?? null,
    insuranceTPD: fields.insuranceTPD ?? null,
    insuranceTPDPremium: fields.insuranceTPDPremium ?? null,
    insuranceIP: fields.insuranceIP ?? null,
    insuranceIPPremium: fields.insuranceIPPremium ?? null,
    insuranceIPWaitingPeriod: fields.insuranceIPWaitingPeriod ?? null,
    insuranceIPBenefitPeriod: fields.insuranceIPBenefitPeriod ?? null,
    contributionsYTD: fields.contributionsYTD ?? null,
    lastStatementPeriod: fields.lastStatementPeriod ?? null,
    confidence: source ? (confidence ?? 'medium') : 'low',
    source,
    createdAt: new Date().toISOString(),
  };
}

export function toLocalBank(
  input: BankAccountInput,
  id: string,
  documents: ProcessedDocument[],
): BankAccount | null {
  const parsed = parseLeniently(bankAccountInput, input);
  if (!parsed) return null;
  const source = sourceOf(documents, parsed.documentId);
  return {
    id,
    bankName: parsed.bankName,
    bsbMasked: parsed.bsbMasked ?? null,
    accountNumberMasked: parsed.accountNumberMasked ?? null,
    accountType: parsed.accountType,
    balance: parsed.balance ?? null,
    averageIncomeMonthly: parsed.averageIncomeMonthly ?? null,
    averageExpensesMonthly: parsed.averageExpensesMonthly ?? null,
    confidence: source ? (parsed.confidence ?? 'medium') : 'low',
    source,
    createdAt: new Date().toISOString(),
  };
}

export function toLocalGoal(input: GoalInput, id: string): Goal | null {
  const parsed = parseLeniently(goalInput, input);
  if (!parsed) return null;
  return {
    id,
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
