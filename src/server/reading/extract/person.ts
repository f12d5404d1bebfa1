import type { AddressParts } from '@/shared/format/address';
import { FieldSet } from './field';
import type { ConfidenceLevel } from '@/shared/options';
import { findLabelled, readContinuation } from './layout/find-labelled';
import { locateCell, locateCells, type Located } from './layout/locate';
import type { Cell, Layout } from './layout/types';
import {
  hasAddressTail,
  isStreetLine,
  isStreetWithoutNumber,
  readAddress,
  readLocality,
  STREET_START,
} from './values/address';
import { parseDateValue } from './values/dates';
import { looksLikePersonName, repairNameOcr, splitPersonName, type PersonName } from './values/person-name';
import type { ExtractedFields } from './types';

/** Labels that introduce the person a document is about. They start their cell; OCR may put specks before them ("~ SURNAME"). */
const NAME_LABEL =
  /^\W*(?:(?:(?:full|member|customer|client|account|taxpayer|employee)\s+)?name|employee|policy\s*(?:owner|holder)|life\s+insured|prepared\s+for|account\s+holder|borrower|insured(?!\s+(?:address|event|amount|value|items?|property|vehicle|benefit)))\b/i;
const SURNAME_LABEL = /^\W*(?:sur\s?name|family\s+name|last\s+name)\b/i;
const GIVEN_NAMES_LABEL = /^\W*(?:given\s+names?|first\s+names?|forenames?|other\s+names?)/i;
/** Words of a card's or passport's labels: never part of a name. */
const LABEL_WORDS =
  /\b(?:names?|surname|given|nationality|date|birth|sex|passport|type|code|issue|expiry|authority|place)\b/i;
const ADDRESS_LABEL = /^\W*(?:(?:postal|residential|home|mailing|street|member)\s+)?address\b/i;
const BIRTH_LABEL = /date\s+of\s+birth|\bd\.?o\.?b\b|\bborn\b|birth\s*date/i;
const EMAIL_LABEL = /^e-?mail(?:\s+address)?\b/i;
const PHONE_LABEL = /^(?:mobile|mob|phone|ph|tel|telephone|contact\s+(?:number|phone))\b/i;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
/** Mailboxes of organisations, not people. */
const ORGANISATION_MAILBOX =
  /^(?:info|enquiries|enquiry|help|support|contact|service|customer|noreply|no-reply|admin|hello|accounts|members?)@/i;

/** Words of financial products, never of a person's name. */
const PRODUCT_WORDS =
  /\b(?:account|saver|savings|offset|everyday|loan|card|super|fund|insurance|bank|portfolio|access|cheque|transaction|netbank)\b/i;

/** "Willow Hall, born 13/03/1967" → "Willow Hall"; "MARTIN, Wei Rahul" and "MARTIN. Wei Rahul" stay (family name first). */
export function readPrintedName(text: string): PersonName | null {
  const trimmed = repairNameOcr(text)
    .replace(/,?\s*\b(?:born|dob|d\.o\.b)\b.*$/i, '')
    .trim();
  // "Account name  Everyday Saver": a product, not the holder.
  if (PRODUCT_WORDS.test(trimmed)) return null;
  // "MARTIN, Wei Rahul" or "MARTIN. Wei Rahul": the family name first, then a comma or a period.
  const familyFirst = /^[\p{L}'’\- ]+[,.]\s*[\p{L}'’\-. ]+$/u.test(trimmed);
  if (!familyFirst && !looksLikePersonName(trimmed)) return null;
  if (familyFirst && !looksLikePersonName(trimmed.replace(/[,.]/, ' '))) return null;
  return splitPersonName(trimmed);
}

/** Australian phone numbers a person might have: mobiles and landlines (not 13/1300/1800 numbers). */
function parsePhone(text: string): string | null {
  const match = /(?:\+?61\s?\(?0?\)?\s?|\b0)([2-478](?:[\s-]?\d){8})\b/.exec(text);
  return match ? `0${(match[1] ?? '').replace(/\D/g, '')}` : null;
}

function parseEmail(text: string): string | null {
  const match = EMAIL.exec(text);
  return match ? match[0].toLowerCase() : null;
}

type AddressBlock = { address: AddressParts; name: PersonName | null; located: Located<string> };

const columnAligned = (a: Cell, b: Cell): boolean =>
  Math.abs(a.box.x0 - b.box.x0) < 2 * (a.box.y1 - a.box.y0);

/** Lines of one block are close: the line above starts within this many line heights. */
const BLOCK_LINE_GAP = 2.5;

/**
 * The cell just above `anchor` in its column (left-aligned with it and close above), skipping rows of other
 * columns in between, as when a right-hand column's lines fall between the lines of an address block.
 */
function cellAbove(layout: Layout, rowIndex: number, anchor: Cell): { cell: Cell; rowIndex: number } | null {
  const lineHeight = anchor.box.y1 - anchor.box.y0;
  for (let index = rowIndex - 1; index >= 0; index -= 1) {
    const row = layout.rows[index];
    if (!row || row.page !== anchor.page || anchor.box.y0 - row.box.y1 > BLOCK_LINE_GAP * lineHeight)
      return null;
    const cell = row.cells.find(
      (candidate) => columnAligned(candidate, anchor) && candidate.box.y1 <= anchor.box.y0 + lineHeight / 2,
    );
    if (cell) return { cell, rowIndex: index };
  }
  return null;
}

/** Words a card prints in capitals on a line of its own that are not a family name, and issuers' short names
 * a letter prints as its masthead ("ATO" over the addressee). */
const CARD_HEADINGS =
  /^(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT|VICTORIA|QUEENSLAND|TASMANIA|AUSTRALIA|LICENCE|LICENSE|PASSPORT|MEDICARE|CARD|ATO|ASIC|NDIS|AMP|NAB|ANZ|CBA|BOQ|ING|HCF|HBF|NIB|BUPA|TAL|MLC|AGL|NRMA|RACV|RACQ|RAC|CSC|PSS|CBUS|REST|HESTA)$/;

/** A line that names an organisation: its ABN/ACN or a company suffix. */
const ORGANISATION_LINE = /\b(?:ABN|ACN|pty|ltd|limited|inc|incorporated)\b/i;

/**
 * Addresses printed as a block (name, street, "SUBURB STATE POSTCODE"), as on the window of a letter.
 * Blocks with a person's name above come first. A block under an organisation's name or ABN (a letterhead)
 * is the organisation's address, not the person's.
 */
function findAddressBlocks(layout: Layout): AddressBlock[] {
  const blocks: AddressBlock[] = [];
  layout.rows.forEach((row, rowIndex) => {
    for (const tail of row.cells) {
      if (!hasAddressTail(tail.text)) continue;
      const inline = readAddress(tail.text);
      const street = inline ? null : cellAbove(layout, rowIndex, tail);
      const text = inline
        ? tail.text
        : street && isStreetLine(street.cell.text)
          ? `${street.cell.text}, ${tail.text}`
          : null;
      const address = text ? readAddress(text) : null;
      if (!address || !text) {
        const partial = inline ? null : localityBlock(layout, rowIndex, tail);
        if (partial) blocks.push(partial);
        continue;
      }
      const top = street ?? { cell: tail, rowIndex };
      const above = cellAbove(layout, top.rowIndex, top.cell);
      const nameCell = above?.cell;
      if (nameCell && ORGANISATION_LINE.test(nameCell.text)) continue;
      // Cards print the family name in capitals on a line of its own above the given names ("AL-HASSAN" /
      // "Grace Anne"), each line alone in its row (a letterhead's name has its title beside it).
      const familyAbove = above ? cellAbove(layout, above.rowIndex, above.cell) : null;
      const familyCell = familyAbove?.cell;
      const alone = (rowIndex: number) => layout.rows[rowIndex]?.cells.length === 1;
      const familyLine =
        above &&
        familyAbove &&
        familyCell &&
        nameCell &&
        alone(above.rowIndex) &&
        alone(familyAbove.rowIndex) &&
        // Given names only (one or two words), under a heading: a masthead's name ("ATO") tops its page.
        nameCell.text.trim().split(/\s+/).length <= 2 &&
        layout.rows[familyAbove.rowIndex - 1]?.page === familyCell.page &&
        /\p{Ll}/u.test(nameCell.text) &&
        /^[\p{Lu}'’-]{2,}$/u.test(familyCell.text.trim()) &&
        !CARD_HEADINGS.test(familyCell.text.trim())
          ? readPrintedName(`${familyCell.text.trim()}, ${nameCell.text.trim()}`)
          : null;
      const name = familyLine ?? (nameCell ? readPrintedName(nameCell.text) : null);
      const cells = [familyLine ? familyCell : undefined, nameCell, street?.cell, tail].filter(
        (cell): cell is Cell => Boolean(cell),
      );
      blocks.push({
        address,
        name,
        located: locateCells(cells, text, cells.map((cell) => cell.text).join('\n')),
      });
    }
  });
  // Named blocks first, and of those the whole addresses before the ones OCR broke.
  const rank = (block: AddressBlock) =>
    2 * Number(Boolean(block.name)) + Number(block.address.streetAddress !== '');
  return blocks.sort((a, b) => rank(b) - rank(a));
}

/**
 * A block whose street line OCR lost or broke: a person's name over "BELCONNEN ACT 2617", or over a street
 * without its number ("Gregory Terrace"). Only under a person's name: a letterhead's last line is the
 * organisation's. The suburb, state and postcode are read; the street is not.
 */
function localityBlock(layout: Layout, rowIndex: number, tail: Cell): AddressBlock | null {
  const address = readLocality(tail.text);
  const above = address ? cellAbove(layout, rowIndex, tail) : null;
  if (!address || !above) return null;
  const street = isStreetWithoutNumber(above.cell.text) ? above : null;
  const nameAt = street ? cellAbove(layout, street.rowIndex, street.cell) : above;
  const name = nameAt ? readPrintedName(nameAt.cell.text) : null;
  if (!nameAt || !name) return null;
  const cells = [nameAt.cell, street?.cell, tail].filter((cell): cell is Cell => Boolean(cell));
  return {
    address,
    name,
    located: locateCells(cells, tail.text, cells.map((cell) => cell.text).join('\n')),
  };
}

/**
 * Joins an address line with the next: after a whole street ("325 Hovell Rd") the next line is the suburb, so a
 * comma goes between; after a suburb cut mid-name ("2 Lakeside Street, Narre" / "Warren VIC 3805") a space.
 */
function joinAddressLines(first: string, next: string): string {
  const lastPart = first.split(',').at(-1)?.trim() ?? '';
  return STREET_START.test(lastPart) ? `${first}, ${next}` : `${first} ${next}`;
}

/** A labelled address, joined with the lines it wraps onto until the postcode. */
function findLabelledAddress(layout: Layout): { address: AddressParts; located: Located<string> } | null {
  const first = findLabelled(layout, ADDRESS_LABEL, (text) => (isStreetLine(text) ? text : null));
  if (!first) return null;
  let text = first.value;
  for (const line of hasAddressTail(text) ? [] : readContinuation(layout, first, 2)) {
    text = joinAddressLines(text, line);
    if (hasAddressTail(text)) break;
  }
  const address = readAddress(text);
  return address ? { address, located: { ...first, value: text } } : null;
}

function setAddress(fields: FieldSet, address: AddressParts, located: Located<string>): void {
  if (address.streetAddress) fields.set('addressStreet', { ...located, value: address.streetAddress });
  fields.set('addressSuburb', { ...located, value: address.suburb });
  fields.set('addressState', { ...located, value: address.state });
  fields.set('addressPostcode', { ...located, value: address.postcode });
}

/** The three name fields from one reading; confidence from the reading's OCR unless given. */
export function setName(
  fields: FieldSet,
  name: PersonName,
  located: Located<unknown>,
  confidence?: ConfidenceLevel,
): void {
  fields.set('fullName', { ...located, value: name.fullName }, confidence);
  fields.set('firstName', { ...located, value: name.firstName }, confidence);
  fields.set('lastName', { ...located, value: name.lastName }, confidence);
}

/**
 * What follows a label's other-language half: "/ Sexe: M" → "M"; without a colon, the words from the first
 * in capitals ("/ Nom MCALLISTER" → "MCALLISTER", "/ Prénoms OLIVER ALEXANDER"), since cards print the other
 * language's label in ordinary case and the value in capitals; "/ Nom" alone → "" (its value is in the next
 * cell). Text not starting with "/" is returned as it is.
 */
export function afterSecondLabel(text: string): string {
  const value = text.trim();
  if (!value.startsWith('/')) return value;
  const colon = value.indexOf(':');
  if (colon >= 0) return value.slice(colon + 1).trim();
  const words = value.slice(1).trim().split(/\s+/);
  const first = words.findIndex((word, index) => index > 0 && /^(?:[\p{Lu}'’-]{2,}|[MFX])$/u.test(word));
  return first > 0 ? words.slice(first).join(' ') : '';
}

/**
 * A name part printed beside its label: what follows the label's other-language half ("Surname / Nom: CHEN",
 * "Given Name(s): CONNOR"), letters only.
 */
function parseNamePart(text: string): string | null {
  const value = afterSecondLabel(text.replace(/^\(s\)/i, ''))
    .replace(/^[\s:.]+/, '')
    .trim();
  return /^[\p{L}'’\- ]{2,40}$/u.test(value) && !LABEL_WORDS.test(value) ? value : null;
}

export type SeparateNames = {
  name: PersonName;
  surname: Located<string>;
  given: Located<string>;
};

/** Surname and given names printed under separate labels (passports, some cards). */
export function findSeparateNames(layout: Layout): SeparateNames | null {
  const surname = findLabelled(layout, SURNAME_LABEL, parseNamePart);
  const given = findLabelled(layout, GIVEN_NAMES_LABEL, parseNamePart);
  if (!surname || !given) return null;
  const name = splitPersonName(`${surname.value}, ${given.value}`);
  return name ? { name, surname, given } : null;
}

/** An unlabelled email address is the person's when it carries their name ("jane.citizen@…"), not a company mailbox. */
function findUnlabelledEmail(
  layout: Layout,
  ...names: (string | number | undefined)[]
): Located<string> | null {
  const parts = names
    .flatMap((name) => (typeof name === 'string' ? [name.toLowerCase().replace(/[^a-z]/g, '')] : []))
    .filter((part) => part.length >= 3);
  for (const row of layout.rows) {
    for (const cell of row.cells) {
      const email = parseEmail(cell.text);
      if (
        email &&
        parts.some((part) =>
          email
            .split('@')[0]
            ?.replace(/[^a-z]/g, '')
            .includes(part),
        )
      )
        return locateCell(cell, email);
    }
  }
  return null;
}

/** A mobile number anywhere: organisations publish 13, 1300 and 1800 numbers or landlines, so a mobile is the person's. */
function findMobile(layout: Layout): Located<string> | null {
  for (const row of layout.rows) {
    for (const cell of row.cells) {
      const phone = parsePhone(cell.text);
      if (phone?.startsWith('04')) return locateCell(cell, phone);
    }
  }
  return null;
}

/** The person keys: name, date of birth, address, email and phone, wherever the document prints them. */
export function extractPerson(layout: Layout): ExtractedFields {
  const fields = new FieldSet();
  const blocks = findAddressBlocks(layout);

  const separate = findSeparateNames(layout);
  if (separate) setName(fields, separate.name, separate.given);
  const labelledName = findLabelled(layout, NAME_LABEL, readPrintedName);
  if (labelledName) setName(fields, labelledName.value, labelledName);
  const blockWithName = blocks.find((block) => block.name);
  if (blockWithName?.name) setName(fields, blockWithName.name, blockWithName.located);

  const labelledAddress = findLabelledAddress(layout);
  if (labelledAddress) setAddress(fields, labelledAddress.address, labelledAddress.located);
  const block = blocks[0];
  if (block) setAddress(fields, block.address, block.located);

  fields.set('dateOfBirth', findLabelled(layout, BIRTH_LABEL, parseDateValue));
  const emailIsPersonal = (text: string): string | null => {
    const email = parseEmail(text);
    return email && !ORGANISATION_MAILBOX.test(email) ? email : null;
  };
  fields.set('email', findLabelled(layout, EMAIL_LABEL, emailIsPersonal));
  fields.set(
    'email',
    findUnlabelledEmail(layout, fields.fields.lastName?.value, fields.fields.firstName?.value),
    'medium',
  );
  fields.set('phone', findLabelled(layout, PHONE_LABEL, parsePhone));
  fields.set('phone', findMobile(layout), 'medium');
  return fields.fields;
}
