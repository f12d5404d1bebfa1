/**
 * What the record does not know, listed by name on the Fact Find and in its PDF instead of being printed as a
 * value ("TPD cover: $0" when nobody said): the person's key facts, and for each account, loan or policy the
 * figures an adviser needs. A form's default counts as not known.
 */
import { recordField, recordSectionLabels, type ItemKind } from './record-fields';
import type { MissingFact, RecordFact, RecordItem } from './record-types';

const personFields = [
  'givenNames',
  'familyName',
  'dob',
  'email',
  'mobile',
  'streetAddress',
  'suburb',
  'state',
  'postcode',
  'occupation',
  'employer',
  'propertyOwnership',
] as const;

/** For each kind of record, the figures it is not complete without, and the field that names it. */
const itemNeeds: Partial<Record<ItemKind, { name: string; number?: string; fields: string[] }>> = {
  super: {
    name: 'fundName',
    number: 'memberNumberMasked',
    fields: ['balance', 'insuranceLife', 'insuranceTPD', 'insuranceIP'],
  },
  bank: { name: 'bankName', number: 'accountNumberMasked', fields: ['balance'] },
  liability: {
    name: 'lender',
    number: 'accountNumber',
    fields: ['balance', 'interestRate', 'repaymentAmount'],
  },
  policy: { name: 'insurer', number: 'policyNumber', fields: ['sumInsured', 'premium'] },
  asset: { name: 'description', fields: ['currentValue'] },
};

/** "Balance" → "balance" inside a sentence; an acronym ("TPD cover") stays as it is. */
const inSentence = (label: string) =>
  /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);

export function missingFacts(facts: readonly RecordFact[], items: readonly RecordItem[]): MissingFact[] {
  const known = new Map(
    facts.filter((fact) => fact.status !== 'default').map((fact) => [`${fact.subject}.${fact.field}`, fact]),
  );
  const has = (subject: string, field: string) => known.has(`${subject}.${field}`);
  const missing: MissingFact[] = [];
  for (const field of personFields) {
    if (has('client', field)) continue;
    const definition = recordField('client', field)!;
    missing.push({
      key: `client.${field}`,
      section: recordSectionLabels[definition.section],
      label: definition.label,
    });
  }
  if (!has('cashFlow', 'baseSalary') && !has('income', 'grossPay'))
    missing.push({ key: 'cashFlow.baseSalary', section: recordSectionLabels.income, label: 'Salary' });
  for (const [kind, label] of [
    ['super', 'A superannuation account'],
    ['bank', 'A bank account'],
    ['goal', 'Goals and objectives'],
  ] as const) {
    if (!items.some((item) => item.kind === kind))
      missing.push({
        key: `${kind}.none`,
        section: recordSectionLabels[kind === 'goal' ? 'goals' : kind],
        label,
      });
  }
  for (const item of items) {
    const needs = itemNeeds[item.kind as ItemKind];
    if (!needs) continue;
    const name = [
      known.get(`${item.subject}.${needs.name}`)?.value,
      needs.number ? known.get(`${item.subject}.${needs.number}`)?.value : null,
    ]
      .filter(Boolean)
      .join(' ');
    for (const field of needs.fields) {
      if (has(item.subject, field)) continue;
      const definition = recordField(item.subject, field)!;
      missing.push({
        key: `${item.subject}.${field}`,
        section: recordSectionLabels[definition.section],
        label: `${name || 'Unnamed'}: ${inSentence(definition.label)}`,
      });
    }
  }
  return missing;
}
