import { describe, expect, it } from 'vitest';
import type { Client } from '@/shared/schemas/client';
import { acceptedFieldSources } from './find-field-sources';

const client = {
  givenNames: 'Linh',
  familyName: 'Pham',
  employer: 'Longreach Transport',
  dob: '1965-09-10',
} as Client;
const documents = [{ id: 'd1', type: 'payslip' }];

describe('the sources of accepted values', () => {
  it('names the document while the client still holds the accepted value', () => {
    const sources = acceptedFieldSources(
      client,
      [
        {
          field: 'employer',
          value: 'Longreach Transport',
          documentId: 'd1',
          filename: 'payslip.pdf',
          page: 1,
        },
        { field: 'dob', value: '1965-09-10', documentId: 'd1', filename: 'payslip.pdf', page: 2 },
      ],
      documents,
    );
    expect(sources.employer).toEqual({ documentId: 'd1', filename: 'payslip.pdf', type: 'payslip', page: 1 });
    expect(sources.dob?.page).toBe(2);
  });

  it('forgets it once the adviser changed the value, or the document is gone', () => {
    const sources = acceptedFieldSources(
      client,
      [
        { field: 'employer', value: 'Kingfisher Marine', documentId: 'd1', filename: 'old.pdf', page: 1 },
        { field: 'dob', value: '1965-09-10', documentId: null, filename: 'deleted.pdf', page: 1 },
      ],
      documents,
    );
    expect(sources).toEqual({});
  });
});
