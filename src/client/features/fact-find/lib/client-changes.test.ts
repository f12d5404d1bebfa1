import { describe, expect, it } from 'vitest';
import type { Client } from '@/shared/schemas/client';
import { changedFields, conflictingFields } from './client-changes';

const loaded = { occupation: null, employer: 'Acme', email: 'a@example.com' } as unknown as Client;

describe('a Fact Find save against the client as loaded', () => {
  it('sends only what the adviser changed (empty text and no value are the same)', () => {
    expect(changedFields({ occupation: '', employer: 'Acme', email: 'b@example.com' }, loaded)).toEqual({
      email: 'b@example.com',
    });
  });

  it('conflicts only where someone else changed the same field to something else', () => {
    const latest = { ...loaded, occupation: 'Engineer', employer: 'Other Co' } as unknown as Client;
    expect(conflictingFields({ email: 'b@example.com' }, loaded, latest)).toEqual([]);
    expect(conflictingFields({ employer: 'Other Co' }, loaded, latest)).toEqual([]);
    expect(conflictingFields({ employer: 'Mine Pty Ltd', occupation: 'Nurse' }, loaded, latest)).toEqual([
      'employer',
      'occupation',
    ]);
  });
});
