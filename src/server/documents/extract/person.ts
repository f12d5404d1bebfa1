import type { AddressParts } from '@/shared/format/address';
import { FieldSet } from './field';
import { findLabelled, readContinuation, type Located } from './layout/find-labelled';
import type { Cell, Layout } from './layout/read-layout';
import { hasAddressTail, readAddress, STREET_START } from './values/address';
import { parseDateValue } from './values/dates';
import { looksLikePersonName, splitPersonName, type PersonName } from './values/person-name';
import type { ExtractedFields } from './types';

/** Labels that introduce the person a document is about. */
const NAME_LABEL =
  /^(?:(?:full|member|customer|client|account|taxpayer|employee)\s+)?name\b|^(?:employee|policy\s*owner|life\s+insured|prepared\s+for|account\s+holder|borrower|insured)\b/i;
const SURNAME_LABEL = /^(?:surname|family\s+name|last\s+name)\b/i;
const GIVEN_NAMES_LABEL = /^(?:given\s+names?|first\s+names?|forenames?)\b/i;
const ADDRESS_LABEL = /^(?:(?:postal|residential|home|mailing|street|member)\s+)?address\b/i;
const BIRTH_LABEL = /date\s+of\s+birth|\bd\.?o\.?b\b|\bborn\b|birth\s*date/i;
const EMAIL_LABEL = /^e-?mail(?:\s+address)?\b/i;
const PHONE_LABEL = /^(?:mobile|mob|phone|ph|tel|telephone|contact\s+(?:number|phone))\b/i;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
/** Mailboxes of organisations, not people. */
const ORGANISATION_MAILBOX = /^(?:info|enquiries|enquiry|help|support|contact|service|customer|noreply|no-reply|admin|hello|accounts|members?)@/i;

/** "Willow Hall, born 13/03/1967" → "Willow Hall"; "MARTIN, Wei Rahul" stays (family name first). */
function parseNameText(text: string): PersonName | null {
  const trimmed = text.replace(/,?\s*\b(?:born|dob|d\.o\.b)\b.*$/i, '').trim();
  const familyFirst = /^[\p{L}'’\- ]+,\s*[\p{L}'’\- ]+$/u.test(trimmed);
  if (!familyFirst && !looksLikePersonName(trimmed)) return null;
  if (familyFirst && !looksLikePersonName(trimmed.replace(',', ' '))) return null;
  return splitPersonName(trimmed);
}

/** Australian phone numbers a person might have: mobiles and landlines (not 13/1300/1800 numbers). */
export function parsePhone(text: string): string | null {
  const match = /(?:\+?61\s?\(?0?\)?\s?|\b0)([2-478](?:[\s-]?\d){8})\b/.exec(text);
  return match ? `0${(match[1] ?? '').replace(/\D/g, '')}` : null;
}

function parseEmail(text: string): string | null {
  const match = EMAIL.exec(text);
  return match ? match[0].toLowerCase() : null;
}

type AddressBlock = { address: AddressParts; name: PersonName | null; located: Located<string> };

const columnAligned = (a: Cell, b: Cell): boolean => Math.abs(a.box.x0 - b.box.x0) < 2 * (a.box.y1 - a.box.y0);

/** The cell in the rows above `rowIndex` that sits in the same column, if any (up to `reach` rows). */
function cellAbove(layout: Layout, rowIndex: number, anchor: Cell, reach: number): { cell: Cell; rowIndex: number } | null {
  for (let index = rowIndex - 1; index >= 0 && index >= rowIndex - reach; index -= 1) {
    const row = layout.rows[index];
    if (!row || row.page !== anchor.page) return null;
    const cell = row.cells.find((candidate) => columnAligned(candidate, anchor));
    if (cell) return { cell, rowIndex: index };
  }
  return null;
}

/**
 * Addresses printed as a block (name, street, "SUBURB STATE POSTCODE"), as on the window of a letter.
 * Blocks with a person's name above come first.
 */
function findAddressBlocks(layout: Layout): AddressBlock[] {
  const blocks: AddressBlock[] = [];
  layout.rows.forEach((row, rowIndex) => {
    for (const tail of row.cells) {
      if (!hasAddressTail(tail.text)) continue;
      const inline = readAddress(tail.text);
      const street = inline ? null : cellAbove(layout, rowIndex, tail, 2);
      const text = inline ? tail.text : street && STREET_START.test(street.cell.text) ? `${street.cell.text}, ${tail.text}` : null;
      const address = text ? readAddress(text) : null;
      if (!address || !text) continue;
      const top = street ?? { cell: tail, rowIndex };
      const nameCell = cellAbove(layout, top.rowIndex, top.cell, 1)?.cell;
      const name = nameCell ? parseNameText(nameCell.text) : null;
      const cells = [nameCell, street?.cell, tail].filter((cell): cell is Cell => Boolean(cell));
      blocks.push({
        address,
        name,
        located: {
          value: text,
          page: row.page,
          text: cells.map((cell) => cell.text).join('\n'),
          box: {
            x0: Math.min(...cells.map((cell) => cell.box.x0)),
            y0: Math.min(...cells.map((cell) => cell.box.y0)),
            x1: Math.max(...cells.map((cell) => cell.box.x1)),
            y1: Math.max(...cells.map((cell) => cell.box.y1)),
          },
          confidence: Math.min(...cells.map((cell) => cell.confidence)),
        },
      });
    }
  });
  return blocks.sort((a, b) => Number(Boolean(b.name)) - Number(Boolean(a.name)));
}

/** A labelled address, joined with the lines it wraps onto until the postcode. */
function findLabelledAddress(layout: Layout): { address: AddressParts; located: Located<string> } | null {
  const first = findLabelled(layout, ADDRESS_LABEL, (text) => (STREET_START.test(text) ? text : null));
  if (!first) return null;
  let text = first.value;
  for (const line of hasAddressTail(text) ? [] : readContinuation(layout, first, 2)) {
    text = `${text} ${line}`;
    if (hasAddressTail(text)) break;
  }
  const address = readAddress(text);
  return address ? { address, located: { ...first, value: text } } : null;
}

function setAddress(fields: FieldSet, address: AddressParts, located: Located<string>): void {
  fields.set('addressStreet', { ...located, value: address.streetAddress });
  fields.set('addressSuburb', { ...located, value: address.suburb });
  fields.set('addressState', { ...located, value: address.state });
  fields.set('addressPostcode', { ...located, value: address.postcode });
}

function setName(fields: FieldSet, name: PersonName, located: Located<unknown>): void {
  fields.set('fullName', { ...located, value: name.fullName });
  fields.set('firstName', { ...located, value: name.firstName });
  fields.set('lastName', { ...located, value: name.lastName });
}

/** Surname and given names printed under separate labels (passports, some cards). */
function findSeparateNames(layout: Layout): { name: PersonName; located: Located<string> } | null {
  const namePart = (text: string): string | null => (/^[\p{L}'’\- ]{2,40}$/u.test(text.trim()) ? text.trim() : null);
  const surname = findLabelled(layout, SURNAME_LABEL, namePart);
  const given = findLabelled(layout, GIVEN_NAMES_LABEL, namePart);
  if (!surname || !given) return null;
  const name = splitPersonName(`${surname.value}, ${given.value}`);
  return name ? { name, located: given } : null;
}

/** The person keys: name, date of birth, address, email and phone, wherever the document prints them. */
export function extractPerson(layout: Layout): ExtractedFields {
  const fields = new FieldSet();
  const blocks = findAddressBlocks(layout);

  const separate = findSeparateNames(layout);
  if (separate) setName(fields, separate.name, separate.located);
  const labelledName = findLabelled(layout, NAME_LABEL, parseNameText);
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
  fields.set('phone', findLabelled(layout, PHONE_LABEL, parsePhone));
  return fields.fields;
}

