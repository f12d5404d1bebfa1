/** The institution and number that say which account a record is: the fund and member number, or the bank and account number. */
export type AccountIdentity = { institution: string | null | undefined; number: string | null | undefined };

const institutionKey = (name: string | null | undefined) =>
  (name ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
/** Numbers are kept masked (the last four digits), so the last four digits are what can be compared. */
export const accountNumberKey = (number: string | null | undefined) =>
  (number ?? '').replace(/\D/g, '').slice(-4);

/**
 * Whether two records are the same account: the same institution (ignoring case, spaces and punctuation)
 * and the same last four digits. Without a number on both, two records cannot be told to be the same.
 */
export function isSameAccount(a: AccountIdentity, b: AccountIdentity): boolean {
  const number = accountNumberKey(a.number);
  return (
    number.length === 4 &&
    number === accountNumberKey(b.number) &&
    institutionKey(a.institution) !== '' &&
    institutionKey(a.institution) === institutionKey(b.institution)
  );
}
