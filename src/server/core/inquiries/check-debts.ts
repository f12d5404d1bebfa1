import { formatMoney } from '@/shared/format/money';
import {
  amountOf,
  documentSide,
  factOf,
  holdingName,
  holdingValue,
  isPersonGiven,
  personSide,
  type Finding,
  type InquiryRule,
} from './inquiry-input';

/**
 * "No debts" against a loan statement: the client said (or the adviser typed) a mortgage of $0, or other debts
 * of $0, and a statement of the client's shows a home loan (or another debt) with a balance owing.
 */
export const debtsCheck: InquiryRule = {
  check: 'debts',
  find(input) {
    const findings: Finding[] = [];
    const mortgage = factOf(input, 'answers', 'mortgage');
    const other = factOf(input, 'answers', 'otherDebts');
    for (const holding of input.picture.holdings) {
      if (holding.kind !== 'liability') continue;
      const balance = amountOf(holding.values.balance);
      if (balance !== null && balance <= 0) continue;
      const homeLoan = holding.values.type === 'home-loan' || holding.values.type === undefined;
      const said = homeLoan ? mortgage : other;
      if (!isPersonGiven(said) || amountOf(said.value) !== 0) continue;
      const source = holding.sources[0];
      if (!source) continue;
      const saidWords = homeLoan
        ? `No mortgage (mortgage ${formatMoney(0)}${isPersonGiven(other) && amountOf(other.value) === 0 ? ', other debts $0' : ''})`
        : `No other debts (other debts ${formatMoney(0)})`;
      const what = homeLoan ? 'Home loan' : 'Loan';
      const owing = holdingValue(holding, 'balance');
      findings.push({
        key: `debts:${holding.key}`,
        check: 'debts',
        title: `Said to have no ${homeLoan ? 'mortgage' : 'other debts'}, but a statement shows a ${what.toLowerCase()}`,
        said: personSide(said, saidWords),
        shown: documentSide(source, `${what} with ${holdingName(holding)}${owing ? `: ${owing} owing` : ''}`),
        values: [said.value, holding.key, holding.values.balance ?? null, source.documentId],
      });
    }
    return findings;
  },
};
