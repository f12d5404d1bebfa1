import { parseMobileInput } from '@/shared/format/mobile';
import { splitFullName } from '@/shared/format/name';
import type {
  ClientPicture,
  FactSource,
  PictureConflict,
  PictureFact,
  PictureHolding,
  PictureValue,
} from '@/shared/schemas/extracted-facts';
import type { FieldKey } from '@/server/documents/extract/types';
import { maskAccountNumber } from '@/server/documents/extract/mask';
import { comparable } from '@/server/documents/merge/choose-newest';
import { mergeClientData, type MergedClientData } from '@/server/documents/merge/merge-client-data';
import type { Evidence } from './load-client-evidence';

/** Labels of the picture's facts, as the Fact Find and questionnaire name them. */
export const factLabels: Record<string, string> = {
  givenNames: 'Given names',
  familyName: 'Family name',
  dob: 'Date of birth',
  email: 'Email',
  mobile: 'Mobile',
  streetAddress: 'Street address',
  suburb: 'Suburb',
  state: 'State',
  postcode: 'Postcode',
  employer: 'Employer',
  occupation: 'Occupation',
  annualSalary: 'Annual salary',
  spouseGivenNames: "Partner's given names",
  spouseFamilyName: "Partner's family name",
  spouseDob: "Partner's date of birth",
  spouseEmployer: "Partner's employer",
  spouseOccupation: "Partner's occupation",
};

/** Where a value was read: every document whose reading of one of the keys agrees with it, newest first. */
export function sourcesOf(
  evidence: readonly Evidence[],
  keys: readonly FieldKey[],
  value: PictureValue | null,
  only?: (item: Evidence) => boolean,
): FactSource[] {
  if (value === null) return [];
  const wanted = comparable(value);
  const sources: FactSource[] = [];
  for (const item of [...evidence].sort((a, b) => b.documentDate.localeCompare(a.documentDate))) {
    if (only && !only(item)) continue;
    const key = keys.find((candidate) => {
      const field = item.input.fields[candidate];
      if (!field) return false;
      const read = comparable(field.value);
      // A family name ends the full name; given names (a middle name too) start it.
      return (
        read === wanted ||
        (typeof value === 'string' && wanted.length > 3 && read.endsWith(wanted)) ||
        (candidate === 'fullName' &&
          typeof value === 'string' &&
          wanted.length > 1 &&
          read.startsWith(wanted))
      );
    });
    if (!key) continue;
    const field = item.input.fields[key];
    if (!field) continue;
    sources.push({
      documentId: item.input.documentId,
      filename: item.filename,
      documentType: item.input.documentType,
      documentDate: item.documentDate,
      page: field.source.page ?? null,
      text: field.source.text ?? null,
      box: field.source.box ?? null,
      confidence: field.confidence,
      corrected: item.correctedKeys.has(key),
    });
  }
  return sources;
}

/** Given names and family name from the merged reading, by the document's structure (shared/format/name.ts). */
function splitName(person: MergedClientData['personalInfo']): {
  given: string | null;
  family: string | null;
} {
  const parts = person.fullName ? splitFullName(person.fullName, person.lastName) : null;
  if (!parts) return { given: person.firstName, family: person.lastName?.trim() || null };
  return { given: parts.givenNames || person.firstName, family: parts.familyName || null };
}

type FactSpec = { field: string; value: PictureValue | null; keys: FieldKey[] };

function personFacts(
  merged: MergedClientData,
  evidence: readonly Evidence[],
  prefix: '' | 'spouse',
): PictureFact[] {
  const person = merged.personalInfo;
  const name = splitName(person);
  const field = (name: string) => (prefix ? `spouse${name[0]?.toUpperCase()}${name.slice(1)}` : name);
  const specs: FactSpec[] = [
    { field: field('givenNames'), value: name.given, keys: ['fullName', 'firstName'] },
    { field: field('familyName'), value: name.family, keys: ['lastName', 'fullName'] },
    { field: prefix ? 'spouseDob' : 'dob', value: person.dateOfBirth, keys: ['dateOfBirth'] },
    { field: field('employer'), value: merged.employment.employer, keys: ['employer'] },
    { field: field('occupation'), value: merged.employment.position, keys: ['position'] },
  ];
  if (!prefix) {
    const mobile = person.phone ? parseMobileInput(person.phone) || null : null;
    specs.push(
      { field: 'email', value: person.email?.toLowerCase() ?? null, keys: ['email'] },
      { field: 'mobile', value: mobile, keys: ['phone'] },
      { field: 'streetAddress', value: person.streetAddress, keys: ['addressStreet'] },
      { field: 'suburb', value: person.suburb, keys: ['addressSuburb'] },
      { field: 'state', value: person.state, keys: ['addressState'] },
      { field: 'postcode', value: person.postcode, keys: ['addressPostcode'] },
      { field: 'annualSalary', value: merged.annualIncome, keys: ['annualSalary', 'taxableIncome'] },
    );
  }
  return specs.flatMap(({ field: key, value, keys }) => {
    if (value === null || value === '') return [];
    const sources = sourcesOf(evidence, keys, key === 'mobile' ? String(value) : value);
    // A mobile is compared as digits; fall back to the documents that print a phone at all.
    const found = sources.length > 0 ? sources : sourcesOf(evidence, keys, String(person.phone ?? value));
    return [{ field: key, label: factLabels[key] ?? key, value, sources: found }];
  });
}

const text = (item: Evidence, key: FieldKey): string | null => {
  const value = item.input.fields[key]?.value;
  return value === undefined || value === '' ? null : String(value);
};
const amount = (item: Evidence, key: FieldKey): number | null => {
  const value = item.input.fields[key]?.value;
  return typeof value === 'number' ? value : null;
};
const slug = (value: string | null) =>
  (value ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function holdingSources(item: Evidence, keys: readonly FieldKey[]): FactSource[] {
  const key = keys.find((candidate) => item.input.fields[candidate]);
  const field = key ? item.input.fields[key] : undefined;
  return [
    {
      documentId: item.input.documentId,
      filename: item.filename,
      documentType: item.input.documentType,
      documentDate: item.documentDate,
      page: field?.source.page ?? null,
      text: field?.source.text ?? null,
      box: field?.source.box ?? null,
      confidence: field?.confidence ?? 'medium',
      corrected: key ? item.correctedKeys.has(key) : false,
    },
  ];
}

/** Loans, policies and portfolios, one per lender/insurer/provider and number: the newest statement wins. */
function otherHoldings(evidence: readonly Evidence[]): PictureHolding[] {
  const holdings = new Map<string, PictureHolding>();
  const newestFirst = [...evidence].sort((a, b) => b.documentDate.localeCompare(a.documentDate));
  for (const item of newestFirst) {
    const type = item.input.documentType;
    let holding: PictureHolding | null = null;
    if (type === 'mortgage') {
      const number = text(item, 'accountNumber');
      holding = {
        key: '',
        kind: 'mortgage',
        name: text(item, 'lender') ?? 'Home loan',
        number: number ? maskAccountNumber(number) : null,
        values: {
          balance: amount(item, 'balance'),
          interestRate: amount(item, 'interestRate'),
          repaymentAmount: amount(item, 'repaymentAmount'),
          repaymentFrequency: text(item, 'repaymentFrequency'),
          securityAddress: text(item, 'securityAddress'),
          fixedRateExpiry: text(item, 'fixedRateExpiry'),
          statementDate: text(item, 'statementDate'),
        },
        sources: holdingSources(item, ['balance', 'lender']),
      };
    } else if (type === 'insurance') {
      const number = text(item, 'policyNumber');
      holding = {
        key: '',
        kind: 'insurance',
        name: text(item, 'insurer') ?? 'Insurance policy',
        number: number ? maskAccountNumber(number) : null,
        values: {
          policyType: text(item, 'policyType'),
          sumInsured: amount(item, 'sumInsured'),
          premium: amount(item, 'premium'),
          premiumFrequency: text(item, 'premiumFrequency'),
          waitingPeriod: amount(item, 'waitingPeriod') ?? text(item, 'waitingPeriod'),
          benefitPeriod: text(item, 'benefitPeriod'),
        },
        sources: holdingSources(item, ['sumInsured', 'insurer']),
      };
    } else if (type === 'investment') {
      const number = text(item, 'accountNumber');
      holding = {
        key: '',
        kind: 'investment',
        name: text(item, 'provider') ?? 'Investment',
        number: number ? maskAccountNumber(number) : null,
        values: { totalValue: amount(item, 'totalValue'), statementDate: text(item, 'statementDate') },
        sources: holdingSources(item, ['totalValue', 'provider']),
      };
    }
    if (!holding) continue;
    const last4 = (holding.number ?? '').slice(-4);
    holding.key = `${holding.kind}:${last4 ? `#${last4}` : slug(holding.name)}`;
    if (!holdings.has(holding.key)) holdings.set(holding.key, holding);
  }
  return [...holdings.values()];
}

function accountHoldings(merged: MergedClientData, evidence: readonly Evidence[]): PictureHolding[] {
  return merged.financialAccounts.map((account) => {
    const item = evidence.find((candidate) => candidate.input.documentId === account.documentId);
    const last4 = (account.accountNumber ?? '').slice(-4);
    const kind = account.type === 'superannuation' ? 'super' : 'bank';
    const name = account.provider ?? (kind === 'super' ? 'Super fund' : 'Bank account');
    const values: Record<string, PictureValue | null> =
      kind === 'super'
        ? {
            balance: account.balance,
            statementDate: account.statementDate,
            investmentOption: account.investmentOptions,
            contributionsYTD: account.contributions,
            insuranceLife: account.insurance?.life?.sumInsured ?? null,
            insuranceLifePremium: account.insurance?.life?.premium ?? null,
            insuranceTPD: account.insurance?.tpd?.sumInsured ?? null,
            insuranceTPDPremium: account.insurance?.tpd?.premium ?? null,
            insuranceIP: account.insurance?.incomeProtection?.monthlyBenefit ?? null,
            insuranceIPPremium: account.insurance?.incomeProtection?.premium ?? null,
            insuranceIPWaitingPeriod: account.insurance?.incomeProtection?.waitingPeriod ?? null,
            insuranceIPBenefitPeriod: account.insurance?.incomeProtection?.benefitPeriod ?? null,
          }
        : { bsbMasked: account.bsb, balance: account.balance, statementDate: account.statementDate };
    return {
      key: `${kind}:${last4 ? `#${last4}` : slug(name)}`,
      kind,
      name,
      number: account.accountNumber,
      values,
      sources: item
        ? holdingSources(item, kind === 'super' ? ['balance', 'fundName'] : ['closingBalance', 'bankName'])
        : [],
    };
  });
}

function pictureConflicts(merged: MergedClientData, evidence: readonly Evidence[]): PictureConflict[] {
  const filename = (id: string) => evidence.find((item) => item.input.documentId === id)?.filename ?? '';
  return merged.conflicts.map((conflict) => ({
    field: conflict.field,
    chosen: conflict.chosen,
    values: conflict.values.map((value) => ({ ...value, filename: filename(value.documentId) })),
  }));
}

/**
 * The client's picture from their processed documents: facts from documents about the client (or that name
 * nobody), the partner's facts from the partner's documents, holdings from statements, and the conflicts.
 * Documents about someone else are listed, flagged, and contribute nothing.
 */
export function buildClientPicture(clientId: string, evidence: readonly Evidence[]): ClientPicture {
  const own = evidence.filter((item) => item.person.status === 'client' || item.person.status === 'unknown');
  const partners = evidence.filter((item) => item.person.status === 'partner');
  const merged = mergeClientData(own.map((item) => item.input));
  const partnerMerged = partners.length > 0 ? mergeClientData(partners.map((item) => item.input)) : null;
  return {
    clientId,
    documents: [...evidence]
      .sort((a, b) => b.documentDate.localeCompare(a.documentDate))
      .map((item) => ({
        id: item.input.documentId,
        filename: item.filename,
        type: item.input.documentType,
        documentDate: item.documentDate,
        person: item.person,
      })),
    facts: personFacts(merged, own, ''),
    partnerFacts: partnerMerged ? personFacts(partnerMerged, partners, 'spouse') : [],
    holdings: [...accountHoldings(merged, own), ...otherHoldings(own)],
    conflicts: pictureConflicts(merged, own),
  };
}
