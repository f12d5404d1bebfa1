/**
 * The sealed fold (decision 034): template families written for it alone, whose label wording and
 * institutions appear in no other family, no extraction rule, no registry synonym and no institution entry
 * (sealed-wording.test.ts). No model is trained on it (assertNotSealed in every training script's examples) and
 * no rule is tuned on it: its score is the only figure reported as the estimate for unseen layouts.
 */
import { documentTypes, type DocumentType } from '@/shared/options';
import { Composer, type Family, type FactoryDocument } from '../compose';
import { DATE_STYLES, MONEY_STYLES } from '../formats';
import type { Person } from '../people';
import { Random } from '../random';
import { BANK_WORDINGS, composeSealedBank } from './types/bank';
import { composeSealedInsurance, INSURANCE_WORDINGS } from './types/insurance';
import { composeSealedInvestment, INVESTMENT_WORDINGS } from './types/investment';
import { composeSealedLicence, LICENCE_WORDINGS, makeSealedLicenceComposer } from './types/licence';
import { composeSealedMortgage, MORTGAGE_WORDINGS } from './types/mortgage';
import { composeSealedOther, OTHER_WORDINGS } from './types/other';
import { composeSealedPassport, makeSealedPassportComposer, PASSPORT_WORDINGS } from './types/passport';
import { composeSealedPayslip, PAYSLIP_WORDINGS } from './types/payslip';
import { composeSealedSuper, SUPER_WORDINGS } from './types/super';
import { composeSealedTax, TAX_WORDINGS } from './types/tax';
import type { SealedWording } from './wording';

type Recipe = {
  wordings: readonly SealedWording[];
  compose: (composer: Composer, wording: SealedWording) => string;
  composer?: (family: Family, seed: string, person?: Person) => Composer;
};
const RECIPES: Record<DocumentType, Recipe> = {
  super: { wordings: SUPER_WORDINGS, compose: composeSealedSuper },
  insurance: { wordings: INSURANCE_WORDINGS, compose: composeSealedInsurance },
  bank: { wordings: BANK_WORDINGS, compose: composeSealedBank },
  payslip: { wordings: PAYSLIP_WORDINGS, compose: composeSealedPayslip },
  tax: { wordings: TAX_WORDINGS, compose: composeSealedTax },
  mortgage: { wordings: MORTGAGE_WORDINGS, compose: composeSealedMortgage },
  investment: { wordings: INVESTMENT_WORDINGS, compose: composeSealedInvestment },
  license: { wordings: LICENCE_WORDINGS, compose: composeSealedLicence, composer: makeSealedLicenceComposer },
  passport: {
    wordings: PASSPORT_WORDINGS,
    compose: composeSealedPassport,
    composer: makeSealedPassportComposer,
  },
  other: { wordings: OTHER_WORDINGS, compose: composeSealedOther },
};

/** The sealed families' fold number: outside 0…FOLDS-1, so no leave-family-out split ever holds them. */
export const SEALED_FOLD = -1;
export const SEALED_DOCUMENTS_PER_FAMILY = 8;
const FIELD_STYLES = ['label-left', 'label-colon', 'label-above', 'ruled-table'] as const;

export function isSealedFamily(family: Family): boolean {
  return family.sealed === true || family.id.startsWith('sealed-') || family.fold === SEALED_FOLD;
}

function makeSealedFamily(type: DocumentType, index: number): Family {
  const random = new Random(`sealed-family/${type}/${index}`);
  return {
    id: `sealed-${type}-${index}`,
    type,
    fold: SEALED_FOLD,
    // The two families of a type lay out their fields differently, whatever the dice say.
    fieldStyle: FIELD_STYLES[(index + documentTypes.indexOf(type)) % FIELD_STYLES.length] ?? 'label-left',
    twoColumns: random.chance(0.5),
    dateStyle: random.pick(DATE_STYLES),
    moneyStyle: random.pick(MONEY_STYLES),
    surnameFirst: random.chance(0.25),
    bannerHeading: random.chance(0.5),
    sealed: true,
  };
}

export function makeSealedFamilies(): Family[] {
  return documentTypes.flatMap((type) =>
    RECIPES[type].wordings.map((_, index) => makeSealedFamily(type, index)),
  );
}

function sealedWordingOf(family: Family): SealedWording {
  const wording = RECIPES[family.type].wordings[Number(family.id.split('-').at(-1))];
  if (!wording) throw new Error(`no sealed wording for ${family.id}`);
  return wording;
}

export function makeSealedDocument(family: Family, index: number): FactoryDocument {
  const recipe = RECIPES[family.type];
  const seed = `${family.id}/${index}`;
  const composer = recipe.composer ? recipe.composer(family, seed) : new Composer(family, seed);
  const documentDate = recipe.compose(composer, sealedWordingOf(family));
  return composer.finish(`${family.id}-${String(index).padStart(3, '0')}`, documentDate);
}

/** Every sealed family's documents, in a fixed order: the same on every run. */
export function makeSealedCorpus(documentsPerFamily = SEALED_DOCUMENTS_PER_FAMILY): FactoryDocument[] {
  return makeSealedFamilies().flatMap((family) =>
    Array.from({ length: documentsPerFamily }, (_, index) => makeSealedDocument(family, index)),
  );
}

/** What the contamination test checks: every label the sealed fold prints and every institution it names. */
export function sealedWording(): { type: DocumentType; labels: string[]; institutions: string[] }[] {
  return documentTypes.map((type) => ({
    type,
    labels: [...new Set(RECIPES[type].wordings.flatMap((wording) => Object.values(wording.labels)))],
    institutions: [...new Set(RECIPES[type].wordings.flatMap((wording) => wording.institutions))],
  }));
}

/** Training's guard: a training script given a sealed document stops rather than learn from it. */
export function assertNotSealed(documents: readonly FactoryDocument[], what: string): void {
  const sealed = documents.find((document) => isSealedFamily(document.family));
  if (sealed)
    throw new Error(
      `${what}: ${sealed.id} is from the sealed fold, which no model is trained on (decision 034)`,
    );
}
