import { describe, expect, it } from 'vitest';
import { sectionsForScope } from './questionnaire';

describe('sectionsForScope', () => {
  it.each([
    [[], ['goals']],
    [['Estate planning', 'Tax planning'], ['goals']],
    [['Retirement planning'], ['goals', 'retirement']],
    [['Superannuation advice'], ['goals', 'income', 'assets']],
    [['Investment advice'], ['goals', 'income', 'assets', 'risk']],
    [['Debt management'], ['goals', 'liabilities']],
    [['Insurance advice'], ['goals', 'insurance']],
    [
      [
        'Insurance advice',
        'Debt management',
        'Investment advice',
        'Retirement planning',
        'Superannuation advice',
      ],
      ['goals', 'retirement', 'income', 'assets', 'liabilities', 'insurance', 'risk'],
    ],
    [
      ['Superannuation advice', 'Insurance advice'],
      ['goals', 'income', 'assets', 'insurance'],
    ],
  ])('scope %j gives the tabs %j, Goals first', (scope, tabs) => {
    expect(sectionsForScope(scope)).toEqual(tabs);
  });
});
