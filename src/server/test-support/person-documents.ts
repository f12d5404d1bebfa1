import type { DocumentType } from '@/shared/options';
import { makeFamily, type FactoryDocument } from '../../../training/factory/compose';
import { makeDocument } from '../../../training/factory/make-corpus';
import type { Person } from '../../../training/factory/people';
import { toPdf } from '../../../training/factory/to-pdf';

export type { Person } from '../../../training/factory/people';

/**
 * Documents about one person, made by the document factory (training/factory): the family and document index
 * choose the issuer's layout and the figures; the person is the one given, so several documents form one
 * client's pack. `fields` is what the document prints, in the scorer's canonical form (its truth).
 */
export function personDocument(
  type: DocumentType,
  person: Person,
  { family = 0, index = 0 }: { family?: number; index?: number } = {},
): FactoryDocument {
  return makeDocument(makeFamily(type, family), index, person);
}

/** The document as a born-digital PDF, named as a file from the client might be. */
export async function personDocumentFile(
  document: FactoryDocument,
): Promise<{ filename: string; bytes: Buffer }> {
  return { filename: `${document.id}.pdf`, bytes: await toPdf(document) };
}

/** A fictional client (ACMA's fictional mobile range, an example e-mail domain). */
export function samplePerson(overrides: Partial<Person> = {}): Person {
  return {
    given: 'Mei',
    middle: 'Anh',
    family: 'Nguyen',
    title: 'Ms',
    sex: 'F',
    dateOfBirth: '1979-04-17',
    street: '14 Banksia Crescent',
    suburb: 'Brunswick',
    state: 'VIC',
    postcode: '3056',
    email: 'mei.nguyen@example.com',
    phone: '0491570123',
    ...overrides,
  };
}
