import { endsWithStreetType, parseAddress, type AddressParts } from '@/shared/format/address';
import { repairLetterOcr, toDisplayCase } from './text-case';

const STATE =
  '(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT|New South Wales|Victoria|Queensland|Western Australia|South Australia|Tasmania|Australian Capital Territory|Northern Territory)';

/** The last line of an Australian address: "Bondi NSW 2026", "NEWCASTLE NSW 2300". */
export const ADDRESS_TAIL = new RegExp(
  `(?:^|,\\s*|\\s)([A-Za-z][A-Za-z' .\\-]*?)\\s*,?\\s+${STATE}\\.?,?\\s+\\d{4}\\s*$`,
  'i',
);

/** A street line starts with a number or a unit/level/PO box word: "12 Wattle St", "Unit 8, 325 Hovell Rd". */
export const STREET_START =
  /^(?:(?:unit|apt|apartment|flat|level|lvl|suite|shop|lot|u)\s*\d|(?:p\.?\s*o\.?|gpo)\s*box|locked bag|\d+[a-z]?(?:\s*[/-]\s*\d+[a-z]?)?\s+\S)/i;

/** Letters OCR reads for a postcode's digits ("7O04", "2l50"). */
const POSTCODE_LOOK_ALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  I: '1',
  l: '1',
  S: '5',
  B: '8',
};

/**
 * Spaces photo OCR dropped around the state and postcode ("DUBBONSW2830" → "DUBBO NSW 2830"), and letters it
 * read for the postcode's digits after a state ("TAS 7O04" → "TAS 7004"; two digits at least stay).
 */
function repairTail(text: string): string {
  return text
    .trim()
    .replace(/(?<=\b(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s?)[\dOoDIlSB]{4}$/, (postcode) =>
      (postcode.match(/\d/g)?.length ?? 0) >= 2
        ? postcode.replace(/[OoDIlSB]/g, (letter) => POSTCODE_LOOK_ALIKES[letter] ?? letter)
        : postcode,
    )
    .replace(/([A-Za-z])\s*(NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s*(\d{4})$/, '$1 $2 $3');
}

/** Whether text ends with a state and postcode. */
export const hasAddressTail = (text: string): boolean => ADDRESS_TAIL.test(repairTail(text));

/** A space OCR dropped after a street's number: "48Gregory Terrace" → "48 Gregory Terrace". */
const respaceStreetNumber = (text: string): string => text.replace(/^(\s*\d+)(?=\p{Lu}\p{Ll}{2})/u, '$1 ');

/** Whether a line starts as a street line does, after mending a space OCR dropped after the number. */
export const isStreetLine = (text: string): boolean => STREET_START.test(respaceStreetNumber(text.trim()));

/** OCR slips in addresses: "PI" for the street type "Pl", stray bars from card edges. */
function repairAddressOcr(text: string): string {
  return repairTail(respaceStreetNumber(repairLetterOcr(text)))
    .replace(/[|]/g, ' ')
    .replace(/\bPI\b(?=\s*(?:,|$|\s+\p{Lu}))/gu, 'Pl')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Parses a one-line address into display-cased parts; null unless it has a street, a state and a postcode. */
export function readAddress(text: string): AddressParts | null {
  const parts = parseAddress(repairAddressOcr(text));
  if (!parts.postcode || !parts.state || !parts.streetAddress || !STREET_START.test(parts.streetAddress))
    return null;
  return {
    streetAddress: toDisplayCase(parts.streetAddress),
    suburb: toDisplayCase(parts.suburb),
    state: parts.state,
    postcode: parts.postcode,
  };
}

/**
 * The suburb, state and postcode of an address's last line alone ("BELCONNEN ACT 2617"), for a block whose
 * street line OCR lost or broke; the street is left empty.
 */
export function readLocality(text: string): AddressParts | null {
  if (!hasAddressTail(text)) return null;
  const parts = parseAddress(repairAddressOcr(text));
  if (!parts.postcode || !parts.state || !parts.suburb || parts.streetAddress) return null;
  return {
    streetAddress: '',
    suburb: toDisplayCase(parts.suburb),
    state: parts.state,
    postcode: parts.postcode,
  };
}

/** A street's name without its number, as when OCR lost the number ("Gregory Terrace"). */
export const isStreetWithoutNumber = (text: string): boolean =>
  !/\d/.test(text) && endsWithStreetType(repairAddressOcr(text));
