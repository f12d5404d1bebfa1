/** Australian addresses: parsing one line into parts, and joining parts back into one line. */

export type AddressParts = {
  streetAddress: string;
  suburb: string;
  state: string;
  postcode: string;
};

/** Parts as they arrive from forms and the database, where any may be missing. */
export type AddressInput = { [K in keyof AddressParts]?: string | null };

export type StateCode = 'NSW' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'NT' | 'ACT';

const STATE_NAMES: ReadonlyMap<string, StateCode> = new Map([
  ['new south wales', 'NSW'],
  ['victoria', 'VIC'],
  ['queensland', 'QLD'],
  ['south australia', 'SA'],
  ['western australia', 'WA'],
  ['tasmania', 'TAS'],
  ['northern territory', 'NT'],
  ['australian capital territory', 'ACT'],
  ['nsw', 'NSW'],
  ['vic', 'VIC'],
  ['qld', 'QLD'],
  ['sa', 'SA'],
  ['wa', 'WA'],
  ['tas', 'TAS'],
  ['nt', 'NT'],
  ['act', 'ACT'],
]);

/** A state name or code at the very end; only the end, so "12 Victoria Rd, Bondi" is not read as VIC. */
const TRAILING_STATE = new RegExp(`(?:^|[\\s,])(${[...STATE_NAMES.keys()].join('|')})\\.?$`, 'i');

const STREET_TYPES: ReadonlySet<string> = new Set(
  (
    'street st road rd avenue ave drive dr place pl court ct crescent cres parade pde lane ln terrace tce ' +
    'way close cl boulevard bvd highway hwy circuit cct grove gr esplanade'
  ).split(' '),
);

const PO_BOX = /^((?:p\.?\s*o\.?|gpo)\s*box\s+\d+|(?:locked|private)\s+bag\s+\d+)\s*(.*)$/i;

const NOT_PROVIDED = 'not provided';

const EMPTY: AddressParts = { streetAddress: '', suburb: '', state: '', postcode: '' };

const tidy = (text: string): string =>
  text.replace(/^[\s,]+|[\s,]+$/g, '').replace(/\s*,\s*(?:,\s*)*/g, ', ');

const isStreetType = (word: string): boolean => STREET_TYPES.has(word.toLowerCase().replace(/\.$/, ''));

/** A word that can be part of a street's name: has a letter and is not a number like "12" or "12A". */
const isNameWord = (word: string): boolean => /\p{L}/u.test(word) && !/^\d/.test(word);

/** Removes the last standalone 4-digit number, which is the postcode. */
function takePostcode(text: string): { postcode: string; rest: string } {
  let found: RegExpExecArray | null = null;
  for (const match of text.matchAll(/(^|\D)(\d{4})(?!\d)/g)) found = match;
  if (!found) return { postcode: '', rest: text };
  const start = found.index + (found[1] ?? '').length;
  const rest = `${text.slice(0, start)} ${text.slice(start + 4)}`.replace(/\s+/g, ' ');
  return { postcode: found[2] ?? '', rest };
}

/** Removes a trailing state name or code; a trailing "Australia" (the country) is skipped over. */
function takeState(text: string): { state: string; rest: string } {
  let rest = tidy(text);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const match = TRAILING_STATE.exec(rest);
    const state = match ? STATE_NAMES.get((match[1] ?? '').toLowerCase()) : undefined;
    if (match && state) return { state, rest: tidy(rest.slice(0, rest.length - match[0].length)) };
    const withoutCountry = rest.replace(/(?:^|[\s,])australia\.?$/i, '');
    if (withoutCountry === rest) break;
    rest = tidy(withoutCountry);
  }
  return { state: '', rest };
}

/**
 * Splits "12 Wattle Street Bondi" after the first street-type word that follows a name word,
 * so "12 St Kilda Rd Melbourne" splits after "Rd" and "12 Wattle St Lane Cove" after "St".
 * Returns the index of the street-type word, or -1.
 */
function streetTypeIndex(words: readonly string[]): number {
  return words.findIndex(
    (word, index) => index > 0 && isStreetType(word) && isNameWord(words[index - 1] ?? ''),
  );
}

/** Whether text is a street's name and type, number or not ("Gregory Terrace", "12 Sydney Road"). */
export function endsWithStreetType(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length > 1 && streetTypeIndex(words) === words.length - 1;
}

/** Splits text without a comma between street and suburb. */
function splitSegment(segment: string): { street: string; suburb: string } {
  const poBox = PO_BOX.exec(segment);
  if (poBox) return { street: (poBox[1] ?? '').replace(/\s+/g, ' '), suburb: poBox[2] ?? '' };
  const words = segment.split(' ');
  const typeIndex = streetTypeIndex(words);
  if (typeIndex >= 0) {
    return { street: words.slice(0, typeIndex + 1).join(' '), suburb: words.slice(typeIndex + 1).join(' ') };
  }
  // No street type: a suburb has no digits, a street almost always has a number.
  return /\d/.test(segment) ? { street: segment, suburb: '' } : { street: '', suburb: segment };
}

/**
 * Reads one line such as "12 Wattle St, Bondi NSW 2026" or "Unit 4, 56 King Street, Newtown, NSW, 2042"
 * into parts ('' for any not found). The postcode is the last 4-digit number; the state is a code or
 * full name at the end (case-insensitive, returned as the code).
 */
export function parseAddress(text: string | null | undefined): AddressParts {
  if (typeof text !== 'string') return { ...EMPTY };
  const { postcode, rest: withoutPostcode } = takePostcode(text.replace(/\s+/g, ' '));
  const { state, rest } = takeState(withoutPostcode);
  const segments = rest
    .split(',')
    .map((segment) => segment.trim())
    .filter(Boolean);
  const last = segments.at(-1);
  if (last === undefined) return { ...EMPTY, state, postcode };
  const before = segments.slice(0, -1);
  const streetBefore = before.some(
    (segment) => PO_BOX.test(segment) || streetTypeIndex(segment.split(' ')) >= 0,
  );
  if (streetBefore && !/\d/.test(last)) {
    // "12 Wattle St, Lane Cove": after a street, a part without digits is the suburb, whatever its words.
    return { streetAddress: before.join(', '), suburb: last, state, postcode };
  }
  const { street, suburb } = splitSegment(last);
  return { streetAddress: [...before, street].filter(Boolean).join(', '), suburb, state, postcode };
}

const isNotProvided = (value: string | null | undefined): boolean =>
  (value ?? '').trim().toLowerCase() === NOT_PROVIDED;

/** Street, suburb, state and postcode joined by ", "; empty and 'Not provided' values are left out. */
export function formatAddress(parts: AddressInput): string {
  return [parts.streetAddress, parts.suburb, parts.state, parts.postcode]
    .map((value) => (value ?? '').replace(/^[\s,]+|[\s,]+$/g, ''))
    .filter((value) => value !== '' && !isNotProvided(value))
    .join(', ');
}

/** Whether the address is worth researching: it has a street and no part is 'Not provided'. */
export function hasResearchableAddress(parts: AddressInput): boolean {
  const values = [parts.streetAddress, parts.suburb, parts.state, parts.postcode];
  return (parts.streetAddress ?? '').trim() !== '' && !values.some(isNotProvided);
}
