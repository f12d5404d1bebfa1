/**
 * Nationalities as passports print them (a demonym or the country's name, sometimes in two languages), to
 * ICAO 9303's three-letter codes: the countries most of an Australian adviser's clients come from. The first
 * that matches wins, so "South African" is not read as another country's word.
 */
const NATIONALITIES: ReadonlyArray<readonly [string, RegExp]> = [
  ['AUS', /\baustralian?\b/i],
  ['NZL', /\bnew\s+zealand(?:er)?\b/i],
  ['ZAF', /\bsouth\s+africa(?:n)?\b/i],
  ['GBR', /\bbritish\b|\bunited\s+kingdom\b|\bgreat\s+britain\b/i],
  ['IRL', /\birish\b|\bireland\b/i],
  ['USA', /\bunited\s+states\b|\bamerican\b/i],
  ['CAN', /\bcanad(?:a|ian|ienne)\b/i],
  ['IND', /\bindian?\b/i],
  ['CHN', /\bchinese\b|\bchina\b/i],
  ['HKG', /\bhong\s+kong\b/i],
  ['PHL', /\bfilipin[oa]\b|\bphilippines?\b/i],
  ['VNM', /\bviet\s?nam(?:ese)?\b/i],
  ['MYS', /\bmalaysian?\b/i],
  ['SGP', /\bsingapore(?:an)?\b/i],
  ['IDN', /\bindonesian?\b/i],
  ['LKA', /\bsri\s+lankan?\b/i],
  ['NPL', /\bnepal(?:ese|i)?\b/i],
  ['PAK', /\bpakistan(?:i)?\b/i],
  ['BGD', /\bbangladesh(?:i)?\b/i],
  ['KOR', /\bkorean?\b/i],
  ['JPN', /\bjapan(?:ese)?\b/i],
  ['THA', /\bthai(?:land)?\b/i],
  ['FJI', /\bfiji(?:an)?\b/i],
  ['NLD', /\bnetherlands\b|\bdutch\b/i],
  ['DEU', /\bgerman(?:y)?\b|\bdeutsch(?:e|land)?\b/i],
  ['FRA', /\bfrench\b|\bfrance\b|\bfran[cç]aise?\b/i],
  ['ITA', /\bital(?:y|ian[oa]?)\b/i],
  ['GRC', /\bgreek\b|\bgreece\b|\bhellenic\b/i],
  ['ESP', /\bspanish\b|\bspain\b|\bespa[nñ]ol[a]?\b/i],
  ['POL', /\bpolish\b|\bpoland\b|\bpolska\b/i],
  ['IRN', /\biran(?:ian)?\b/i],
  ['IRQ', /\biraqi?\b/i],
  ['LBN', /\bleban(?:on|ese)\b/i],
  ['BRA', /\bbrazil(?:ian)?\b|\bbrasil(?:eira|eiro)?\b/i],
];

const CODES = new Set(NATIONALITIES.map(([code]) => code));

/** The ICAO code of a printed nationality ("SOUTH AFRICAN", "CANADIAN/CANADIENNE", "NZL"). */
export function parseNationality(text: string): string | null {
  const trimmed = text.trim().toUpperCase();
  if (CODES.has(trimmed)) return trimmed;
  return NATIONALITIES.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** A three-letter code the list knows: a passport's issuing state. */
export const isKnownCountryCode = (code: string): boolean => CODES.has(code);
