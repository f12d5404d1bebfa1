import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { documentPages } from '@/server/db/schema';
import { redactPageTaxFileNumbers } from '@/server/reading/redact-tax-file-numbers';
import type { RecognisedLine } from '@/server/reading/recognise/types';

/**
 * Pages read before TFN redaction covered every way a TFN is written (other separators, boxes, 8 digits,
 * labels like "T.F.N." or "YourTFN:", labels lines away or heading a column) may still hold one in full. Run
 * at start-up: only pages that mention a TFN in some form are looked at, and a page already redacted is left
 * as it is, so later runs change nothing. Returns how many pages were changed.
 */
export async function redactStoredTaxFileNumbers(db: Database): Promise<number> {
  const pages = await db
    .select({
      documentId: documentPages.documentId,
      pageNumber: documentPages.pageNumber,
      text: documentPages.text,
      lines: documentPages.lines,
    })
    .from(documentPages)
    .where(
      // Any label the redaction knows (letters apart, full-width ones too), loosely: the redaction decides.
      sql`${documentPages.text} ~* '(t[^a-z0-9]{0,3}f[^a-z0-9]{0,3}n|tax[^a-z0-9]{0,3}f|ｔ|ｆ|Ｔ|Ｆ)'`,
    );
  let changed = 0;
  for (const page of pages) {
    const lines = page.lines as RecognisedLine[];
    const redacted = redactPageTaxFileNumbers({ text: page.text, lines });
    if (redacted.text === page.text && JSON.stringify(redacted.lines) === JSON.stringify(lines)) continue;
    await db
      .update(documentPages)
      .set({ text: redacted.text, lines: redacted.lines })
      .where(
        and(eq(documentPages.documentId, page.documentId), eq(documentPages.pageNumber, page.pageNumber)),
      );
    changed += 1;
  }
  return changed;
}
