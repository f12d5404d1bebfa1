import { accountNumberKey } from '@/shared/same-account';
import { formatDate } from '@/shared/format/date';
import { formatMobile } from '@/shared/format/mobile';
import { formatMoney } from '@/shared/format/money';
import { fullName } from '@/shared/format/name';
import type {
  ClientPicture,
  FactOffer,
  FactSource,
  PictureFact,
  PictureHolding,
  PictureValue,
} from '@/shared/schemas/extracted-facts';
import type { InsurancePolicy, Liability } from '@/shared/schemas/questionnaire';
import type { bankAccounts, cashFlow, clients, superAccounts } from '@/server/db/schema';

/** What the client's record holds now, as far as offers compare with it. */
export type RecordState = {
  client: typeof clients.$inferSelect;
  superAccounts: (typeof superAccounts.$inferSelect)[];
  bankAccounts: (typeof bankAccounts.$inferSelect)[];
  cashFlow: typeof cashFlow.$inferSelect | null;
  answers: Record<string, unknown>;
  liabilities: Pick<Liability, 'id' | 'type' | 'lender' | 'accountNumber'>[];
  insurancePolicies: Pick<InsurancePolicy, 'id' | 'type' | 'insurer' | 'policyNumber'>[];
  /** offerKey → dismissed value keys. */
  dismissed: Map<string, Set<string>>;
};

type Changes = Record<string, PictureValue | null>;
type Offer = Omit<FactOffer, 'replacesDefault'>;

/** Loose equality: case, spacing and punctuation do not matter; amounts to the cent. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || a === '') return b === null || b === undefined || b === '';
  if (typeof a === 'number' || typeof b === 'number') return Math.abs(Number(a) - Number(b)) < 0.005;
  const norm = (value: unknown) =>
    String(value ?? '')
      .toLowerCase()
      .replace(/\b(pty|ltd|limited)\b/g, '')
      .replace(/[^a-z0-9]/g, '');
  return norm(a) === norm(b);
}

/** The value part of a dismissal: the same offer with other values is offered again. */
export function offerValueKey(changes: Changes): string {
  return JSON.stringify(
    Object.keys(changes)
      .sort()
      .map((key) => [key, changes[key] ?? null]),
  );
}

/** A value of the picture as the screens show it (dates dd/mm/yyyy, amounts in dollars, mobiles spaced). */
export const show = (field: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  if (/dob$|Dob$|Date$|Expiry$/.test(field)) return formatDate(String(value));
  if (field === 'mobile') return formatMobile(String(value));
  if (typeof value === 'number' && !/Period|interestRate/.test(field)) return formatMoney(value);
  return String(value);
};

/** The same holding: by the last four digits when both have a number, else by name. */
const sameHolding = (
  name: string,
  number: string | null,
  otherName: string | null,
  otherNumber: string | null,
) =>
  accountNumberKey(number) && accountNumberKey(otherNumber)
    ? accountNumberKey(number) === accountNumberKey(otherNumber)
    : sameValue(name, otherName);

/** Offers for the client's own columns (or the partner's), one per fact or unit of facts. */
function fieldOffers(facts: readonly PictureFact[], state: RecordState, partner: boolean): Offer[] {
  const fact = (field: string) => facts.find((item) => item.field === field);
  const units: { key: string; section: string; label: string; fields: string[] }[] = partner
    ? [
        {
          key: 'partner.name',
          section: 'partner',
          label: "Partner's name",
          fields: ['spouseGivenNames', 'spouseFamilyName'],
        },
        { key: 'partner.dob', section: 'partner', label: "Partner's date of birth", fields: ['spouseDob'] },
        {
          key: 'partner.employer',
          section: 'partner',
          label: "Partner's employer",
          fields: ['spouseEmployer'],
        },
        {
          key: 'partner.occupation',
          section: 'partner',
          label: "Partner's occupation",
          fields: ['spouseOccupation'],
        },
      ]
    : [
        { key: 'client.name', section: 'personal', label: 'Name', fields: ['givenNames', 'familyName'] },
        { key: 'client.dob', section: 'personal', label: 'Date of birth', fields: ['dob'] },
        { key: 'client.email', section: 'personal', label: 'Email', fields: ['email'] },
        { key: 'client.mobile', section: 'personal', label: 'Mobile', fields: ['mobile'] },
        {
          key: 'client.address',
          section: 'address',
          label: 'Residential address',
          fields: ['streetAddress', 'suburb', 'state', 'postcode'],
        },
        { key: 'client.employer', section: 'employment', label: 'Employer', fields: ['employer'] },
        { key: 'client.occupation', section: 'employment', label: 'Occupation', fields: ['occupation'] },
      ];
  const record = state.client as unknown as Record<string, unknown>;
  return units.flatMap((unit) => {
    const present = unit.fields.filter((field) => fact(field));
    if (present.length === 0) return [];
    const differs = present.some((field) => !sameValue(fact(field)?.value, record[field]));
    const defaulted = present.some((field) => state.client.defaultedFields.includes(field));
    if (!differs && !defaulted) return [];
    const changes: Changes = Object.fromEntries(present.map((field) => [field, fact(field)?.value ?? null]));
    const join = (values: Record<string, unknown>, fields: string[]) =>
      fields.length === 2 && /name/i.test(unit.key)
        ? fullName(String(values[fields[0] ?? ''] ?? ''), String(values[fields[1] ?? ''] ?? ''))
        : fields
            .map((field) => show(field, values[field]))
            .filter(Boolean)
            .join(', ');
    const sources = uniqueSources(present.flatMap((field) => fact(field)?.sources ?? []));
    return [
      {
        key: unit.key,
        screen: 'fact-find' as const,
        section: unit.section,
        label: unit.label,
        display: join(changes, present),
        current: defaulted ? '' : join(record, present),
        changes,
        sources,
      },
    ];
  });
}

function uniqueSources(sources: readonly FactSource[]): FactSource[] {
  const seen = new Set<string>();
  return sources.filter((source) => {
    const key = `${source.documentId}|${source.page}|${source.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const superLabels: Record<string, string> = {
  balance: 'balance',
  statementDate: 'statement date',
  investmentOption: 'investment option',
  contributionsYTD: 'contributions',
  insuranceLife: 'life cover',
  insuranceLifePremium: 'life premium',
  insuranceTPD: 'TPD cover',
  insuranceTPDPremium: 'TPD premium',
  insuranceIP: 'income protection (monthly)',
  insuranceIPPremium: 'income protection premium',
  insuranceIPWaitingPeriod: 'waiting period (days)',
  insuranceIPBenefitPeriod: 'benefit period',
  bsbMasked: 'BSB',
};

function describe(values: Changes): string {
  return Object.entries(values)
    .filter(([, value]) => value !== null && value !== '')
    .map(([field, value]) => `${superLabels[field] ?? field} ${show(field, value)}`)
    .join(' · ');
}

/** Super and bank accounts: a new one is offered whole; a known one, the values its newest statement changes. */
function accountOffers(holdings: readonly PictureHolding[], state: RecordState): Offer[] {
  return holdings.flatMap((holding): Offer[] => {
    if (holding.kind !== 'super' && holding.kind !== 'bank') return [];
    const kindLabel = holding.kind === 'super' ? 'Super' : 'Bank';
    const rows =
      holding.kind === 'super'
        ? state.superAccounts.map((row) => ({
            id: row.id,
            name: row.fundName,
            number: row.memberNumberMasked,
            row,
          }))
        : state.bankAccounts.map((row) => ({
            id: row.id,
            name: row.bankName,
            number: row.accountNumberMasked,
            row,
          }));
    const existing = rows.find((row) => sameHolding(holding.name, holding.number, row.name, row.number));
    const title = `${kindLabel}: ${holding.name}${holding.number ? ` ${holding.number}` : ''}`;
    if (!existing) {
      const changes: Changes = {
        ...(holding.kind === 'super'
          ? { fundName: holding.name, memberNumberMasked: holding.number }
          : { bankName: holding.name, accountNumberMasked: holding.number, accountType: 'transaction' }),
        ...holding.values,
      };
      return [
        {
          key: `${holding.kind}.add:${holding.key}`,
          screen: 'fact-find' as const,
          section: 'accounts',
          label: title,
          display: describe(holding.values) || 'New account',
          current: null,
          changes,
          sources: holding.sources,
        },
      ];
    }
    const record = existing.row as unknown as Record<string, unknown>;
    const changed: Changes = Object.fromEntries(
      Object.entries(holding.values).filter(
        ([field, value]) =>
          value !== null && value !== '' && field in record && !sameValue(value, record[field]),
      ),
    );
    if (Object.keys(changed).length === 0) return [];
    const current = Object.fromEntries(
      Object.keys(changed).map((field) => [field, (record[field] ?? null) as PictureValue | null]),
    );
    return [
      {
        key: `${holding.kind}.update:${existing.id}`,
        screen: 'fact-find' as const,
        section: 'accounts',
        label: title,
        display: describe(changed),
        current: describe(current) || '',
        changes: changed,
        sources: holding.sources,
      },
    ];
  });
}

const wholeDollars = (value: number) => String(Math.round(value));

function answerOffer(
  state: RecordState,
  field: string,
  label: string,
  section: string,
  holdings: readonly PictureHolding[],
  valueKey: string,
): Offer[] {
  const amounts = holdings.map((holding) => holding.values[valueKey]);
  if (holdings.length === 0 || amounts.some((value) => typeof value !== 'number')) return [];
  const total = (amounts as number[]).reduce((sum, value) => sum + value, 0);
  const current = state.answers[field];
  if (sameValue(wholeDollars(total), current === undefined || current === null ? null : String(current)))
    return [];
  return [
    {
      key: `answers.${field}`,
      screen: 'questionnaire',
      section,
      label,
      display: formatMoney(Math.round(total)),
      current: current ? formatMoney(Number(current)) : '',
      changes: { [field]: wholeDollars(total) },
      sources: uniqueSources(holdings.flatMap((holding) => holding.sources)),
    },
  ];
}

const policyTypeOf: Record<string, string> = {
  life: 'life',
  tpd: 'tpd',
  'income-protection': 'income-protection',
  trauma: 'trauma',
  home: 'home',
  contents: 'contents',
  car: 'car',
};
const perYear: Record<string, number> = { monthly: 12, fortnightly: 26, weekly: 52, annual: 1 };

/** The questionnaire's fields the documents can fill: salary, balances, the home loan, insurance covers. */
function questionnaireOffers(picture: ClientPicture, state: RecordState): Offer[] {
  const offers: Offer[] = [];
  const salary = picture.facts.find((fact) => fact.field === 'annualSalary');
  if (
    salary &&
    typeof salary.value === 'number' &&
    !sameValue(salary.value, state.cashFlow?.baseSalary ?? null)
  ) {
    offers.push({
      key: 'cashFlow.baseSalary',
      screen: 'questionnaire',
      section: 'income',
      label: 'Base salary',
      display: formatMoney(salary.value),
      current: state.cashFlow?.baseSalary ? formatMoney(state.cashFlow.baseSalary) : '',
      changes: { baseSalary: salary.value },
      sources: salary.sources,
    });
  }
  const of = (kind: PictureHolding['kind']) => picture.holdings.filter((holding) => holding.kind === kind);
  offers.push(
    ...answerOffer(state, 'superBalance', 'Superannuation balance', 'assets', of('super'), 'balance'),
    ...answerOffer(state, 'cash', 'Cash and savings', 'assets', of('bank'), 'balance'),
    ...answerOffer(state, 'investments', 'Investments', 'assets', of('investment'), 'totalValue'),
    ...answerOffer(state, 'mortgage', 'Mortgage', 'assets', of('mortgage'), 'balance'),
  );
  for (const loan of of('mortgage')) {
    if (state.liabilities.some((row) => sameHolding(loan.name, loan.number, row.lender, row.accountNumber)))
      continue;
    const values = loan.values;
    offers.push({
      key: `liability.add:${loan.key}`,
      screen: 'questionnaire',
      section: 'liabilities',
      label: `Home loan: ${loan.name}${loan.number ? ` ${loan.number}` : ''}`,
      display: [
        typeof values.balance === 'number' ? `balance ${formatMoney(values.balance)}` : '',
        typeof values.interestRate === 'number' ? `${values.interestRate}% p.a.` : '',
        typeof values.repaymentAmount === 'number'
          ? `repayments ${formatMoney(values.repaymentAmount)}${values.repaymentFrequency ? ` ${String(values.repaymentFrequency)}` : ''}`
          : '',
      ]
        .filter(Boolean)
        .join(' · '),
      current: null,
      changes: {
        type: 'home-loan',
        lender: loan.name,
        accountNumber: loan.number,
        balance: values.balance ?? null,
        interestRate: values.interestRate ?? null,
        repaymentAmount: values.repaymentAmount ?? null,
        repaymentFrequency: values.repaymentFrequency ?? null,
        securityProperty: values.securityAddress ?? null,
        fixedRateExpiry: values.fixedRateExpiry ?? null,
      },
      sources: loan.sources,
    });
  }
  const policies: {
    key: string;
    type: string;
    insurer: string;
    number: string | null;
    changes: Changes;
    sources: FactSource[];
    display: string;
  }[] = [];
  for (const policy of of('insurance')) {
    const type = policyTypeOf[String(policy.values.policyType ?? '')] ?? 'other';
    const frequency = String(policy.values.premiumFrequency ?? 'annual');
    const premium =
      typeof policy.values.premium === 'number' ? policy.values.premium * (perYear[frequency] ?? 1) : null;
    const waiting = policy.values.waitingPeriod;
    policies.push({
      key: `policy.add:${policy.key}`,
      type,
      insurer: policy.name,
      number: policy.number,
      sources: policy.sources,
      display: [
        typeof policy.values.sumInsured === 'number' ? `cover ${formatMoney(policy.values.sumInsured)}` : '',
        premium !== null ? `premium ${formatMoney(premium)} a year` : '',
      ]
        .filter(Boolean)
        .join(' · '),
      changes: {
        type,
        insurer: policy.name,
        policyNumber: policy.number,
        sumInsured: policy.values.sumInsured ?? null,
        premium: premium === null ? null : Math.round(premium * 100) / 100,
        fundingMethod: 'personal',
        waitingPeriod:
          waiting === null || waiting === undefined
            ? null
            : typeof waiting === 'number'
              ? `${waiting} days`
              : String(waiting),
        benefitPeriod: policy.values.benefitPeriod ?? null,
      },
    });
  }
  for (const fund of of('super')) {
    const covers: [string, string, string, string][] = [
      ['life', 'insuranceLife', 'insuranceLifePremium', 'Life cover'],
      ['tpd', 'insuranceTPD', 'insuranceTPDPremium', 'TPD cover'],
      ['income-protection', 'insuranceIP', 'insuranceIPPremium', 'Income protection'],
    ];
    for (const [type, amountKey, premiumKey] of covers) {
      const amount = fund.values[amountKey];
      if (typeof amount !== 'number') continue;
      const premium = fund.values[premiumKey];
      const waiting = type === 'income-protection' ? fund.values.insuranceIPWaitingPeriod : null;
      policies.push({
        key: `policy.add:${fund.key}:${type}`,
        type,
        insurer: fund.name,
        number: fund.number,
        sources: fund.sources,
        display: [
          `${type === 'income-protection' ? 'monthly benefit' : 'cover'} ${formatMoney(amount)}`,
          typeof premium === 'number' ? `premium ${formatMoney(premium)} a year` : '',
          'inside super',
        ]
          .filter(Boolean)
          .join(' · '),
        changes: {
          type,
          insurer: fund.name,
          policyNumber: fund.number,
          sumInsured: amount,
          premium: typeof premium === 'number' ? premium : null,
          fundingMethod: 'super',
          waitingPeriod: typeof waiting === 'number' ? `${waiting} days` : null,
          benefitPeriod: type === 'income-protection' ? (fund.values.insuranceIPBenefitPeriod ?? null) : null,
        },
      });
    }
  }
  const typeLabels: Record<string, string> = {
    life: 'Life cover',
    tpd: 'TPD cover',
    'income-protection': 'Income protection',
    trauma: 'Trauma cover',
    home: 'Home insurance',
    contents: 'Contents insurance',
    car: 'Car insurance',
    other: 'Insurance',
  };
  for (const policy of policies) {
    const known = state.insurancePolicies.some(
      (row) => row.type === policy.type && sameValue(row.insurer, policy.insurer),
    );
    if (known) continue;
    offers.push({
      key: policy.key,
      screen: 'questionnaire',
      section: 'insurance',
      label: `${typeLabels[policy.type] ?? 'Insurance'}: ${policy.insurer}`,
      display: policy.display,
      current: null,
      changes: policy.changes,
      sources: policy.sources,
    });
  }
  return offers;
}

/**
 * Every difference between the client's picture and the client's record, as offers: facts the record lacks
 * or holds differently, accounts it does not have, and the questionnaire's fields. Dismissed offers (the same
 * key and value) are left out.
 */
export function computeFactOffers(picture: ClientPicture, state: RecordState): FactOffer[] {
  const all = [
    ...fieldOffers(picture.facts, state, false),
    ...fieldOffers(picture.partnerFacts, state, true),
    ...accountOffers(picture.holdings, state),
    ...questionnaireOffers(picture, state),
  ];
  return all
    .map((offer) => ({
      ...offer,
      replacesDefault: Object.keys(offer.changes).some((field) =>
        state.client.defaultedFields.includes(field),
      ),
    }))
    .filter((offer) => !state.dismissed.get(offer.key)?.has(offerValueKey(offer.changes)));
}
