import { describe, expect, it } from 'vitest';
import { nameConflicts } from './name-conflict';

const client = { givenNames: 'Mei Anh', familyName: 'Nguyen' };

describe('nameConflicts', () => {
  it('agrees with the client named in any case, order, with or without middle names or an initial', () => {
    for (const printed of ['Mei Nguyen', 'MS MEI ANH NGUYEN', 'NGUYEN, Mei', 'Mei Thi Nguyen', 'M Nguyen'])
      expect(nameConflicts(printed, client), printed).toBe(false);
    expect(nameConflicts('Mei Nguyen', { givenNames: 'Mei', familyName: 'Nguyen' })).toBe(false);
    expect(nameConflicts('Tom & Mei Nguyen', client)).toBe(false);
  });

  it("conflicts with another person's name, or a name one letter off", () => {
    expect(nameConflicts('Linh Nguyen', client)).toBe(true);
    expect(nameConflicts('Mei Nguyan', client)).toBe(true);
    expect(nameConflicts('Peter Smith', client)).toBe(true);
  });

  it('says nothing without a printed name or a family name in the record', () => {
    expect(nameConflicts(null, client)).toBe(false);
    expect(nameConflicts('Peter Smith', { givenNames: null, familyName: null })).toBe(false);
  });
});
