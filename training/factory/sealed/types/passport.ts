import { Composer, type Family } from '../../compose';
import { addYears } from '../../formats';
import type { Person } from '../../people';
import { icaoCheckDigit } from '../../types/passport';
import { label, type SealedWording } from '../wording';

const PASSPORT_PAGE = { width: 420, height: 300, margin: 16 };
/** Issuing countries no other family has, with their ICAO codes and the nationality printed. */
const COUNTRIES: Record<string, { code: string; nationality: string }> = {
  'REPUBLIC OF SINGAPORE': { code: 'SGP', nationality: 'SINGAPORE CITIZEN' },
  'REPUBLIC OF FIJI': { code: 'FJI', nationality: 'FIJIAN' },
  'REPUBLIC OF KIRIBATI': { code: 'KIR', nationality: 'I-KIRIBATI' },
  'DEMOCRATIC SOCIALIST REPUBLIC OF SRI LANKA': { code: 'LKA', nationality: 'SRI LANKAN' },
};

export const PASSPORT_WORDINGS: readonly SealedWording[] = [
  {
    institutions: ['REPUBLIC OF SINGAPORE', 'REPUBLIC OF FIJI'],
    labels: {
      title: 'TRAVEL DOCUMENT',
      number: "Holder's booklet serial",
      surname: "Holder's family name",
      given: "Holder's other names",
      nationality: 'Citizen of',
      dob: 'Day of nativity',
      sex: 'M/F/X',
      issue: 'Granted on',
      expiry: 'Good through',
    },
  },
  {
    institutions: ['REPUBLIC OF KIRIBATI', 'DEMOCRATIC SOCIALIST REPUBLIC OF SRI LANKA'],
    labels: {
      title: 'TRAVEL BOOKLET',
      number: 'Booklet no.',
      surname: 'Primary identifier',
      given: 'Secondary identifier',
      nationality: 'Citizenship',
      dob: 'Natal date',
      sex: 'M/F',
      issue: 'Granted',
      expiry: 'Valid through',
    },
  },
];

const letter = (c: Composer) => String.fromCharCode(65 + c.random.int(0, 25));
const mrzName = (text: string) =>
  text
    .toUpperCase()
    .replace(/['-]/g, '')
    .replace(/[^A-Z]+/g, '<');
const yymmdd = (iso: string) => iso.slice(2).replace(/-/g, '');

export function makeSealedPassportComposer(family: Family, seed: string, person?: Person): Composer {
  return new Composer(family, seed, PASSPORT_PAGE, person);
}

export function composeSealedPassport(c: Composer, wording: SealedWording): string {
  const countryName = c.random.pick(wording.institutions);
  const country = COUNTRIES[countryName] ?? { code: 'SGP', nationality: 'SINGAPORE CITIZEN' };
  const person = c.person;
  const number = `${letter(c)}${c.random.digits(7)}${letter(c)}`;
  const issued = c.random.date('2016-01-01', '2025-06-30');
  const expiry = addYears(issued, 10);
  const given = [person.given, person.middle].filter(Boolean).join(' ');
  c.line(`${label(wording, 'title')}   ${countryName}`, 10, true);
  c.field(label(wording, 'number'), number, 'passportNumber');
  c.field(label(wording, 'surname'), person.family.toUpperCase());
  c.field(label(wording, 'given'), given.toUpperCase());
  c.field(label(wording, 'nationality'), country.nationality, 'nationality', country.code);
  c.field(label(wording, 'dob'), c.date(person.dateOfBirth), 'dateOfBirth', person.dateOfBirth);
  c.field(label(wording, 'sex'), person.sex, 'sex');
  c.field(label(wording, 'issue'), c.date(issued));
  c.field(label(wording, 'expiry'), c.date(expiry), 'expiryDate', expiry);
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
