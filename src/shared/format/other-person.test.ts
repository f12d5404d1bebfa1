import { describe, expect, it } from 'vitest';
import { otherPersonReason } from './other-person';

describe('otherPersonReason', () => {
  it('names the other person', () => {
    expect(
      otherPersonReason({ status: 'other', name: 'Karim Mahmoud', dateOfBirth: null }, 'Hao Nguyen'),
    ).toBe('names Karim Mahmoud, not Hao Nguyen');
    expect(otherPersonReason({ status: 'other', name: null, dateOfBirth: null }, 'Hao Nguyen')).toBe(
      'names someone else, not Hao Nguyen',
    );
  });

  it("says when the client's own name comes with another date of birth", () => {
    expect(
      otherPersonReason({ status: 'other', name: "HAO O'CONNOR", dateOfBirth: '1985-07-19' }, "Hao O'Connor"),
    ).toBe("gives HAO O'CONNOR's date of birth as 19/07/1985, not the one on file");
  });
});
