import type { ExtractedFields } from '@/server/reading/extract/types';
import type { ConfidenceLevel, DocumentType } from '@/shared/options';

export type MergeInput = {
  documentId: string;
  documentType: DocumentType;
  /** When the document was issued or its period ended (ISO); derived from its fields when absent. */
  documentDate?: string;
  uploadedAt: string;
  fields: ExtractedFields;
};

export type Cover = {
  sumInsured: number | null;
  premium: number | null;
  monthlyBenefit: number | null;
  waitingPeriod: number | null;
  benefitPeriod: string | null;
};

export type FinancialAccount = {
  type: 'superannuation' | 'bank';
  provider: string | null;
  /** Masked: last 4 digits only. */
  accountNumber: string | null;
  balance: number | null;
  /** Masked: first 3 digits only. */
  bsb: string | null;
  statementDate: string | null;
  investmentOptions: string | null;
  contributions: number | null;
  insurance: { life: Cover | null; tpd: Cover | null; incomeProtection: Cover | null } | null;
  documentId: string;
};

export type Conflict = {
  field: string;
  values: { value: string | number; documentId: string }[];
  chosen: string | number;
};

export type MergedClientData = {
  personalInfo: {
    fullName: string | null;
    firstName: string | null;
    lastName: string | null;
    dateOfBirth: string | null;
    address: string | null;
    email: string | null;
    phone: string | null;
    streetAddress: string | null;
    suburb: string | null;
    state: string | null;
    postcode: string | null;
  };
  employment: { employer: string | null; position: string | null };
  financialAccounts: FinancialAccount[];
  annualIncome: number | null;
  confidence: ConfidenceLevel;
  conflicts: Conflict[];
};
