import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullName, initials, splitFullName } from './name';

describe('initials', () => {
  it('takes the first letter of the given names and of the family name', () => {
    expect(initials('Sarah', "O'Brien")).toBe('SO');
  });

  it('uses only the first given name', () => {
    expect(initials('Sarah Jane', "O'Brien")).toBe('SO');
  });

  it('upper-cases', () => {
    expect(initials('sarah', 'o’brien')).toBe('SO');
  });

  it('skips leading spaces and punctuation', () => {
    expect(initials('  "Sally"', " 'Obrien")).toBe('SO');
  });

  it('handles letters beyond ASCII', () => {
    expect(initials('Émilie', 'Łukasz')).toBe('ÉŁ');
  });

  it('keeps one character per name even where upper case has two', () => {
    expect(initials('ßabine', 'Smith')).toBe('SS');
  });

  it('uses whichever part is present', () => {
    expect(initials('Sarah', '')).toBe('S');
    expect(initials(null, "O'Brien")).toBe('O');
  });

  it.each([
    ['', ''],
    [null, undefined],
    ['123', '!!'],
  ])("returns '' when there are no letters (%j, %j)", (given, family) => {
    expect(initials(given, family)).toBe('');
  });
});

describe('fullName', () => {
  it('joins given names and family name', () => {
    expect(fullName('Sarah Jane', "O'Brien")).toBe("Sarah Jane O'Brien");
  });

  it('tidies spacing', () => {
    expect(fullName('  Sarah   Jane ', " O'Brien ")).toBe("Sarah Jane O'Brien");
  });

  it('uses whichever part is present', () => {
    expect(fullName('Sarah', '')).toBe('Sarah');
    expect(fullName(undefined, "O'Brien")).toBe("O'Brien");
  });

  it("returns '' when both are missing", () => {
    expect(fullName(null, '  ')).toBe('');
  });
});

describe('splitFullName', () => {
  const split = (printed: string, known?: string) => splitFullName(printed, known);

  it('reads the family name before a period as the family name, never the last given name', () => {
    expect(split('SMITH. John Paul')).toEqual({ givenNames: 'John Paul', familyName: 'SMITH' });
    expect(split('Smith. John Paul')).toEqual({ givenNames: 'John Paul', familyName: 'Smith' });
    expect(split('SMITH.John Paul')).toEqual({ givenNames: 'John Paul', familyName: 'SMITH' });
  });

  it('reads the family name before a comma', () => {
    expect(split("O'BRIEN, Sean Patrick")).toEqual({ givenNames: 'Sean Patrick', familyName: "O'BRIEN" });
    expect(split('VAN DER MERWE, Ruby')).toEqual({ givenNames: 'Ruby', familyName: 'VAN DER MERWE' });
    expect(split('Nguyen,Mei')).toEqual({ givenNames: 'Mei', familyName: 'Nguyen' });
  });

  it('keeps a period with its initial or abbreviation', () => {
    expect(split('John P. Smith')).toEqual({ givenNames: 'John P.', familyName: 'Smith' });
    expect(split('J. Smith')).toEqual({ givenNames: 'J.', familyName: 'Smith' });
    expect(split('J.P. Smith')).toEqual({ givenNames: 'J.P.', familyName: 'Smith' });
    expect(split('Mary St. Clair')).toEqual({ givenNames: 'Mary', familyName: 'St. Clair' });
    expect(split('Smith, J.')).toEqual({ givenNames: 'J.', familyName: 'Smith' });
  });

  it('reads a family name in capitals beside given names in natural case, first or last', () => {
    expect(split('SMITH John Paul')).toEqual({ givenNames: 'John Paul', familyName: 'SMITH' });
    expect(split('Jack Henry WILSON')).toEqual({ givenNames: 'Jack Henry', familyName: 'WILSON' });
    expect(split('AL-HASSAN Grace Anne')).toEqual({ givenNames: 'Grace Anne', familyName: 'AL-HASSAN' });
    expect(split('Ruby van der MERWE')).toEqual({ givenNames: 'Ruby', familyName: 'van der MERWE' });
    expect(split('John P SMITH')).toEqual({ givenNames: 'John P', familyName: 'SMITH' });
  });

  it('takes a longer run in capitals for a whole name, not a family name', () => {
    // A heading in natural case before the holder's name in capitals (a licence read by OCR).
    expect(split('Licence HANNAH VAN DER MERWE')).toEqual({
      givenNames: 'Licence HANNAH',
      familyName: 'VAN DER MERWE',
    });
  });

  it('takes the family name the document printed on its own (a surname label, the MRZ)', () => {
    // A passport: SURNAME "NGUYEN" and GIVEN NAMES "MEI ANH" printed apart, the MRZ's NGUYEN<<MEI<ANH.
    expect(split('MEI ANH NGUYEN', 'NGUYEN')).toEqual({ givenNames: 'MEI ANH', familyName: 'NGUYEN' });
    expect(split('NGUYEN MEI ANH', 'NGUYEN')).toEqual({ givenNames: 'MEI ANH', familyName: 'NGUYEN' });
    expect(split('Willem van der Merwe', 'Van der Merwe')).toEqual({
      givenNames: 'Willem',
      familyName: 'van der Merwe',
    });
    // A two-word family name without particles, which natural order alone would cut.
    expect(split('Ana Maria Garcia Lopez', 'Garcia Lopez')).toEqual({
      givenNames: 'Ana Maria',
      familyName: 'Garcia Lopez',
    });
  });

  it('lets the printed order win over a family name read wrongly before', () => {
    // A reading stored before this rule: the last given name taken for the family name.
    expect(split('SMITH. John Paul', 'Paul')).toEqual({ givenNames: 'John Paul', familyName: 'SMITH' });
  });

  it('otherwise reads natural order, particles joining the family name', () => {
    expect(split("Sean Patrick O'Brien")).toEqual({ givenNames: 'Sean Patrick', familyName: "O'Brien" });
    expect(split('Willem van der Merwe')).toEqual({ givenNames: 'Willem', familyName: 'van der Merwe' });
    expect(split('Ananya De Luca')).toEqual({ givenNames: 'Ananya', familyName: 'De Luca' });
    expect(split('ANH JANSEN-FRASER')).toEqual({ givenNames: 'ANH', familyName: 'JANSEN-FRASER' });
  });

  it('leaves out titles and stray punctuation, and keeps spelling and case', () => {
    expect(split('Mr. John Smith.')).toEqual({ givenNames: 'John', familyName: 'Smith' });
    expect(split('  Dr  Aoife   MURPHY ')).toEqual({ givenNames: 'Aoife', familyName: 'MURPHY' });
  });

  it('gives a single word as a family name, and null without a name', () => {
    expect(split('Cher')).toEqual({ givenNames: '', familyName: 'Cher' });
    expect(split('')).toBeNull();
    expect(split(' ., ')).toBeNull();
  });

  it('never splits inside a word, and keeps every word of the name', () => {
    // A leading title (Dr, Mr, ...) is left out by design, so the words are never titles.
    const word = fc
      .stringMatching(/^[A-Z][a-z]{1,8}$/)
      .filter((part) => !/^(?:mr|mrs|ms|miss|mx|dr|prof|sir)$/i.test(part));
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 5 }), fc.boolean(), (words, comma) => {
        const [family = '', ...given] = words;
        const printed = comma ? `${family.toUpperCase()}, ${given.join(' ')}` : words.join(' ');
        const parts = splitFullName(printed);
        expect(parts).not.toBeNull();
        const all = `${parts?.givenNames} ${parts?.familyName}`.split(' ').filter(Boolean);
        expect(all.map((part) => part.toLowerCase()).sort()).toEqual(
          words.map((part) => part.toLowerCase()).sort(),
        );
        if (comma) expect(parts?.familyName).toBe(family.toUpperCase());
      }),
    );
  });
});

describe('name properties', () => {
  const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }));

  it('initials are at most two characters and never throw', () => {
    fc.assert(
      fc.property(anyText, anyText, (given, family) => {
        expect([...initials(given, family)].length).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('fullName never has leading, trailing or doubled spaces', () => {
    fc.assert(
      fc.property(anyText, anyText, (given, family) => {
        expect(fullName(given, family)).not.toMatch(/^\s|\s$|\s\s/);
      }),
    );
  });
});
