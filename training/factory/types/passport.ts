import { Composer, type Family } from '../compose';
import { addYears } from '../formats';
import type { Person } from '../people';

const PASSPORT_PAGE = { width: 420, height: 300, margin: 16 };
type Country = {
  code: string;
  name: string;
  nationality: string;
  number: (c: Composer) => string;
  labels: 'en' | 'en-fr' | 'en-local';
};
const letter = (c: Composer) => String.fromCharCode(65 + c.random.int(0, 25));
const COUNTRIES: Country[] = [
  {
    code: 'AUS',
    name: 'AUSTRALIA',
    nationality: 'AUSTRALIAN',
    number: (c) => `${letter(c)}${letter(c)}${c.random.digits(7)}`,
    labels: 'en',
  },
  {
    code: 'NZL',
    name: 'NEW ZEALAND',
    nationality: 'NEW ZEALAND CITIZEN',
    number: (c) => `L${letter(c)}${c.random.digits(6)}`,
    labels: 'en',
  },
  {
    code: 'GBR',
    name: 'UNITED KINGDOM OF GREAT BRITAIN AND NORTHERN IRELAND',
    nationality: 'BRITISH CITIZEN',
    number: (c) => c.random.digits(9),
    labels: 'en-fr',
  },
  {
    code: 'CAN',
    name: 'CANADA',
    nationality: 'CANADIAN/CANADIENNE',
    number: (c) => `${letter(c)}${letter(c)}${c.random.digits(6)}`,
    labels: 'en-fr',
  },
  {
    code: 'IRL',
    name: 'IRELAND',
    nationality: 'IRISH',
    number: (c) => `${letter(c)}${letter(c)}${c.random.digits(7)}`,
    labels: 'en-local',
  },
  {
    code: 'IND',
    name: 'REPUBLIC OF INDIA',
    nationality: 'INDIAN',
    number: (c) => `${letter(c)}${c.random.digits(7)}`,
    labels: 'en-local',
  },
  {
    code: 'PHL',
    name: 'REPUBLIC OF THE PHILIPPINES',
    nationality: 'FILIPINO',
    number: (c) => `P${c.random.digits(7)}${letter(c)}`,
    labels: 'en-local',
  },
  {
    code: 'VNM',
    name: 'SOCIALIST REPUBLIC OF VIET NAM',
    nationality: 'VIETNAMESE',
    number: (c) => `${letter(c)}${c.random.digits(7)}`,
    labels: 'en-local',
  },
  {
    code: 'ZAF',
    name: 'REPUBLIC OF SOUTH AFRICA',
    nationality: 'SOUTH AFRICAN',
    number: (c) => `A${c.random.digits(8)}`,
    labels: 'en',
  },
  {
    code: 'NLD',
    name: 'KINGDOM OF THE NETHERLANDS',
    nationality: 'NETHERLANDS',
    number: (c) => `${letter(c)}${letter(c)}${c.random.digits(6)}${letter(c)}`,
    labels: 'en-fr',
  },
  {
    code: 'USA',
    name: 'UNITED STATES OF AMERICA',
    nationality: 'UNITED STATES OF AMERICA',
    number: (c) => c.random.digits(9),
    labels: 'en-fr',
  },
  {
    code: 'MYS',
    name: 'MALAYSIA',
    nationality: 'MALAYSIA',
    number: (c) => `A${c.random.digits(8)}`,
    labels: 'en-local',
  },
];
const LABELS = {
  en: {
    surname: 'Surname',
    given: 'Given names',
    nationality: 'Nationality',
    dob: 'Date of birth',
    sex: 'Sex',
    expiry: 'Date of expiry',
    number: 'Passport No.',
    issue: 'Date of issue',
  },
  'en-fr': {
    surname: 'Surname / Nom',
    given: 'Given names / Prénoms',
    nationality: 'Nationality / Nationalité',
    dob: 'Date of birth / Date de naissance',
    sex: 'Sex / Sexe',
    expiry: "Date of expiry / Date d'expiration",
    number: 'Passport No. / No du passeport',
    issue: 'Date of issue / Date de délivrance',
  },
  'en-local': {
    surname: 'Surname',
    given: 'Given Name(s)',
    nationality: 'Nationality',
    dob: 'Date of Birth',
    sex: 'Sex',
    expiry: 'Date of Expiry',
    number: 'Passport Number',
    issue: 'Date of Issue',
  },
};

export function makePassportComposer(family: Family, seed: string, person?: Person): Composer {
  return new Composer(family, seed, PASSPORT_PAGE, person);
}

/** ICAO 9303 check digit: weights 7, 3, 1; letters A=10 … Z=35; filler 0. */
export function icaoCheckDigit(text: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  [...text].forEach((char, index) => {
    const value = char === '<' ? 0 : /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55;
    sum += value * (weights[index % 3] ?? 0);
  });
  return String(sum % 10);
}

const mrzName = (text: string) =>
  text
    .toUpperCase()
    .replace(/['-]/g, '')
    .replace(/[^A-Z]+/g, '<');
const yymmdd = (iso: string) => iso.slice(2).replace(/-/g, '');

export function composePassport(c: Composer): string {
  const country = c.any(COUNTRIES);
  const labels = LABELS[country.labels];
  const person = c.person;
  const number = country.number(c);
  const issued = c.random.date('2016-01-01', '2025-06-30');
  const expiry = addYears(issued, 10);
  const given = [person.given, person.middle].filter(Boolean).join(' ');
  c.line(`${c.say('title', ['PASSPORT', 'PASSPORT / PASSEPORT', 'Passport'])}   ${country.name}`, 10, true);
  c.field('Type', 'P');
  c.field(c.say('code-label', ['Country code', 'Code', 'Issuing State code']), country.code);
  c.field(labels.number, number, 'passportNumber');
  c.field(labels.surname, person.family.toUpperCase());
  c.field(labels.given, given.toUpperCase());
  c.field(labels.nationality, country.nationality, 'nationality', country.code);
  c.field(labels.dob, c.date(person.dateOfBirth), 'dateOfBirth', person.dateOfBirth);
  c.field(labels.sex, person.sex, 'sex');
  c.field(labels.issue, c.date(issued));
  c.field(labels.expiry, c.date(expiry), 'expiryDate', expiry);
  c.truth('fullName', `${given} ${person.family}`);
  c.truth('firstName', person.given);
  c.truth('lastName', person.family);
  const line1 = `P<${country.code}${mrzName(person.family)}<<${mrzName(given)}`.padEnd(44, '<').slice(0, 44);
  const numberField = number.padEnd(9, '<');
  const body = `${numberField}${icaoCheckDigit(numberField)}${country.code}${yymmdd(person.dateOfBirth)}${icaoCheckDigit(yymmdd(person.dateOfBirth))}${person.sex}${yymmdd(expiry)}${icaoCheckDigit(yymmdd(expiry))}${'<'.repeat(14)}${icaoCheckDigit('<'.repeat(14))}`;
  const composite = icaoCheckDigit(body.slice(0, 10) + body.slice(13, 20) + body.slice(21, 43));
  c.gap(6);
  c.line(line1, 9);
  c.line(body + composite, 9);
  return issued;
}
