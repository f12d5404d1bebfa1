import { accountNumberKey } from '@/shared/same-account';
import { fullName } from '@/shared/format/name';
import { formatRecordFact } from '@/shared/record/format-fact';
import { recordField, type ItemKind, type RecordSection } from '@/shared/record/record-fields';
import { personGivenStatuses, type RecordFact } from '@/shared/record/record-types';
import type {
  ClientPicture,
  ClientWord,
  FactOffer,
  FactSource,
  PictureFact,
  PictureHolding,
  PictureUnits,
  PictureValue,
} from '@/shared/schemas/extracted-facts';
import type { Ledger } from './read-ledger';
import { nameConflicts } from './name-conflict';

type Changes = Record<string, PictureValue | null>;

/** Loose equality: case, spacing and punctuation do not matter; amounts to the cent. */
export function sameValue(a: unknown, b: unknown): boolean {
  const blank = (value: unknown) => value === null || value === undefined || value === '';
  if (blank(a) || blank(b)) return blank(a) && blank(b);
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

/** The record as offers compare with it: each current fact by subject and field. */
class RecordIndex {
  private readonly facts = new Map<string, RecordFact>();
  constructor(readonly ledger: Ledger) {
    for (const fact of ledger.facts) this.facts.set(`${fact.subject}\u0000${fact.field}`, fact);
  }
  fact(subject: string, field: string): RecordFact | undefined {
    return this.facts.get(`${subject}\u0000${field}`);
  }
  value(subject: string, field: string): unknown {
    return this.fact(subject, field)?.value ?? null;
  }
  items(kind: ItemKind): string[] {
    return this.ledger.items.filter((item) => item.kind === kind).map((item) => item.subject);
  }
}

/** Who gave the record's values among these, when a person did: then the documents' values are a conflict. */
function personGiven(index: RecordIndex, subject: string, changes: Changes): FactOffer['conflict'] {
  for (const [field, value] of Object.entries(changes)) {
    const fact = index.fact(subject, field);
    if (!fact || !personGivenStatuses.includes(fact.status) || sameValue(fact.value, value)) continue;
    return {
      givenBy: fact.source.kind === 'client' ? 'The client' : fact.source.actorName,
      status: fact.status as 'set' | 'confirmed' | 'corrected',
      at: fact.at,
    };
  }
  return null;
}

/** One source per document (its first reading), so "and N more documents" counts documents. */
function uniqueSources(sources: readonly FactSource[]): FactSource[] {
  const seen = new Set<string>();
  return sources.filter((source) => {
    if (seen.has(source.documentId)) return false;
    seen.add(source.documentId);
    return true;
  });
}

type Unit = { key: string; section: RecordSection; label: string; subject: string; fields: string[] };

/** Facts offered together: a name is one offer, so is an address (street and suburb from one document). */
const units: Unit[] = [
  {
    key: 'client.name',
    section: 'personal',
    label: 'Name',
    subject: 'client',
    fields: ['givenNames', 'familyName'],
  },
  { key: 'client.dob', section: 'personal', label: 'Date of birth', subject: 'client', fields: ['dob'] },
  { key: 'client.email', section: 'contact', label: 'Email', subject: 'client', fields: ['email'] },
  { key: 'client.mobile', section: 'contact', label: 'Mobile', subject: 'client', fields: ['mobile'] },
  {
    key: 'client.address',
    section: 'address',
    label: 'Residential address',
    subject: 'client',
    fields: ['streetAddress', 'suburb', 'state', 'postcode'],
  },
  {
    key: 'client.employer',
    section: 'employment',
    label: 'Employer',
    subject: 'client',
    fields: ['employer'],
  },
  {
    key: 'client.occupation',
    section: 'employment',
    label: 'Occupation',
    subject: 'client',
    fields: ['occupation'],
  },
  {
    key: 'partner.name',
    section: 'partner',
    label: "Partner's name",
    subject: 'client',
    fields: ['spouseGivenNames', 'spouseFamilyName'],
  },
  {
    key: 'partner.dob',
    section: 'partner',
    label: "Partner's date of birth",
    subject: 'client',
    fields: ['spouseDob'],
  },
  {
    key: 'partner.employer',
    section: 'partner',
    label: "Partner's employer",
    subject: 'client',
    fields: ['spouseEmployer'],
  },
  {
    key: 'partner.occupation',
    section: 'partner',
    label: "Partner's occupation",
    subject: 'client',
    fields: ['spouseOccupation'],
  },
  {
    key: 'cashFlow.baseSalary',
    section: 'income',
    label: 'Base salary',
    subject: 'cashFlow',
    fields: ['baseSalary'],
  },
  {
    key: 'income.pay',
    section: 'income',
    label: 'Latest pay',
    subject: 'income',
    fields: ['grossPay', 'payFrequency'],
  },
  {
    key: 'income.ytd',
    section: 'income',
    label: 'Year to date (latest payslip)',
    subject: 'income',
    fields: ['ytdGross', 'ytdTax', 'ytdSuper'],
  },
  {
    key: 'tax.notice',
    section: 'tax',
    label: 'Notice of assessment',
    subject: 'tax',
    fields: ['taxableIncome', 'taxPayable'],
  },
  {
    key: 'government.payment',
    section: 'government',
    label: 'Centrelink payment',
    subject: 'government',
    fields: ['paymentName', 'paymentAmount', 'paymentFrequency', 'centrelinkReference', 'concessionCards'],
  },
];

const unitsOf = (facts: readonly PictureFact[]): Record<string, PictureUnits> =>
  Object.fromEntries(facts.map((fact) => [fact.field, fact.units]));

/** "Given names Family" for a name, "street, suburb, state postcode" for an address, else each in words. */
function describeUnit(
  unit: Unit,
  values: Record<string, unknown>,
  factUnits: Record<string, PictureUnits>,
): string {
  if (unit.fields.length === 2 && unit.key.endsWith('.name'))
    return fullName(String(values[unit.fields[0]!] ?? ''), String(values[unit.fields[1]!] ?? ''));
  return unit.fields
    .map((field) => formatRecordFact(unit.subject, field, values[field], factUnits[field] ?? {}))
    .filter(Boolean)
    .join(unit.key === 'client.address' ? ', ' : ' · ');
}

function recordUnits(
  index: RecordIndex,
  subject: string,
  fields: readonly string[],
): Record<string, PictureUnits> {
  return Object.fromEntries(
    fields.map((field) => {
      const fact = index.fact(subject, field);
      return [field, { cycle: fact?.cycle ?? null, asAt: fact?.asAt ?? null, period: fact?.period ?? null }];
    }),
  );
}

function factOffers(picture: ClientPicture, index: RecordIndex): FactOffer[] {
  return units.flatMap((unit): FactOffer[] => {
    const facts = picture.facts.filter(
      (fact) => fact.subject === unit.subject && unit.fields.includes(fact.field),
    );
    if (facts.length === 0) return [];
    const present = facts.map((fact) => fact.field);
    const defaulted = present.some((field) => index.fact(unit.subject, field)?.status === 'default');
    const differs = facts.some((fact) => !sameValue(fact.value, index.value(unit.subject, fact.field)));
    if (!differs && !defaulted) return [];
    const changes: Changes = Object.fromEntries(facts.map((fact) => [fact.field, fact.value]));
    const current = Object.fromEntries(present.map((field) => [field, index.value(unit.subject, field)]));
    const clientWord = facts.find((fact) => fact.clientWord)?.clientWord ?? null;
    return [
      {
        key: unit.key,
        screen: 'fact-find',
        section: unit.section,
        label: unit.label,
        display: describeUnit(unit, changes, unitsOf(facts)),
        current: defaulted ? '' : describeUnit(unit, current, recordUnits(index, unit.subject, present)),
        replacesDefault: defaulted,
        conflict: personGiven(index, unit.subject, changes),
        changes,
        units: unitsOf(facts),
        clientWord,
        checks: [
          ...sourceChecks(facts.map((fact) => fact.sources[0])),
          ...(unit.key.startsWith('partner.')
            ? []
            : nameChecks(
                picture,
                index,
                facts.flatMap((fact) => fact.sources),
              )),
        ],
        sources: uniqueSources(facts.flatMap((fact) => fact.sources)),
      },
    ];
  });
}

/** The cross-checks the chosen readings failed on their documents. */
function sourceChecks(sources: readonly (FactSource | undefined)[]): string[] {
  return [...new Set(sources.flatMap((source) => (source?.check ? [source.check] : [])))];
}

/**
 * Documents whose printed name is not the client's as the record names them (tolerant of middle names and
 * case): their values may be someone else's. Documents judged the partner's give partner facts only.
 */
function nameChecks(picture: ClientPicture, index: RecordIndex, sources: readonly FactSource[]): string[] {
  const record = {
    givenNames: index.value('client', 'givenNames'),
    familyName: index.value('client', 'familyName'),
  };
  const ids = new Set(sources.map((source) => source.documentId));
  return picture.documents
    .filter((document) => ids.has(document.id) && document.person.status !== 'partner')
    .filter((document) => nameConflicts(document.person.name, record))
    .map(
      (document) =>
        `${document.filename} names ${document.person.name}, not ${fullName(String(record.givenNames ?? ''), String(record.familyName ?? ''))}.`,
    );
}

/** Which record field names a holding, and which holds its masked number. */
const holdingIdentity: Record<
  PictureHolding['kind'],
  { name: string; number: string; label: string; section: RecordSection }
> = {
  super: { name: 'fundName', number: 'memberNumberMasked', label: 'Super', section: 'super' },
  bank: { name: 'bankName', number: 'accountNumberMasked', label: 'Bank', section: 'bank' },
  liability: { name: 'lender', number: 'accountNumber', label: 'Home loan', section: 'debts' },
  policy: { name: 'insurer', number: 'policyNumber', label: 'Insurance', section: 'insurance' },
  asset: { name: 'institution', number: 'accountNumber', label: 'Investment', section: 'investments' },
};

/** The same holding: by the last four digits when both have a number, else by name (and a policy's cover). */
function findItem(index: RecordIndex, holding: PictureHolding): string | null {
  const identity = holdingIdentity[holding.kind];
  const matches = index.items(holding.kind).filter((subject) => {
    const number = index.value(subject, identity.number);
    const name = index.value(subject, identity.name);
    if (holding.kind === 'policy' && !sameValue(index.value(subject, 'type'), holding.values.type))
      return false;
    return accountNumberKey(holding.number) && accountNumberKey(number as string | null)
      ? accountNumberKey(holding.number) === accountNumberKey(number as string | null)
      : sameValue(holding.name, name);
  });
  return matches[0] ?? null;
}

function describeValues(
  kind: string,
  values: Changes,
  valueUnits: Record<string, PictureUnits>,
  skip: string[],
): string {
  return Object.entries(values)
    .filter(([field, value]) => value !== null && value !== '' && !skip.includes(field))
    .flatMap(([field, value]) => {
      const definition = recordField(kind, field);
      if (!definition || definition.internal) return [];
      return [
        `${definition.label.toLowerCase()} ${formatRecordFact(kind, field, value, valueUnits[field] ?? {})}`,
      ];
    })
    .join(' · ');
}

/** The record's account, loan, policy or asset a holding read from statements is, if it has one. */
export function recordSubjectOf(holding: PictureHolding | undefined, ledger: Ledger): string | null {
  return holding ? findItem(new RecordIndex(ledger), holding) : null;
}

/** The checks of the holding's values an offer writes, and whether its statement names the client. */
function holdingChecks(
  picture: ClientPicture,
  index: RecordIndex,
  holding: PictureHolding,
  fields: readonly string[],
): string[] {
  const failed = fields.flatMap((field) => {
    const check = holding.checks?.[field];
    return check ? [check] : [];
  });
  return [...new Set(failed), ...nameChecks(picture, index, holding.sources)];
}

function holdingOffers(picture: ClientPicture, index: RecordIndex): FactOffer[] {
  return picture.holdings.flatMap((holding): FactOffer[] => {
    const identity = holdingIdentity[holding.kind];
    // A holding names its number; without one read, what else tells it apart (a bank's BSB).
    const bsb = holding.values.bsbMasked;
    const tellsApart =
      holding.number ?? (typeof bsb === 'string' ? `BSB ${bsb}, no account number read` : null);
    const title = `${identity.label}: ${holding.name}${tellsApart ? ` ${tellsApart}` : ''}`;
    const existing = findItem(index, holding);
    const words = Object.values(holding.clientWords);
    const clientWord: ClientWord | null = words.find((word) => word.correction) ?? words[0] ?? null;
    if (!existing) {
      const changes: Changes = {
        [identity.name]: holding.name,
        ...(holding.number ? { [identity.number]: holding.number } : {}),
        ...Object.fromEntries(
          Object.entries(holding.values).filter(([, value]) => value !== null && value !== ''),
        ),
      };
      return [
        {
          key: `${holding.kind}.add:${holding.key}`,
          screen: 'fact-find',
          section: identity.section,
          label: title,
          display:
            describeValues(holding.kind, changes, holding.units, [identity.name, identity.number]) || 'New',
          current: null,
          replacesDefault: false,
          conflict: null,
          changes,
          units: holding.units,
          clientWord,
          checks: holdingChecks(picture, index, holding, Object.keys(changes)),
          sources: holding.sources,
        },
      ];
    }
    const changed: Changes = Object.fromEntries(
      Object.entries(holding.values).filter(
        ([field, value]) =>
          value !== null &&
          value !== '' &&
          field !== 'type' &&
          field !== 'description' &&
          !sameValue(value, index.value(existing, field)),
      ),
    );
    if (Object.keys(changed).length === 0) return [];
    const current = Object.fromEntries(
      Object.keys(changed).map((field) => [field, index.value(existing, field) as PictureValue | null]),
    );
    const id = existing.slice(existing.indexOf(':') + 1);
    return [
      {
        key: `${holding.kind}.update:${id}`,
        screen: 'fact-find',
        section: identity.section,
        label: title,
        display: describeValues(holding.kind, changed, holding.units, []),
        current: describeValues(
          holding.kind,
          current,
          recordUnits(index, existing, Object.keys(changed)),
          [],
        ),
        replacesDefault: false,
        conflict: personGiven(index, existing, changed),
        changes: changed,
        units: holding.units,
        clientWord,
        checks: holdingChecks(picture, index, holding, Object.keys(changed)),
        sources: holding.sources,
      },
    ];
  });
}

/**
 * Every difference between what the client's documents say and the client's record, as offers: facts the
 * record lacks or holds differently, and accounts, loans, policies and portfolios it does not have. A value a
 * person gave is never offered as a plain change: it comes as a conflict. A value a cross-check questioned
 * carries the reasons (`checks`). Dismissed offers (the same key and value) are left out.
 */
export function computeOffers(picture: ClientPicture, ledger: Ledger): FactOffer[] {
  const index = new RecordIndex(ledger);
  return [...factOffers(picture, index), ...holdingOffers(picture, index)].filter(
    (offer) => !ledger.dismissed.get(offer.key)?.has(offerValueKey(offer.changes)),
  );
}

/** The subject an offer writes to: a person's or a single subject's facts, an existing record, or a new one. */
export function offerTarget(offer: FactOffer): { subject: string } | { kind: ItemKind } {
  const [head, rest = ''] = offer.key.split('.', 2);
  if (head === 'client' || head === 'partner') return { subject: 'client' };
  if (head === 'cashFlow' || head === 'income' || head === 'tax' || head === 'government')
    return { subject: head };
  const [action, id] = [rest.slice(0, rest.indexOf(':')), rest.slice(rest.indexOf(':') + 1)];
  return action === 'update' ? { subject: `${head}:${id}` } : { kind: head as ItemKind };
}
