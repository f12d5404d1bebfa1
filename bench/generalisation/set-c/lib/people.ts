// Fictional people. Suburbs, postcodes and states are real; street numbers and people are invented.
// Phones are from ACMA's range reserved for fiction (0491 570 xxx), emails are at example.com.
import type { Doc } from './doc';

export type State = 'NSW' | 'VIC' | 'QLD' | 'WA' | 'SA' | 'TAS' | 'ACT' | 'NT';

export type Person = {
  id: string;
  title: string;
  first: string;
  middle?: string;
  last: string;
  sex: 'M' | 'F' | 'X';
  dob: string;
  street: string;
  suburb: string;
  state: State;
  postcode: string;
  phone: string;
  email: string;
};

const PHONES = [
  '0491570006',
  '0491570156',
  '0491570157',
  '0491570158',
  '0491570159',
  '0491570110',
  '0491570313',
  '0491570737',
];

type Row = [
  string,
  string,
  string,
  string | undefined,
  string,
  'M' | 'F' | 'X',
  string,
  string,
  string,
  State,
  string,
];

// prettier-ignore
const ROWS: Row[] = [
  ['c01', 'Mr', 'Callum', 'James', 'Rafferty', 'M', '1991-08-14', '27 Jacaranda Street', 'Toowong', 'QLD', '4066'],
  ['c02', 'Ms', 'Eleni', 'Sophia', 'Papadakis', 'F', '1984-02-03', '9 Wattle Grove', 'Prospect', 'SA', '5082'],
  ['c03', 'Mr', 'Jarrah', 'Thomas', 'Bennell', 'M', '1996-11-21', '58 Marine Terrace', 'Fremantle', 'WA', '6160'],
  ['c04', 'Ms', 'Amelia', 'Grace', 'Nguyen', 'F', '1989-05-30', '3/15 Casuarina Drive', 'Nightcliff', 'NT', '0810'],
  ['c05', 'Mr', 'Oliver', 'George', 'Hartley-Brown', 'M', '1979-07-09', '4 Ferry Road', 'Southport', 'QLD', '4215'],
  ['c06', 'Ms', 'Aroha', 'Mere', 'Ngata', 'F', '1993-12-02', '19 Coral Street', 'Maroochydore', 'QLD', '4558'],
  ['c07', 'Mr', 'Arjun', 'Vikram', 'Iyer', 'M', '1987-04-18', '7 Station Street', 'Box Hill', 'VIC', '3128'],
  ['c08', 'Ms', 'Siobhan', 'Clare', "O'Sullivan", 'F', '1990-10-27', '31 Ross Street', 'Newtown', 'NSW', '2042'],
  ['c09', 'Mr', 'Luca', undefined, 'Benedetti', 'M', '1982-01-19', '112 Albion Street', 'Brunswick', 'VIC', '3056'],
  ['c10', 'Mrs', 'Priya', 'Lakshmi', 'Raman', 'F', '1975-09-05', '6 Banksia Court', 'Springfield Lakes', 'QLD', '4300'],
  ['c11', 'Mr', 'Tevita', undefined, 'Fifita', 'M', '1986-03-11', '41 Railway Parade', 'Dandenong', 'VIC', '3175'],
  ['c12', 'Ms', 'Kirra', 'Jane', 'Mitchell', 'F', '1998-06-24', '22 Wellington Street', 'Launceston', 'TAS', '7250'],
  ['c13', 'Ms', 'Hannah', 'Rose', 'Whitfield', 'F', '1993-01-07', '5/77 Keira Street', 'Wollongong', 'NSW', '2500'],
  ['c14', 'Mr', 'Samuel', undefined, 'Okafor', 'M', '1988-09-16', '19 Parry Street', 'Newcastle West', 'NSW', '2302'],
  ['c15', 'Ms', 'Grace', undefined, 'Tan', 'F', '1972-04-12', '33 Military Road', 'Semaphore', 'SA', '5019'],
  ['c16', 'Mr', 'Marco', undefined, 'Vitale', 'M', '1971-08-02', '12 The Parade', 'Norwood', 'SA', '5067'],
  ['c17', 'Ms', 'Chloe', 'Anne', 'Fitzgerald', 'F', '1995-03-28', '67 Pakington Street', 'Geelong West', 'VIC', '3218'],
  ['c18', 'Mr', 'Rahul', undefined, 'Sharma', 'M', '1990-07-07', '4 Magnolia Close', 'Penrith', 'NSW', '2750'],
  ['c19', 'Ms', 'Isabella', 'Maria', 'Costa', 'F', '1987-11-13', '210 Sturt Street', 'Ballarat Central', 'VIC', '3350'],
  ['c20', 'Mr', 'Benjamin', undefined, 'Clarke', 'M', '1980-02-22', '16 Tarcutta Street', 'Wagga Wagga', 'NSW', '2650'],
  ['c21', 'Ms', 'Mei', 'Ling', 'Chen', 'F', '1983-05-16', '27 Marconi Crescent', 'Kambah', 'ACT', '2902'],
  ['c22', 'Mr', 'Nathan', 'Peter', 'Drummond', 'M', '1992-09-09', '31 McLeod Street', 'Cairns North', 'QLD', '4870'],
  ['c23', 'Ms', 'Fatima', undefined, 'Haddad', 'F', '1978-12-01', '18 Harris Street', 'Parramatta', 'NSW', '2150'],
  ['c24', 'Mr', 'Willem', undefined, 'van der Berg', 'M', '1974-06-19', '88 Hay Street', 'Subiaco', 'WA', '6008'],
  ['c25', 'Mr', 'Thomas', 'Edward', 'Brennan', 'M', '1981-10-03', '23 Cliff Street', 'Milsons Point', 'NSW', '2061'],
  ['c26', 'Ms', 'Jessica', 'Lauren', 'Pike', 'F', '1989-01-25', '17 Stirling Street', 'Bunbury', 'WA', '6230'],
  ['c27', 'Mr', 'Daniel', undefined, 'Agius', 'M', '1985-08-30', '9 Hampstead Road', 'Maidstone', 'VIC', '3012'],
  ['c28', 'Ms', 'Zoe', undefined, 'Anderson-Kaur', 'F', '1991-04-04', '2/40 Grosvenor Street', 'Sandy Bay', 'TAS', '7005'],
  ['c29', 'Mr', 'Michael', 'Anthony', 'Russo', 'M', '1977-03-15', '101 Boundary Street', 'West End', 'QLD', '4101'],
  ['c30', 'Ms', 'Sarah', 'Louise', 'Kingsley', 'F', '1986-10-10', '6 Wirraway Place', 'Belconnen', 'ACT', '2617'],
  ['c31', 'Mr', 'Hamish', undefined, 'Douglas', 'M', '1983-02-17', '73 Moorabool Street', 'Geelong', 'VIC', '3220'],
  ['c32', 'Ms', 'Leilani', undefined, 'Santos', 'F', '1994-07-31', '15 Victoria Street', 'Kelvin Grove', 'QLD', '4059'],
  ['c33', 'Dr', 'Kavya', undefined, 'Menon', 'F', '1976-11-08', '3 Kensington Road', 'Rose Park', 'SA', '5067'],
  ['c34', 'Mr', 'George', undefined, 'Papadopoulos', 'M', '1965-05-05', '40 Carrington Street', 'Adelaide', 'SA', '5000'],
  ['c35', 'Ms', 'Emily', undefined, 'Watson', 'F', '1997-01-14', '11 Wilson Street', 'Newtown', 'NSW', '2042'],
  ['c36', 'Mr', 'Kenji', undefined, 'Watanabe', 'M', '1992-03-03', '5/2 Bundock Street', 'Randwick', 'NSW', '2031'],
  ['c37', 'Ms', 'Rebecca', 'Ann', 'Holloway', 'F', '1979-09-23', '24 Barnard Street', 'Bendigo', 'VIC', '3550'],
  ['c38', 'Mr', 'Yusuf', undefined, 'Hassan', 'M', '1988-02-14', '52 Cumberland Road', 'Pascoe Vale', 'VIC', '3044'],
  ['c39', 'Mr', 'Patrick', undefined, 'Nolan', 'M', '1984-12-18', '12 Lonsdale Street', 'Braddon', 'ACT', '2612'],
  ['c40', 'Mrs', 'Olivia', undefined, 'Brooks', 'F', '1973-07-06', '61 Timor Street', 'Warrnambool', 'VIC', '3280'],
];

export const PEOPLE: Record<string, Person> = Object.fromEntries(
  ROWS.map((r, i) => {
    const [id, title, first, middle, last, sex, dob, street, suburb, state, postcode] = r;
    const local = `${first.toLowerCase().replace(/ /g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}`;
    const email = [
      local,
      `${first.toLowerCase().replace(/ /g, '')}${i + 11}`,
      `${last.toLowerCase().replace(/[^a-z]/g, '')}.home`,
    ][i % 3];
    const person: Person = {
      id,
      title,
      first,
      middle,
      last,
      sex,
      dob,
      street,
      suburb,
      state,
      postcode,
      phone: PHONES[i % PHONES.length] as string,
      email: `${email}@example.com`,
    };
    return [id, person];
  }),
);

export function person(id: string): Person {
  const p = PEOPLE[id];
  if (!p) throw new Error(`no person ${id}`);
  return p;
}

// ---- printing a person while recording the truth ----

export type NameOpts = {
  middle?: boolean;
  title?: boolean;
  upper?: boolean;
};

/** Natural order ("Ms Hannah Rose Whitfield"). */
export function nameNatural(doc: Doc, p: Person, o: NameOpts = {}): string {
  const given = o.middle && p.middle ? `${p.first} ${p.middle}` : p.first;
  setName(doc, p, given);
  const s = `${o.title ? `${p.title} ` : ''}${given} ${p.last}`;
  return o.upper ? s.toUpperCase() : s;
}

/** Family name first ("WHITFIELD, Hannah Rose"). */
export function nameFamilyFirst(doc: Doc, p: Person, o: NameOpts & { comma?: boolean } = {}): string {
  const given = o.middle && p.middle ? `${p.first} ${p.middle}` : p.first;
  setName(doc, p, given);
  const fam = p.last.toUpperCase();
  const g = o.upper ? given.toUpperCase() : given;
  return `${fam}${o.comma === false ? ' ' : ', '}${g}`;
}

export function setName(doc: Doc, p: Person, given: string): void {
  doc.set('fullName', `${given} ${p.last}`);
  doc.set('firstName', p.first);
  doc.set('lastName', p.last);
}

export type AddrStyle = 'natural' | 'upper' | 'suburbUpper';

/** Two address lines: street, then "Suburb STATE 1234". */
export function addressLines(doc: Doc, p: Person, style: AddrStyle = 'natural'): [string, string] {
  setAddress(doc, p);
  const street = style === 'upper' ? p.street.toUpperCase() : p.street;
  const sub = style === 'natural' ? p.suburb : p.suburb.toUpperCase();
  return [street, `${sub} ${p.state} ${p.postcode}`];
}

export function setAddress(doc: Doc, p: Person): void {
  doc.set('addressStreet', p.street);
  doc.set('addressSuburb', p.suburb);
  doc.set('addressState', p.state);
  doc.set('addressPostcode', p.postcode);
}

export function phoneFmt(phone: string, style: 'spaced' | 'intl' | 'plain' = 'spaced'): string {
  if (style === 'plain') return phone;
  if (style === 'intl') return `+61 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
  return `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
}
