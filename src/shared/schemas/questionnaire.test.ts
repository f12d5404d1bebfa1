import { describe, expect, it } from 'vitest';
import { questionnaireAnswers, sectionsForScope } from './questionnaire';

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

describe('questionnaire money answers (decision 014)', () => {
  const money = (value: string | number) =>
    questionnaireAnswers.partial().parse({ homeValue: value }).homeValue;

  it.each([
    ['65000.50', '65000.50'],
    ['$65,000.50', '65000.50'],
    ['65000.5', '65000.50'],
    [65000.5, '65000.50'],
    ['65000', '65000'],
    ['65000.00', '65000'],
    ['65000.', '65000'],
    ['0065000', '65000'],
    ['.05', '0.05'],
    ['', null],
  ])('keeps the cents typed: %j is stored as %j', (typed, stored) => {
    expect(money(typed)).toBe(stored);
  });
});
