import { documentTypeLabels, documentTypes, type DocumentType } from '@/shared/options';

/** "Driver's License", "Payslip"...; null while the type is still to be identified. */
export function documentTypeLabel(type: string | null | undefined): string | null {
  return type && (documentTypes as readonly string[]).includes(type)
    ? documentTypeLabels[type as DocumentType]
    : null;
}
