/**
 * One client's pack: a document of each type about ONE person, made by the factory's recipes and rendered as
 * born-digital PDFs, with each document's truth and the facts the client's record must hold once the pack is
 * read and every offer accepted (the browser's round trip, e2e/record-round-trip.spec.ts). An old utility bill
 * at the person's previous address is in it too: the record must keep the current address.
 */
import type { DocumentType } from '@/shared/options';
import { formatRecordFact } from '@/shared/record/format-fact';
import type { Cycle } from '@/shared/record/record-fields';
import { makeFamily, type FactoryDocument } from './compose';
import { composeDocument } from './make-corpus';
import { makePerson, type Person } from './people';
import { Random } from './random';
import { toPdf } from './to-pdf';

export const packDocumentTypes = [
  'license',
  'payslip',
  'super',
  'bank',
  'mortgage',
  'insurance',
  'tax',
  'investment',
  'other',
] as const satisfies readonly DocumentType[];
export type PackDocumentType = (typeof packDocumentTypes)[number];

/**
 * The template family of each type a pack uses by default: families whose born-digital documents the
 * pipeline classifies and reads right, field by field (checked by uploading them: the round-trip browser
 * test fails when a read is wrong). 'other' must be a utility bill family (an index divisible by 3).
 */
export const defaultPackFamilies: Record<PackDocumentType, number> = {
  license: 0,
  payslip: 0,
  super: 0,
  bank: 0,
  mortgage: 0,
  insurance: 0,
  tax: 0,
  investment: 0,
  other: 0,
};

export type PackOptions = {
  /** Chooses the person (and so the whole pack). */
  seed?: string;
  families?: Partial<Record<PackDocumentType, number>>;
  /** Statements, payslips and notices are dated on or after this day; the old bill before it. */
  recentFrom?: string;
};

export type PackDocument = {
  type: PackDocumentType;
  filename: string;
  document: FactoryDocument;
};

/** One fact the record must hold, with what travels with it and the words it is shown and printed with. */
export type PackFact = {
  /** 'client', 'cashFlow', 'income', 'tax', or an item kind (one item of each kind in a pack). */
  subject: string;
  field: string;
  value: string | number;
  cycle?: Cycle;
  asAt?: string;
  period?: string;
  /** As every screen shows it and the PDF prints it ("$726.32 a year", "$14,250.40 as at 30/09/2025"). */
  printed: string;
  /** The document it is read from. */
  filename: string;
};

export type Pack = {
  person: Person;
  /** Where the person lived before: printed only on the old bill. */
  previousAddress: Pick<Person, 'street' | 'suburb' | 'state' | 'postcode'>;
  documents: PackDocument[];
  facts: PackFact[];
};

export type RenderedPack = Pack & { files: { name: string; mimeType: string; buffer: Buffer }[] };

const filenames: Record<PackDocumentType, string> = {
  license: 'drivers-licence.pdf',
  payslip: 'payslip.pdf',
  super: 'super-statement.pdf',
  bank: 'bank-statement.pdf',
  mortgage: 'home-loan-statement.pdf',
  insurance: 'insurance-policy.pdf',
  tax: 'notice-of-assessment.pdf',
  investment: 'investment-statement.pdf',
  other: 'old-utility-bill.pdf',
};

/** How many documents of a family are tried for one dated in the window a pack needs. */
const TRIES = 40;

/** The first of a family's documents about `person` whose date suits the pack. */
function composeDated(
  type: PackDocumentType,
  familyIndex: number,
  person: Person,
  suits: (date: string) => boolean,
  firstIndex = 0,
): { document: FactoryDocument; person: Person } {
  const family = makeFamily(type, familyIndex);
  for (let index = firstIndex; index < firstIndex + TRIES; index += 1) {
    const made = composeDocument(family, index, person);
    if (suits(made.document.documentDate)) return made;
  }
  throw new Error(`No document of family ${family.id} is dated as the pack needs`);
}

/** The documents of one person's pack (no PDFs yet). */
export function composePack(options: PackOptions = {}): Pack {
  const seed = options.seed ?? 'pack';
  const families = { ...defaultPackFamilies, ...options.families };
  const recentFrom = options.recentFrom ?? '2024-07-01';
  if (families.other % 3 !== 0)
    throw new Error('The old bill needs a utility bill family (an index divisible by 3)');

  // The licence moves its holder to its state: the person of every other document is the licence's.
  const licence = composeDated('license', families.license, makePerson(new Random(seed)), () => true);
  const person = licence.person;
  const documents: PackDocument[] = [
    { type: 'license', filename: filenames.license, document: licence.document },
  ];
  for (const type of ['payslip', 'super', 'bank', 'mortgage', 'insurance', 'tax', 'investment'] as const) {
    const { document } = composeDated(type, families[type], person, (date) => date >= recentFrom);
    documents.push({ type, filename: filenames[type], document });
  }

  // The old bill: the same person at an earlier address, older than every other document.
  const random = new Random(`${seed}/previous-address`);
  let previous = makePerson(random);
  while (previous.suburb === person.suburb) previous = makePerson(random);
  const previousAddress = {
    street: previous.street,
    suburb: previous.suburb,
    state: previous.state,
    postcode: previous.postcode,
  };
  const bill = composeDated(
    'other',
    families.other,
    { ...person, ...previousAddress },
    (date) => date < recentFrom,
  );
  documents.push({ type: 'other', filename: filenames.other, document: bill.document });

  return { person, previousAddress, documents, facts: documents.flatMap(packFactsOf) };
}

/** Renders the pack's documents as born-digital PDFs, as an upload takes them. */
export async function makePack(options: PackOptions = {}): Promise<RenderedPack> {
  const pack = composePack(options);
  const files = await Promise.all(
    pack.documents.map(async ({ filename, document }) => ({
      name: filename,
      mimeType: 'application/pdf',
      buffer: await toPdf(document),
    })),
  );
  return { ...pack, files };
}

/* ---------------------------------------------------------------- the record's facts of each document */

type Truth = Record<string, string | number>;

const lastFour = (number: string | number) => `****${String(number).replace(/\D/g, '').slice(-4)}`;

/** The financial year (1 July to 30 June) a date falls in starts on this day. */
function financialYearStart(date: string): string {
  const year = Number(date.slice(0, 4));
  return `${Number(date.slice(5, 7)) >= 7 ? year : year - 1}-07-01`;
}

function fact(
  filename: string,
  subject: string,
  field: string,
  value: string | number | undefined,
  units: { cycle?: Cycle; asAt?: string; period?: string } = {},
): PackFact[] {
  if (value === undefined || value === '') return [];
  const printed = formatRecordFact(subject, field, value, units);
  return [{ subject, field, value, ...units, printed, filename }];
}

/**
 * What a document adds to the client's record: the facts its truth holds, under the record's names (the
 * registry, shared/record/record-fields.ts), with the cycle, date or period each has. Only what the record
 * keeps of it: a payslip's net pay or a bank statement's totals are not facts of the record.
 */
export function packFactsOf({ type, filename, document }: PackDocument): PackFact[] {
  const truth: Truth = document.fields;
  const text = (key: string) => (truth[key] === undefined ? undefined : String(truth[key]));
  const number = (key: string) => (typeof truth[key] === 'number' ? truth[key] : undefined);
  const made = (...facts: PackFact[][]) => facts.flat();
  switch (type) {
    case 'license': {
      const given = String(truth.fullName).slice(0, -String(truth.lastName).length).trim();
      return made(
        fact(filename, 'client', 'givenNames', given),
        fact(filename, 'client', 'familyName', text('lastName')),
        fact(filename, 'client', 'dob', text('dateOfBirth')),
        fact(filename, 'client', 'streetAddress', text('addressStreet')),
        fact(filename, 'client', 'suburb', text('addressSuburb')),
        fact(filename, 'client', 'state', text('addressState')),
        fact(filename, 'client', 'postcode', text('addressPostcode')),
      );
    }
    case 'payslip': {
      const end = String(truth.payPeriodEnd);
      const cycle = truth.payFrequency as Cycle;
      return made(
        fact(filename, 'client', 'employer', text('employer')),
        fact(filename, 'client', 'occupation', text('position')),
        fact(filename, 'cashFlow', 'baseSalary', number('annualSalary'), { cycle: 'annual' }),
        fact(filename, 'income', 'grossPay', number('grossPay'), {
          cycle,
          period: `${String(truth.payPeriodStart)}/${end}`,
        }),
        fact(filename, 'income', 'payFrequency', cycle),
        ...(['ytdGross', 'ytdTax', 'ytdSuper'] as const).map((key) =>
          fact(filename, 'income', key, number(key), { period: `${financialYearStart(end)}/${end}` }),
        ),
      );
    }
    case 'super': {
      const asAt = String(truth.statementDate);
      const period = `${String(truth.statementPeriodStart)}/${asAt}`;
      return made(
        fact(filename, 'super', 'fundName', text('fundName')),
        fact(filename, 'super', 'memberNumberMasked', truth.memberNumber && lastFour(truth.memberNumber)),
        fact(filename, 'super', 'balance', number('balance'), { asAt }),
        fact(filename, 'super', 'statementDate', asAt),
        fact(filename, 'super', 'investmentOption', text('investmentOption')),
        fact(filename, 'super', 'contributionsYTD', number('contributionsTotal'), { period }),
        fact(filename, 'super', 'fees', number('fees'), { period }),
        fact(filename, 'super', 'insuranceLife', number('insuranceLife')),
        fact(filename, 'super', 'insuranceLifePremium', number('insuranceLifePremium'), { cycle: 'annual' }),
        fact(filename, 'super', 'insuranceTPD', number('insuranceTPD')),
        fact(filename, 'super', 'insuranceTPDPremium', number('insuranceTPDPremium'), { cycle: 'annual' }),
        fact(filename, 'super', 'insuranceIP', number('insuranceIP'), { cycle: 'monthly' }),
        fact(filename, 'super', 'insuranceIPPremium', number('insuranceIPPremium'), { cycle: 'annual' }),
      );
    }
    case 'bank':
      return made(
        fact(filename, 'bank', 'bankName', text('bankName')),
        fact(filename, 'bank', 'bsbMasked', truth.bsb && `${String(truth.bsb).slice(0, 3)}-***`),
        fact(filename, 'bank', 'accountNumberMasked', truth.accountNumber && lastFour(truth.accountNumber)),
        fact(filename, 'bank', 'balance', number('closingBalance'), { asAt: text('statementPeriodEnd') }),
      );
    case 'mortgage':
      return made(
        fact(filename, 'liability', 'lender', text('lender')),
        fact(filename, 'liability', 'accountNumber', truth.accountNumber && lastFour(truth.accountNumber)),
        fact(filename, 'liability', 'balance', number('balance'), { asAt: text('statementDate') }),
        fact(filename, 'liability', 'interestRate', number('interestRate')),
        fact(filename, 'liability', 'repaymentAmount', number('repaymentAmount'), {
          cycle: truth.repaymentFrequency as Cycle,
        }),
        fact(filename, 'liability', 'fixedRateExpiry', text('fixedRateExpiry')),
      );
    case 'insurance':
      return made(
        fact(filename, 'policy', 'insurer', text('insurer')),
        fact(filename, 'policy', 'type', text('policyType')),
        fact(filename, 'policy', 'policyNumber', truth.policyNumber && lastFour(truth.policyNumber)),
        fact(filename, 'policy', 'sumInsured', number('sumInsured')),
        fact(filename, 'policy', 'premium', number('premium'), { cycle: truth.premiumFrequency as Cycle }),
      );
    case 'tax': {
      const period = text('taxYear');
      return made(
        fact(filename, 'tax', 'taxableIncome', number('taxableIncome'), { period }),
        fact(filename, 'tax', 'taxPayable', number('taxPayable'), { period }),
      );
    }
    case 'investment':
      return made(
        fact(filename, 'asset', 'institution', text('provider')),
        fact(filename, 'asset', 'accountNumber', truth.accountNumber && lastFour(truth.accountNumber)),
        fact(filename, 'asset', 'currentValue', number('totalValue'), { asAt: text('statementDate') }),
      );
    case 'other':
      // The old bill's address is not the client's any more; its name is theirs, already on the licence.
      return [];
  }
}

/**
 * A later document of one of the pack's types for the same person, from the same family, dated after the
 * pack's own (a newer payslip): what a later upload brings.
 */
export async function makeLaterDocument(
  pack: Pack,
  type: Exclude<PackDocumentType, 'license' | 'other'>,
  filename: string,
): Promise<PackDocument & { file: RenderedPack['files'][number] }> {
  const earlier = pack.documents.find((document) => document.type === type);
  if (!earlier) throw new Error(`The pack has no ${type}`);
  const { document } = composeDated(
    type,
    Number(earlier.document.family.id.slice(-2)),
    pack.person,
    (date) => date > earlier.document.documentDate,
  );
  return {
    type,
    filename,
    document,
    file: { name: filename, mimeType: 'application/pdf', buffer: await toPdf(document) },
  };
}

/** A document of the pack's type about someone else (another name and date of birth): it is set aside. */
export async function makeSomeoneElsesDocument(
  type: Exclude<PackDocumentType, 'license' | 'other'>,
  filename: string,
  familyIndex = defaultPackFamilies[type],
): Promise<PackDocument & { file: RenderedPack['files'][number] }> {
  // From further down the family than a pack goes: its own account or policy, not the pack's.
  const { document } = composeDated(
    type,
    familyIndex,
    makePerson(new Random(`someone-else/${type}`)),
    () => true,
    TRIES,
  );
  return {
    type,
    filename,
    document,
    file: { name: filename, mimeType: 'application/pdf', buffer: await toPdf(document) },
  };
}
