import type { ExtractedFields } from './types';

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

/** The fields with account, member and BSB numbers masked, for storing and showing. */
export function maskExtractedFields(fields: ExtractedFields): ExtractedFields {
  const masked: ExtractedFields = { ...fields };
  const maskers = {
    accountNumber: maskAccountNumber,
    memberNumber: maskAccountNumber,
    bsb: maskBsb,
    tfnMasked: maskTfn,
  } as const;
  for (const [key, mask] of Object.entries(maskers) as [keyof typeof maskers, (value: string) => string][]) {
    const field = masked[key];
    if (field)
      masked[key] = {
        ...field,
        value: mask(String(field.value)),
        source: { ...field.source, text: mask(String(field.value)) },
      };
  }
  return masked;
}
