import type { Random } from './random';

/** A fictional client. Phones are in ACMA's range for fiction (0491 570 xxx); e-mails at example domains. */
export type Person = {
  given: string;
  middle?: string;
  family: string;
  title: string;
  sex: 'M' | 'F';
  dateOfBirth: string;
  street: string;
  suburb: string;
  state: string;
  postcode: string;
  email: string;
  phone: string;
};

const FEMALE = [
  'Priya',
  'Charlotte',
  'Mei',
  'Olivia',
  'Aisha',
  'Grace',
  'Sofia',
  'Hannah',
  'Ngoc',
  'Zara',
  'Leila',
  'Ruby',
  'Isabella',
  'Chloe',
  'Anjali',
  'Maeve',
];
const MALE = [
  'Thomas',
  'Declan',
  'Arjun',
  'Liam',
  'Mohammed',
  'Hamish',
  'Kenji',
  'Luca',
  'Oliver',
  'Tane',
  'Rafael',
  'Samuel',
  'Bao',
  'Connor',
  'Dimitri',
  'Jack',
];
const MIDDLE = ['James', 'Louise', 'Marie', 'Anh', 'Edward', 'Rose', 'Kumar', 'Jane', 'Alexander', 'Grace'];
const FAMILY = [
  'Raghavan',
  'McAllister',
  'Chen',
  "O'Rourke",
  'Nguyen',
  'Papadopoulos',
  'Smith-Jones',
  'Van der Merwe',
  'Kowalski',
  'Al-Hassan',
  'Tanaka',
  'Fitzgerald',
  'Rossi',
  'Williams',
  'Okafor',
  'Singh',
  'Murphy',
  'Baxter',
  'Le',
  'Whitehead',
];
const STREETS = [
  'Kurrajong Avenue',
  'Sydney Road',
  'Wattle Street',
  'Napoleon Street',
  'Banksia Crescent',
  'Hay Street',
  'Gregory Terrace',
  'Boundary Road',
  'Ocean Parade',
  'Mitchell Drive',
  'Jacaranda Close',
  'Hill Street',
  'Station Road',
  'Currawong Way',
  'King William Street',
  'Marine Parade',
];
const SUBURBS: [string, string, string][] = [
  ['Leichhardt', 'NSW', '2040'],
  ['Parramatta', 'NSW', '2150'],
  ['Dubbo', 'NSW', '2830'],
  ['Newcastle', 'NSW', '2300'],
  ['Brunswick', 'VIC', '3056'],
  ['Geelong', 'VIC', '3220'],
  ['Ballarat', 'VIC', '3350'],
  ['Box Hill', 'VIC', '3128'],
  ['Toowong', 'QLD', '4066'],
  ['Cairns', 'QLD', '4870'],
  ['Southport', 'QLD', '4215'],
  ['Unley', 'SA', '5061'],
  ['Mount Gambier', 'SA', '5290'],
  ['Fremantle', 'WA', '6160'],
  ['Joondalup', 'WA', '6027'],
  ['Battery Point', 'TAS', '7004'],
  ['Launceston', 'TAS', '7250'],
  ['Belconnen', 'ACT', '2617'],
  ['Palmerston', 'NT', '0830'],
  ['Nightcliff', 'NT', '0810'],
];

export function makePerson(random: Random): Person {
  const sex = random.chance(0.5) ? 'F' : 'M';
  const given = random.pick(sex === 'F' ? FEMALE : MALE);
  const family = random.pick(FAMILY);
  const [suburb, state, postcode] = random.pick(SUBURBS);
  const unit = random.chance(0.25) ? `${random.int(1, 20)}/` : '';
  return {
    given,
    middle: random.chance(0.5) ? random.pick(MIDDLE) : undefined,
    family,
    title: sex === 'F' ? random.pick(['Ms', 'Mrs', 'Miss']) : 'Mr',
    sex,
    dateOfBirth: random.date('1952-01-01', '2003-12-31'),
    street: `${unit}${random.int(1, 240)} ${random.pick(STREETS)}`,
    suburb,
    state,
    postcode,
    email:
      `${given}.${family}`.toLowerCase().replace(/[^a-z.]/g, '') +
      `@example.${random.pick(['com', 'net', 'org'])}`,
    phone: `0491570${random.int(100, 999)}`,
  };
}

/** Moves the person to a suburb of the given state (a licence's state is where its holder lives). */
export function moveToState(random: Random, person: Person, state: string): void {
  const [suburb, , postcode] = random.pick(SUBURBS.filter(([, candidate]) => candidate === state));
  person.suburb = suburb;
  person.state = state;
  person.postcode = postcode;
}

export const fullNameOf = (person: Person, withMiddle: boolean) =>
  [person.given, withMiddle ? person.middle : undefined, person.family].filter(Boolean).join(' ');
