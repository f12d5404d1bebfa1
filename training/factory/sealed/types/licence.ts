import { CARD, Composer, type Family } from '../../compose';
import { addYears } from '../../formats';
import { moveToState, type Person } from '../../people';
import { label, type SealedWording } from '../wording';

/** The issuing authority's name goes on the card; which state it is decides the licence's state. */
const AUTHORITY_STATE: Record<string, string> = {
  'Roads and Maritime Services': 'NSW',
  'Transport Canberra and City Services': 'ACT',
  'Department of Planning, Transport and Infrastructure SA': 'SA',
  'Department of Infrastructure, Planning and Logistics NT': 'NT',
};

export const LICENCE_WORDINGS: readonly SealedWording[] = [
  {
    institutions: ['Roads and Maritime Services', 'Transport Canberra and City Services'],
    labels: {
      title: 'Permission to drive',
      number: 'Permit ref.',
      dob: 'Nativity',
      expiry: 'Good until',
      class: 'Vehicles permitted',
      card: 'Card serial',
    },
  },
  {
    institutions: [
      'Department of Planning, Transport and Infrastructure SA',
      'Department of Infrastructure, Planning and Logistics NT',
    ],
    labels: {
      title: 'Motorist permit',
      number: 'Motorist code',
      dob: 'Natal day',
      expiry: 'Ceases on',
      class: 'Permitted vehicles',
      card: 'Serial of card',
    },
  },
];

export function makeSealedLicenceComposer(family: Family, seed: string, person?: Person): Composer {
  return new Composer(family, seed, CARD, person);
}

export function composeSealedLicence(c: Composer, wording: SealedWording): string {
  const authority = c.random.pick(wording.institutions);
  const state = AUTHORITY_STATE[authority] ?? 'NSW';
  const expiry = addYears(c.random.date('2025-01-01', '2026-12-31'), c.random.int(1, 9));
  const licenceNumber = c.random.digits(c.random.int(7, 9));
  const person = c.person;
  moveToState(c.random, person, state);
  c.line(authority, 9, true);
  c.line(label(wording, 'title'), 10, true);
  c.truth('issuingState', state);
  c.line(
    `${person.given} ${person.middle ?? ''} ${person.family}`.replace(/\s+/g, ' ').toUpperCase(),
    9,
    true,
  );
  c.truth('fullName', [person.given, person.middle, person.family].filter(Boolean).join(' '));
  c.truth('firstName', person.given);
  c.truth('lastName', person.family);
  c.line(person.street.toUpperCase(), 8);
  c.line(`${person.suburb.toUpperCase()} ${state} ${person.postcode}`, 8);
  c.truth('addressStreet', person.street);
  c.truth('addressSuburb', person.suburb);
  c.truth('addressState', state);
  c.truth('addressPostcode', person.postcode);
  c.field(label(wording, 'number'), licenceNumber, 'licenceNumber');
  c.field(label(wording, 'dob'), c.date(person.dateOfBirth), 'dateOfBirth', person.dateOfBirth);
  c.field(label(wording, 'expiry'), c.date(expiry), 'expiryDate', expiry);
  c.field(label(wording, 'class'), c.random.pick(['C', 'C R', 'C MC']));
  const card = c.random.digits(10);
  c.field(label(wording, 'card'), card, 'cardNumber');
  return expiry;
}
