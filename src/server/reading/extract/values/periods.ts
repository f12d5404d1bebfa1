/** Rates, durations and frequencies as printed on statements and policies. */

export function parsePercent(text: string): number | null {
  const match = /(\d{1,2}(?:[.,]\d{1,3})?)\s*%/.exec(text);
  return match ? Number((match[1] ?? '').replace(',', '.')) : null;
}

/** "90 days", "90-day", "13 weeks", "3 months" → days. */
export function parseDays(text: string): number | null {
  const match = /(\d{1,3})\s*-?\s*(days?|weeks?|wks?|months?|mths?)\b/i.exec(text);
  if (!match) return null;
  const count = Number(match[1]);
  const unit = (match[2] ?? '').toLowerCase();
  if (unit.startsWith('w')) return count * 7;
  if (unit.startsWith('m')) return count * 30;
  return count;
}

/** "to age 65", "Age 65", "2 years", "5-year" → "to age 65" / "2 years". */
export function parseBenefitPeriod(text: string): string | null {
  const age = /\bage\s*(\d{2})\b/i.exec(text);
  if (age) return `to age ${age[1]}`;
  const years = /(\d{1,2})\s*-?\s*(?:years?|yrs?)\b/i.exec(text);
  if (years) return `${years[1]} years`;
  const months = /(\d{1,2})\s*-?\s*(?:months?|mths?)\b/i.exec(text);
  return months ? `${months[1]} months` : null;
}

export type Frequency = 'weekly' | 'fortnightly' | 'monthly' | 'quarterly' | 'annual';

/** Pay and loan repayments run weekly, fortnightly or monthly; premiums also yearly. */
const PAY_CYCLES: readonly Frequency[] = ['weekly', 'fortnightly', 'monthly'];
const PREMIUM_CYCLES: readonly Frequency[] = ['fortnightly', 'monthly', 'annual'];

/** The frequency a word names: "Fortnightly", "per month", "p.a.", "Yearly". */
export function parseFrequency(text: string): Frequency | null {
  const lower = text.toLowerCase();
  if (/fortnight|bi-?weekly|every 2 weeks/.test(lower)) return 'fortnightly';
  if (/week/.test(lower)) return 'weekly';
  if (/quarter/.test(lower)) return 'quarterly';
  if (/month|\bp\.?\s?m\b|\/\s?mth/.test(lower)) return 'monthly';
  if (/annual|annum|year|\bp\.?\s?a\b/.test(lower)) return 'annual';
  return null;
}

/** A pay or repayment cycle: weekly, fortnightly or monthly. */
export function parsePayCycle(text: string): Frequency | null {
  const frequency = parseFrequency(text);
  return frequency && PAY_CYCLES.includes(frequency) ? frequency : null;
}

/** A premium cycle: fortnightly, monthly or annual. */
export function parsePremiumCycle(text: string): Frequency | null {
  const frequency = parseFrequency(text);
  return frequency && PREMIUM_CYCLES.includes(frequency) ? frequency : null;
}

/** A cycle as printed: "Fortnightly", "per month", "each week", "p.a.", "Yearly", also run into the words
 * beside it as OCR may ("$2,584.81Yearly", "permonth", "per monthWaiting"). */
const PRINTED_FREQUENCY =
  /(?<!\p{L})(?:weekly|fortnightly|monthly|quarterly|annually|annual|yearly|(?:per|each|every)\s*(?:week|fortnight|month|quarter|year|annum)(?!\p{Ll}))|\bp\.\s?[am]\.(?!\p{L})/giu;

/** Whether a text is one printed cycle and nothing else, perhaps after "Paid" ("Monthly", "Paid quarterly"). */
export function isOnlyFrequency(text: string): boolean {
  const rest = text.trim().replace(/^(?:paid|payable)\s+/i, '');
  const found = findAllFrequencies(rest);
  return found.length === 1 && found[0]?.index === 0 && found[0].text.length === rest.length;
}

/** Every cycle printed in a text, with where it is. */
export function findAllFrequencies(text: string): { frequency: Frequency; index: number; text: string }[] {
  // OCR's look-alikes inside a word ("Month1y", "fortnightIy", "M0nthly") folded, the length kept.
  const folded = text
    .replace(/(?<=\p{Ll})I|(?<=\p{L})[1|](?=\p{L}|\b)/gu, 'l')
    .replace(/(?<=\p{L})0(?=\p{L})/gu, 'o');
  return [...folded.matchAll(PRINTED_FREQUENCY)].flatMap((match) => {
    const frequency = parseFrequency(match[0]);
    const printed = text.slice(match.index, match.index + match[0].length);
    return frequency ? [{ frequency, index: match.index, text: printed }] : [];
  });
}
