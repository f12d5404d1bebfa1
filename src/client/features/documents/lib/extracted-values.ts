import { fieldDefinition, fieldRegistry } from '@/shared/field-registry';

/** Keys the readable view keeps out of sight (specification section 2, Extracted Data Review). */
export function isHiddenKey(key: string): boolean {
  return key.startsWith('_') || key === 'error' || key === 'requiresManualReview';
}

/** The extracted facts to show: the person first, then the document's own facts, in a reading order. */
export function visibleEntries(data: Record<string, unknown>): [string, unknown][] {
  const entries = Object.entries(data).filter(
    ([key, value]) => !isHiddenKey(key) && value !== null && value !== undefined,
  );
  const rank = (key: string) => {
    const index = labelOrder.indexOf(key);
    return index === -1 ? labelOrder.length : index;
  };
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.index - b.index)
    .map(({ entry }) => entry);
}

const labelOrder = Object.keys(fieldRegistry);

export type ValueKind = 'money' | 'date' | 'percent' | 'phone' | 'plain';

export function valueKind(key: string, value: unknown): ValueKind {
  const kind = fieldDefinition(key)?.kind;
  if (typeof value === 'number' && kind === 'money') return 'money';
  if (typeof value === 'string' && kind === 'date') return 'date';
  if (typeof value === 'number' && kind === 'percent') return 'percent';
  if (typeof value === 'string' && kind === 'phone') return 'phone';
  return 'plain';
}

/** Provenance the server keeps for each extracted fact under `_fields`. */
export type FieldProvenance = {
  confidence?: string;
  /** A cross-check on the document failed: why the value needs a look. */
  check?: string;
  source?: { page?: number; text?: string };
};

export function provenanceOf(data: Record<string, unknown>, key: string): FieldProvenance | undefined {
  const fields = data._fields;
  if (!fields || typeof fields !== 'object') return undefined;
  const entry = (fields as Record<string, unknown>)[key];
  return entry && typeof entry === 'object' ? (entry as FieldProvenance) : undefined;
}

/** Warnings the extraction recorded under `_warnings`. */
export function extractionWarnings(data: Record<string, unknown>): string[] {
  const warnings = data._warnings;
  return Array.isArray(warnings)
    ? warnings.filter((warning): warning is string => typeof warning === 'string')
    : [];
}
