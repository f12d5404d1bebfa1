import type { DocumentPerson } from '@/shared/schemas/extracted-facts';
import { formatDate } from './date';

const comparableName = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/**
 * A document judged someone else's although it prints the client's own name: its date of birth is not the
 * one on file (a namesake, or a wrong date on file).
 */
export function namesClientWithOtherBirthDate(
  person: DocumentPerson,
  clientName: string,
): person is DocumentPerson & { name: string; dateOfBirth: string } {
  return Boolean(
    person.name && person.dateOfBirth && comparableName(person.name) === comparableName(clientName),
  );
}

/** Why a document was judged to be someone else's, completing "This document …". */
export function otherPersonReason(person: DocumentPerson, clientName: string): string {
  if (namesClientWithOtherBirthDate(person, clientName))
    return `gives ${person.name}'s date of birth as ${formatDate(person.dateOfBirth)}, not the one on file`;
  return `names ${person.name ?? 'someone else'}, not ${clientName}`;
}
