import { computeMrzCheckDigit } from '../mrz';

/** An invented holder for test MRZs; dates YYMMDD. */
export type MrzHolder = {
  code: string;
  country: string;
  surname: string;
  givenNames: string;
  number: string;
  nationality: string;
  birth: string;
  sex: 'M' | 'F' | '<';
  expiry: string;
};

const check = (field: string): string => String(computeMrzCheckDigit(field));
const names = (holder: MrzHolder): string =>
  `${holder.surname.replace(/[ -]/g, '<')}<<${holder.givenNames.replace(/ /g, '<')}`;
const pad = (text: string, width: number): string => text.padEnd(width, '<').slice(0, width);
/** Document code (two characters) and issuing state (three). */
const opening = (holder: MrzHolder): string => `${pad(holder.code, 2)}${pad(holder.country, 3)}`;

/** ICAO 9303 TD3 (passport): two lines of 44, every check digit computed. */
export function td3(holder: MrzHolder, personal = ''): [string, string] {
  const number = pad(holder.number, 9);
  const personalField = pad(personal, 14);
  const body = `${number}${check(number)}${pad(holder.nationality, 3)}${holder.birth}${check(holder.birth)}${holder.sex}${holder.expiry}${check(holder.expiry)}${personalField}${check(personalField)}`;
  const composite = `${number}${check(number)}${holder.birth}${check(holder.birth)}${holder.expiry}${check(holder.expiry)}${personalField}${check(personalField)}`;
  return [pad(`${opening(holder)}${names(holder)}`, 44), `${body}${check(composite)}`];
}

/** ICAO 9303 TD2 (identity card): two lines of 36. */
export function td2(holder: MrzHolder): [string, string] {
  const number = pad(holder.number, 9);
  const optional = pad('', 7);
  const line2 = `${number}${check(number)}${pad(holder.nationality, 3)}${holder.birth}${check(holder.birth)}${holder.sex}${holder.expiry}${check(holder.expiry)}${optional}`;
  const composite = `${number}${check(number)}${holder.birth}${check(holder.birth)}${holder.expiry}${check(holder.expiry)}${optional}`;
  return [pad(`${opening(holder)}${names(holder)}`, 36), `${line2}${check(composite)}`];
}

/** ICAO 9303 TD1 (identity card): three lines of 30. */
export function td1(holder: MrzHolder): [string, string, string] {
  const number = pad(holder.number, 9);
  const optional1 = pad('', 15);
  const optional2 = pad('', 11);
  const line1 = `${opening(holder)}${number}${check(number)}${optional1}`;
  const upper = `${holder.birth}${check(holder.birth)}${holder.sex}${holder.expiry}${check(holder.expiry)}${pad(holder.nationality, 3)}${optional2}`;
  const composite = `${line1.slice(5, 30)}${upper.slice(0, 7)}${upper.slice(8, 15)}${upper.slice(18, 29)}`;
  return [line1, `${upper}${check(composite)}`, pad(names(holder), 30)];
}
