import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAddress, hasResearchableAddress, parseAddress, type AddressParts } from './address';

const STATE_CODES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT'] as const;

const STREET_TYPES = [
  'Street',
  'St',
  'Road',
  'Rd',
  'Avenue',
  'Ave',
  'Drive',
  'Dr',
  'Place',
  'Pl',
  'Court',
  'Ct',
  'Crescent',
  'Cres',
  'Parade',
  'Pde',
  'Lane',
  'Ln',
  'Terrace',
  'Tce',
  'Way',
  'Close',
  'Cl',
  'Boulevard',
  'Bvd',
  'Highway',
  'Hwy',
  'Circuit',
  'Cct',
  'Grove',
  'Gr',
  'Esplanade',
];

const parts = (streetAddress: string, suburb: string, state: string, postcode: string): AddressParts => ({
  streetAddress,
  suburb,
  state,
  postcode,
});

const EMPTY = parts('', '', '', '');

/** Random text, weighted towards the characters addresses actually contain. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc
    .array(
      fc.constantFrom('12', '2026', ',', ' ', 'St', 'Bondi', 'NSW', 'Victoria', 'PO Box', 'Australia', '/'),
      {
        maxLength: 12,
      },
    )
    .map((words) => words.join('')),
);

describe('parseAddress', () => {
  it('reads "12 Wattle St, Bondi NSW 2026"', () => {
    expect(parseAddress('12 Wattle St, Bondi NSW 2026')).toEqual(
      parts('12 Wattle St', 'Bondi', 'NSW', '2026'),
    );
  });

  it('reads "Unit 4, 56 King Street, Newtown, NSW, 2042"', () => {
    expect(parseAddress('Unit 4, 56 King Street, Newtown, NSW, 2042')).toEqual(
      parts('Unit 4, 56 King Street', 'Newtown', 'NSW', '2042'),
    );
  });

  it('reads a PO box: "PO Box 123 Hobart TAS 7000"', () => {
    expect(parseAddress('PO Box 123 Hobart TAS 7000')).toEqual(parts('PO Box 123', 'Hobart', 'TAS', '7000'));
  });

  it.each([
    ['P.O. Box 123, Hobart TAS 7000', parts('P.O. Box 123', 'Hobart', 'TAS', '7000')],
    ['GPO Box 1234 Sydney NSW 2001', parts('GPO Box 1234', 'Sydney', 'NSW', '2001')],
    ['Locked Bag 5 Parramatta NSW 2124', parts('Locked Bag 5', 'Parramatta', 'NSW', '2124')],
  ])('reads other box addresses: %s', (text, expected) => {
    expect(parseAddress(text)).toEqual(expected);
  });

  it('splits a street from the suburb without a comma: "12 Wattle Street Bondi NSW 2026"', () => {
    expect(parseAddress('12 Wattle Street Bondi NSW 2026')).toEqual(
      parts('12 Wattle Street', 'Bondi', 'NSW', '2026'),
    );
  });

  it.each(STREET_TYPES)('knows the street type "%s"', (type) => {
    expect(parseAddress(`12 Wattle ${type} Bondi NSW 2026`)).toEqual(
      parts(`12 Wattle ${type}`, 'Bondi', 'NSW', '2026'),
    );
  });

  it('knows street types in any case and with a full stop', () => {
    expect(parseAddress('12 wattle ST. bondi nsw 2026')).toEqual(
      parts('12 wattle ST.', 'bondi', 'NSW', '2026'),
    );
  });

  it('reads St as Saint where it starts a name', () => {
    expect(parseAddress('12 St Kilda Road St Kilda VIC 3182')).toEqual(
      parts('12 St Kilda Road', 'St Kilda', 'VIC', '3182'),
    );
  });

  it('keeps street-type words in a suburb that follows the street', () => {
    expect(parseAddress('12 Wattle St Lane Cove NSW 2066')).toEqual(
      parts('12 Wattle St', 'Lane Cove', 'NSW', '2066'),
    );
    expect(parseAddress('12 Wattle St, Cove Lane, NSW, 2066')).toEqual(
      parts('12 Wattle St', 'Cove Lane', 'NSW', '2066'),
    );
  });

  it('splits a street and suburb that follow a unit', () => {
    expect(parseAddress('Unit 4, 56 King Street Newtown NSW 2042')).toEqual(
      parts('Unit 4, 56 King Street', 'Newtown', 'NSW', '2042'),
    );
  });

  it('takes the suburb from after the last comma when the street has no type word', () => {
    expect(parseAddress('Level 5, 100 Broadway, Ultimo NSW 2007')).toEqual(
      parts('Level 5, 100 Broadway', 'Ultimo', 'NSW', '2007'),
    );
  });

  it.each([
    ['New South Wales', 'NSW'],
    ['Victoria', 'VIC'],
    ['Queensland', 'QLD'],
    ['South Australia', 'SA'],
    ['Western Australia', 'WA'],
    ['Tasmania', 'TAS'],
    ['Northern Territory', 'NT'],
    ['Australian Capital Territory', 'ACT'],
    ['new south wales', 'NSW'],
    ['VICTORIA', 'VIC'],
    ['nsw', 'NSW'],
    ['Qld', 'QLD'],
    ...STATE_CODES.map((code): [string, string] => [code, code]),
  ])('maps the state "%s" to %s', (written, code) => {
    expect(parseAddress(`12 Wattle St, Bondi ${written} 2026`)).toEqual(
      parts('12 Wattle St', 'Bondi', code, '2026'),
    );
  });

  it('takes the last 4-digit number as the postcode', () => {
    expect(parseAddress('1234 Long Rd, Bondi NSW 2026')).toEqual(
      parts('1234 Long Rd', 'Bondi', 'NSW', '2026'),
    );
    expect(parseAddress('12 Wattle St, Bondi 2026 NSW')).toEqual(
      parts('12 Wattle St', 'Bondi', 'NSW', '2026'),
    );
    expect(parseAddress('12 Wattle St Bondi 2026 NSW')).toEqual(
      parts('12 Wattle St', 'Bondi', 'NSW', '2026'),
    );
  });

  it('keeps a leading zero in a postcode', () => {
    expect(parseAddress('1 Smith St, Darwin NT 0800').postcode).toBe('0800');
  });

  it('does not take a 4-digit piece of a longer number as the postcode', () => {
    expect(parseAddress('Lot 123456 Long Rd, Bondi NSW').postcode).toBe('');
  });

  it('ignores a trailing country', () => {
    expect(parseAddress('12 Wattle St, Bondi NSW 2026, Australia')).toEqual(
      parts('12 Wattle St', 'Bondi', 'NSW', '2026'),
    );
    expect(parseAddress('1 Hay St, Perth, Western Australia 6000, Australia')).toEqual(
      parts('1 Hay St', 'Perth', 'WA', '6000'),
    );
  });

  it('reads a state only at the end, so a street named after one is not a state', () => {
    expect(parseAddress('12 Victoria Rd, Bondi 2026')).toEqual(parts('12 Victoria Rd', 'Bondi', '', '2026'));
  });

  it('reads a suburb with no street', () => {
    expect(parseAddress('Bondi NSW 2026')).toEqual(parts('', 'Bondi', 'NSW', '2026'));
  });

  it('reads a street with no suburb', () => {
    expect(parseAddress('12 Wattle St, NSW 2026')).toEqual(parts('12 Wattle St', '', 'NSW', '2026'));
  });

  it('tolerates extra spaces and commas', () => {
    expect(parseAddress('  12   Wattle St ,, Bondi ,  NSW ,2026 ')).toEqual(
      parts('12 Wattle St', 'Bondi', 'NSW', '2026'),
    );
  });

  it.each([
    ['', EMPTY],
    ['NSW', parts('', '', 'NSW', '')],
    ['2026', parts('', '', '', '2026')],
  ])("returns '' for the parts missing from %j", (text, expected) => {
    expect(parseAddress(text)).toEqual(expected);
  });

  it.each([null, undefined])('returns empty parts for %s', (text) => {
    expect(parseAddress(text)).toEqual(EMPTY);
  });
});

describe('formatAddress', () => {
  it('joins street, suburb, state and postcode with commas', () => {
    expect(formatAddress(parts('12 Wattle St', 'Bondi', 'NSW', '2026'))).toBe(
      '12 Wattle St, Bondi, NSW, 2026',
    );
  });

  it('skips empty and missing parts', () => {
    expect(formatAddress(parts('12 Wattle St', '', 'NSW', '2026'))).toBe('12 Wattle St, NSW, 2026');
    expect(formatAddress({ streetAddress: '12 Wattle St', suburb: null, state: '  ' })).toBe('12 Wattle St');
    expect(formatAddress({})).toBe('');
  });

  it("skips 'Not provided', which does not count as a value", () => {
    expect(formatAddress(parts('12 Wattle St', 'Not provided', 'NSW', 'not provided'))).toBe(
      '12 Wattle St, NSW',
    );
  });

  it('trims spaces and stray commas from each part', () => {
    expect(formatAddress(parts(' 12 Wattle St, ', ' Bondi', 'NSW ', '2026'))).toBe(
      '12 Wattle St, Bondi, NSW, 2026',
    );
  });
});

describe('hasResearchableAddress', () => {
  it('is true for a complete address', () => {
    expect(hasResearchableAddress(parts('12 Wattle St', 'Bondi', 'NSW', '2026'))).toBe(true);
  });

  it('is true for a street alone', () => {
    expect(hasResearchableAddress({ streetAddress: '12 Wattle St' })).toBe(true);
  });

  it.each(['', '   ', null, undefined])('is false when the street is %j', (streetAddress) => {
    expect(hasResearchableAddress({ streetAddress, suburb: 'Bondi', state: 'NSW', postcode: '2026' })).toBe(
      false,
    );
  });

  it.each(['streetAddress', 'suburb', 'state', 'postcode'] as const)(
    "is false when %s is 'Not provided'",
    (key) => {
      const address = { ...parts('12 Wattle St', 'Bondi', 'NSW', '2026'), [key]: 'Not provided' };
      expect(hasResearchableAddress(address)).toBe(false);
    },
  );

  it("matches 'Not provided' regardless of case and spacing", () => {
    expect(hasResearchableAddress(parts('12 Wattle St', ' NOT PROVIDED ', 'NSW', '2026'))).toBe(false);
  });
});

describe('address properties', () => {
  it('parseAddress never throws and always gives well-formed parts', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = parseAddress(text);
        expect(result.postcode).toMatch(/^(\d{4})?$/);
        expect(['', ...STATE_CODES]).toContain(result.state);
        expect(typeof result.streetAddress).toBe('string');
        expect(typeof result.suburb).toBe('string');
      }),
    );
  });

  it('formatAddress never throws and never starts or ends with a comma or space', () => {
    const part = fc.option(anyText, { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({ streetAddress: part, suburb: part, state: part, postcode: part }),
        (address) => {
          expect(formatAddress(address)).not.toMatch(/^[\s,]|[\s,]$/);
          expect(typeof hasResearchableAddress(address)).toBe('boolean');
        },
      ),
    );
  });

  const word = fc.stringMatching(/^[A-Z][a-z]{0,11}$/);
  const words = (max: number) =>
    fc.array(word, { minLength: 1, maxLength: max }).map((list) => list.join(' '));
  const streetNumber = fc.oneof(
    fc.integer({ min: 1, max: 9999 }).map(String),
    fc
      .tuple(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 999 }))
      .map(([unit, number]) => `${unit}/${number}`),
    fc
      .tuple(fc.integer({ min: 1, max: 999 }), fc.constantFrom('A', 'B', 'C'))
      .map(([number, letter]) => `${number}${letter}`),
  );
  const street = fc
    .tuple(
      fc.option(
        fc.integer({ min: 1, max: 99 }).map((unit) => `Unit ${unit}, `),
        { nil: '' },
      ),
      streetNumber,
      words(3),
      fc.constantFrom(...STREET_TYPES),
    )
    .map(([unit, number, name, type]) => `${unit}${number} ${name} ${type}`);
  const suburb = fc.oneof(
    words(3),
    fc.constantFrom(
      'Lane Cove',
      'St Kilda',
      'Victoria Point',
      'Port Victoria',
      'Cove Lane',
      'Australia',
      'Nsw',
    ),
  );
  const address = fc.record({
    streetAddress: street,
    suburb: suburb.filter((name) => name.toLowerCase() !== 'not provided'),
    state: fc.constantFrom(...STATE_CODES),
    postcode: fc.stringMatching(/^\d{4}$/),
  });

  it('parseAddress(formatAddress(parts)) gives back the parts', () => {
    fc.assert(
      fc.property(address, (original) => {
        expect(parseAddress(formatAddress(original))).toEqual(original);
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips the comma-free form when no other word is a street type', () => {
    const plainWords = words(3).filter((name) => !name.split(' ').some((w) => STREET_TYPES.includes(w)));
    const plainStreet = fc
      .tuple(streetNumber, plainWords, fc.constantFrom(...STREET_TYPES))
      .map(([number, name, type]) => `${number} ${name} ${type}`);
    const state = fc.constantFrom(...STATE_CODES);
    const postcode = fc.stringMatching(/^\d{4}$/);
    fc.assert(
      fc.property(plainStreet, plainWords, state, postcode, (streetAddress, suburbName, code, digits) => {
        expect(parseAddress(`${streetAddress} ${suburbName} ${code} ${digits}`)).toEqual(
          parts(streetAddress, suburbName, code, digits),
        );
      }),
      { numRuns: 500 },
    );
  });
});
