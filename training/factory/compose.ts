import type { DocumentType } from '@/shared/options';
import { seededRandom } from './seeded-random';
import {
  DATE_STYLES,
  MONEY_STYLES,
  formatDate,
  formatMoney,
  type DateStyle,
  type MoneyStyle,
} from './formats';
import { fullNameOf, makePerson, type Person } from './people';
import { Random } from './random';

/** Families are split into this many folds; a fold's families only use their share of every large word pool,
 * so a model trained on the other folds meets wording and institutions it has never seen. */
export const FOLDS = 4;

/** How a family lays out a label and its value. */
export type FieldStyle = 'label-left' | 'label-colon' | 'label-above' | 'ruled-table';
const FIELD_STYLES: FieldStyle[] = ['label-left', 'label-colon', 'label-above', 'ruled-table'];

/** A template family: one issuer's layout and wording, from which many documents are made. */
export type Family = {
  id: string;
  type: DocumentType;
  fold: number;
  fieldStyle: FieldStyle;
  twoColumns: boolean;
  dateStyle: DateStyle;
  moneyStyle: MoneyStyle;
  /** Family name first, in capitals ("NGUYEN, Mei"). */
  surnameFirst: boolean;
  bannerHeading: boolean;
  /** A family of the sealed fold (factory/sealed/, decision 034): never trained or tuned on. */
  sealed?: true;
  /**
   * Every label, heading and column header replaced by invented words (bench/factory/leave-family-out.ts
   * --invented-labels): how reading fares when no label is known, measured on tuning families.
   */
  inventedWording?: true;
  /**
   * Every issuer (bank, fund, insurer, lender, provider, registry, utility) given an invented name in its
   * trade's words ("Tandaro Mutual"), which no list of institutions knows (bench/factory/leave-family-out.ts
   * --invented-institutions): how reading fares on institutions never seen.
   */
  inventedInstitutions?: true;
};

export function makeFamily(type: DocumentType, index: number): Family {
  const random = new Random(`family/${type}/${index}`);
  return {
    id: `${type}-${String(index).padStart(2, '0')}`,
    type,
    fold: index % FOLDS,
    fieldStyle: random.pick(FIELD_STYLES),
    twoColumns: random.chance(0.5),
    dateStyle: random.pick(DATE_STYLES),
    moneyStyle: random.pick(MONEY_STYLES),
    surnameFirst: random.chance(0.25),
    bannerHeading: random.chance(0.5),
  };
}

/** A piece of text placed on a page: x and the baseline y in points (A4 is 595 x 842), top-left origin. */
export type PlacedText = { text: string; x: number; y: number; size: number; bold: boolean };
export type FactoryPage = {
  width: number;
  height: number;
  texts: PlacedText[];
  rules: { x0: number; x1: number; y: number }[];
};

export type FactoryDocument = {
  id: string;
  family: Family;
  documentType: DocumentType;
  pages: FactoryPage[];
  /** Truth in the scorer's canonical form: only what is printed. */
  fields: Record<string, string | number>;
  documentDate: string;
};

export type PageSize = { width: number; height: number; margin: number };
const PAGE: PageSize = { width: 595, height: 842, margin: 40 };
/** A card (licence, Medicare) photographed or scanned on its own. */
export const CARD: PageSize = { width: 340, height: 215, margin: 14 };
const CHAR_WIDTH = 0.5;

/** Lays out one document top to bottom in its family's style, and records the truth of what it prints. */
export class Composer {
  readonly random: Random;
  readonly person: Person;
  readonly fields: Record<string, string | number> = {};
  private readonly pages: FactoryPage[] = [];
  private y = 0;
  private column = 0;
  private pending: [string, string][] = [];

  /**
   * A composer makes its own random person, unless given one: then the document is about that person (a copy,
   * so a recipe that moves them, like a licence's state, changes only this document).
   */
  constructor(
    readonly family: Family,
    readonly seed: string,
    private readonly size: PageSize = PAGE,
    person?: Person,
  ) {
    this.random = new Random(seed);
    this.person = person ? structuredClone(person) : makePerson(this.random);
    this.newPage();
  }

  /** The family's own choice among options, the same for all its documents; large pools are split by fold. */
  say(slot: string, options: readonly string[]): string {
    const pool = this.foldShare(options);
    const next = seededRandom(`${this.family.id}/${slot}`);
    return pool[Math.floor(next() * pool.length)] as string;
  }

  /** A fresh choice for each document among the family's fold share (issuers, products). */
  any<T>(options: readonly T[]): T {
    return this.random.pick(this.foldShare(options));
  }

  private foldShare<T>(options: readonly T[]): readonly T[] {
    if (options.length < FOLDS || this.family.sealed) return options;
    return options.filter((_, index) => index % FOLDS === this.family.fold);
  }

  date(iso: string): string {
    return formatDate(iso, this.family.dateStyle);
  }

  money(amount: number): string {
    return formatMoney(amount, this.family.moneyStyle);
  }

  truth(key: string, value: string | number | undefined): void {
    if (value !== undefined && value !== '') this.fields[key] = value;
  }

  // ---- layout ----

  /** Cards and passports are too narrow for two columns of label and value. */
  private get twoColumns(): boolean {
    return this.family.twoColumns && this.size.width >= 500;
  }

  /** Narrow pages (cards, passports) fit two labelled tiles across, A4 three. */
  private get tilesPerRow(): number {
    return this.size.width < 500 ? 2 : 3;
  }

  private get page(): FactoryPage {
    return this.pages.at(-1) as FactoryPage;
  }

  newPage(): void {
    this.flushFields();
    this.pages.push({ width: this.size.width, height: this.size.height, texts: [], rules: [] });
    this.y = this.size.margin;
  }

  private ensureRoom(height: number): void {
    if (this.y + height > this.size.height - this.size.margin) this.newPage();
  }

  text(text: string, x: number, size = 9, bold = false): void {
    if (text.trim()) this.page.texts.push({ text, x, y: this.y, size, bold });
  }

  private advance(points: number): void {
    this.y += points;
  }

  gap(points = 8): void {
    this.flushFields();
    this.advance(points);
  }

  rule(): void {
    this.page.rules.push({ x0: this.size.margin, x1: this.size.width - this.size.margin, y: this.y - 6 });
  }

  /** The issuer's name and the document's title, as a banner or a plain heading. */
  masthead(issuer: string, title: string, aside?: string): void {
    this.ensureRoom(60);
    this.advance(14);
    if (this.family.bannerHeading) {
      this.text(issuer, this.size.margin, 18, true);
      if (aside) this.text(aside, 360, 8);
      this.advance(24);
      this.text(title, this.size.margin, 13, true);
    } else if (title.length * 15 * CHAR_WIDTH > 380 - this.size.margin - 8) {
      // A long title has the line to itself, the issuer under it.
      this.text(title, this.size.margin, 15, true);
      this.advance(18);
      this.text(issuer, this.size.margin, 10, true);
    } else {
      this.text(title, this.size.margin, 15, true);
      this.text(issuer, 380, 10, true);
      this.advance(14);
      if (aside) this.text(aside, 380, 8);
    }
    this.advance(22);
  }

  /** A label as the family prints it: itself, or invented words of the same count (see Family.inventedWording). */
  private worded(label: string): string {
    if (!this.family.inventedWording || !label.trim()) return label;
    const next = seededRandom(`${this.family.id}/invented/${label}`);
    return label
      .split(/\s+/)
      .map((_, index) => {
        const invented = inventedWord(next, 1 + Math.floor(next() * 2));
        return index === 0 ? invented : invented.toLowerCase();
      })
      .join(' ');
  }

  /**
   * An issuer as the family prints it: the real one drawn, or (Family.inventedInstitutions) an invented name
   * with one of its trade's endings ("Tandaro Mutual"; an empty ending gives a brand of two invented words),
   * the same for the same real one throughout the family. Its own seed leaves the document's other draws alone.
   */
  institution(real: string, endings: readonly string[]): string {
    if (!this.family.inventedInstitutions) return real;
    const next = seededRandom(`${this.family.id}/institution/${real}`);
    const brand = inventedWord(next, 2 + Math.floor(next() * 2));
    const ending = endings[Math.floor(next() * endings.length)] ?? '';
    return `${brand} ${ending || inventedWord(next, 2)}`;
  }

  heading(text: string): void {
    text = this.worded(text);
    this.flushFields();
    this.ensureRoom(40);
    this.advance(8);
    this.text(text, this.size.margin, 11, true);
    if (this.family.fieldStyle === 'ruled-table') this.rule();
    this.advance(16);
  }

  /** The client's name and postal address, as on an envelope window. */
  addressBlock(options: { title?: boolean; middle?: boolean } = {}): void {
    const person = this.person;
    const name = fullNameOf(person, Boolean(options.middle));
    const printed = this.family.surnameFirst
      ? `${person.family.toUpperCase()}, ${[person.given, options.middle ? person.middle : undefined].filter(Boolean).join(' ')}`
      : `${options.title ? `${person.title} ` : ''}${name}`;
    this.line(printed, 10);
    this.line(person.street, 10);
    this.line(`${person.suburb.toUpperCase()} ${person.state} ${person.postcode}`, 10);
    this.truth('fullName', name);
    this.truth('firstName', person.given);
    this.truth('lastName', person.family);
    this.truth('addressStreet', person.street);
    this.truth('addressSuburb', person.suburb);
    this.truth('addressState', person.state);
    this.truth('addressPostcode', person.postcode);
    this.advance(6);
  }

  line(text: string, size = 9, bold = false): void {
    this.flushFields();
    this.ensureRoom(size + 4);
    this.text(text, this.size.margin, size, bold);
    this.advance(size + 4);
  }

  /** A paragraph wrapped to the page. */
  paragraph(text: string, size = 8): void {
    this.flushFields();
    const perLine = Math.floor((this.size.width - 2 * this.size.margin) / (size * CHAR_WIDTH));
    let current = '';
    for (const word of text.split(/\s+/)) {
      if ((current + ' ' + word).trim().length > perLine) {
        this.line(current, size);
        current = word;
      } else current = `${current} ${word}`.trim();
    }
    if (current) this.line(current, size);
    this.advance(4);
  }

  /** A labelled value in the family's style; the truth key is recorded when given. */
  field(label: string, value: string, key?: string, truth?: string | number): void {
    if (key) this.truth(key, truth ?? value);
    this.pending.push([this.worded(label), value]);
    if (
      this.family.fieldStyle === 'label-above'
        ? this.pending.length === this.tilesPerRow
        : !this.twoColumns || this.pending.length === 2
    )
      this.flushFields();
  }

  private flushFields(): void {
    const row = this.pending;
    if (row.length === 0) return;
    this.pending = [];
    const width =
      (this.size.width - 2 * this.size.margin) /
      (this.family.fieldStyle === 'label-above' ? this.tilesPerRow : row.length);
    switch (this.family.fieldStyle) {
      case 'label-above':
        this.ensureRoom(30);
        row.forEach(([label], index) => this.text(label, this.size.margin + index * width, 7.5));
        this.advance(13);
        row.forEach(([, value], index) => this.text(value, this.size.margin + index * width, 11, true));
        this.advance(20);
        return;
      case 'label-colon':
        this.ensureRoom(14);
        row.forEach(([label, value], index) =>
          this.text(`${label}: ${value}`, this.size.margin + index * width, 9),
        );
        this.advance(14);
        return;
      case 'label-left':
      case 'ruled-table': {
        const valueOffset = Math.min(170, width * 0.42);
        // A value too long for its column would run into the next one: such a row is printed one field a line.
        const fits = ([label, value]: [string, string]) =>
          label.length * 9 * CHAR_WIDTH < valueOffset - 6 &&
          value.length * 9 * CHAR_WIDTH < width - valueOffset - 8;
        if (row.length > 1 && !row.every(fits)) {
          for (const field of row) {
            this.pending = [field];
            this.flushFields();
          }
          return;
        }
        this.ensureRoom(16);
        row.forEach(([label, value], index) => {
          const x = this.size.margin + index * width;
          this.text(label, x, 9);
          this.text(value, x + valueOffset, 9, this.family.fieldStyle === 'label-left');
        });
        if (this.family.fieldStyle === 'ruled-table')
          this.page.rules.push({
            x0: this.size.margin,
            x1: this.size.width - this.size.margin,
            y: this.y + 5,
          });
        this.advance(16);
        return;
      }
    }
  }

  /** A table: the header row bold, columns after the first right-aligned like money. */
  table(header: string[], rows: string[][], widths?: number[]): void {
    this.flushFields();
    const total = this.size.width - 2 * this.size.margin;
    const columnWidths =
      widths ?? header.map((_, index) => (index === 0 ? total * 0.4 : (total * 0.6) / (header.length - 1)));
    const place = (cells: string[], bold: boolean) => {
      this.ensureRoom(15);
      let x = this.size.margin;
      cells.forEach((cell, index) => {
        const width = columnWidths[index] ?? 60;
        // A header too wide for its column is printed smaller rather than over the next one.
        const size = Math.min(8.5, (width - 6) / Math.max(1, cell.length * CHAR_WIDTH));
        const right = index > 0 && /^[-$(A]?[\d$(,. AUD)-]+$/.test(cell);
        this.text(cell, right ? x + width - cell.length * size * CHAR_WIDTH - 4 : x + 2, size, bold);
        x += width;
      });
      this.advance(15);
    };
    place(
      header.map((cell) => this.worded(cell)),
      true,
    );
    // A row's name is a label too (a transaction's date and description are not: they start with a digit).
    for (const row of rows)
      place(/\d/.test(row[0] ?? '') ? row : [this.worded(row[0] ?? ''), ...row.slice(1)], false);
    this.advance(6);
  }

  finish(id: string, documentDate: string): FactoryDocument {
    this.flushFields();
    return {
      id,
      family: this.family,
      documentType: this.family.type,
      pages: this.pages,
      fields: this.fields,
      documentDate,
    };
  }
}

/** The person's date of birth, labelled in the family's wording. */
export function dateOfBirthField(composer: Composer): void {
  composer.field(
    composer.say('dob-label', ['Date of birth', 'DOB', 'Birth date', 'Date of Birth']),
    composer.date(composer.person.dateOfBirth),
    'dateOfBirth',
    composer.person.dateOfBirth,
  );
}

export const moneyValue = (amount: number) => Math.round(amount * 100) / 100;

/** A capitalised word of invented syllables ("Tandaro"), drawn from `next`. */
function inventedWord(next: () => number, syllables: number): string {
  const syllable = () =>
    `${'bdfgklmnprstvz'[Math.floor(next() * 14)]}${'aeiou'[Math.floor(next() * 5)]}${'lmnrx'[Math.floor(next() * 5)]}`;
  const word = Array.from({ length: syllables }, syllable).join('');
  return word.charAt(0).toUpperCase() + word.slice(1);
}
