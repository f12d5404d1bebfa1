import { documentTypes, type DocumentType } from '@/shared/options';
import { Composer, makeFamily, type Family, type FactoryDocument } from './compose';
import type { Person } from './people';
import { composeBank } from './types/bank';
import { composeInsurance } from './types/insurance';
import { composeInvestment } from './types/investment';
import { composeLicence, makeLicenceComposer } from './types/licence';
import { composeMortgage } from './types/mortgage';
import { composeOther, makeOtherComposer } from './types/other';
import { composePassport, makePassportComposer } from './types/passport';
import { composePayslip } from './types/payslip';
import { composeSuper } from './types/super';
import { composeTax } from './types/tax';

type Recipe = {
  compose: (composer: Composer) => string;
  composer?: (family: Family, seed: string, person?: Person) => Composer;
};
const RECIPES: Record<DocumentType, Recipe> = {
  super: { compose: composeSuper },
  insurance: { compose: composeInsurance },
  bank: { compose: composeBank },
  payslip: { compose: composePayslip },
  tax: { compose: composeTax },
  mortgage: { compose: composeMortgage },
  investment: { compose: composeInvestment },
  license: { compose: composeLicence, composer: makeLicenceComposer },
  passport: { compose: composePassport, composer: makePassportComposer },
  other: { compose: composeOther, composer: makeOtherComposer },
};

export type CorpusOptions = { familiesPerType: number; documentsPerFamily: number };
export const DEFAULT_CORPUS: CorpusOptions = { familiesPerType: 20, documentsPerFamily: 8 };

/** One document of a family; about `person` when given (one client's pack), else about a random person. */
export function makeDocument(family: Family, index: number, person?: Person): FactoryDocument {
  return composeDocument(family, index, person).document;
}

/** The same document of its family in another wording (`{ inventedWording: true }`, `{ inventedInstitutions:
 * true }`): its twin, every value that wording leaves alone the same. */
export function twinOf(
  document: FactoryDocument,
  wording: Pick<Family, 'inventedWording' | 'inventedInstitutions'>,
): FactoryDocument {
  const index = Number(/-(\d+)$/.exec(document.id)?.[1]);
  if (!Number.isInteger(index)) throw new Error(`${document.id} has no document number`);
  return makeDocument({ ...document.family, ...wording }, index);
}

/** A document and the person it is about, as its recipe left them (a licence moves them to its state). */
export function composeDocument(
  family: Family,
  index: number,
  person?: Person,
): { document: FactoryDocument; person: Person } {
  const recipe = RECIPES[family.type];
  const seed = `${family.id}/${index}`;
  const composer = recipe.composer
    ? recipe.composer(family, seed, person)
    : new Composer(family, seed, undefined, person);
  const documentDate = recipe.compose(composer);
  return {
    document: composer.finish(`${family.id}-${String(index).padStart(3, '0')}`, documentDate),
    person: composer.person,
  };
}

export function makeFamilies(options: CorpusOptions = DEFAULT_CORPUS): Family[] {
  return documentTypes.flatMap((type) =>
    Array.from({ length: options.familiesPerType }, (_, index) => makeFamily(type, index)),
  );
}

/** Every family's documents, in a fixed order. */
export function makeCorpus(options: CorpusOptions = DEFAULT_CORPUS): FactoryDocument[] {
  return makeFamilies(options).flatMap((family) =>
    Array.from({ length: options.documentsPerFamily }, (_, index) => makeDocument(family, index)),
  );
}
