import { useMutation } from '@tanstack/react-query';
import type { ConfidenceLevel } from '@/shared/options';
import { apiRequest } from '@/client/lib/api-client';

type Cover = {
  sumInsured?: number | null;
  premium?: number | null;
  monthlyBenefit?: number | null;
  waitingPeriod?: number | string | null;
  benefitPeriod?: string | null;
};

export type ExtractedFinancialAccount = {
  type: 'superannuation' | 'bank';
  provider?: string | null;
  accountNumber?: string | null;
  balance?: number | string | null;
  bsb?: string | null;
  statementDate?: string | null;
  investmentOptions?: string | string[] | null;
  contributions?: unknown;
  insurance?: { life?: Cover | null; tpd?: Cover | null; incomeProtection?: Cover | null } | null;
  documentId?: string;
};

/** Documents that disagree on a fact: every reading, and the one chosen (the newest evidence). */
export type ExtractedConflict = {
  field: string;
  values: { value: string | number; documentId: string }[];
  chosen: string | number;
};

/** POST /api/documents/extract-client-data: what the documents say about the client, merged. */
export type ExtractedClientData = {
  personalInfo: {
    fullName?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    dateOfBirth?: string | null;
    address?: string | null;
    email?: string | null;
    phone?: string | null;
    streetAddress?: string | null;
    suburb?: string | null;
    state?: string | null;
    postcode?: string | null;
  };
  employment?: { employer?: string | null; position?: string | null } | null;
  financialAccounts?: ExtractedFinancialAccount[] | null;
  annualIncome?: number | null;
  confidence: ConfidenceLevel;
  conflicts?: ExtractedConflict[] | null;
};

export function extractClientData(documentIds: string[]): Promise<ExtractedClientData> {
  return apiRequest<ExtractedClientData>('POST', '/api/documents/extract-client-data', { documentIds });
}

export function useExtractClientData() {
  return useMutation({ mutationFn: extractClientData });
}
