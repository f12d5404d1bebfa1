import { createHash } from 'node:crypto';
import { inquiryChecks, type Inquiry, type InquiryResolution } from '@/shared/schemas/inquiries';
import { addressCheck } from './check-address';
import { debtsCheck } from './check-debts';
import { incomeCheck } from './check-income';
import { insuranceCheck } from './check-insurance';
import { staleEvidenceCheck } from './check-stale-evidence';
import { superFundsCheck } from './check-super-funds';
import type { Finding, InquiryInput, InquiryRule } from './inquiry-input';

/** The checks, one file each, in the order the Fact Find and the PDF list their disagreements. */
export const inquiryRules: readonly InquiryRule[] = [
  debtsCheck,
  incomeCheck,
  superFundsCheck,
  addressCheck,
  insuranceCheck,
  staleEvidenceCheck,
];

/** A resolution as stored: the fingerprint of the values it was made against. */
export type StoredResolution = InquiryResolution & { key: string; fingerprint: string };

/**
 * Both sides' values, hashed: the same values give the same fingerprint whoever entered them again and
 * whenever the list is computed; any change to either side (a new value typed, a newer statement, another
 * figure read) gives another, and the resolution made against the old one no longer holds.
 */
export function fingerprintOf(finding: Pick<Finding, 'key' | 'values'>): string {
  return createHash('sha256')
    .update(JSON.stringify([finding.key, finding.values]))
    .digest('base64url')
    .slice(0, 22);
}

/** The newer of the two sides' dates. */
const newerDate = (finding: Finding) =>
  [finding.said.date, finding.shown.date]
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1) ?? null;

/**
 * The disagreements between what the client said, what the adviser typed and what the documents show, each
 * with its resolution while both sides are unchanged since it was made (`resolutions`: every stored
 * resolution of the client, any order; the newest of a key counts). Pure and cheap: no database, no I/O.
 */
export function computeInquiries(
  input: InquiryInput,
  resolutions: readonly StoredResolution[] = [],
  rules: readonly InquiryRule[] = inquiryRules,
): Inquiry[] {
  const newest = new Map<string, StoredResolution>();
  for (const resolution of resolutions) {
    const kept = newest.get(resolution.key);
    if (!kept || kept.resolvedAt < resolution.resolvedAt) newest.set(resolution.key, resolution);
  }
  const order = (check: string) => inquiryChecks.indexOf(check as (typeof inquiryChecks)[number]);
  return rules
    .flatMap((rule) => rule.find(input))
    .sort((a, b) => order(a.check) - order(b.check))
    .map(({ values: _values, ...finding }) => {
      const fingerprint = fingerprintOf({ key: finding.key, values: _values });
      const stored = newest.get(finding.key);
      const resolution = stored
        ? { note: stored.note, resolvedBy: stored.resolvedBy, resolvedAt: stored.resolvedAt }
        : null;
      const holds = stored?.fingerprint === fingerprint;
      return {
        ...finding,
        evidenceDate: newerDate({ ...finding, values: _values }),
        fingerprint,
        resolution: holds ? resolution : null,
        reopened: holds ? null : resolution,
      };
    });
}
