import { fieldDefinition, type FieldKind } from '@/shared/field-registry';
import type { ExtractedField, ExtractedFields } from './types';

/** "12345678" → "****5678": only the last 4 digits are shown (specification, section 9). */
export function maskAccountNumber(value: string): string {
  return `****${value.replace(/[^0-9A-Za-z]/g, '').slice(-4)}`;
}

/** "062-123" → "062-***": the first 3 digits identify the bank; the branch is hidden. */
export function maskBsb(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `${digits.slice(0, 3)}-***`;
}

/** A TFN is never kept in full: a masked TFN stays as printed; a full one keeps only its last 3 digits ("******641"). */
export function maskTfn(value: string): string {
  const compact = value.replace(/[\s-]/g, '');
  if (/[*xX•]/.test(compact)) return compact.replace(/[xX•]/g, '*');
  const visible = compact.replace(/[^0-9]/g, '').slice(-3);
  return `${'*'.repeat(Math.max(0, compact.length - visible.length))}${visible}`;
}

/** How each sensitive kind of the field registry is masked. */
const MASKERS: Partial<Record<FieldKind, (value: string) => string>> = {
  'masked-number': maskAccountNumber,
  bsb: maskBsb,
  tfn: maskTfn,
};

/** The fields with account, member, BSB and tax file numbers masked, for storing and showing; which fields
 * are which kind is the field registry's to say. */
export function maskExtractedFields(fields: ExtractedFields): ExtractedFields {
  const masked: ExtractedFields = { ...fields };
  for (const [key, field] of Object.entries(fields) as [
    keyof ExtractedFields,
    ExtractedField | undefined,
  ][]) {
    const kind = fieldDefinition(key)?.kind;
    const mask = kind ? MASKERS[kind] : undefined;
    if (field && mask)
      masked[key] = {
        ...field,
        value: mask(String(field.value)),
        source: { ...field.source, text: mask(String(field.value)) },
      };
  }
  return masked;
}
