import { parseMobileInput } from '@/shared/format/mobile';
import { splitFullName } from '@/shared/format/name';
import { toMoneyNumber } from '@/shared/format/money';
import { parseDate } from '@/shared/format/date';
import { financialYearOf, formatFactValue } from '@/shared/record/format-fact';
import { parseCycle, recordField, recordFields, type RecordField } from '@/shared/record/record-fields';
import { insuranceTypes } from '@/shared/schemas/questionnaire';
import type {
  ClientPicture,
  ClientWord,
  FactSource,
  PictureConflict,
  PictureFact,
  PictureHolding,
  PictureUnits,
  PictureValue,
} from '@/shared/schemas/extracted-facts';
import type { FieldKey } from '@/server/reading/extract/types';
import { maskAccountNumber, maskBsb } from '@/server/reading/extract/mask';
import { chooseNewest, comparable, type DatedInput } from '@/server/reading/merge/choose-newest';
import type { Conflict } from '@/server/reading/merge/types';
import { sameValue } from './compute-offers';
import type { Evidence } from './load-client-evidence';

/** What the client said of facts read from their documents (client_fact_confirmations), by fact key. */
export type ClientWords = ReadonlyMap<string, ClientWord>;

const noUnits: PictureUnits = { cycle: null, asAt: null, period: null };

const text = (item: Evidence, key: FieldKey): string | null => {
  const value = item.input.fields[key]?.value;
  return value === undefined || value === '' ? null : String(value);
};

/**
 * The date a document's evidence dates from, for "the newest evidence wins": its own date, the end of the
 * income year of a tax notice, or '' for a document that dates itself nowhere (it never outranks one that
 * does: a bill whose date was not read is not newer than last month's licence for being uploaded today).
 */
function evidenceDate(item: Evidence): string {
  if (item.input.documentDate) return item.input.documentDate;
  for (const key of ['statementDate', 'statementPeriodEnd', 'payDate', 'payPeriodEnd'] as const) {
    const value = text(item, key);
    if (value) return value;
  }
  const taxYear = text(item, 'taxYear');
  if (taxYear && /^\d{4}-\d{2}$/.test(taxYear)) return `${Number(taxYear.slice(0, 4)) + 1}-06-30`;
  return '';
}

function sourceOf(item: Evidence, key: FieldKey | undefined): FactSource {
  const field = key ? item.input.fields[key] : undefined;
  return {
    documentId: item.input.documentId,
    filename: item.filename,
    documentType: item.input.documentType,
    documentDate: item.documentDate,
    page: field?.source.page ?? null,
    text: field?.source.text ?? null,
    box: field?.source.box ?? null,
    confidence: field?.confidence ?? 'medium',
    check: field?.check ?? null,
    corrected: key ? item.correctedKeys.has(key) : false,
  };
}

/**
 * Every document (newest first) whose reading of one of the keys agrees with the value. A full name agrees
 * with given names it starts with and a family name it ends with.
 */
function agreeingSources(
  evidence: readonly Evidence[],
  keys: readonly FieldKey[],
  value: PictureValue,
  part: 'start' | 'end' | null = null,
): FactSource[] {
  const wanted = comparable(value);
  return newestFirst(evidence).flatMap((item) => {
    const key = keys.find((candidate) => {
      const read = item.input.fields[candidate]?.value;
      if (read === undefined) return false;
      const seen = comparable(read);
      if (seen === wanted) return true;
      if (candidate !== 'fullName' || wanted.length < 2) return false;
      return part === 'start' ? seen.startsWith(wanted) : part === 'end' ? seen.endsWith(wanted) : false;
    });
    return key ? [sourceOf(item, key)] : [];
  });
}

const newestFirst = (evidence: readonly Evidence[]) =>
  [...evidence].sort((a, b) => evidenceDate(b).localeCompare(evidenceDate(a)));

const dated = (evidence: readonly Evidence[]): DatedInput[] =>
  evidence.map((item) => ({ ...item.input, evidenceDate: evidenceDate(item) }));

const isIdentity = (input: DatedInput) =>
  input.documentType === 'license' || input.documentType === 'passport';

type Fact = Omit<PictureFact, 'clientWord'>;

/** The facts of one person from their documents: name and date of birth, contact, address, employment. */
function personFacts(evidence: readonly Evidence[], partner: boolean, conflicts: Conflict[]): Fact[] {
  const inputs = dated(evidence);
  const facts: Fact[] = [];
  const field = (name: string) => (partner ? `spouse${name[0]?.toUpperCase()}${name.slice(1)}` : name);
  const add = (
    name: string,
    value: PictureValue | null,
    keys: FieldKey[],
    part: 'start' | 'end' | null = null,
    chosen: string | null = null,
  ) => {
    if (value === null || value === '') return;
    const key = field(name);
    const definition = recordField('client', key);
    if (!definition) return;
    facts.push({
      subject: 'client',
      field: key,
      label: definition.label,
      value,
      units: noUnits,
      // The document the value was chosen from first (an identity document for a name or date of birth).
      sources: agreeingSources(evidence, keys, value, part).sort(
        (a, b) => Number(b.documentId === chosen) - Number(a.documentId === chosen),
      ),
    });
  };
  const identity = { preferred: isIdentity, stable: true };
  const name = chooseNewest(inputs, 'fullName', conflicts, identity);
  const family = name?.input.fields.lastName?.value ?? chooseNewest(inputs, 'lastName', [], identity)?.value;
  const first = name?.input.fields.firstName?.value ?? chooseNewest(inputs, 'firstName', [], identity)?.value;
  // Given names and family name by the document's structure (a family name read on its own, 'SMITH, John').
  const parts = name ? splitFullName(String(name.value), family ? String(family) : null) : null;
  const given = parts?.givenNames || (first ? String(first) : null);
  const familyName = parts?.familyName || (family ? String(family) : null);
  if (given && familyName) {
    add('givenNames', given, ['fullName', 'firstName'], 'start', name?.documentId);
    add('familyName', familyName, ['lastName', 'fullName'], 'end', name?.documentId);
  }
  const born = chooseNewest(inputs, 'dateOfBirth', conflicts, identity);
  add('dob', born?.value ?? null, ['dateOfBirth'], null, born?.documentId);
  const payslips = inputs.filter((input) => input.documentType === 'payslip');
  const employer = chooseNewest(payslips, 'employer', conflicts);
  add('employer', employer?.value ?? null, ['employer'], null, employer?.documentId);
  const position = employer?.input.fields.position?.value ?? chooseNewest(payslips, 'position', [])?.value;
  add('occupation', position ?? null, ['position']);
  if (partner) return facts;

  const email = chooseNewest(inputs, 'email', conflicts)?.value;
  add('email', email ? String(email).toLowerCase() : null, ['email']);
  const phone = chooseNewest(inputs, 'phone', conflicts)?.value;
  const mobile = phone ? parseMobileInput(String(phone)) : '';
  if (mobile) {
    facts.push({
      subject: 'client',
      field: 'mobile',
      label: recordFields.client.mobile.label,
      value: mobile,
      units: noUnits,
      sources: newestFirst(evidence)
        .filter((item) => parseMobileInput(text(item, 'phone') ?? '') === mobile)
        .map((item) => sourceOf(item, 'phone')),
    });
  }
  // The address as one unit, from the newest document that prints a street: street and suburb never come
  // from two different moves, and each part names the one document it came from.
  const street = chooseNewest(inputs, 'addressStreet', conflicts, { preferred: () => false });
  if (street) {
    const item = evidence.find((candidate) => candidate.input.documentId === street.documentId);
    for (const [name, key] of [
      ['streetAddress', 'addressStreet'],
      ['suburb', 'addressSuburb'],
      ['state', 'addressState'],
      ['postcode', 'addressPostcode'],
    ] as const) {
      const value = street.input.fields[key]?.value;
      if (value === undefined || value === '' || !item) continue;
      const others = agreeingSources(
        evidence.filter((candidate) => candidate !== item && candidate.input.fields.addressStreet),
        [key],
        value,
      ).filter(
        (source) =>
          comparable(
            String(
              evidence.find((candidate) => candidate.input.documentId === source.documentId)?.input.fields
                .addressStreet?.value ?? '',
            ),
          ) === comparable(street.value),
      );
      facts.push({
        subject: 'client',
        field: name,
        label: recordFields.client[name].label,
        value,
        units: noUnits,
        sources: [sourceOf(item, key), ...others],
      });
    }
  }
  return facts;
}

/** The newest document of a type that prints any of the keys. */
function newestWith(evidence: readonly Evidence[], type: string, keys: readonly FieldKey[]): Evidence | null {
  return (
    newestFirst(evidence).find(
      (item) => item.input.documentType === type && keys.some((key) => item.input.fields[key] !== undefined),
    ) ?? null
  );
}

const fromPeriod = (start: string | null, end: string | null): string | null =>
  end ? `${start ?? `${financialYearOf(end).slice(0, 4)}-07-01`}/${end}` : null;

/** Income and tax facts: the salary, a pay and the year to date from the newest payslip; the newest notice. */
function incomeFacts(evidence: readonly Evidence[]): Fact[] {
  const facts: Fact[] = [];
  const add = (
    subject: Fact['subject'],
    name: string,
    item: Evidence,
    key: FieldKey,
    units: PictureUnits,
  ) => {
    const value = item.input.fields[key]?.value;
    const definition = recordField(subject, name);
    if (value === undefined || value === '' || !definition) return;
    facts.push({
      subject,
      field: name,
      label: definition.label,
      value,
      units,
      sources: [sourceOf(item, key)],
    });
  };
  const payslip = newestWith(evidence, 'payslip', ['annualSalary', 'grossPay', 'ytdGross']);
  if (payslip) {
    const end = text(payslip, 'payPeriodEnd') ?? text(payslip, 'payDate');
    const paid = text(payslip, 'payDate') ?? end;
    add('cashFlow', 'baseSalary', payslip, 'annualSalary', { cycle: 'annual', asAt: paid, period: null });
    add('income', 'grossPay', payslip, 'grossPay', {
      cycle: parseCycle(text(payslip, 'payFrequency')),
      asAt: null,
      period: end ? `${text(payslip, 'payPeriodStart') ?? end}/${end}` : null,
    });
    add('income', 'payFrequency', payslip, 'payFrequency', noUnits);
    const yearToDate = { cycle: null, asAt: null, period: fromPeriod(null, end) };
    add('income', 'ytdGross', payslip, 'ytdGross', yearToDate);
    add('income', 'ytdTax', payslip, 'ytdTax', yearToDate);
    add('income', 'ytdSuper', payslip, 'ytdSuper', yearToDate);
  }
  const notice = newestWith(evidence, 'tax', ['taxableIncome', 'taxPayable']);
  if (notice) {
    const year = text(notice, 'taxYear');
    const units = { cycle: null, asAt: null, period: year && /^\d{4}-\d{2}$/.test(year) ? year : null };
    add('tax', 'taxableIncome', notice, 'taxableIncome', units);
    add('tax', 'taxPayable', notice, 'taxPayable', units);
  }
  return facts;
}

/**
 * Centrelink and other government payments from the newest Services Australia letter (decision 037), of
 * whatever type it was classified: the payment, its amount with the cycle printed with it, the reference
 * number (masked) and the concession cards.
 */
function governmentFacts(evidence: readonly Evidence[]): Fact[] {
  const letter = newestFirst(evidence).find((item) =>
    Object.values(recordFields.government as Record<string, RecordField>).some((definition) =>
      ((definition.from ?? []) as readonly FieldKey[]).some((key) => item.input.fields[key] !== undefined),
    ),
  );
  if (!letter) return [];
  const cycle = parseCycle(text(letter, 'centrelinkPaymentFrequency'));
  return Object.entries(recordFields.government as Record<string, RecordField>).flatMap(
    ([field, definition]) => {
      const read = readValue(letter, field, definition);
      if (!read) return [];
      return [
        {
          subject: 'government',
          field,
          label: definition.label,
          value: field === 'paymentFrequency' ? (cycle ?? read.value) : read.value,
          units: { cycle: field === 'paymentAmount' ? cycle : null, asAt: null, period: null },
          sources: [sourceOf(letter, read.key)],
        },
      ];
    },
  );
}

const slug = (value: string | null) =>
  (value ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

type HoldingSpec = {
  kind: PictureHolding['kind'];
  documentType: string;
  nameKey: FieldKey;
  numberKey: FieldKey;
  fallbackName: string;
  /** The date the statement's balances were true on. */
  asAt: (item: Evidence) => string | null;
  /** The period the statement's amounts cover. */
  period: (item: Evidence) => string | null;
  /** Values the statement implies without printing them under the field's name. */
  implied?: (item: Evidence) => Record<string, PictureValue>;
};

const policyType = (item: Evidence): Record<string, PictureValue> => {
  const type = text(item, 'policyType');
  return { type: type && (insuranceTypes as readonly string[]).includes(type) ? type : 'other' };
};

const holdingSpecs: HoldingSpec[] = [
  {
    kind: 'super',
    documentType: 'super',
    nameKey: 'fundName',
    numberKey: 'memberNumber',
    fallbackName: 'Super fund',
    asAt: (item) => text(item, 'statementDate'),
    period: (item) => fromPeriod(text(item, 'statementPeriodStart'), text(item, 'statementDate')),
  },
  {
    kind: 'bank',
    documentType: 'bank',
    nameKey: 'bankName',
    numberKey: 'accountNumber',
    fallbackName: 'Bank account',
    asAt: (item) => text(item, 'statementPeriodEnd'),
    period: (item) => fromPeriod(text(item, 'statementPeriodStart'), text(item, 'statementPeriodEnd')),
  },
  {
    kind: 'liability',
    documentType: 'mortgage',
    nameKey: 'lender',
    numberKey: 'accountNumber',
    fallbackName: 'Home loan',
    asAt: (item) => text(item, 'statementDate'),
    period: () => null,
    implied: () => ({ type: 'home-loan' }),
  },
  {
    kind: 'policy',
    documentType: 'insurance',
    nameKey: 'insurer',
    numberKey: 'policyNumber',
    fallbackName: 'Insurance policy',
    asAt: () => null,
    period: () => null,
    implied: policyType,
  },
  {
    kind: 'asset',
    documentType: 'investment',
    nameKey: 'provider',
    numberKey: 'accountNumber',
    fallbackName: 'Investment',
    asAt: (item) => text(item, 'statementDate'),
    period: () => null,
    implied: (item) => ({
      type: 'portfolio',
      description: `${text(item, 'provider') ?? 'Investment'} portfolio`,
    }),
  },
];

/** A document's value of a record field, in the record's form (numbers masked, days as words). */
function readValue(
  item: Evidence,
  field: string,
  definition: RecordField,
): { value: PictureValue; key: FieldKey } | null {
  for (const key of (definition.from ?? []) as FieldKey[]) {
    const raw = item.input.fields[key]?.value;
    if (raw === undefined || raw === '') continue;
    if (definition.kind === 'masked-number') return { value: maskAccountNumber(String(raw)), key };
    if (definition.kind === 'bsb') return { value: maskBsb(String(raw)), key };
    // A policy's waiting period is kept in words ("90 days"), as the adviser types it.
    if (field === 'waitingPeriod' && typeof raw === 'number') return { value: `${raw} days`, key };
    return { value: raw, key };
  }
  return null;
}

/** Accounts, loans, policies and portfolios: one per institution and number, from its newest statement. */
function holdings(evidence: readonly Evidence[]): PictureHolding[] {
  const found = new Map<string, PictureHolding>();
  for (const item of newestFirst(evidence)) {
    const spec = holdingSpecs.find((candidate) => candidate.documentType === item.input.documentType);
    if (!spec) continue;
    const name = text(item, spec.nameKey);
    const rawNumber = text(item, spec.numberKey);
    if (!name && !rawNumber) continue;
    const number = rawNumber ? maskAccountNumber(rawNumber) : null;
    const last4 = (number ?? '').slice(-4);
    const key = `${spec.kind}:${last4 ? `#${last4}` : slug(name)}`;
    if (found.has(key)) continue;
    const fields = recordFields[spec.kind] as Record<string, RecordField>;
    const values: Record<string, PictureValue | null> = { ...spec.implied?.(item) };
    const units: Record<string, PictureUnits> = {};
    const checks: Record<string, string> = {};
    let firstKey: FieldKey | undefined;
    for (const [field, definition] of Object.entries(fields)) {
      const read = readValue(item, field, definition);
      if (!read) continue;
      firstKey ??= read.key;
      values[field] = read.value;
      const check = item.input.fields[read.key]?.check;
      if (check) checks[field] = check;
      const cycle =
        typeof definition.cycle === 'string'
          ? definition.cycle
          : definition.cycle
            ? parseCycle(readValue(item, definition.cycle.field, fields[definition.cycle.field]!)?.value)
            : null;
      units[field] = {
        cycle: cycle ?? null,
        asAt: definition.dated === 'as-at' ? spec.asAt(item) : null,
        period: definition.dated === 'period' ? spec.period(item) : null,
      };
    }
    const balanceKey = (['balance', 'closingBalance', 'totalValue', 'sumInsured'] as FieldKey[]).find(
      (candidate) => item.input.fields[candidate] !== undefined,
    );
    found.set(key, {
      key,
      kind: spec.kind,
      name: name ?? spec.fallbackName,
      number,
      values,
      units,
      clientWords: {},
      checks,
      sources: [sourceOf(item, balanceKey ?? firstKey ?? spec.nameKey)],
    });
  }
  return [...found.values()];
}

/** A client's correction in the form of the record's field ('' when it is not a value of that kind). */
function correctedValue(definition: RecordField | undefined, correction: string): PictureValue | null {
  const trimmed = correction.trim();
  if (!trimmed) return null;
  switch (definition?.kind) {
    case 'money':
      return toMoneyNumber(trimmed);
    case 'date':
      return parseDate(trimmed);
    case 'phone':
      return parseMobileInput(trimmed) || null;
    case 'days': {
      const days = Number(/\d+/.exec(trimmed)?.[0] ?? NaN);
      return Number.isFinite(days) ? days : null;
    }
    case 'percent': {
      const rate = Number(trimmed.replace(/%|p\.?a\.?/gi, ''));
      return Number.isFinite(rate) ? rate : null;
    }
    default:
      return trimmed;
  }
}

/** The client's word on a reading, while the documents still say what they saw. */
function wordFor(
  word: ClientWord | undefined,
  definition: RecordField | undefined,
  reading: unknown,
): ClientWord | null {
  if (!word) return null;
  const seen = correctedValue(definition, word.readValue);
  return word.readValue === formatFactValue(definition, reading) ||
    (seen !== null && sameValue(seen, reading))
    ? word
    : null;
}

/** The key the client's link names a fact by (kept with their confirmation). */
export const factWordKey = (fact: Pick<PictureFact, 'subject' | 'field'>) =>
  fact.subject === 'client' ? `fact:${fact.field}` : `fact:${fact.subject}.${fact.field}`;
export const holdingWordKey = (holding: Pick<PictureHolding, 'key'>, field: string) =>
  `holding:${holding.key}:${field}`;

/**
 * The client's picture from their processed documents, in the record's terms: the client's facts from their
 * own documents (and those naming nobody), the partner's from the partner's, income and tax from the newest
 * payslip and notice, holdings from statements; then what the client said through a document request: a
 * correction replaces the reading it corrects. Documents about someone else are listed and give nothing.
 */
export function buildDocumentPicture(
  clientId: string,
  evidence: readonly Evidence[],
  words: ClientWords = new Map(),
): ClientPicture {
  const own = evidence.filter((item) => item.person.status === 'client' || item.person.status === 'unknown');
  const partners = evidence.filter((item) => item.person.status === 'partner');
  const conflicts: Conflict[] = [];
  const facts: PictureFact[] = [
    ...personFacts(own, false, conflicts),
    ...(partners.length > 0 ? personFacts(partners, true, []) : []),
    ...incomeFacts(own),
    ...governmentFacts(own),
  ].map((fact) => {
    const word = wordFor(words.get(factWordKey(fact)), recordField(fact.subject, fact.field), fact.value);
    const corrected = word?.correction
      ? correctedValue(recordField(fact.subject, fact.field), word.correction)
      : null;
    return { ...fact, value: corrected ?? fact.value, clientWord: word };
  });
  const found = holdings(own).map((holding) => {
    const clientWords: Record<string, ClientWord> = {};
    const values = { ...holding.values };
    for (const field of Object.keys(values)) {
      const word = wordFor(
        words.get(holdingWordKey(holding, field)),
        recordField(holding.kind, field),
        values[field],
      );
      if (!word) continue;
      clientWords[field] = word;
      const corrected = word.correction
        ? correctedValue(recordField(holding.kind, field), word.correction)
        : null;
      if (corrected !== null) values[field] = corrected;
    }
    return { ...holding, values, clientWords };
  });
  const filename = (id: string) => evidence.find((item) => item.input.documentId === id)?.filename ?? '';
  return {
    clientId,
    documents: newestFirst(evidence).map((item) => ({
      id: item.input.documentId,
      filename: item.filename,
      type: item.input.documentType,
      documentDate: item.documentDate,
      person: item.person,
    })),
    facts,
    holdings: found,
    conflicts: conflicts.map((conflict): PictureConflict => ({
      field: conflict.field,
      chosen: conflict.chosen,
      values: conflict.values.map((value) => ({ ...value, filename: filename(value.documentId) })),
    })),
  };
}
