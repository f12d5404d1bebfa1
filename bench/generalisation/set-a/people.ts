// Fictional personas for set-a. Phone numbers are from the ACMA fictional-use range (0491 570 xxx).
export type Person = {
  id: string;
  given: string; // all given names
  family: string;
  dob: string;
  street: string;
  suburb: string;
  state: string;
  postcode: string;
  email: string;
  phone: string;
};

export const P: Record<string, Person> = {
  ga01: {
    id: 'ga01',
    given: 'Priya Nandini',
    family: 'Raghavan',
    dob: '1988-04-17',
    street: '14 Kurrajong Avenue',
    suburb: 'Leichhardt',
    state: 'NSW',
    postcode: '2040',
    email: 'priya.raghavan@example.com',
    phone: '0491570156',
  },
  ga02: {
    id: 'ga02',
    given: 'Thomas Edward',
    family: 'McAllister',
    dob: '1975-11-02',
    street: '7/221 Sydney Road',
    suburb: 'Brunswick',
    state: 'VIC',
    postcode: '3056',
    email: 't.mcallister@example.net',
    phone: '0491570157',
  },
  ga03: {
    id: 'ga03',
    given: 'Mei-Ling',
    family: 'Chen',
    dob: '1993-02-09',
    street: '38 Wattle Street',
    suburb: 'Unley',
    state: 'SA',
    postcode: '5061',
    email: 'meiling.chen@example.org',
    phone: '0491570158',
  },
  ga04: {
    id: 'ga04',
    given: 'Declan Joseph',
    family: "O'Rourke",
    dob: '1981-06-30',
    street: '12 Napoleon Street',
    suburb: 'Battery Point',
    state: 'TAS',
    postcode: '7004',
    email: 'declan.orourke@example.com',
    phone: '0491570159',
  },
  ga05: {
    id: 'ga05',
    given: 'Aroha Grace',
    family: 'Ngata',
    dob: '1990-09-21',
    street: '19 Beaudesert Road',
    suburb: 'Moorooka',
    state: 'QLD',
    postcode: '4105',
    email: 'aroha.ngata@example.com',
    phone: '0491570110',
  },
  ga06: {
    id: 'ga06',
    given: 'Lukas',
    family: 'van der Berg',
    dob: '1969-03-14',
    street: '3 Hakea Court',
    suburb: 'Joondalup',
    state: 'WA',
    postcode: '6027',
    email: 'lukas.vdberg@example.net',
    phone: '0491570313',
  },
  ga07: {
    id: 'ga07',
    given: 'Fatima Zahra',
    family: 'Haddad',
    dob: '1985-12-05',
    street: '88 Canberra Avenue',
    suburb: 'Griffith',
    state: 'ACT',
    postcode: '2603',
    email: 'fz.haddad@example.com',
    phone: '0491570737',
  },
  ga08: {
    id: 'ga08',
    given: 'Lan',
    family: 'Nguyen',
    dob: '1979-07-22',
    street: '26 Ballarat Road',
    suburb: 'Footscray',
    state: 'VIC',
    postcode: '3011',
    email: 'lan.nguyen79@example.com',
    phone: '0491571266',
  },
  ga09: {
    id: 'ga09',
    given: 'Oliver James',
    family: 'Whitcombe',
    dob: '1996-01-28',
    street: '4/10 Smith Street',
    suburb: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    email: 'oliver.whitcombe@example.com',
    phone: '0491571491',
  },
  ga10: {
    id: 'ga10',
    given: 'Sofia',
    family: 'Papadopoulos',
    dob: '1972-10-11',
    street: '51 Henley Beach Road',
    suburb: 'Mile End',
    state: 'SA',
    postcode: '5031',
    email: 'sofia.papadopoulos@example.com',
    phone: '0491572549',
  },
};

export function person(id: string): Person {
  const p = P[id];
  if (!p) throw new Error(`unknown persona ${id}`);
  return p;
}
export const first = (p: Person) => p.given.split(' ')[0] ?? p.given;
export const full = (p: Person) => `${p.given} ${p.family}`;
/** Name + address truth keys (only use the ones printed). */
export function nameKeys(p: Person, withMiddle = true) {
  const fullName = withMiddle ? full(p) : `${first(p)} ${p.family}`;
  return { fullName, firstName: first(p), lastName: p.family };
}
export function addrKeys(p: Person) {
  return {
    addressStreet: p.street,
    addressSuburb: p.suburb,
    addressState: p.state,
    addressPostcode: p.postcode,
  };
}
export const fmtPhone = (s: string) => `${s.slice(0, 4)} ${s.slice(4, 7)} ${s.slice(7)}`;
