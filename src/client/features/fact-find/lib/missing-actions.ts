import type { Dispatch, SetStateAction } from 'react';
import type { CompletionCheckKey } from '@/shared/fact-find-completion';
import { partnerFields, type DetailsForm, type DetailsFormValues } from './details-form';

export type AddableList = 'super' | 'bank' | 'goal';
/** A missing item as the side panel lists it. */
type Missing = { key: string };

/** The client fields the form holds: the record's facts of these follow what the form shows now. */
export const formFields = [
  'givenNames',
  'familyName',
  'dob',
  'email',
  'mobile',
  'occupation',
  'employer',
  'streetAddress',
  'suburb',
  'state',
  'postcode',
  'propertyOwnership',
  'propertyValue',
  ...partnerFields,
] as const satisfies readonly (keyof DetailsFormValues)[];

const fieldOfCheck: Partial<Record<CompletionCheckKey, keyof DetailsFormValues>> = {
  email: 'email',
  dob: 'dob',
  mobile: 'mobile',
  streetAddress: 'streetAddress',
  occupation: 'occupation',
  employer: 'employer',
};

/**
 * What Add does beside a missing item: focuses the field to fill, opens the list to add to, or scrolls to
 * the section (or questionnaire tab) where it is given.
 */
export function addMissingAction({
  form,
  givenNames,
  setAdding,
}: {
  form: DetailsForm;
  givenNames: string | undefined;
  setAdding: Dispatch<SetStateAction<Record<AddableList, boolean>>>;
}): (item: Missing) => void {
  const reveal = (elementId: string) =>
    requestAnimationFrame(() =>
      document.getElementById(elementId)?.scrollIntoView({ behavior: 'smooth', block: 'center' }),
    );

  const openList = (list: 'super' | 'bank' | 'goal') => {
    setAdding((current) => ({ ...current, [list]: true }));
    reveal(list === 'goal' ? 'goals-and-objectives' : 'financial-information');
  };
  const focusField = (field: keyof DetailsFormValues) => {
    if (field === 'propertyOwnership') {
      document.getElementById('ownership-own')?.focus();
      reveal('property');
      return;
    }
    form.setFocus(field);
    reveal(field);
  };
  return (item: Missing) => {
    const key = item.key;
    if (key === 'superAccounts' || key === 'super.none') return openList('super');
    if (key === 'bankAccounts' || key === 'bank.none') return openList('bank');
    if (key === 'goals' || key === 'goal.none') return openList('goal');
    if (key === 'name') return focusField(givenNames?.trim() ? 'familyName' : 'givenNames');
    const check = fieldOfCheck[key as CompletionCheckKey];
    if (check) return focusField(check);
    const [subject = '', field = ''] = [
      key.slice(0, key.lastIndexOf('.')),
      key.slice(key.lastIndexOf('.') + 1),
    ];
    if (subject === 'client' && (formFields as readonly string[]).includes(field))
      return focusField(field as keyof DetailsFormValues);
    const kind = subject.split(':')[0];
    const place: Record<string, string> = {
      cashFlow: 'income',
      income: 'income',
      tax: 'tax',
      super: 'financial-information',
      bank: 'financial-information',
      liability: 'debts',
      policy: 'insurance',
      asset: 'investments',
    };
    const target = kind ? place[kind] : undefined;
    if (target) reveal(target);
  };
}
