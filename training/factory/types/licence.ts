import { CARD, Composer, type Family } from '../compose';
import { addYears } from '../formats';
import { moveToState, type Person } from '../people';

type State = {
  code: string;
  heading: string[];
  authority: string;
  licence: (c: Composer) => string;
  card?: (c: Composer) => string;
};
const letter = (c: Composer) => String.fromCharCode(65 + c.random.int(0, 25));
const STATES: State[] = [
  {
    code: 'NSW',
    heading: ['NEW SOUTH WALES', 'NSW'],
    authority: 'Transport for NSW',
    licence: (c) => c.random.digits(8),
    card: (c) => c.random.digits(10),
  },
  {
    code: 'VIC',
    heading: ['VICTORIA AUSTRALIA', 'VICTORIA'],
    authority: 'VicRoads',
    licence: (c) => c.random.digits(9),
    card: (c) => `${letter(c)}${c.random.digits(7)}`,
  },
  {
    code: 'QLD',
    heading: ['QUEENSLAND', 'Queensland Government'],
    authority: 'Department of Transport and Main Roads',
    licence: (c) => c.random.digits(9),
    card: (c) => `${letter(c)}${letter(c)}${c.random.digits(8)}`,
  },
  {
    code: 'WA',
    heading: ['WESTERN AUSTRALIA', 'Government of Western Australia'],
    authority: 'Department of Transport',
    licence: (c) => c.random.digits(7),
    card: (c) => `${c.random.digits(8)}`,
  },
  {
    code: 'SA',
    heading: ['SOUTH AUSTRALIA', 'Government of South Australia'],
    authority: 'Department for Infrastructure and Transport',
    licence: (c) => `${letter(c)}${c.random.digits(5)}`,
  },
  {
    code: 'TAS',
    heading: ['TASMANIA', 'Tasmanian Government'],
    authority: 'Department of State Growth',
    licence: (c) => `${letter(c)}${c.random.digits(6)}`,
  },
  {
    code: 'ACT',
    heading: ['AUSTRALIAN CAPITAL TERRITORY', 'ACT Government'],
    authority: 'Access Canberra',
    licence: (c) => c.random.digits(c.random.int(7, 10)),
    card: (c) => c.random.digits(10),
  },
  {
    code: 'NT',
    heading: ['NORTHERN TERRITORY', 'Northern Territory Government'],
    authority: 'Motor Vehicle Registry',
    licence: (c) => c.random.digits(c.random.int(6, 7)),
    card: (c) => c.random.digits(8),
  },
];

export function makeLicenceComposer(family: Family, seed: string, person?: Person): Composer {
  return new Composer(family, seed, CARD, person);
}

export function composeLicence(c: Composer): string {
  const state = c.any(STATES);
  const expiry = addYears(c.random.date('2025-01-01', '2026-12-31'), c.random.int(1, 9));
  const licenceNumber = state.licence(c);
  const person = c.person;
  moveToState(c.random, person, state.code);
  c.line(c.random.pick(state.heading), 11, true);
  c.line(
    c.say('title', ['DRIVER LICENCE', "DRIVER'S LICENCE", 'Driver Licence', 'DRIVING LICENCE', 'Licence']),
    10,
    true,
  );
  c.truth('issuingState', state.code);
  const nameStyle = c.say('name-style', ['surname-first', 'natural', 'two-lines']);
  if (nameStyle === 'surname-first')
    c.line(
      `${person.family.toUpperCase()}, ${person.given}${person.middle ? ` ${person.middle}` : ''}`,
      9,
      true,
    );
  else if (nameStyle === 'natural')
    c.line(
      `${person.given} ${person.middle ?? ''} ${person.family}`.replace(/\s+/g, ' ').toUpperCase(),
      9,
      true,
    );
  else {
    c.line(person.family.toUpperCase(), 9, true);
    c.line(`${person.given} ${person.middle ?? ''}`.trim(), 9, true);
  }
  c.truth('fullName', [person.given, person.middle, person.family].filter(Boolean).join(' '));
  c.truth('firstName', person.given);
  c.truth('lastName', person.family);
  c.line(person.street.toUpperCase(), 8);
  c.line(`${person.suburb.toUpperCase()} ${state.code} ${person.postcode}`, 8);
  c.truth('addressStreet', person.street);
  c.truth('addressSuburb', person.suburb);
  c.truth('addressState', state.code);
  c.truth('addressPostcode', person.postcode);
  c.field(
    c.say('licence-label', ['Licence No.', 'Licence Number', 'Lic No', 'Licence No', 'LICENCE NO']),
    licenceNumber,
    'licenceNumber',
  );
  c.field(
    c.say('dob-label', ['Date of Birth', 'DOB', 'Birth Date', 'Date of birth']),
    c.date(person.dateOfBirth),
    'dateOfBirth',
    person.dateOfBirth,
  );
  c.field(
    c.say('expiry-label', ['Expiry', 'Expiry Date', 'Licence Expiry', 'Date of Expiry', 'Expires']),
    c.date(expiry),
    'expiryDate',
    expiry,
  );
  c.field(
    c.say('class-label', ['Class', 'Licence Class', 'Cl']),
    c.random.pick(['C', 'C R', 'C LR', 'C MC']),
  );
  if (state.card) {
    const card = state.card(c);
    c.field(c.say('card-label', ['Card Number', 'Card No', 'Card No.', 'Card']), card, 'cardNumber');
  }
  if (c.random.chance(0.4))
    c.field(
      c.say('conditions-label', ['Conditions', 'Cond', 'Conditions / Endorsements']),
      c.random.pick(['S', 'A', 'Nil', 'E']),
    );
  c.line(state.authority, 6);
  return expiry;
}
