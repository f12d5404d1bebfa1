import { createHash } from 'node:crypto';
import type { FactFindSnapshot } from './fact-find-snapshot';

/** JSON with object keys in order, so equal content always gives equal text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * SHA-256 of a snapshot's content: the same facts give the same hash whenever they are prepared (the
 * preparation time and the client row's update time are left out).
 */
export function hashSnapshot(snapshot: FactFindSnapshot): string {
  const content = {
    ...snapshot,
    preparedAt: undefined,
    client: { ...snapshot.client, updatedAt: undefined },
  };
  return createHash('sha256').update(stableJson(content)).digest('hex');
}
