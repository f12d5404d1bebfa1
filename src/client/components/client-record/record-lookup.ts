/**
 * The client's record (GET /api/clients/:id/record) as the screens look things up in it: a fact by subject and
 * field, the facts of one account, loan or policy in the registry's order, an item's name, and the words a
 * fact and its source are shown with.
 */
import { formatDate } from '@/shared/format/date';
import { formatRecordFact } from '@/shared/record/format-fact';
import {
  itemKindLabels,
  recordFields,
  subjectKind,
  type ItemKind,
  type SubjectKind,
} from '@/shared/record/record-fields';
import type { ClientRecordView, RecordFact, RecordItem } from '@/shared/record/record-types';
import type { FactSource } from '@/shared/schemas/extracted-facts';
import { insuranceTypeLabels, liabilityTypeLabels } from '@/shared/schemas/questionnaire';

export type RecordLookup = {
  /** The current fact of a subject's field; a form's default (status 'default') is not a fact. */
  fact: (subject: string, field: string) => RecordFact | undefined;
  /** A subject's facts in the registry's order (internal book-keeping left out). */
  factsOf: (subject: string) => RecordFact[];
  items: (kind: ItemKind) => RecordItem[];
};

const key = (subject: string, field: string) => `${subject}\u0000${field}`;

/** Fields of a subject kind in the order the registry lists them. */
const fieldOrder = (kind: SubjectKind): string[] => Object.keys(recordFields[kind]);

export function recordLookup(record: Pick<ClientRecordView, 'facts' | 'items'> | undefined): RecordLookup {
  const facts = new Map<string, RecordFact>();
  for (const fact of record?.facts ?? [])
    if (fact.status !== 'default' && fact.status !== 'removed' && fact.status !== 'dismissed')
      facts.set(key(fact.subject, fact.field), fact);
  const items = record?.items ?? [];
  return {
    fact: (subject, field) => facts.get(key(subject, field)),
    factsOf: (subject) => {
      const kind = subjectKind(subject);
      if (!kind) return [];
      const definitions = recordFields[kind] as Record<string, { internal?: boolean }>;
      return fieldOrder(kind).flatMap((field) => {
        const fact = facts.get(key(subject, field));
        return fact && !definitions[field]?.internal ? [fact] : [];
      });
    },
    items: (kind) => items.filter((item) => item.kind === kind),
  };
}

/** A fact's value in words with its cycle, date or period ("$726.32 a year", "$578,400 as at 30/09/2026"). */
export function factWords(
  fact: Pick<RecordFact, 'subject' | 'field' | 'value' | 'cycle' | 'asAt' | 'period'>,
) {
  return formatRecordFact(fact.subject, fact.field, fact.value, {
    cycle: fact.cycle,
    asAt: fact.asAt,
    period: fact.period,
  });
}

/** The field that names each kind of item, and the one holding its masked number. */
const itemNaming: Record<ItemKind, { name: string[]; number?: string }> = {
  super: { name: ['fundName'], number: 'memberNumberMasked' },
  bank: { name: ['bankName'], number: 'accountNumberMasked' },
  liability: { name: ['lender'], number: 'accountNumber' },
  policy: { name: ['insurer'], number: 'policyNumber' },
  asset: { name: ['description', 'institution'], number: 'accountNumber' },
  goal: { name: ['description'] },
};

/** The fields that only qualify another (a cycle's field) or name the item: not listed as facts of their own. */
export const namingFields: Record<ItemKind, string[]> = {
  super: ['fundName', 'memberNumberMasked'],
  bank: ['bankName', 'accountNumberMasked'],
  liability: ['lender', 'accountNumber', 'type', 'repaymentFrequency'],
  policy: ['insurer', 'policyNumber', 'type', 'premiumFrequency'],
  asset: ['description', 'institution', 'accountNumber', 'type'],
  goal: ['description'],
};

/** "Aware Super ****3456", "Home loan: Bendigo Bank ****4567", "Trauma: TAL ****8776". */
export function itemName(lookup: RecordLookup, item: Pick<RecordItem, 'subject' | 'kind'>): string {
  const kind = item.kind as ItemKind;
  const naming = itemNaming[kind];
  if (!naming) return item.subject;
  const value = (field: string) => {
    const found = lookup.fact(item.subject, field)?.value;
    return typeof found === 'string' || typeof found === 'number' ? String(found) : '';
  };
  const name = naming.name.map(value).find(Boolean) ?? '';
  const number = naming.number ? value(naming.number) : '';
  const titled = [name, number].filter(Boolean).join(' ') || `Unnamed ${itemKindLabels[kind].toLowerCase()}`;
  const type = value('type');
  if (kind === 'liability' && type)
    return `${liabilityTypeLabels[type as keyof typeof liabilityTypeLabels] ?? type}: ${titled}`;
  if (kind === 'policy' && type)
    return `${insuranceTypeLabels[type as keyof typeof insuranceTypeLabels] ?? type}: ${titled}`;
  return titled;
}

const day = (iso: string) => formatDate(iso.slice(0, 10));

/**
 * Who gave a value, in a few words: "From payslip.pdf, page 1" is shown by the evidence button instead, so
 * for a document this is what follows it; for a person "Given by you on 26/11/2026", "Corrected by the
 * client on 26/11/2026". `you`: the signed-in adviser's name.
 */
export function givenByWords(fact: Pick<RecordFact, 'status' | 'source' | 'at'>, you?: string): string {
  const when = day(fact.at);
  switch (fact.source.kind) {
    case 'client':
      return fact.status === 'corrected'
        ? `Corrected by the client on ${when}`
        : `Confirmed by client on ${when}`;
    case 'adviser': {
      const who = you && fact.source.actorName === you ? 'you' : fact.source.actorName || 'an adviser';
      return `Given by ${who} on ${when}`;
    }
    case 'import':
      return `Imported on ${when}`;
    case 'document':
      return `Accepted on ${when}`;
    default:
      return '';
  }
}

/** "Confirmed by client on 26/11/2026" for a value that is there and the client confirmed; else null. */
export function confirmedByClientNote(fact: Pick<RecordFact, 'value' | 'confirmedByClientAt' | 'status'>) {
  if (fact.value === null || fact.value === undefined || fact.value === '') return null;
  if (!fact.confirmedByClientAt) return null;
  const when = day(fact.confirmedByClientAt);
  return fact.status === 'corrected'
    ? `Corrected by the client on ${when}`
    : `Confirmed by client on ${when}`;
}

/** The document a fact was read from, as the evidence view takes it; null when a person gave it. */
export function documentSource(fact: Pick<RecordFact, 'source'>): FactSource | null {
  const { source } = fact;
  if (source.kind !== 'document' || !source.documentId) return null;
  return {
    documentId: source.documentId,
    filename: source.filename ?? 'Document',
    documentType: '',
    documentDate: null,
    page: source.page,
    text: source.text,
    box: source.box,
    confidence: source.confidence === 'high' || source.confidence === 'medium' ? source.confidence : 'low',
    corrected: false,
  };
}
