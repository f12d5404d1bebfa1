import { formatDate } from '@/shared/format/date';
import type { CddWarning, PersonDueDiligence } from '@/shared/schemas/due-diligence';
import { matchPerson } from '@/server/reading/merge/match-person';

type Person = Pick<
  PersonDueDiligence,
  | 'identity'
  | 'pep'
  | 'sanctions'
  | 'screening'
  | 'sourceOfFunds'
  | 'sourceOfWealth'
  | 'riskRating'
  | 'nextReview'
> & {
  givenNames: string | null;
  familyName: string | null;
  /** The record's date of birth, null when unknown or only the intake's default. */
  dob: string | null;
};

const documentWord = (type: string) => (type === 'passport' ? 'passport' : 'licence');

/**
 * What the due diligence of one person still needs or must look at, as of `today` (YYYY-MM-DD): an identity
 * document that has expired or whose name or date of birth disagrees with the record, a PEP or sanctions
 * "yes", a screening match, source of funds and wealth missing where the risk calls for them, no risk rating,
 * a review that is overdue.
 */
export function dueDiligenceWarnings(person: Person, today: string): CddWarning[] {
  const warnings: CddWarning[] = [];
  const identity = person.identity?.value;
  if (!identity) {
    warnings.push({ code: 'identity-missing', message: 'Identity not verified yet.' });
  } else {
    const word = documentWord(identity.documentType);
    if (identity.expiryDate && identity.expiryDate < today)
      warnings.push({
        code: 'identity-expired',
        message: `The ${word} expired on ${formatDate(identity.expiryDate)}: verify the identity with a current document.`,
      });
    if (identity.nameOnDocument && person.familyName) {
      const named = matchPerson(
        { fullName: { value: identity.nameOnDocument, confidence: 'high', source: { page: 1, text: '' } } },
        { givenNames: person.givenNames, familyName: person.familyName, dob: null },
      );
      if (named === 'mismatch')
        warnings.push({
          code: 'identity-name',
          message: `The name on the ${word} (${identity.nameOnDocument}) differs from the record (${[person.givenNames, person.familyName].filter(Boolean).join(' ')}).`,
        });
    }
    if (identity.dateOfBirthOnDocument && person.dob && identity.dateOfBirthOnDocument !== person.dob)
      warnings.push({
        code: 'identity-dob',
        message: `The date of birth on the ${word} (${formatDate(identity.dateOfBirthOnDocument)}) differs from the record (${formatDate(person.dob)}).`,
      });
  }
  const declaredYes = (pair: Person['pep']) =>
    pair.client?.value.answer === 'yes' || pair.adviser?.value.answer === 'yes';
  const pep = declaredYes(person.pep);
  const sanctioned = declaredYes(person.sanctions);
  if (pep)
    warnings.push({
      code: 'pep',
      message:
        'Declared a politically exposed person (or family member or close associate): enhanced due diligence applies.',
    });
  if (sanctioned)
    warnings.push({
      code: 'sanctions',
      message:
        'Declared subject to targeted financial sanctions: do not provide the service until this is resolved.',
    });
  const screening = person.screening?.value;
  if (!screening)
    warnings.push({ code: 'screening-missing', message: 'No PEP and sanctions screening recorded yet.' });
  const screenedMatch =
    screening !== undefined &&
    (screening.pepResult !== 'no-match' || screening.sanctionsResult !== 'no-match');
  if (screenedMatch)
    warnings.push({
      code: 'screening-match',
      message: `The screening (${screening.provider}) found a possible or confirmed match.`,
    });
  const higherRisk = pep || sanctioned || screenedMatch || person.riskRating?.value.rating === 'high';
  if (higherRisk && (!person.sourceOfFunds || !person.sourceOfWealth))
    warnings.push({
      code: 'funds-missing',
      message: 'Higher risk: record the source of funds and the source of wealth, with evidence.',
    });
  if (!person.riskRating)
    warnings.push({
      code: 'risk-missing',
      message: 'No money-laundering and terrorism-financing risk rating yet.',
    });
  const review = person.nextReview?.value;
  if (review && review < today)
    warnings.push({ code: 'review-overdue', message: `The review was due on ${formatDate(review)}.` });
  return warnings;
}
