// Check-digit algorithms: ABN, TFN, Medicare card, ICAO 9303 MRZ.
import type { Rng } from './rng';

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

export function abnValid(abn: string): boolean {
  const d = abn.replace(/\D/g, '').split('').map(Number);
  if (d.length !== 11 || d[0] === 0) return false;
  d[0] = (d[0] as number) - 1;
  const sum = d.reduce((s, v, i) => s + v * (ABN_WEIGHTS[i] as number), 0);
  return sum % 89 === 0;
}

export function makeAbn(rng: Rng): string {
  for (;;) {
    const abn = String(rng.int(1, 9)) + rng.digits(10);
    if (abnValid(abn)) return abn;
  }
}

/** `51 824 753 556` */
export function formatAbn(abn: string): string {
  return `${abn.slice(0, 2)} ${abn.slice(2, 5)} ${abn.slice(5, 8)} ${abn.slice(8, 11)}`;
}

const TFN_WEIGHTS = [1, 4, 3, 7, 5, 8, 6, 9, 10];

export function tfnValid(tfn: string): boolean {
  const d = tfn.replace(/\D/g, '').split('').map(Number);
  if (d.length !== 9) return false;
  return d.reduce((s, v, i) => s + v * (TFN_WEIGHTS[i] as number), 0) % 11 === 0;
}

export function makeTfn(rng: Rng): string {
  for (;;) {
    const tfn = String(rng.int(1, 9)) + rng.digits(8);
    if (tfnValid(tfn)) return tfn;
  }
}

const MEDICARE_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9];

export function medicareValid(n: string): boolean {
  const d = n.replace(/\D/g, '').split('').map(Number);
  if (d.length !== 10 || (d[0] as number) < 2 || (d[0] as number) > 6) return false;
  const sum = d.slice(0, 8).reduce((s, v, i) => s + v * (MEDICARE_WEIGHTS[i] as number), 0);
  return sum % 10 === d[8] && d[9] !== 0;
}

/** 10-digit Medicare card number including the issue number. */
export function makeMedicare(rng: Rng): string {
  const body = String(rng.int(2, 6)) + rng.digits(7);
  const check = body.split('').reduce((s, v, i) => s + Number(v) * (MEDICARE_WEIGHTS[i] as number), 0) % 10;
  return body + String(check) + String(rng.int(1, 5));
}

// ---- ICAO 9303 machine-readable zone (TD3, passports) ----

function mrzValue(c: string): number {
  if (c === '<') return 0;
  if (c >= '0' && c <= '9') return c.charCodeAt(0) - 48;
  if (c >= 'A' && c <= 'Z') return c.charCodeAt(0) - 55;
  throw new Error(`bad MRZ character ${c}`);
}

export function mrzCheck(s: string): string {
  const w = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < s.length; i++) sum += mrzValue(s[i] as string) * (w[i % 3] as number);
  return String(sum % 10);
}

/** Transliterate a name part for the MRZ: upper case, A-Z only, spaces/hyphens/apostrophes to `<`/nothing. */
export function mrzName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/'/g, '')
    .replace(/[^A-Z]+/g, '<');
}

function pad(s: string, n: number): string {
  if (s.length > n) return s.slice(0, n);
  return s + '<'.repeat(n - s.length);
}

export type Td3Input = {
  issuer: string; // 3-letter code
  surname: string;
  givenNames: string;
  passportNumber: string;
  nationality: string;
  dateOfBirth: string; // YYYY-MM-DD
  sex: 'M' | 'F' | 'X';
  expiryDate: string; // YYYY-MM-DD
  personalNumber?: string;
};

function yymmdd(iso: string): string {
  return iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
}

export function td3(p: Td3Input): [string, string] {
  const line1 = pad(`P<${p.issuer}${mrzName(p.surname)}<<${mrzName(p.givenNames)}`, 44);
  const num = pad(p.passportNumber, 9);
  const dob = yymmdd(p.dateOfBirth);
  const exp = yymmdd(p.expiryDate);
  const personal = pad(p.personalNumber ?? '', 14);
  const personalCheck = p.personalNumber ? mrzCheck(personal) : '<';
  const sex = p.sex === 'X' ? '<' : p.sex;
  const part1 = num + mrzCheck(num);
  const part2 = dob + mrzCheck(dob);
  const part3 = exp + mrzCheck(exp);
  const part4 = personal + personalCheck;
  const composite = mrzCheck(part1 + part2 + part3 + part4);
  const line2 = part1 + p.nationality + part2 + sex + part3 + part4 + composite;
  if (line1.length !== 44 || line2.length !== 44) throw new Error('TD3 length');
  return [line1, line2];
}
