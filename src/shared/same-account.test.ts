import { describe, expect, it } from 'vitest';
import { isSameAccount } from './same-account';

describe('isSameAccount', () => {
  it('matches the same fund and member number however they are written', () => {
    expect(
      isSameAccount(
        { institution: 'Hostplus', number: '99990001' },
        { institution: 'HOSTPLUS ', number: '••••0001' },
      ),
    ).toBe(true);
    expect(
      isSameAccount(
        { institution: 'Aware Super', number: 'xxxx 4821' },
        { institution: 'aware-super', number: '4821' },
      ),
    ).toBe(true);
  });

  it('tells different accounts apart, and never matches without numbers', () => {
    expect(
      isSameAccount({ institution: 'Hostplus', number: '0001' }, { institution: 'Hostplus', number: '0002' }),
    ).toBe(false);
    expect(
      isSameAccount({ institution: 'Hostplus', number: '0001' }, { institution: 'REST', number: '0001' }),
    ).toBe(false);
    expect(
      isSameAccount({ institution: 'Hostplus', number: null }, { institution: 'Hostplus', number: null }),
    ).toBe(false);
    expect(isSameAccount({ institution: '', number: '0001' }, { institution: '', number: '0001' })).toBe(
      false,
    );
  });
});
