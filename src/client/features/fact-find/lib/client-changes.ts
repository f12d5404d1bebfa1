import type { Client, ClientUpdateRequest } from '@/shared/schemas/client';

/** Empty text and no value are the same answer. */
const normalise = (value: unknown): string =>
  JSON.stringify(value === '' || value === undefined ? null : value);
const same = (a: unknown, b: unknown): boolean => normalise(a) === normalise(b);

/** The fields of a Fact Find save that differ from the client as it was loaded: all a save needs to send. */
export function changedFields(details: ClientUpdateRequest, loaded: Client): ClientUpdateRequest {
  return Object.fromEntries(
    Object.entries(details).filter(([key, value]) => !same(value, loaded[key as keyof Client])),
  ) as ClientUpdateRequest;
}

/** The fields this save changes that someone else also changed since it was loaded, to something else. */
export function conflictingFields(changes: ClientUpdateRequest, loaded: Client, latest: Client): string[] {
  return Object.entries(changes)
    .filter(([key, value]) => {
      const theirs = latest[key as keyof Client];
      return !same(theirs, loaded[key as keyof Client]) && !same(theirs, value);
    })
    .map(([key]) => key);
}
