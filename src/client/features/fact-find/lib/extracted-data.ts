import { parseAddress } from '@/shared/format/address';
import { parseDate } from '@/shared/format/date';
import { parseMobileInput } from '@/shared/format/mobile';
import { toMoneyNumber } from '@/shared/format/money';
import type { BankAccountInput, FactFindDetailsInput, SuperAccountInput } from '@/shared/schemas/fact-find';
import type { ConfidenceLevel } from '@/shared/options';

/** The browser session keys the document screens write when the adviser continues (specification section 3). */
export const extractedClientDataKey = 'extractedClientData';
export const processedDocumentsKey = 'processedDocuments';

/** A document the extracted data came from, as the document screens keep it. */
export type ProcessedDocument = {
  id: string;
  filename: string;
  type: string;
  clientId: string | null;
  confidence: string | null;
  extractedData: Record<string, unknown> | null;
};

/** The Fact Find fields the extraction can fill. */
export type PrefillDetails = Pick<
  FactFindDetailsInput,
  | 'givenNames'
  | 'familyName'
  | 'dob'
  | 'email'
  | 'mobile'
  | 'streetAddress'
  | 'suburb'
  | 'state'
  | 'postcode'
  | 'employer'
  | 'occupation'
>;

/** Extracted client data, read into what the Fact Find form and its account lists take. */
export type Prefill = {
  details: Partial<Record<keyof PrefillDetails, string>>;
  superAccounts: SuperAccountInput[];
  bankAccounts: BankAccountInput[];
  documents: ProcessedDocument[];
  confidence: ConfidenceLevel | null;
};

type Loose = Record<string, unknown>;

const asObject = (value: unknown): Loose =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};
const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value.trim()
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';
const asConfidence = (value: unknown): ConfidenceLevel | null =>
  value === 'high' || value === 'medium' || value === 'low' ? value : null;
/** Whole dollars as a money input holds them; '' when not an amount. */
const asMoney = (value: unknown): string => {
  const amount = toMoneyNumber(typeof value === 'number' || typeof value === 'string' ? value : null);
  return amount === null || amount < 0 ? '' : String(amount);
};
const asDays = (value: unknown): string => {
  const text = asText(value).toLowerCase();
  const number = Number(/\d+/.exec(text)?.[0] ?? NaN);
  if (!Number.isFinite(number)) return '';
  if (/week/.test(text)) return String(number * 7);
  if (/month/.test(text)) return String(number * 30);
  return String(number);
};

/** "Sean Patrick O'Brien" with lastName "O'Brien" → given names "Sean Patrick". */
function splitName(info: Loose): { givenNames: string; familyName: string } {
  const full = asText(info.fullName).replace(/\s+/g, ' ');
  const first = asText(info.firstName);
  const last = asText(info.lastName);
  if (last) {
    const given =
      full && full.toLowerCase().endsWith(last.toLowerCase())
        ? full.slice(0, full.length - last.length).trim()
        : '';
    return { givenNames: given || first, familyName: last };
  }
  if (full) {
    const words = full.split(' ');
    return words.length > 1
      ? { givenNames: words.slice(0, -1).join(' '), familyName: words.at(-1) ?? '' }
      : { givenNames: first, familyName: full };
  }
  return { givenNames: first, familyName: '' };
}

const lastDigits = (value: unknown) => asText(value).replace(/\D/g, '').slice(-4);
const sameName = (a: unknown, b: unknown) => {
  const clean = (value: unknown) =>
    asText(value)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  const left = clean(a);
  const right = clean(b);
  return left !== '' && right !== '' && (left.includes(right) || right.includes(left));
};

/** The processed document an account was read from: as the extraction says, else by type, name or last 4 digits. */
function sourceDocument(
  documents: ProcessedDocument[],
  type: 'super' | 'bank',
  account: Loose,
): ProcessedDocument | undefined {
  const named = documents.find((document) => document.id === asText(account.documentId));
  if (named) return named;
  const candidates = documents.filter((document) => document.type === type);
  if (candidates.length <= 1) return candidates[0];
  const nameKey = type === 'super' ? 'fundName' : 'bankName';
  const numberKey = type === 'super' ? 'memberNumber' : 'accountNumber';
  return (
    candidates.find(
      (document) =>
        lastDigits(account.accountNumber) !== '' &&
        lastDigits(document.extractedData?.[numberKey]) === lastDigits(account.accountNumber),
    ) ?? candidates.find((document) => sameName(document.extractedData?.[nameKey], account.provider))
  );
}

function readDocuments(raw: string | null): ProcessedDocument[] {
  if (!raw) return [];
  const parsed: unknown = JSON.parse(raw);
  const list = Array.isArray(parsed)
    ? parsed
    : Array.isArray(asObject(parsed).documents)
      ? (asObject(parsed).documents as unknown[])
      : [];
  return list.flatMap((item) => {
    const document = asObject(item);
    const id = asText(document.id);
    if (!id) return [];
    return [
      {
        id,
        filename: asText(document.filename),
        type: asText(document.type),
        clientId: asText(document.clientId) || null,
        confidence: asText(document.confidence) || null,
        extractedData: document.extractedData ? asObject(document.extractedData) : null,
      },
    ];
  });
}

/** Reads the extracted data from session values; null when there is none. Throws when it is not JSON. */
export function readPrefill(extractedJson: string | null, documentsJson: string | null): Prefill | null {
  if (!extractedJson) return null;
  const data = asObject(JSON.parse(extractedJson));
  const info = asObject(data.personalInfo);
  const employment = asObject(data.employment);
  const documents = readDocuments(documentsJson);
  const confidence = asConfidence(data.confidence);

  const details: Prefill['details'] = {};
  const { givenNames, familyName } = splitName(info);
  // Structured parts when the extraction gives them, else the one address line parsed.
  const parsed = parseAddress(asText(info.address));
  const address = {
    streetAddress: asText(info.streetAddress) || parsed.streetAddress,
    suburb: asText(info.suburb) || parsed.suburb,
    state: asText(info.state).toUpperCase() || parsed.state,
    postcode: asText(info.postcode) || parsed.postcode,
  };
  const entries: [keyof PrefillDetails, string][] = [
    ['givenNames', givenNames],
    ['familyName', familyName],
    ['dob', parseDate(asText(info.dateOfBirth ?? info.dob)) ?? ''],
    ['email', asText(info.email).toLowerCase()],
    ['mobile', parseMobileInput(asText(info.phone ?? info.mobile))],
    ['streetAddress', address.streetAddress],
    ['suburb', address.suburb],
    ['state', address.state],
    ['postcode', address.postcode],
    ['employer', asText(employment.employer)],
    ['occupation', asText(employment.position ?? employment.occupation)],
  ];
  for (const [key, value] of entries) if (value) details[key] = value;

  const superAccounts: SuperAccountInput[] = [];
  const bankAccounts: BankAccountInput[] = [];
  const accounts = Array.isArray(data.financialAccounts) ? data.financialAccounts : [];
  for (const item of accounts) {
    const account = asObject(item);
    const type = asText(account.type).toLowerCase();
    const provider = asText(account.provider);
    if (!provider) continue;
    if (type === 'superannuation' || type === 'super') {
      const document = sourceDocument(documents, 'super', account);
      const insurance = asObject(account.insurance);
      const life = asObject(insurance.life);
      const tpd = asObject(insurance.tpd);
      const incomeProtection = asObject(insurance.incomeProtection);
      superAccounts.push({
        fundName: provider,
        memberNumberMasked: asText(account.accountNumber),
        balance: asMoney(account.balance),
        statementDate: parseDate(asText(account.statementDate)) ?? '',
        investmentOption:
          (Array.isArray(account.investmentOptions)
            ? account.investmentOptions.map(asText).filter(Boolean).join(', ')
            : asText(account.investmentOptions ?? account.investmentOption)) || 'Balanced',
        contributionsYTD: asMoney(account.contributions),
        insuranceLife: asMoney(life.sumInsured),
        insuranceLifePremium: asMoney(life.premium),
        insuranceTPD: asMoney(tpd.sumInsured),
        insuranceTPDPremium: asMoney(tpd.premium),
        insuranceIP: asMoney(incomeProtection.monthlyBenefit ?? incomeProtection.sumInsured),
        insuranceIPPremium: asMoney(incomeProtection.premium),
        insuranceIPWaitingPeriod: asDays(incomeProtection.waitingPeriod),
        insuranceIPBenefitPeriod: asText(incomeProtection.benefitPeriod),
        documentId: document?.id ?? null,
        confidence: asConfidence(document?.confidence) ?? confidence ?? 'medium',
      });
    } else if (type === 'bank') {
      const document = sourceDocument(documents, 'bank', account);
      bankAccounts.push({
        bankName: provider,
        bsbMasked: asText(account.bsb),
        accountNumberMasked: asText(account.accountNumber),
        // Extracted bank accounts are labelled Transaction (specification section 3).
        accountType: 'transaction',
        balance: asMoney(account.balance),
        documentId: document?.id ?? null,
        confidence: asConfidence(document?.confidence) ?? confidence ?? 'medium',
      });
    }
  }
  return { details, superAccounts, bankAccounts, documents, confidence };
}

/** The extracted data kept in this browser session; unparseable data is logged only (specification section 8). */
export function readSessionPrefill(): Prefill | null {
  try {
    return readPrefill(
      sessionStorage.getItem(extractedClientDataKey),
      sessionStorage.getItem(processedDocumentsKey),
    );
  } catch (error) {
    console.error('The extracted client data in this session could not be read', error);
    return null;
  }
}

/** Forgets the extracted data once it has become a client, so it is not offered again. */
export function clearSessionPrefill(): void {
  sessionStorage.removeItem(extractedClientDataKey);
  sessionStorage.removeItem(processedDocumentsKey);
}
