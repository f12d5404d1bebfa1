import type { RecordFact, RecordItem, FactStatus } from '@/shared/record/record-types';
import type { Cycle } from '@/shared/record/record-fields';
import type { DocumentType } from '@/shared/options';
import { buildDocumentPicture } from '@/server/core/client-record/document-picture';
import { documentPerson, type Evidence } from '@/server/core/client-record/load-client-evidence';
import { inquiryDocuments } from '@/server/core/inquiries/read-inquiries';
import type { InquiryInput } from '@/server/core/inquiries/inquiry-input';
import { maskExtractedFields } from '@/server/reading/extract/mask';
import type { ExtractedFields } from '@/server/reading/extract/types';
import { findEvidenceDate } from '@/server/reading/merge/evidence-date';
import type { MergeInput } from '@/server/reading/merge/types';
import type { FactoryDocument } from '../../../training/factory/compose';
import { composePack, type Pack, type PackOptions } from '../../../training/factory/make-pack';
import { personDocument } from './person-documents';

/**
 * Inputs for the reasonable-inquiry checks made from the document factory (training/factory): one person's
 * pack of every type (make-pack.ts), read as the pipeline reads a born-digital document that it reads right
 * (each printed field, masked as stored), judged against the pack's person, turned into the documents'
 * picture; and the record's facts as a person gave them.
 */
export type PackFile = { filename: string; type: DocumentType; document: FactoryDocument };

export function composeInquiryPack(options: PackOptions = {}): { pack: Pack; files: PackFile[] } {
  const pack = composePack(options);
  return {
    pack,
    files: pack.documents.map(({ filename, type, document }) => ({ filename, type, document })),
  };
}

/** A passport of the pack's person, from the factory's passport family. */
export function packPassport(pack: Pack, index = 0): PackFile {
  return {
    filename: 'passport.pdf',
    type: 'passport',
    document: personDocument('passport', pack.person, { index }),
  };
}

/** The files as the worker leaves them read, as the client's evidence. */
export function packEvidence(pack: Pack, files: readonly PackFile[]): Evidence[] {
  const client = {
    givenNames: pack.person.middle ? `${pack.person.given} ${pack.person.middle}` : pack.person.given,
    familyName: pack.person.family,
    dob: pack.person.dateOfBirth,
    defaultedFields: [],
    spouseGivenNames: null,
    spouseFamilyName: null,
    spouseDob: null,
  };
  return files.map(({ filename, type, document }, index) => {
    const fields = maskExtractedFields(
      Object.fromEntries(
        Object.entries(document.fields).map(([key, value]) => [
          key,
          { value, confidence: 'high' as const, source: { page: 1, text: String(value) } },
        ]),
      ) as ExtractedFields,
    );
    const input: MergeInput = {
      documentId: `doc-${index + 1}-${filename}`,
      documentType: type,
      documentDate: document.documentDate,
      uploadedAt: '2026-11-20T00:00:00.000Z',
      fields,
    };
    return {
      input,
      filename,
      documentDate: findEvidenceDate(input),
      person: documentPerson(fields, client),
      correctedKeys: new Set(),
    };
  });
}

/** A fact of the record as a person (the adviser, by default) gave it. */
export function givenFact(
  subject: string,
  field: string,
  value: unknown,
  options: { status?: FactStatus; cycle?: Cycle; at?: string; documentId?: string; filename?: string } = {},
): RecordFact {
  const fromDocument = options.status === 'accepted';
  return {
    subject,
    field,
    value,
    cycle: options.cycle ?? null,
    asAt: null,
    period: null,
    status: options.status ?? 'set',
    source: {
      kind: fromDocument ? 'document' : options.status === 'confirmed' ? 'client' : 'adviser',
      actorName: 'Jo Citizen',
      documentId: options.documentId ?? null,
      filename: options.filename ?? null,
      page: fromDocument ? 1 : null,
      box: null,
      text: null,
      confidence: null,
      requestId: null,
    },
    at: options.at ?? '2026-11-20T01:00:00.000Z',
    earlier: 0,
    confirmedByClientAt: null,
  };
}

/** An item (account, loan, policy) of the record and its facts as a person gave them. */
export function givenItem(
  kind: string,
  id: string,
  values: Record<string, unknown>,
): { item: RecordItem; facts: RecordFact[] } {
  const subject = `${kind}:${id}`;
  return {
    item: { subject, kind, id, createdAt: '2026-11-20T01:00:00.000Z' },
    facts: Object.entries(values).map(([field, value]) => givenFact(subject, field, value)),
  };
}

/** The checks' input: the files' picture and documents, the record's facts and items, today. */
export function inquiryInput(
  pack: Pack,
  files: readonly PackFile[],
  record: { facts?: RecordFact[]; items?: { item: RecordItem; facts: RecordFact[] }[] } = {},
  today = '2026-11-27',
): InquiryInput {
  const evidence = packEvidence(pack, files);
  const items = record.items ?? [];
  return {
    today,
    facts: [...(record.facts ?? []), ...items.flatMap((entry) => entry.facts)],
    items: items.map((entry) => entry.item),
    picture: buildDocumentPicture('client-1', evidence),
    documents: inquiryDocuments(evidence),
  };
}
