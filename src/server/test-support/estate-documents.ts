/**
 * Documents for the estate-planning and Centrelink rules' tests (decision 037), made with the document
 * factory's own tools (training/factory: Composer, families, PDF and text-layer renditions) but by recipes of
 * their own: the factory's families, and so its training data and evaluation folds, are unchanged.
 */
import { Composer, makeFamily, type FactoryDocument } from '../../../training/factory/compose';
import type { Person } from '../../../training/factory/people';
import { toPdf } from '../../../training/factory/to-pdf';
import { toRecognised } from '../../../training/factory/to-recognised';
import { composeSuper } from '../../../training/factory/types/super';
import { samplePerson } from './person-documents';

const printsNomination = (document: FactoryDocument) =>
  document.pages.some((page) =>
    page.texts.some((text) => /binding|beneficiary nominated|preferred beneficiary/i.test(text.text)),
  );

export type NominationSpec = {
  /** How the statement words the kind of nomination. */
  kindWording: string;
  beneficiaries: { name: string; relationship: string; share: number }[];
  /** A lapsing nomination's expiry (ISO), printed in the family's date style. */
  expiry?: string;
};

/**
 * A super statement of the factory's super recipe (family `family`, document `index`) with a death benefit
 * nomination section after it: a heading, the kind, each beneficiary with share and, when given, the expiry.
 */
export function superStatementWithNomination(
  nomination: NominationSpec,
  {
    family = 0,
    index = 0,
    person = samplePerson(),
  }: { family?: number; index?: number; person?: Person } = {},
): FactoryDocument {
  // The super recipe sometimes prints a nomination of its own; a statement states one, so such a draw is skipped.
  let attempt = 0;
  let composer: Composer;
  let date: string;
  do {
    composer = new Composer(
      makeFamily('super', family),
      `nomination/${family}/${index}/${attempt++}`,
      undefined,
      person,
    );
    date = composeSuper(composer);
  } while (printsNomination(composer.finish('draft', date)));
  composer.heading('Your death benefit nomination');
  composer.field('Nomination type', nomination.kindWording);
  for (const beneficiary of nomination.beneficiaries)
    composer.field(`Beneficiary (${beneficiary.relationship})`, `${beneficiary.name} ${beneficiary.share}%`);
  if (nomination.expiry) composer.field('Nomination expires', composer.date(nomination.expiry));
  return composer.finish(`super-nomination-${family}-${index}`, date);
}

export type CentrelinkLetterSpec = {
  payment: string;
  /** The amount paid each cycle, and the cycle's words ("a fortnight"). */
  amount: number;
  cycleWords: string;
  reference: string;
  cards: string[];
  date?: string;
};

/** A Services Australia letter about a payment, laid out in the factory's style for family `family`. */
export function centrelinkLetter(
  letter: CentrelinkLetterSpec,
  { family = 0, person = samplePerson() }: { family?: number; person?: Person } = {},
): FactoryDocument {
  const composer = new Composer(makeFamily('other', family), `centrelink/${family}`, undefined, person);
  const date = letter.date ?? '2026-03-20';
  composer.masthead('Services Australia', 'Centrelink', composer.date(date));
  composer.addressBlock({ title: true });
  composer.field('Customer Reference Number', letter.reference);
  composer.field('Date', composer.date(date));
  composer.heading(`Your ${letter.payment}`);
  composer.paragraph(
    `We have reviewed your ${letter.payment}. Here is what you will get from 20 March 2026.`,
  );
  composer.field('Payment', letter.payment);
  composer.field('Total payment', `${composer.money(letter.amount)} ${letter.cycleWords}`);
  for (const card of letter.cards) composer.line(`You hold a ${card}.`);
  composer.paragraph(
    'If your circumstances change you must tell us within 14 days. Visit servicesaustralia.gov.au.',
  );
  return composer.finish(`centrelink-${family}`, date);
}

/** The document as the text layer of its PDF is read, and as a born-digital PDF file. */
export const recognisedOf = toRecognised;
export async function documentFile(document: FactoryDocument): Promise<{ filename: string; bytes: Buffer }> {
  return { filename: `${document.id}.pdf`, bytes: await toPdf(document) };
}
