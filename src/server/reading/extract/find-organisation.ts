import { locateCell, type Located } from './layout/locate';
import type { Cell, Layout } from './layout/types';
import type { Organisation } from './organisations';
import { hasAddressTail, STREET_START } from './values/address';
import { looksLikePersonName } from './values/person-name';
import { repairLetterOcr } from './values/text-case';

/** The top of the first page, where issuers print their name, and the foot of each page, where they print it again. */
const TOP_SHARE = 0.3;
const FOOT_SHARE = 0.15;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One-word names ("Rest", "Origin") are also ordinary words, so they must appear as printed or in capitals;
 * longer names match in any case.
 */
function namePattern(name: string): RegExp {
  const body = escape(name).replace(/\\\.\s*|\s+/g, (gap) => (gap.startsWith('\\.') ? '\\.?\\s*' : '\\s+'));
  const bounded = `(?<![\\p{L}\\d])(?:${body})(?![\\p{L}\\d])`;
  if (/\s/.test(name)) return new RegExp(bounded, 'iu');
  return new RegExp(`(?<![\\p{L}\\d])(?:${body}|${escape(name.toUpperCase())})(?![\\p{L}\\d])`, 'u');
}

type Matcher = { name: string; pattern: RegExp; length: number };

const matcherCache = new WeakMap<readonly Organisation[], Matcher[]>();

function buildMatchers(organisations: readonly Organisation[]): Matcher[] {
  const cached = matcherCache.get(organisations);
  if (cached) return cached;
  const matchers = organisations
    .flatMap(([name, ...aliases]) =>
      [name, ...aliases].map((form) => ({ name, pattern: namePattern(form), length: form.length })),
    )
    .sort((a, b) => b.length - a.length);
  matcherCache.set(organisations, matchers);
  return matchers;
}

function pageSpan(cell: Cell, layout: Layout): { top: number; bottom: number } {
  const rows = layout.rows.filter((row) => row.page === cell.page);
  return {
    top: Math.min(...rows.map((row) => row.box.y0)),
    bottom: Math.max(...rows.map((row) => row.box.y1)),
  };
}

function isTop(cell: Cell, layout: Layout): boolean {
  const { top, bottom } = pageSpan(cell, layout);
  return cell.page === 1 && cell.box.y0 < top + (bottom - top) * TOP_SHARE;
}

/** Footers carry the issuer's legal line; a transaction that happens to sit low on the page does not. */
const FOOTER_WORDS = /\b(?:ABN|AFSL|limited|ltd|licen[cs]e|division|trustee|issued\s+by|call|www)\b/i;

function isFoot(cell: Cell, layout: Layout): boolean {
  const { top, bottom } = pageSpan(cell, layout);
  return cell.box.y1 > bottom - (bottom - top) * FOOT_SHARE && FOOTER_WORDS.test(cell.text);
}

/**
 * The known organisation named in the heading of the document, else in a page footer. The body is not
 * searched: transactions and holdings name other institutions ("ATM Withdrawal NAB", "Commonwealth Bank shares").
 */
export function findKnownOrganisation(
  layout: Layout,
  organisations: readonly Organisation[],
): Located<string> | null {
  const matchers = buildMatchers(organisations);
  const cells = layout.rows.flatMap((row) => row.cells);
  const ordered = [
    ...cells.filter((cell) => isTop(cell, layout)),
    ...cells.filter((cell) => !isTop(cell, layout) && isFoot(cell, layout)),
  ];
  for (const cell of ordered) {
    const matcher = matchers.find((candidate) => candidate.pattern.test(cell.text));
    if (matcher) return locateCell(cell, asPrinted(cell.text, matcher.pattern) ?? matcher.name);
  }
  return null;
}

/** A legal suffix a heading may carry after the name ("Pty Ltd", "Limited"). */
const LEGAL_SUFFIX = /[\s,]+(?:pty\.?\s+ltd\.?|pty\.?\s+limited|limited|ltd\.?)$/i;
/** Words an institution's printed name adds to its known one ("MLC MasterKey Super", "Mercer Super Trust"). */
const NAME_WORDS =
  /^(?:super|superannuation|fund|trust|bank|banking|insurance|life|employer|personal|retirement|wealth|invest|investments?|partners|markets|asset|management|capital|securities|global|group|australia|australian|plan|wrap|pension|corporate|master|services|financial|energy|credit|union|mutual|building|society|and|of|the|&)$/i;

/**
 * The name as the document prints it ("MLC MasterKey Super", "Rest Super"), when the cell holds the known
 * name and only words such names add: facts are kept as printed (the scorer and the adviser know a brand's
 * other names). Anything else in the cell (a title, a number, a word OCR misread) gives the known name.
 */
function asPrinted(text: string, known: RegExp): string | null {
  const name = text.trim().replace(LEGAL_SUFFIX, '');
  const added = name.replace(known, ' ').split(/\s+/).filter(Boolean);
  return name.length <= 60 && added.every((word) => NAME_WORDS.test(word)) ? name : null;
}

/** Words of document titles and labels, which are not the issuer's name (the span ranker weighs them too). */
export const HEADING_WORDS =
  /\b(statement|payslip|pay slip|invoice|notice|schedule|certificate|report|page|bill|summary|valuation|as at|date|issued|period|number|account|policy|prepared|details|reference|ref|dear|tax|abn|hin|srn|phone|www|email)\b|\d{3,}|\$/i;

/** Words that make "HomeStart Finance" or "Bluegum Broadband" an organisation, though it reads like a person's
 * name. Not "Power" or "Mobile": they are family names too. */
const ORGANISATION_WORDS =
  /\b(?:finance|financial|bank|banking|credit\s+union|mutual|building\s+society|super|superannuation|insurance|assurance|group|loans|lending|mortgages?|capital|investments?|wealth|trust|limited|ltd|pty|holdings?|energy|water|utilities|electricity|gas|broadband|internet|fibre|telecom(?:munications)?|communications|council)\b/i;
/** More words of a trade, weighed by the span ranker only ("Korvale Life", "Tandaro Registry Services"). */
const TRADE_WORDS =
  /\b(?:life|co-?operative|society|invest|partners|markets|securities|registr(?:y|ies)|services|corporation|authority)\b/i;

/** Whether a span's text names an organisation by its trade's words ("Tandaro Mutual", "Korvale Life"). */
export const hasOrganisationWord = (text: string): boolean =>
  ORGANISATION_WORDS.test(text) || TRADE_WORDS.test(text);

/** A brand's run-together word ("VicRoads", "TasWater", "CommBank"); a family name's "Mac" and "De" are not. */
const hasCamelCaseWord = (text: string): boolean =>
  text.split(/\s+/).some((word) => /\p{Lu}\p{Ll}{2,}\p{Lu}/u.test(word) && !/^Mac\p{Lu}/u.test(word));

/**
 * The first line at the top of the first page, above the client's address block, that reads as an
 * organisation's name: the issuer, when it is not a known one. An insurer no list knows is the span ranker's instead (decision 044); for the other types
 * this rule still reads more of the sealed fold's issuers than the spans do.
 */
export function findHeadingOrganisation(layout: Layout): Located<string> | null {
  for (const row of layout.rows) {
    for (const cell of row.cells) {
      if (!isTop(cell, layout)) return null;
      // Whatever the span ranker would weigh as a name ("Label: value" lines, streets and figures are not),
      // less titles and what reads like a person's name.
      const name = readIssuerName(cell.text);
      if (!name || HEADING_WORDS.test(name)) continue;
      if (!ORGANISATION_WORDS.test(name) && !hasCamelCaseWord(name) && looksLikePersonName(name)) continue;
      return locateCell(cell, withoutTitleBefore(name));
    }
    // The masthead is above the client's address block; below it come the labels ("Loan type", "Product").
    if (row.cells.some((cell) => hasAddressTail(cell.text))) return null;
  }
  return null;
}

/** Words that join the parts of a name ("Bank of Queensland", "Bendigo and Adelaide Bank"). */
const JOINING_WORDS = new Set(['of', 'and', 'the', 'for', '&']);

/**
 * The organisation's name out of a title OCR ran into it ("Transaction listing Selselror Bank Limited"): the
 * capitalised words after the last word in lower case that joins nothing, when they name an organisation.
 */
function withoutTitleBefore(name: string): string {
  const words = name.split(/\s+/);
  const last = words.findLastIndex((word) => /^\p{Ll}/u.test(word) && !JOINING_WORDS.has(word));
  const rest = words.slice(last + 1);
  return last >= 0 && rest.length >= 2 && ORGANISATION_WORDS.test(rest.join(' ')) ? rest.join(' ') : name;
}

/** The most words an issuer's printed name runs to. */
const MAX_NAME_WORDS = 6;

/**
 * What could be an issuer's printed name, for the span ranker to weigh (decision 044): a short line of words,
 * not a "Label: value" field, a figure, a web or mail address, a street or a sentence. Titles and the
 * client's own name pass here; the ranker tells them apart by their words and place.
 */
export function readIssuerName(text: string): string | null {
  const name = text.trim();
  if (STREET_START.test(name) || hasAddressTail(name)) return null;
  if (name.length < 3 || name.length > 60 || !/\p{L}{2}/u.test(name)) return null;
  if (/[:@$]|\d{3,}|\bwww\b|https?\b/i.test(name)) return null;
  const words = name.split(/\s+/).length;
  if (words > MAX_NAME_WORDS || (words > 3 && /[.!?]$/.test(name))) return null;
  return repairLetterOcr(name);
}

/** The issuer: a known organisation if one is named, else the heading. */
export function findOrganisation(
  layout: Layout,
  organisations: readonly Organisation[],
): Located<string> | null {
  return findKnownOrganisation(layout, organisations) ?? findHeadingOrganisation(layout);
}
