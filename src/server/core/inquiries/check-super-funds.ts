import {
  comparableName,
  documentSide,
  holdingName,
  holdingValue,
  isPersonGiven,
  lastFour,
  noDocumentSide,
  personSide,
  recordItems,
  type Finding,
  type InquiryRule,
} from './inquiry-input';

/**
 * Super funds listed against statements received: a fund in the record that no statement of the client's is
 * about, and (once a person has listed the client's funds) a statement of a fund the list leaves out. A fund
 * and a statement are the same when their member numbers' last four digits agree, or, where either has no
 * number, their names do.
 */
export const superFundsCheck: InquiryRule = {
  check: 'super-funds',
  find(input) {
    const statements = input.picture.holdings.filter((holding) => holding.kind === 'super');
    const listed = recordItems(input, 'super').map(({ item, facts }) => ({
      item,
      name: facts.get('fundName'),
      number: facts.get('memberNumberMasked'),
    }));
    const same = (fund: (typeof listed)[number], statement: (typeof statements)[number]) => {
      const listedNumber = lastFour(fund.number?.value);
      const statementNumber = lastFour(statement.number);
      if (listedNumber && statementNumber) return listedNumber === statementNumber;
      return (
        comparableName(fund.name?.value) !== '' &&
        comparableName(fund.name?.value) === comparableName(statement.name)
      );
    };
    const findings: Finding[] = [];
    const countWords = `${statements.length} super ${statements.length === 1 ? 'statement' : 'statements'} received`;
    for (const fund of listed) {
      if (!isPersonGiven(fund.name) || statements.some((statement) => same(fund, statement))) continue;
      const name = [fund.name.value, fund.number?.value].filter(Boolean).join(' ');
      findings.push({
        key: `super-funds:listed:${fund.item.id}`,
        check: 'super-funds',
        title: `No statement received for ${String(fund.name.value)}`,
        said: personSide(fund.name, `Holds ${name}`),
        shown: noDocumentSide('No statement of this fund among the documents', countWords),
        values: [fund.name.value, fund.number?.value ?? null, statements.map((statement) => statement.key)],
      });
    }
    const givenList = listed.filter((fund) => isPersonGiven(fund.name));
    const newest = givenList.map((fund) => fund.name!).sort((a, b) => b.at.localeCompare(a.at))[0];
    if (newest) {
      const names = givenList.map((fund) => String(fund.name!.value)).join(', ');
      for (const statement of statements) {
        if (listed.some((fund) => same(fund, statement))) continue;
        const source = statement.sources[0];
        if (!source) continue;
        const balance = holdingValue(statement, 'balance');
        findings.push({
          key: `super-funds:statement:${statement.key}`,
          check: 'super-funds',
          title: `A statement shows ${statement.name}, a fund not listed`,
          said: personSide(newest, `Funds listed: ${names}`),
          shown: documentSide(source, `${holdingName(statement)}${balance ? `: balance ${balance}` : ''}`),
          values: [names, statement.key, source.documentId],
        });
      }
    }
    return findings;
  },
};
