import { describe, expect, it } from 'vitest';
import { displayCase } from './display-case';

describe('displayCase', () => {
  it.each([
    ['KINGFISHER MARINE PTY LTD', 'Kingfisher Marine Pty Ltd'],
    [
      'KINGFISHER MARINE ENGINEERING PTY LTD ABN 12 345 678 901',
      'Kingfisher Marine Engineering Pty Ltd ABN 12 345 678 901',
    ],
    ["SEAN O'BRIEN", "Sean O'Brien"],
    ['ANGUS MCDONALD', 'Angus McDonald'],
    ['FIONA MACKENZIE', 'Fiona MacKenzie'],
    ['MACHIN', 'Machin'],
    ['MARY SMITH-JONES', 'Mary Smith-Jones'],
    ['BANK OF QUEENSLAND', 'Bank of Queensland'],
    ['JB HI-FI LIMITED', 'JB Hi-Fi Limited'],
    ['12 HARBOUR ST SYDNEY NSW 2000', '12 Harbour St Sydney NSW 2000'],
    ['ANZ SMART CHOICE SUPER', 'ANZ Smart Choice Super'],
  ])('%s → %s', (printed, shown) => {
    expect(displayCase(printed)).toBe(shown);
  });

  it('leaves what is not in capitals, and codes, as they are', () => {
    expect(displayCase('Kingfisher Marine')).toBe('Kingfisher Marine');
    expect(displayCase('NSW')).toBe('NSW');
    expect(displayCase('$1,234.00')).toBe('$1,234.00');
    expect(displayCase('••• 1234')).toBe('••• 1234');
  });
});
