import type { RecordFact } from '@/shared/record/record-types';
import { comparableName, documentSide, factOf, personSide, type InquiryRule } from './inquiry-input';

const parts = ['streetAddress', 'suburb', 'state', 'postcode'] as const;

/** "6/223 Marine Parade, Unley SA 5061" */
const addressWords = (value: (field: (typeof parts)[number]) => unknown) => {
  const [street, suburb, state, postcode] = parts.map((field) => String(value(field) ?? '').trim());
  return [street, [suburb, state, postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
};

/**
 * The address in the record against newer documents: the newest document of the client's that prints an
 * address (the one the documents' picture takes it from) shows another street or postcode than the record,
 * and it is newer than whatever the record's address was read from (a value a person gave is always checked).
 */
export const addressCheck: InquiryRule = {
  check: 'address',
  find(input) {
    const record = new Map(parts.map((field) => [field, factOf(input, 'client', field)] as const));
    const street = record.get('streetAddress');
    if (!street || street.value === null || street.value === '' || street.status === 'default') return [];
    const shown = new Map(
      parts.map(
        (field) =>
          [
            field,
            input.picture.facts.find((fact) => fact.subject === 'client' && fact.field === field),
          ] as const,
      ),
    );
    const newestStreet = shown.get('streetAddress');
    const source = newestStreet?.sources[0];
    if (!newestStreet || !source) return [];
    const key = (value: (field: (typeof parts)[number]) => unknown) =>
      `${comparableName(value('streetAddress'))}|${comparableName(value('postcode'))}`;
    const recordValue = (field: (typeof parts)[number]) => record.get(field)?.value;
    const shownValue = (field: (typeof parts)[number]) => shown.get(field)?.value;
    if (key(recordValue) === key(shownValue)) return [];
    // Read from a document: only a newer document disagrees with it.
    if (street.source.kind === 'document') {
      const readFrom =
        input.documents.find((document) => document.id === street.source.documentId)?.date ?? '';
      if (!source.documentDate || source.documentDate <= readFrom) return [];
    }
    const words = addressWords(recordValue);
    const said: RecordFact = street;
    const saidSide =
      street.source.kind === 'document'
        ? {
            ...personSide(said, words),
            kind: 'document' as const,
            source: `Read from ${street.source.filename ?? 'a document'}${street.source.page ? ` p.${street.source.page}` : ''}, accepted by ${street.source.actorName}`,
            documentId: street.source.documentId,
            filename: street.source.filename,
            page: street.source.page,
          }
        : personSide(said, words);
    return [
      {
        key: 'address:client',
        check: 'address',
        title: 'A newer document shows another address',
        said: saidSide,
        shown: documentSide(source, addressWords(shownValue)),
        values: [key(recordValue), key(shownValue), source.documentId],
      },
    ];
  },
};
