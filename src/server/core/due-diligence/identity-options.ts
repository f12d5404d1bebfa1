import { and, eq, inArray } from 'drizzle-orm';
import type { CddPerson, IdentityDocumentOption } from '@/shared/schemas/due-diligence';
import type { Database } from '@/server/db/connection';
import { documentRequests, documents } from '@/server/db/schema';
import type { Evidence } from '@/server/core/client-record/load-client-evidence';
import { maskAccountNumber } from '@/server/reading/extract/mask';
import { printedName } from '@/server/reading/merge/match-person';

/** Whose identity documents can verify a person: their own, and any whose person could not be told. */
const eligible: Record<CddPerson, readonly string[]> = {
  client: ['client', 'unknown', 'other'],
  partner: ['partner', 'unknown', 'other'],
};

const text = (value: unknown): string | null =>
  value === undefined || value === null || value === '' ? null : String(value);

/**
 * The person's passports and licences as the record's documents read them (the adviser's corrections applied):
 * number (masked), issuer, expiry, the name and date of birth printed, the page the number was read on, and
 * how the request link was checked when the client sent it that way.
 */
export async function identityOptions(
  db: Database,
  evidence: readonly Evidence[],
  person: CddPerson,
): Promise<IdentityDocumentOption[]> {
  const chosen = evidence.filter(
    (item) =>
      (item.input.documentType === 'passport' || item.input.documentType === 'license') &&
      eligible[person].includes(item.person.status),
  );
  const links = await linkMethods(
    db,
    chosen.map((item) => item.input.documentId),
  );
  return chosen.map((item) => {
    const fields = item.input.fields;
    const passport = item.input.documentType === 'passport';
    const numberField = passport ? fields.passportNumber : (fields.licenceNumber ?? fields.cardNumber);
    const number = text(numberField?.value);
    return {
      documentId: item.input.documentId,
      filename: item.filename,
      documentType: passport ? 'passport' : 'license',
      numberMasked: number ? maskAccountNumber(number) : null,
      issuer: text(passport ? fields.nationality?.value : fields.issuingState?.value),
      expiryDate: text(fields.expiryDate?.value),
      nameOnDocument: printedName(fields),
      dateOfBirthOnDocument: text(fields.dateOfBirth?.value),
      page: numberField?.source.page ?? fields.expiryDate?.source.page ?? null,
      linkMethod: links.get(item.input.documentId) ?? null,
    };
  });
}

/** For documents sent through a request link: how that link was checked (an e-mailed code, or the date of birth). */
async function linkMethods(
  db: Database,
  documentIds: readonly string[],
): Promise<Map<string, 'link-dob' | 'link-code'>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: documents.id,
      verifiedAt: documentRequests.verifiedAt,
      codeUsedAt: documentRequests.codeUsedAt,
    })
    .from(documents)
    .innerJoin(documentRequests, eq(documentRequests.id, documents.documentRequestId))
    .where(and(inArray(documents.id, [...documentIds])));
  const methods = new Map<string, 'link-dob' | 'link-code'>();
  for (const row of rows) {
    if (row.codeUsedAt) methods.set(row.id, 'link-code');
    else if (row.verifiedAt) methods.set(row.id, 'link-dob');
  }
  return methods;
}
