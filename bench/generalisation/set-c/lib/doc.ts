// A document under construction: its pages plus the truth fields, each remembered with the page it is
// printed on (a photo of a multi-page document only keeps the first page's fields).
import { documentKeysOfKind, personKeys, typeKeys } from '@/shared/document-keys';
import { documentTypes } from '@/shared/options';
import { A4, Page } from './page';

export const DOC_TYPES = documentTypes;
export type DocType = (typeof DOC_TYPES)[number];

export type Rendition = 'digital-pdf' | 'scan-pdf' | 'photo-jpeg' | 'photo-png' | 'photo-heic';

// Canonical keys: the one list in src/shared/document-keys.ts.
const PERSON_KEYS: readonly string[] = personKeys;
const TYPE_KEYS: Readonly<Record<DocType, readonly string[]>> = typeKeys;

const DATE_KEYS = documentKeysOfKind('date');
const NUMBER_KEYS = documentKeysOfKind('money', 'percent', 'days');
const ENUMS: Record<string, string[]> = {
  accountType: ['savings', 'transaction', 'credit', 'mortgage', 'offset'],
  payFrequency: ['weekly', 'fortnightly', 'monthly'],
  repaymentFrequency: ['weekly', 'fortnightly', 'monthly'],
  premiumFrequency: ['monthly', 'annual', 'fortnightly'],
  policyType: ['life', 'tpd', 'income-protection', 'trauma', 'home', 'contents', 'car'],
  sex: ['M', 'F', 'X'],
  addressState: ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'],
  issuingState: ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'],
};

export type FieldValue = string | number;

export function allowedKeys(type: DocType): Set<string> {
  return new Set([...PERSON_KEYS, ...TYPE_KEYS[type]]);
}

export class Doc {
  pages: Page[] = [];
  private fields = new Map<string, { value: FieldValue; page: number }>();

  constructor(
    public type: DocType,
    public template: string,
    public subtype: string,
    public documentDate: string,
  ) {}

  page(w = A4.w, h = A4.h, bg = '#ffffff'): Page {
    const p = new Page(w, h, bg);
    this.pages.push(p);
    return p;
  }

  get pageIndex(): number {
    return Math.max(0, this.pages.length - 1);
  }

  /** Record a printed value. Call it where the value is drawn; the current page is remembered. */
  set(key: string, value: FieldValue, page = this.pageIndex): void {
    if (!allowedKeys(this.type).has(key))
      throw new Error(`${this.template}: ${key} is not a ${this.type} key`);
    if (DATE_KEYS.has(key) && !(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)))
      throw new Error(`${this.template}: ${key} must be YYYY-MM-DD, got ${value}`);
    if (NUMBER_KEYS.has(key) && typeof value !== 'number')
      throw new Error(`${this.template}: ${key} must be a number, got ${value}`);
    const allowed = ENUMS[key];
    if (allowed && !allowed.includes(String(value)))
      throw new Error(`${this.template}: ${key}=${value} is not one of ${allowed.join(' ')}`);
    const prev = this.fields.get(key);
    if (prev && prev.value !== value)
      throw new Error(
        `${this.template}: ${key} printed twice with different values (${prev.value} / ${value})`,
      );
    if (!prev || page < prev.page) this.fields.set(key, { value, page });
  }

  /** Fields printed on pages 0..lastPage. */
  fieldsUpTo(lastPage: number): Record<string, FieldValue> {
    const out: Record<string, FieldValue> = {};
    for (const [k, v] of this.fields) if (v.page <= lastPage) out[k] = v.value;
    return out;
  }

  has(key: string): boolean {
    return this.fields.has(key);
  }
}

export type Builder = (rng: import('./rng').Rng, person: import('./people').Person) => Doc;
