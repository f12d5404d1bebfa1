import type { FieldKey } from '@/server/reading/extract/types';
import type { ConfidenceLevel } from '@/shared/options';
import { chooseNewest, type Choice, type DatedInput } from './choose-newest';
import { findEvidenceDate } from './evidence-date';
import { mergeAccounts } from './merge-accounts';
import type { Conflict, MergeInput, MergedClientData } from './types';

export type { MergeInput, MergedClientData } from './types';

/** Identity documents are the authority on who the person is. */
const isIdentity = (input: DatedInput): boolean =>
  input.documentType === 'license' || input.documentType === 'passport';

const asText = (choice: Choice | null): string | null => (choice ? String(choice.value) : null);
const asNumber = (choice: Choice | null): number | null =>
  choice && typeof choice.value === 'number' ? choice.value : null;

/** The address as one unit from the newest document that prints one, so street and suburb never come from different moves. */
function chooseAddress(inputs: readonly DatedInput[], conflicts: Conflict[]) {
  const street = chooseNewest(inputs, 'addressStreet', conflicts);
  if (!street) return { streetAddress: null, suburb: null, state: null, postcode: null };
  const fromSame = (key: 'addressSuburb' | 'addressState' | 'addressPostcode'): string | null => {
    const value = street.input.fields[key]?.value;
    return value === undefined ? null : String(value);
  };
  return {
    streetAddress: String(street.value),
    suburb: fromSame('addressSuburb'),
    state: fromSame('addressState'),
    postcode: fromSame('addressPostcode'),
  };
}

/** The salary on the newest payslip, else the taxable income on the newest tax notice. */
function chooseIncome(inputs: readonly DatedInput[], conflicts: Conflict[]): number | null {
  const payslips = inputs.filter((input) => input.documentType === 'payslip');
  const salary = asNumber(chooseNewest(payslips, 'annualSalary', conflicts));
  if (salary !== null) return salary;
  return asNumber(
    chooseNewest(
      inputs.filter((input) => input.documentType === 'tax'),
      'taxableIncome',
      conflicts,
    ),
  );
}

function overallConfidence(
  merged: Omit<MergedClientData, 'confidence'>,
  inputs: readonly DatedInput[],
): ConfidenceLevel {
  if (!merged.personalInfo.fullName) return 'low';
  const keys: FieldKey[] = ['fullName', 'dateOfBirth', 'addressStreet'];
  const lowReadings = inputs.some((input) => keys.some((key) => input.fields[key]?.confidence === 'low'));
  const identityConflict = merged.conflicts.some(
    (conflict) => conflict.field === 'fullName' || conflict.field === 'dateOfBirth',
  );
  return identityConflict || lowReadings ? 'medium' : 'high';
}

/**
 * Combines the fields extracted from a client's documents into one set of client facts. The newest evidence
 * wins (judged by each document's own date); identity documents win for name and date of birth; accounts are
 * de-duplicated by fund or bank and masked number; disagreements are listed as conflicts.
 */
export function mergeClientData(docs: readonly MergeInput[]): MergedClientData {
  const inputs: DatedInput[] = docs.map((doc) => ({ ...doc, evidenceDate: findEvidenceDate(doc) }));
  const conflicts: Conflict[] = [];
  const identity = { preferred: isIdentity, stable: true };
  const name = chooseNewest(inputs, 'fullName', conflicts, identity);
  const nameField = (key: 'firstName' | 'lastName'): string | null => {
    const value = name?.input.fields[key]?.value;
    return value === undefined ? asText(chooseNewest(inputs, key, [], identity)) : String(value);
  };
  const address = chooseAddress(inputs, conflicts);
  const payslips = inputs.filter((input) => input.documentType === 'payslip');
  const employer = chooseNewest(payslips, 'employer', conflicts);
  const position = employer?.input.fields.position?.value;

  const merged = {
    personalInfo: {
      fullName: asText(name),
      firstName: nameField('firstName'),
      lastName: nameField('lastName'),
      dateOfBirth: asText(chooseNewest(inputs, 'dateOfBirth', conflicts, identity)),
      address:
        [address.streetAddress, address.suburb, address.state, address.postcode].filter(Boolean).join(', ') ||
        null,
      email: asText(chooseNewest(inputs, 'email', conflicts)),
      phone: asText(chooseNewest(inputs, 'phone', conflicts)),
      ...address,
    },
    employment: {
      employer: asText(employer),
      position: position === undefined ? asText(chooseNewest(payslips, 'position', [])) : String(position),
    },
    financialAccounts: mergeAccounts(inputs),
    annualIncome: chooseIncome(inputs, conflicts),
    conflicts,
  };
  return { ...merged, confidence: overallConfidence(merged, inputs) };
}
