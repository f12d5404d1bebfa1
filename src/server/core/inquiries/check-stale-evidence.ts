import { formatDate } from '@/shared/format/date';
import {
  documentLabel,
  documentSide,
  holdingName,
  monthsBefore,
  type Finding,
  type InquiryRule,
} from './inquiry-input';

/** Evidence older than this many months is stale. */
export const STALE_MONTHS = 12;

const holdingWords: Record<string, string> = {
  super: 'Super statement',
  bank: 'Bank statement',
  liability: 'Loan statement',
  policy: 'Policy schedule',
  asset: 'Investment statement',
};

const ruleSide = (says: string, date: string) => ({
  kind: 'rule' as const,
  says,
  source: `Checked on ${formatDate(date)}`,
  documentId: null,
  filename: null,
  page: null,
  // The rule is not evidence: the newer evidence of a stale finding is the document's date.
  date: null,
});

/**
 * Stale evidence: the newest statement of an account, loan, policy or portfolio, the newest payslip or the
 * newest notice of assessment dated more than 12 months before today; an identity document (licence,
 * passport) that has expired, unless a later one of the same type has not.
 */
export const staleEvidenceCheck: InquiryRule = {
  check: 'stale-evidence',
  find(input) {
    const cutOff = monthsBefore(input.today, STALE_MONTHS);
    const rule = ruleSide(
      `Evidence dated within the last ${STALE_MONTHS} months (on or after ${formatDate(cutOff)})`,
      input.today,
    );
    const findings: Finding[] = [];
    const stale = (date: string | null | undefined): date is string => Boolean(date) && date! < cutOff;

    for (const holding of input.picture.holdings) {
      const source = holding.sources[0];
      if (!source || !stale(source.documentDate)) continue;
      findings.push({
        key: `stale-evidence:${holding.key}`,
        check: 'stale-evidence',
        title: `${holdingWords[holding.kind] ?? 'Statement'} for ${holdingName(holding)} is more than ${STALE_MONTHS} months old`,
        said: rule,
        shown: documentSide(
          source,
          `${holdingWords[holding.kind] ?? 'Statement'} for ${holdingName(holding)} dated ${formatDate(source.documentDate)}`,
        ),
        values: [source.documentId, source.documentDate],
      });
    }

    for (const type of ['payslip', 'tax'] as const) {
      const newest = input.documents
        .filter((document) => document.type === type)
        .sort((a, b) => b.date.localeCompare(a.date))[0];
      if (!newest || !stale(newest.date)) continue;
      const what = type === 'payslip' ? 'payslip' : 'notice of assessment';
      findings.push({
        key: `stale-evidence:${type}`,
        check: 'stale-evidence',
        title: `The newest ${what} is more than ${STALE_MONTHS} months old`,
        said: rule,
        shown: documentSide(
          { documentId: newest.id, filename: newest.filename, page: null, documentDate: newest.date },
          `${type === 'payslip' ? 'Payslip' : 'Notice of assessment'} dated ${formatDate(newest.date)}`,
        ),
        values: [newest.id, newest.date],
      });
    }

    for (const document of input.documents) {
      if (document.type !== 'license' && document.type !== 'passport') continue;
      if (!document.expiryDate || document.expiryDate >= input.today) continue;
      const renewed = input.documents.some(
        (other) => other.type === document.type && (other.expiryDate ?? '') >= input.today,
      );
      if (renewed) continue;
      findings.push({
        key: `stale-evidence:id:${document.id}`,
        check: 'stale-evidence',
        title: `${documentLabel(document.type)} expired on ${formatDate(document.expiryDate)}`,
        said: { ...rule, says: 'Identity verified from a current (unexpired) document' },
        shown: documentSide(
          {
            documentId: document.id,
            filename: document.filename,
            page: document.expiryPage,
            documentDate: document.date,
          },
          `${documentLabel(document.type)} expired on ${formatDate(document.expiryDate)}`,
        ),
        values: [document.id, document.expiryDate],
      });
    }
    return findings;
  },
};
