import { formatMoney } from '@/shared/format/money';
import { insuranceTypeLabels, type insuranceTypes } from '@/shared/schemas/questionnaire';
import type { FactSource, PictureHolding } from '@/shared/schemas/extracted-facts';
import {
  amountOf,
  comparableName,
  differBy,
  documentSide,
  factOf,
  holdingName,
  isPersonGiven,
  lastFour,
  noDocumentSide,
  personSide,
  recordItems,
  type Finding,
  type InquiryInput,
  type InquiryRule,
} from './inquiry-input';

type CoverType = (typeof insuranceTypes)[number];

/** A life cover stated and the cover the documents show: more than 10 % apart. */
export const COVER_TOLERANCE = 0.1;

/** The super statement's field holding a cover of a type. */
const superCoverField: Partial<Record<CoverType, string>> = {
  life: 'insuranceLife',
  tpd: 'insuranceTPD',
  'income-protection': 'insuranceIP',
};

type Cover = { holding: PictureHolding; amount: number | null; source: FactSource; words: string };

/** Every cover of a type the documents show: policy schedules of that type and cover inside super. */
function documentedCover(input: InquiryInput, type: CoverType): Cover[] {
  const covers: Cover[] = [];
  for (const holding of input.picture.holdings) {
    const source = holding.sources[0];
    if (!source) continue;
    if (holding.kind === 'policy' && holding.values.type === type) {
      const amount = amountOf(holding.values.sumInsured);
      covers.push({
        holding,
        amount,
        source,
        words: `${insuranceTypeLabels[type]} policy with ${holdingName(holding)}${amount !== null ? `: ${formatMoney(amount)} cover` : ''}`,
      });
    }
    const field = superCoverField[type];
    if (holding.kind === 'super' && field) {
      const amount = amountOf(holding.values[field]);
      if (amount !== null && amount > 0)
        covers.push({
          holding,
          amount,
          source,
          words: `${insuranceTypeLabels[type]} cover inside super with ${holdingName(holding)}: ${formatMoney(amount)}`,
        });
    }
  }
  return covers;
}

const coverWords = (covers: Cover[]) => covers.map((cover) => cover.words).join('; ');
const coverSide = (covers: Cover[], type: CoverType) =>
  covers[0]
    ? documentSide(covers[0].source, coverWords(covers))
    : noDocumentSide(
        `No policy schedule or super statement shows ${insuranceTypeLabels[type].toLowerCase()} cover`,
        'Documents received',
      );

/**
 * Insurance said to be held against a policy schedule or cover inside super: the life cover and income
 * protection the client stated (held, not held, or how much life cover), and each policy a person listed,
 * against the policy schedules and the super statements' cover.
 */
export const insuranceCheck: InquiryRule = {
  check: 'insurance',
  find(input) {
    const findings: Finding[] = [];
    const stated: [CoverType, string][] = [
      ['life', 'lifeInsurance'],
      ['income-protection', 'incomeProtection'],
    ];
    for (const [type, field] of stated) {
      const fact = factOf(input, 'answers', field);
      if (!isPersonGiven(fact)) continue;
      const amount = amountOf(fact.value);
      if (amount === null) continue;
      const covers = documentedCover(input, type);
      const label = insuranceTypeLabels[type];
      const total = covers.reduce((sum, cover) => sum + (cover.amount ?? 0), 0);
      let title: string | null = null;
      if (amount > 0 && covers.length === 0)
        title = `${label} cover said to be held, but no document shows it`;
      else if (amount === 0 && covers.length > 0)
        title = `No ${label.toLowerCase()} cover said to be held, but a document shows it`;
      // Income protection is a monthly benefit on some documents and a yearly one on others: held or not only.
      else if (type === 'life' && amount > 0 && total > 0 && differBy(amount, total, COVER_TOLERANCE))
        title = `The life cover stated differs from the documents by more than 10 %`;
      if (!title) continue;
      findings.push({
        key: `insurance:${type}`,
        check: 'insurance',
        title,
        said: personSide(
          fact,
          amount > 0 ? `${label} cover of ${formatMoney(amount)}` : `No ${label.toLowerCase()} cover`,
        ),
        shown: coverSide(covers, type),
        values: [amount, covers.map((cover) => [cover.holding.key, cover.amount, cover.source.documentId])],
      });
    }

    // Each policy a person listed: a schedule of it, or (funded inside super) a super statement's cover of its type.
    for (const { item, facts } of recordItems(input, 'policy')) {
      const type = facts.get('type');
      if (!isPersonGiven(type)) continue;
      const coverType = String(type.value) as CoverType;
      const insurer = facts.get('insurer')?.value;
      const number = lastFour(facts.get('policyNumber')?.value);
      const insideSuper = facts.get('fundingMethod')?.value === 'super';
      const covers = documentedCover(input, coverType).filter((cover) =>
        insideSuper
          ? cover.holding.kind === 'super'
          : cover.holding.kind === 'policy' &&
            (number && lastFour(cover.holding.number)
              ? number === lastFour(cover.holding.number)
              : comparableName(insurer) === '' ||
                comparableName(insurer) === comparableName(cover.holding.name)),
      );
      if (covers.length > 0) continue;
      const label = insuranceTypeLabels[coverType] ?? 'Insurance';
      const named = [label, insurer ? `with ${String(insurer)}` : '', insideSuper ? 'inside super' : '']
        .filter(Boolean)
        .join(' ');
      findings.push({
        key: `insurance:policy:${item.id}`,
        check: 'insurance',
        title: `${named}: no ${insideSuper ? 'super statement shows this cover' : 'policy schedule received'}`,
        said: personSide(type, `Holds ${named}${number ? ` (policy ****${number})` : ''}`),
        shown: noDocumentSide(
          insideSuper
            ? `No super statement shows ${label.toLowerCase()} cover`
            : 'No policy schedule of this policy among the documents',
          'Documents received',
        ),
        values: [coverType, insurer ?? null, number, insideSuper],
      });
    }
    return findings;
  },
};
