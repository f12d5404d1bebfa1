import type { Composer } from '../compose';

/**
 * One sealed family's wording: the institutions it may name and the label it prints for each role. Written
 * once for the sealed fold (decision 034) and never changed to suit the extractor; the contamination test
 * (sealed-wording.test.ts) fails if any extraction rule, registry synonym or institution entry matches it.
 */
export type SealedWording = {
  institutions: readonly string[];
  /** Printed labels, headings and column headers by role. */
  labels: Readonly<Record<string, string>>;
};

/** The wording's label for a role; a role the wording does not have is a mistake in the recipe. */
export function label(wording: SealedWording, role: string): string {
  const text = wording.labels[role];
  if (text === undefined) throw new Error(`sealed wording has no label for ${role}`);
  return text;
}

/** One of the wording's institutions for this document. */
export const institution = (c: Composer, wording: SealedWording): string =>
  c.random.pick(wording.institutions);
