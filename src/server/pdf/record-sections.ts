/**
 * The Fact Find's sections, one small function each, in the order of the record's sections
 * (shared/record/record-fields.ts): each prints the facts the record holds for it, by the registry's labels
 * and in the registry's words (formatFact: "$726.32 a year", "as at 30/06/2025", "for the 2024–25 financial
 * year"), every value with its source. What the record does not hold is not printed: it is in "Not yet known".
 */
import { questionnaireSectionLabels } from '@/shared/schemas/questionnaire';
import { formatDate } from '@/shared/format/date';
import { formatMoney, formatMoneyPrecise } from '@/shared/format/money';
import {
  recordField,
  recordFields,
  type ItemKind,
  type RecordField,
  type RecordSection,
} from '@/shared/record/record-fields';
import type { RecordFact, RecordItem } from '@/shared/record/record-types';
import type { Cell } from './pdf-writer';
import {
  ageOn,
  amountAYear,
  factCell,
  factRows,
  knownSum,
  nothingRecorded,
  type PdfContext,
} from './pdf-context';
import {
  itemName,
  itemTable,
  listedAgain,
  repeatedItems,
  superFundTables,
  type ItemColumn,
} from './item-tables';

import { estateSection, governmentSection, riskSection } from './estate-risk-sections';

export type SectionWriter = (context: PdfContext) => void;

const money = (amount: number) =>
  Number.isInteger(amount) ? formatMoney(amount) : formatMoneyPrecise(amount);

/** The client's field and the partner's field printed beside it, when the record names a partner. */
const partnerFields: Record<string, string> = {
  givenNames: 'spouseGivenNames',
  familyName: 'spouseFamilyName',
  dob: 'spouseDob',
  email: 'spouseEmail',
  mobile: 'spouseMobile',
  occupation: 'spouseOccupation',
  employer: 'spouseEmployer',
};
const besideTheClient = new Set(Object.values(partnerFields));

export const hasPartner = (context: PdfContext) =>
  [...besideTheClient].some((field) => context.read.fact('client', field));

/** Facts as label and value rows, under a title; false when there are none. */
function details(context: PdfContext, facts: readonly RecordFact[], title: string | null = null): boolean {
  if (facts.length === 0) return false;
  return context.writer.details(factRows(context, facts), { title });
}

/** A section that is a list of the client's facts (address, health, tax, retirement, risk). */
const plainSection =
  (section: RecordSection): SectionWriter =>
  (context) => {
    if (!details(context, context.read.sectionFacts(section))) context.writer.paragraph(nothingRecorded);
  };

/**
 * The client's facts of a section with the partner's beside them (name, date of birth, contact, work): a
 * column each, the partner's cell empty where the record keeps a fact of the client only. Without a partner,
 * the client's alone.
 */
const personSection =
  (section: RecordSection): SectionWriter =>
  (context) => {
    const { read, writer } = context;
    if (!hasPartner(context)) {
      if (!details(context, read.sectionFacts(section))) writer.paragraph(nothingRecorded);
      return;
    }
    const fields = Object.entries(recordFields.client).flatMap(([field, definition]) =>
      (definition as RecordField).section === section && !besideTheClient.has(field) ? [field] : [],
    );
    const rows = fields.flatMap((field): Cell[][] => {
      const mine = read.fact('client', field);
      const partnerField = partnerFields[field];
      const theirs = partnerField ? read.fact('client', partnerField) : undefined;
      if (!mine && !theirs) return [];
      return [
        [recordField('client', field)?.label ?? field, factCell(context, mine), factCell(context, theirs)],
      ];
    });
    if (rows.length === 0) return writer.paragraph(nothingRecorded);
    writer.table(
      [
        { header: '', width: 0.3, label: true },
        { header: context.clientName || 'Client', width: 0.35 },
        { header: context.partnerName || 'Partner', width: 0.35 },
      ],
      rows,
      { header: 'plain' },
    );
  };

/** The partner's own facts (the relationship); the partner's name, contact and work are beside the client's. */
const partnerSection: SectionWriter = (context) => {
  const facts = context.read.sectionFacts('partner').filter((fact) => !besideTheClient.has(fact.field));
  const beside = hasPartner(context);
  if (!details(context, facts) && !beside) context.writer.paragraph(nothingRecorded);
  if (beside)
    context.writer.note(
      `The partner's name, date of birth, contact details and work are printed beside the client's in sections ${context.sectionNumber('personal')}, ${context.sectionNumber('contact')} and ${context.sectionNumber('employment')}.`,
    );
};

/** The home: whether it is owned, and its value, said to be an indicative median when it is one. */
const propertySection: SectionWriter = (context) => {
  const { read } = context;
  const facts = read.sectionFacts('property');
  if (facts.length === 0) return context.writer.paragraph(nothingRecorded);
  const median = read.internalFact('client', 'propertyValueBasis')?.value === 'indicative-median';
  const rows = factRows(context, facts).map(([label, cell], index): [string, Cell] => {
    const fact = facts[index];
    if (!median || fact?.field !== 'propertyValue' || typeof cell === 'string') return [label, cell];
    return [label, { ...cell, note: `Indicative median (not a valuation) · ${cell.note ?? ''}` }];
  });
  context.writer.details(rows);
};

/** Dependants: a row each, with the source of the list beneath the table. */
const familySection: SectionWriter = (context) => {
  const { read, writer } = context;
  const dependants = read.fact('client', 'dependants');
  const others = read.sectionFacts('family').filter((fact) => fact.field !== 'dependants');
  const people = Array.isArray(dependants?.value)
    ? (dependants.value as { name?: string; dateOfBirth?: string | null; relationship?: string | null }[])
    : [];
  if (dependants && people.length > 0) {
    writer.table(
      [
        { header: 'Dependant', width: 0.4 },
        { header: 'Date of birth', width: 0.3 },
        { header: 'Relationship', width: 0.3 },
      ],
      people.map((person) => {
        const age = ageOn(person.dateOfBirth, context.prepared);
        const born = person.dateOfBirth ? formatDate(person.dateOfBirth) : '';
        return [
          person.name ?? '',
          born && age !== null ? `${born} (age ${age})` : born,
          person.relationship ?? '',
        ];
      }),
      { footnote: `Source: ${read.source(dependants)}` },
    );
  }
  details(context, others);
  if (!dependants && others.length === 0) writer.paragraph(nothingRecorded);
};

/** Scope of advice as the record holds it, and how far the questionnaire its scope calls for has got. */
const adviceSection: SectionWriter = (context) => {
  const { snapshot } = context;
  const rows = factRows(context, context.read.sectionFacts('advice'));
  const completed = new Set(snapshot.questionnaire.completedSections);
  const done = snapshot.scopeSections.filter((section) => completed.has(section)).length;
  rows.push([
    'Questionnaire',
    {
      text: `${done} of ${snapshot.scopeSections.length} sections complete`,
      note: snapshot.scopeSections
        .map(
          (section) => `${questionnaireSectionLabels[section]}${completed.has(section) ? ' (complete)' : ''}`,
        )
        .join(', '),
    },
  ]);
  context.writer.details(rows);
};

const isMoney = (fact: RecordFact) => recordField(fact.subject, fact.field)?.kind === 'money';

/**
 * Income: the salary and other income items (annual, before tax) with their total, the latest pay with its
 * cycle and the year to date with its period, and the rest (ABN, business structure).
 */
const incomeSection: SectionWriter = (context) => {
  const { read, writer } = context;
  const facts = read.sectionFacts('income');
  const amounts = facts.filter((fact) => fact.subject !== 'income' && isMoney(fact));
  const pay = facts.filter((fact) => fact.subject === 'income');
  const other = facts.filter((fact) => fact.subject !== 'income' && !isMoney(fact));
  if (facts.length === 0) return writer.paragraph(nothingRecorded);
  if (amounts.length > 0) {
    // The employer's super guarantee and extra contributions go to super: shown, not counted as income.
    const counted = amounts.filter((fact) => fact.subject === 'cashFlow' && fact.field !== 'superGuarantee');
    const total = knownSum(counted.map((fact) => amountAYear(fact)));
    writer.details(factRows(context, amounts), {
      title: 'Income before tax',
      totalRow: total === null ? undefined : ['Total income', `${money(total)} a year (super not counted)`],
    });
  }
  details(context, pay, 'Latest pay');
  details(context, other, amounts.length > 0 || pay.length > 0 ? 'Other' : null);
};

/** Expenses (monthly items) with what they come to a month and a year. */
const expensesSection: SectionWriter = (context) => {
  const facts = context.read.sectionFacts('expenses');
  if (facts.length === 0) return context.writer.paragraph(nothingRecorded);
  const total = knownSum(facts.filter(isMoney).map((fact) => amountAYear(fact)));
  context.writer.details(factRows(context, facts), {
    totalRow:
      total === null
        ? undefined
        : ['Total expenses', `${money(total / 12)} a month (${money(total)} a year)`],
  });
};

/** The section's own facts that are not about one item (the adviser's totals, notes), after its items. */
const sectionNotes = (context: PdfContext, section: RecordSection, title: string) =>
  details(context, context.read.sectionFacts(section), title);

const superSection: SectionWriter = (context) => {
  const funds = context.read.items('super');
  if (funds.length === 0) context.writer.paragraph('No superannuation accounts recorded.');
  superFundTables(context, funds);
  sectionNotes(context, 'super', 'Other');
};

/**
 * A section of items (accounts, assets, loans, policies, goals): a table of them, an account listed twice
 * marked, then the section's own facts (the adviser's totals, notes) and what else the section says.
 */
const itemSection =
  (
    kind: ItemKind,
    section: RecordSection,
    columns: readonly ItemColumn[],
    {
      empty,
      notes = 'Other',
      footnote,
      after,
    }: {
      empty: string;
      notes?: string;
      /** Small print under the table. */
      footnote?: (context: PdfContext) => string | undefined;
      after?: SectionWriter;
    },
  ): SectionWriter =>
  (context) => {
    const items = context.read.items(kind);
    const repeats = repeatedItems(context, items);
    itemTable(context, items, columns, {
      empty,
      note: (item) => (repeats.has(item.subject) ? listedAgain : undefined),
      footnote: footnote?.(context),
    });
    sectionNotes(context, section, notes);
    after?.(context);
  };

const bankSection = itemSection(
  'bank',
  'bank',
  [
    { header: 'Account', width: 0.22, fields: ['bankName', 'accountType'] },
    { header: 'BSB', width: 0.09, fields: ['bsbMasked'] },
    { header: 'Number', width: 0.11, fields: ['accountNumberMasked'] },
    { header: 'Balance', width: 0.17, fields: ['balance'] },
    {
      header: 'Money in and out',
      width: 0.17,
      fields: ['averageIncomeMonthly', 'averageExpensesMonthly'],
      prefixes: { averageIncomeMonthly: 'In ', averageExpensesMonthly: 'Out ' },
    },
  ],
  { empty: 'No bank accounts recorded.' },
);

const investmentsSection = itemSection(
  'asset',
  'investments',
  [
    { header: 'Asset', width: 0.24, fields: ['type', 'description'] },
    { header: 'Held with', width: 0.15, fields: ['institution', 'accountNumber'] },
    { header: 'Value', width: 0.17, fields: ['currentValue'] },
    { header: 'Income', width: 0.13, fields: ['incomePA'] },
  ],
  { empty: 'No investments or other assets recorded.' },
);

/** Known amounts of a field over items (repeated accounts once), and how many items lack it. */
function itemAmounts(context: PdfContext, items: readonly RecordItem[], field: string) {
  const repeats = repeatedItems(context, items);
  const counted = items.filter((item) => !repeats.has(item.subject));
  const values = counted.map((item) => {
    const value = Number(context.read.fact(item.subject, field)?.value);
    return Number.isFinite(value) && context.read.fact(item.subject, field) ? value : null;
  });
  return { total: knownSum(values), unknown: values.filter((value) => value === null).length };
}

function netPosition(context: PdfContext): void {
  const { read, writer } = context;
  const assets = read.items('asset');
  const home = read.fact('client', 'propertyValue');
  const owns = read.fact('client', 'propertyOwnership')?.value === 'own';
  const homeListed = assets.some((item) => read.fact(item.subject, 'type')?.value === 'home');
  const median = read.internalFact('client', 'propertyValueBasis')?.value === 'indicative-median';
  const homeValue =
    owns && home && !homeListed && Number.isFinite(Number(home.value)) ? Number(home.value) : null;
  const banks = read.items('bank').filter((item) => {
    const type = read.fact(item.subject, 'accountType')?.value;
    return type !== 'credit' && type !== 'mortgage';
  });
  const parts = [
    { label: 'Investments and other assets', ...itemAmounts(context, assets, 'currentValue'), sign: 1 },
    { label: 'Superannuation', ...itemAmounts(context, read.items('super'), 'balance'), sign: 1 },
    { label: 'Bank accounts', ...itemAmounts(context, banks, 'balance'), sign: 1 },
    { label: 'Less debts', ...itemAmounts(context, read.items('liability'), 'balance'), sign: -1 },
  ];
  const rows: Cell[][] = [];
  if (homeValue !== null)
    rows.push([
      median ? 'Home (indicative median, not a valuation)' : 'Home (property value in this Fact Find)',
      money(homeValue),
    ]);
  for (const part of parts) {
    if (part.total === null && part.unknown === 0) continue;
    rows.push([
      {
        text: part.label,
        note: part.unknown > 0 ? `${part.unknown} without a known amount, not counted` : undefined,
      },
      part.total === null ? 'Not known' : `${part.sign < 0 ? '-' : ''}${money(part.total)}`,
    ]);
  }
  // With no amount known there is no net position to state (never a "$0" made of unknowns).
  if (homeValue === null && parts.every((part) => part.total === null)) return;
  const net = (homeValue ?? 0) + parts.reduce((total, part) => total + part.sign * (part.total ?? 0), 0);
  writer.subHeading('Net position');
  writer.table(
    [
      { header: 'Item', width: 0.65 },
      { header: 'Amount', width: 0.35, align: 'right' },
    ],
    rows,
    {
      totalRow: [
        homeValue !== null && median ? 'Net position (home at its indicative median)' : 'Net position',
        money(net),
      ],
      footnote:
        'Adds up only the amounts this record holds, each as at its own date; an account listed twice is counted once.',
    },
  );
}

/**
 * Debts, then the net position: what the values the record holds add up to (each account once, each at its
 * own date), saying what it leaves out.
 */
const debtsSection = itemSection(
  'liability',
  'debts',
  [
    { header: 'Debt', width: 0.22, fields: ['type', 'lender', 'accountNumber'] },
    { header: 'Balance', width: 0.16, fields: ['balance'] },
    { header: 'Rate', width: 0.1, fields: ['interestRate'] },
    { header: 'Repayment', width: 0.15, fields: ['repaymentAmount'] },
  ],
  { empty: 'No debts recorded.', after: netPosition },
);

/** Cover held inside super is with each fund: said so, with the funds named. */
const coverInSuper = (context: PdfContext): string | undefined => {
  const insured = context.read
    .items('super')
    .filter((fund) =>
      ['insuranceLife', 'insuranceTPD', 'insuranceIP'].some((field) =>
        context.read.fact(fund.subject, field),
      ),
    );
  if (insured.length === 0) return undefined;
  return `Cover held inside super is listed with each fund in section ${context.sectionNumber('super')}: ${insured.map((fund) => itemName(context, fund) || 'a fund').join(', ')}.`;
};

const insuranceSection = itemSection(
  'policy',
  'insurance',
  [
    { header: 'Cover', width: 0.24, fields: ['type', 'insurer', 'policyNumber'] },
    { header: 'Sum insured', width: 0.15, fields: ['sumInsured'] },
    { header: 'Premium', width: 0.17, fields: ['premium'] },
  ],
  { empty: 'No insurance policies held outside super recorded.', footnote: coverInSuper },
);

/** How many voice notes about the goals the client's file keeps. */
const voiceNotes = (context: PdfContext): string | undefined => {
  const notes = context.snapshot.goalAudioNotes;
  if (notes.count === 0) return undefined;
  const minutes = Math.floor(notes.totalSeconds / 60);
  const seconds = notes.totalSeconds % 60;
  return `${notes.count} voice ${notes.count === 1 ? 'note' : 'notes'} about these goals (${minutes} min ${seconds} s) ${notes.count === 1 ? 'is' : 'are'} kept on the client's file.`;
};

const goalsSection = itemSection(
  'goal',
  'goals',
  [
    { header: 'Goal', width: 0.3, fields: ['description', 'category'] },
    { header: 'Priority', width: 0.09, fields: ['priority'] },
    { header: 'Timeframe', width: 0.12, fields: ['timeframe'] },
    {
      header: 'Target',
      width: 0.15,
      fields: ['targetAmount', 'targetDate'],
      prefixes: { targetDate: 'by ' },
    },
  ],
  { empty: 'No goals recorded.', notes: 'In the client’s words', footnote: voiceNotes },
);

/** Every section of the record, in order, and the function that writes it. */
export const sectionWriters: Record<RecordSection, SectionWriter> = {
  personal: personSection('personal'),
  contact: personSection('contact'),
  address: plainSection('address'),
  property: propertySection,
  employment: personSection('employment'),
  partner: partnerSection,
  family: familySection,
  health: plainSection('health'),
  advice: adviceSection,
  income: incomeSection,
  tax: plainSection('tax'),
  government: governmentSection,
  expenses: expensesSection,
  super: superSection,
  bank: bankSection,
  investments: investmentsSection,
  debts: debtsSection,
  insurance: insuranceSection,
  goals: goalsSection,
  retirement: plainSection('retirement'),
  risk: riskSection,
  estate: estateSection,
};
