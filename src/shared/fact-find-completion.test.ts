import { describe, expect, it } from 'vitest';
import { completionPercent, missingCompletionChecks } from './fact-find-completion';

const empty = { superAccountCount: 0, bankAccountCount: 0, goalCount: 0 };

describe('Fact Find completion', () => {
  it('is 0 with nothing and 100 with all ten checks', () => {
    expect(completionPercent(empty)).toBe(0);
    expect(
      completionPercent({
        givenNames: 'Sean',
        familyName: "O'Brien",
        email: 's@example.com',
        dob: '1985-03-12',
        mobile: '0491570156',
        streetAddress: '12 Wattle St',
        occupation: 'Engineer',
        employer: 'Acme',
        superAccountCount: 1,
        bankAccountCount: 2,
        goalCount: 1,
      }),
    ).toBe(100);
  });

  it('needs both given and family name for the name check', () => {
    expect(missingCompletionChecks({ ...empty, givenNames: 'Sean' })).toContain('name');
    expect(missingCompletionChecks({ ...empty, givenNames: 'Sean', familyName: 'Lee' })).not.toContain(
      'name',
    );
  });

  it('counts whitespace as empty and rounds to a percent', () => {
    expect(completionPercent({ ...empty, email: '   ' })).toBe(0);
    expect(completionPercent({ ...empty, email: 'a@b.au', goalCount: 1, dob: '2000-01-01' })).toBe(30);
  });
});
