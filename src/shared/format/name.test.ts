import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullName, initials } from './name';

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
