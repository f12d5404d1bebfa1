import { parseDate } from '@/shared/format/date';
import { fullName } from '@/shared/format/name';
import { parseMobileInput } from '@/shared/format/mobile';
import type { Client } from '@/shared/schemas/client';
import type { FieldSource, SourcedField } from './fact-find-snapshot';

export type SourceCandidate = {
  id: string;
  filename: string;
  type: string;
  uploadedAt: Date;
  extractedData: Record<string, unknown> | null;
};

const words = (value: unknown) =>
  String(value ?? '')
    .toLowerCase()
    .replace(/\b(pty|ltd|limited|the)\b/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const streetTypes: Record<string, string> = {
  street: 'st',
  road: 'rd',
  avenue: 'ave',
  drive: 'dr',
  place: 'pl',
  court: 'ct',
  crescent: 'cres',
  parade: 'pde',
  lane: 'ln',
  terrace: 'tce',
  boulevard: 'bvd',
  highway: 'hwy',
  circuit: 'cct',
  close: 'cl',
};
const street = (value: unknown) =>
  words(value)
    .split(' ')
    .map((word) => streetTypes[word] ?? word)
    .join(' ');

/** How a client field compares with the canonical keys a document's extraction carries. */
const matchers: Record<SourcedField, { keys: string[]; same: (client: Client, value: unknown) => boolean }> =
  {
    name: {
      keys: ['fullName', 'lastName'],
      same: (client, value) =>
        words(value) === words(fullName(client.givenNames, client.familyName)) ||
        words(value) === words(client.familyName),
    },
    dob: {
      keys: ['dateOfBirth'],
      same: (client, value) => Boolean(client.dob) && parseDate(String(value)) === client.dob,
    },
    email: {
      keys: ['email'],
      same: (client, value) => words(value) !== '' && words(value) === words(client.email),
    },
    mobile: {
      keys: ['phone'],
      same: (client, value) => Boolean(client.mobile) && parseMobileInput(String(value)) === client.mobile,
    },
    streetAddress: {
      keys: ['addressStreet'],
      same: (client, value) =>
        Boolean(client.streetAddress) && street(value) === street(client.streetAddress),
    },
    suburb: {
      keys: ['addressSuburb'],
      same: (client, value) => Boolean(client.suburb) && words(value) === words(client.suburb),
    },
    state: {
      keys: ['addressState'],
      same: (client, value) => Boolean(client.state) && words(value) === words(client.state),
    },
    postcode: {
      keys: ['addressPostcode'],
      same: (client, value) => Boolean(client.postcode) && String(value) === client.postcode,
    },
    employer: {
      keys: ['employer'],
      same: (client, value) => Boolean(client.employer) && words(value) === words(client.employer),
    },
    occupation: {
      keys: ['position'],
      same: (client, value) => Boolean(client.occupation) && words(value) === words(client.occupation),
    },
  };

function pageOf(extracted: Record<string, unknown>, key: string): number | null {
  const fields = extracted._fields as Record<string, { source?: { page?: unknown } }> | undefined;
  const page = fields?.[key]?.source?.page;
  return typeof page === 'number' ? page : null;
}

/**
 * For each client value, the newest of the client's documents that says the same thing: the source of an
 * extracted value. A value no document states was entered by the adviser and has no source.
 */
export function findFieldSources(
  client: Client,
  documents: readonly SourceCandidate[],
): Partial<Record<SourcedField, FieldSource>> {
  const newestFirst = [...documents].sort((a, b) => b.uploadedAt.getTime() - a.uploadedAt.getTime());
  const sources: Partial<Record<SourcedField, FieldSource>> = {};
  for (const [field, matcher] of Object.entries(matchers) as [
    SourcedField,
    (typeof matchers)[SourcedField],
  ][]) {
    for (const document of newestFirst) {
      const extracted = document.extractedData;
      if (!extracted) continue;
      const key = matcher.keys.find((candidate) => {
        const value = extracted[candidate];
        return (typeof value === 'string' || typeof value === 'number') && matcher.same(client, value);
      });
      if (key) {
        sources[field] = {
          documentId: document.id,
          filename: document.filename,
          type: document.type,
          page: pageOf(extracted, key),
        };
        break;
      }
    }
  }
  return sources;
}

const sourcedFieldOf: Record<string, SourcedField> = {
  givenNames: 'name',
  familyName: 'name',
  dob: 'dob',
  email: 'email',
  mobile: 'mobile',
  streetAddress: 'streetAddress',
  suburb: 'suburb',
  state: 'state',
  postcode: 'postcode',
  employer: 'employer',
  occupation: 'occupation',
};

/**
 * The documents the adviser accepted values from (client_fact_sources), for the values the client still
 * holds: a value edited since is the adviser's, and a deleted document is no source.
 */
export function acceptedFieldSources(
  client: Client,
  accepted: readonly {
    field: string;
    value: string;
    documentId: string | null;
    filename: string;
    page: number | null;
  }[],
  documents: readonly { id: string; type: string }[],
): Partial<Record<SourcedField, FieldSource>> {
  const sources: Partial<Record<SourcedField, FieldSource>> = {};
  for (const row of accepted) {
    const field = sourcedFieldOf[row.field];
    const document = documents.find((candidate) => candidate.id === row.documentId);
    const current = (client as unknown as Record<string, unknown>)[row.field];
    if (!field || !document || String(current ?? '') !== row.value) continue;
    sources[field] = { documentId: document.id, filename: row.filename, type: document.type, page: row.page };
  }
  return sources;
}
