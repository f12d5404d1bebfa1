import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MergedClientData } from '@/server/reading/merge/merge-client-data';
import { corpusDir } from './corpus';
import { normaliseValue } from '../../../training/scoring/normalise-value';

/**
 * A client pack's expected merged facts (fixtures/corpus/packs/<id>/pack.truth.json) and the comparison the
 * accuracy bench and the pack API test both use: every fact the pack lists, compared as loosely as the scorer.
 */
export type PackTruth = {
  documents: string[];
  givenNames: string | null;
  familyName: string | null;
  dateOfBirth: string | null;
  email: string | null;
  mobile: string | null;
  streetAddress: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  employer: string | null;
  occupation: string | null;
  annualIncome: number | null;
  superAccounts: {
    fundName: string;
    memberNumberLast4: string;
    balance: number;
    statementDate: string;
    insuranceLife: number | null;
    insuranceTPD: number | null;
    insuranceIP: number | null;
  }[];
  bankAccounts: { bankName: string; bsb: string; accountNumberLast4: string }[];
};

/** Loose comparison, as the scorer's: case, punctuation, company suffixes and street types do not matter. */
function sameFact(expected: unknown, actual: unknown): boolean {
  if (expected === null || expected === undefined)
    return actual === null || actual === undefined || actual === '';
  if (typeof expected === 'number') return typeof actual === 'number' && Math.abs(expected - actual) < 0.01;
  const norm = (value: unknown): string =>
    String(value ?? '')
      .toLowerCase()
      .replace(/\b(pty|ltd|limited)\b/g, '')
      .replace(
        /\b(street|st|road|rd|avenue|ave|court|ct|drive|dr|place|pl|parade|pde|terrace|tce|crescent|cres|grove|gr|highway|hwy|lane|close|way)\b/g,
        (word) => word.slice(0, 2),
      )
      .replace(/[^a-z0-9]/g, '');
  return norm(expected) === norm(actual);
}

/** How many of a pack's expected facts the merged data matches, and which it misses. */
export function comparePackFacts(
  merged: MergedClientData,
  expected: PackTruth,
): { matched: number; total: number; mismatches: string[] } {
  const { personalInfo: person } = merged;
  const given =
    person.fullName && person.lastName
      ? person.fullName.slice(0, person.fullName.length - person.lastName.length).trim()
      : person.firstName;
  const facts: [string, unknown, unknown][] = [
    ['givenNames', expected.givenNames, given],
    ['familyName', expected.familyName, person.lastName],
    ['dateOfBirth', expected.dateOfBirth, person.dateOfBirth],
    ['email', expected.email, person.email],
    ['mobile', expected.mobile, person.phone],
    ['streetAddress', expected.streetAddress, person.streetAddress],
    ['suburb', expected.suburb, person.suburb],
    ['state', expected.state, person.state],
    ['postcode', expected.postcode, person.postcode],
    ['employer', expected.employer, merged.employment.employer],
    ['occupation', expected.occupation, merged.employment.position],
    ['annualIncome', expected.annualIncome, merged.annualIncome],
  ];
  const supers = merged.financialAccounts.filter((account) => account.type === 'superannuation');
  const banks = merged.financialAccounts.filter((account) => account.type === 'bank');
  facts.push(
    ['superAccounts.count', expected.superAccounts.length, supers.length],
    ['bankAccounts.count', expected.bankAccounts.length, banks.length],
  );
  for (const account of expected.superAccounts) {
    const found = supers.find(
      (candidate) => candidate.accountNumber?.slice(-4) === account.memberNumberLast4,
    );
    const prefix = `super ${account.memberNumberLast4}`;
    facts.push(
      [`${prefix} found`, true, Boolean(found)],
      [`${prefix} fundName`, account.fundName, found?.provider],
      [`${prefix} balance`, account.balance, found?.balance],
      [`${prefix} statementDate`, account.statementDate, found?.statementDate],
      [`${prefix} life`, account.insuranceLife, found?.insurance?.life?.sumInsured ?? null],
      [`${prefix} tpd`, account.insuranceTPD, found?.insurance?.tpd?.sumInsured ?? null],
      [`${prefix} ip`, account.insuranceIP, found?.insurance?.incomeProtection?.monthlyBenefit ?? null],
    );
  }
  for (const account of expected.bankAccounts) {
    const found = banks.find(
      (candidate) => candidate.accountNumber?.slice(-4) === account.accountNumberLast4,
    );
    const prefix = `bank ${account.accountNumberLast4}`;
    facts.push(
      [`${prefix} found`, true, Boolean(found)],
      [`${prefix} bankName`, account.bankName, found?.provider],
      [`${prefix} bsb`, account.bsb.slice(0, 3), found?.bsb?.slice(0, 3)],
    );
  }
  // Institutions as the scorer compares them: a brand's other names (CommBank, Commonwealth Bank) are one.
  const organisation = /(?:fundName|bankName|employer)$/;
  const mismatches = facts
    .filter(([name, want, got]) =>
      organisation.test(name) && want && got
        ? normaliseValue('provider', want) !== normaliseValue('provider', got)
        : !sameFact(want, got),
    )
    .map(([name, want, got]) => `${name}: want ${String(want)} got ${String(got ?? null)}`);
  return { matched: facts.length - mismatches.length, total: facts.length, mismatches };
}

/** A pack's truth, from the fixtures or from another corpus of the same layout. */
export function readPackTruth(packId: string, dir = corpusDir): PackTruth {
  return JSON.parse(readFileSync(path.join(dir, 'packs', packId, 'pack.truth.json'), 'utf8')) as PackTruth;
}
