import { completionCheckKeys, completionCheckLabels } from '@/shared/fact-find-completion';
import { formatDate, formatDateLong } from '@/shared/format/date';
import { formatMobile } from '@/shared/format/mobile';
import { formatMoney, formatMoneyPrecise } from '@/shared/format/money';
import { fullName } from '@/shared/format/name';
import { documentTypeLabels, type DocumentType } from '@/shared/options';
import { goalTimeframeLabels } from '@/shared/schemas/fact-find';
import {
  assetTypeLabels,
  cashFlowExpenseKeys,
  cashFlowIncomeKeys,
  cashFlowLabels,
  fundingMethodLabels,
  insuranceTypeLabels,
  liabilityFeatureLabels,
  liabilityTypeLabels,
  questionnaireSectionLabels,
  timeHorizonLabels,
} from '@/shared/schemas/questionnaire';
import type { FactFindSnapshot, FieldSource, SourcedField } from '@/server/core/fact-find/fact-find-snapshot';
import type { ClientConfirmation } from '@/shared/schemas/document-request';
import { isSameAccount, type AccountIdentity } from '@/shared/same-account';
import { colours, contentWidth, page, PdfWriter, type Cell } from './pdf-writer';

export type RenderOptions = {
  snapshot: FactFindSnapshot;
  /** SHA-256 of the snapshot, printed as the document's reference. */
  contentHash: string;
  /** Dates and times print in this zone (the practice is Australian). */
  timeZone?: string;
};

const dash = '—';
const text = (value: string | null | undefined) => (value && value.trim() ? value.trim() : dash);
const money = (value: number | string | null | undefined) => formatMoney(value) || dash;
const cents = (value: number | string | null | undefined) => formatMoneyPrecise(value) || dash;
const date = (value: string | null | undefined) => formatDate(value) || dash;
const words = (value: string | null | undefined, labels: Record<string, string> = {}) => {
  if (!value) return dash;
  return labels[value] ?? value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, ' ');
};
const typeLabel = (type: string) => documentTypeLabels[type as DocumentType] ?? 'Document';
const sum = (values: (number | null | undefined)[]) =>
  values.reduce<number>((total, value) => total + (value ?? 0), 0);
const moneyAnswer = (value: unknown) => (typeof value === 'string' && value ? money(Number(value)) : dash);

/** The questions answered, as detail rows: unanswered ones are left out. */
const answered = (rows: [string, string | undefined][]): [string, string][] =>
  rows.filter((row): row is [string, string] => Boolean(row[1]));

function ageOn(dob: string | null | undefined, on: Date): number | null {
  if (!dob) return null;
  const [year = 0, month = 1, day = 1] = dob.split('-').map(Number);
  let age = on.getUTCFullYear() - year;
  if (on.getUTCMonth() + 1 < month || (on.getUTCMonth() + 1 === month && on.getUTCDate() < day)) age -= 1;
  return age >= 0 && age < 130 ? age : null;
}

function sourceText(source: FieldSource | undefined): string | undefined {
  if (!source) return undefined;
  const pageText = source.page ? `, p. ${source.page}` : '';
  return `Source: ${typeLabel(source.type)} (${source.filename}${pageText})`;
}

/** "Confirmed by client on 25/11/2026", or what the client corrected it to. */
function confirmationText(confirmation: ClientConfirmation, timeZone: string): string {
  const day = formatDate(confirmation.confirmedAt, { timeZone });
  return confirmation.correction
    ? `Client corrected this to "${confirmation.correction}" on ${day}`
    : `Confirmed by client on ${day}`;
}

function recordSource(source: { filename: string; type: string } | null): string {
  return source ? `${typeLabel(source.type)}: ${source.filename}` : 'Entered by adviser';
}

/** Where an account came from, with the confidence of one read from a document. */
const sourceCell = (account: {
  source: { filename: string; type: string } | null;
  confidence: string;
}): Cell => ({
  text: recordSource(account.source),
  note: account.source ? `Confidence: ${account.confidence}` : undefined,
});

/** The sum of the known amounts; null when none is known (printed "—", never $0.00). */
const knownSum = (values: (number | null | undefined)[]): number | null =>
  values.some((value) => value !== null && value !== undefined) ? sum(values) : null;

/** The positions of accounts that repeat one listed before them (the same institution and number). */
function repeatedAccounts<T>(accounts: readonly T[], identity: (account: T) => AccountIdentity): Set<number> {
  const repeats = new Set<number>();
  accounts.forEach((account, index) => {
    if (accounts.slice(0, index).some((earlier) => isSameAccount(identity(earlier), identity(account))))
      repeats.add(index);
  });
  return repeats;
}

const listedAgain = 'Listed again (same institution and number): not counted in the total';

/**
 * The total row of an accounts table: six columns, the balances in the fifth. Only known balances are added,
 * each account once (`counted`), and the row says so when some are unknown or listed twice.
 */
const balancesTotal = (counted: { balance: number | null }[], repeats: Set<number>): Cell[] => {
  const total = knownSum(counted.map((account) => account.balance));
  const unknown = counted.some((account) => account.balance === null);
  const label =
    total !== null && unknown
      ? 'Total (of accounts with a known balance)'
      : repeats.size > 0
        ? 'Total (each account counted once)'
        : 'Total';
  return [label, '', '', '', total === null ? dash : cents(total), ''];
};

type Section = { title: string; destination: string; draw: () => void };

/** Renders the Fact Find PDF: a cover with contents, numbered sections, running headers and page numbers. */
export async function renderFactFindPdf({
  snapshot,
  contentHash,
  timeZone = 'Australia/Sydney',
}: RenderOptions): Promise<Buffer> {
  const { client, practice, adviser, questionnaire } = snapshot;
  // A researched median is not the adviser's figure: the PDF says which it is wherever it appears.
  const homeIsMedian = client.propertyValueBasis === 'indicative-median';
  // An account listed twice (the same fund or bank and number) is shown twice but counted once.
  const superRepeats = repeatedAccounts(snapshot.superAccounts, (account) => ({
    institution: account.fundName,
    number: account.memberNumberMasked,
  }));
  const bankRepeats = repeatedAccounts(snapshot.bankAccounts, (account) => ({
    institution: account.bankName,
    number: account.accountNumberMasked,
  }));
  // Everything summed or described per account (totals, cover, contributions, money in and out) uses these.
  const superOnce = snapshot.superAccounts.filter((_account, index) => !superRepeats.has(index));
  const bankOnce = snapshot.bankAccounts.filter((_account, index) => !bankRepeats.has(index));
  const prepared = new Date(snapshot.preparedAt);
  const preparedText = formatDateLong(prepared, { timeZone });
  const clientName = fullName(client.givenNames, client.familyName);
  const partnerName = fullName(client.spouseGivenNames, client.spouseFamilyName);
  const hasPartner = partnerName !== '';
  const answers = questionnaire.answers as Record<string, string | undefined>;
  const reference = contentHash.slice(0, 12).toUpperCase();
  const confirmations = snapshot.clientConfirmations ?? [];
  const confirmationOf = (field: SourcedField) =>
    confirmations.find((confirmation) => confirmation.field === (field === 'name' ? 'givenNames' : field));
  const sourced = (field: SourcedField, value: string): Cell => {
    if (value === dash) return { text: value };
    const confirmation = confirmationOf(field);
    const notes = [
      sourceText(snapshot.fieldSources[field]),
      confirmation && confirmationText(confirmation, timeZone),
    ];
    return { text: value, note: notes.filter(Boolean).join(' · ') || undefined };
  };

  const writer = new PdfWriter({
    title: `Fact Find: ${clientName}`,
    author: `${adviser.name}, ${practice.name}`,
    subject: `Client fact find prepared ${preparedText}`,
    keywords: `fact find, ${client.familyName}, reference ${reference}`,
    createdAt: prepared,
  });
  const doc = writer.doc;
  /** A detail per row: the client's and partner's columns side by side, or the client's alone. */
  const personDetails = (rows: [string, Cell, Cell][]) => {
    if (!hasPartner) return writer.details(rows.map(([label, mine]) => [label, mine]));
    return writer.tableSection(
      null,
      [
        { header: 'Detail', width: 0.26 },
        { header: clientName, width: 0.37 },
        { header: partnerName, width: 0.37 },
      ],
      rows.map(([label, mine, theirs]) => [{ text: label, bold: true }, mine, theirs]),
    );
  };

  /* ------------------------------------------------------------ sections */

  const sections: Section[] = [
    {
      title: hasPartner ? 'Client and partner' : 'Client',
      destination: 'client',
      draw: () => {
        // A date left at the intake's default is not a fact: it is not printed.
        const dob = client.defaultedFields.includes('dob') ? null : client.dob;
        const spouseDob = client.defaultedFields.includes('spouseDob') ? null : client.spouseDob;
        const age = ageOn(dob, prepared);
        const partnerAge = ageOn(spouseDob, prepared);
        const rows: [string, Cell, Cell][] = [
          ['Given names', sourced('name', text(client.givenNames)), text(client.spouseGivenNames)],
          ['Family name', text(client.familyName), text(client.spouseFamilyName)],
          ['Preferred name', text(client.preferredName), dash],
          [
            'Date of birth',
            sourced('dob', dob ? `${date(dob)}${age === null ? '' : ` (age ${age})`}` : dash),
            spouseDob ? `${date(spouseDob)}${partnerAge === null ? '' : ` (age ${partnerAge})`}` : dash,
          ],
          ['Sex', words(client.sex), dash],
          ['Email', sourced('email', text(client.email)), text(client.spouseEmail)],
          [
            'Mobile',
            sourced('mobile', client.mobile ? formatMobile(client.mobile) : dash),
            client.spouseMobile ? formatMobile(client.spouseMobile) : dash,
          ],
          ['Preferred contact', words(client.preferredContact, { sms: 'SMS' }), dash],
          ['Marital status', words(client.maritalStatus, { defacto: 'De facto' }), dash],
          ['Smoking status', words(client.smokingStatus), dash],
          ['Country of birth', text(client.countryOfBirth), dash],
          ['Citizenships', client.citizenships.length > 0 ? client.citizenships.join(', ') : dash, dash],
          ['Tax residency', text(client.taxResidency), dash],
        ];
        personDetails(rows);
        writer.tableSection(
          'Dependants',
          [
            { header: 'Name', width: 0.4 },
            { header: 'Date of birth', width: 0.3 },
            { header: 'Relationship', width: 0.3 },
          ],
          client.dependants.map((dependant) => [
            dependant.name,
            dependant.dateOfBirth
              ? `${date(dependant.dateOfBirth)} (age ${ageOn(dependant.dateOfBirth, prepared) ?? '?'})`
              : dash,
            text(dependant.relationship),
          ]),
          { empty: 'No dependants recorded.' },
        );
      },
    },
    {
      title: 'Addresses and property',
      destination: 'addresses',
      draw: () => {
        const postal = client.postalSameAsResidential
          ? 'Same as residential address'
          : [client.postalAddress, client.postalSuburb, client.postalState, client.postalPostcode]
              .filter(Boolean)
              .join(', ') || dash;
        const sourceNote = sourceText(
          snapshot.fieldSources.streetAddress ??
            snapshot.fieldSources.suburb ??
            snapshot.fieldSources.postcode,
        );
        const residential = [client.streetAddress, client.suburb, client.state, client.postcode]
          .filter(Boolean)
          .join(', ');
        writer.details([
          ['Residential address', { text: residential || dash, note: residential ? sourceNote : undefined }],
          ['Postal address', postal],
          ['Country', text(client.country)],
          [
            'Years at address',
            client.yearsAtAddress === null || client.yearsAtAddress === undefined
              ? dash
              : String(client.yearsAtAddress),
          ],
          ['Living arrangements', text(client.livingArrangements)],
          ['Property ownership', client.propertyOwnership === 'own' ? 'Owns the home' : 'Rents'],
          ...(client.propertyOwnership === 'own'
            ? ([
                [
                  'Property value',
                  {
                    text: money(client.propertyValue),
                    note: homeIsMedian
                      ? 'Indicative median (not a valuation)'
                      : 'Adviser estimate; not a valuation',
                  },
                ],
              ] as [string, Cell][])
            : []),
        ]);
      },
    },
    {
      title: 'Employment',
      destination: 'employment',
      draw: () => {
        const rows: [string, Cell, Cell][] = [
          ['Occupation', sourced('occupation', text(client.occupation)), text(client.spouseOccupation)],
          ['Employer', sourced('employer', text(client.employer)), text(client.spouseEmployer)],
          ['Industry', text(client.industry), dash],
          ['Employment type', words(client.employmentType), dash],
          ['Tenure', text(client.tenure), dash],
          ['Working hours', text(client.workingHours), dash],
          ['Redundancy risk', text(client.redundancyRisk), dash],
        ];
        personDetails(rows);
      },
    },
    {
      title: 'Superannuation',
      destination: 'super',
      draw: () => {
        const accounts = snapshot.superAccounts;
        const listed = writer.tableSection(
          null,
          [
            { header: 'Fund', width: 0.25 },
            { header: 'Member no.', width: 0.13 },
            { header: 'Investment option', width: 0.16 },
            { header: 'Statement date', width: 0.13 },
            { header: 'Balance', width: 0.15, align: 'right' },
            { header: 'Source', width: 0.18 },
          ],
          accounts.map((account, index) => [
            { text: account.fundName, bold: true, note: superRepeats.has(index) ? listedAgain : undefined },
            text(account.memberNumberMasked),
            text(account.investmentOption),
            date(account.statementDate),
            cents(account.balance),
            sourceCell(account),
          ]),
          {
            totalRow: balancesTotal(superOnce, superRepeats),
            empty: 'No superannuation accounts recorded.',
          },
        );
        if (!listed) return;
        const insured = superOnce.filter(
          (account) => account.insuranceLife || account.insuranceTPD || account.insuranceIP,
        );
        writer.tableSection(
          'Insurance held in super',
          [
            { header: 'Fund', width: 0.24 },
            { header: 'Life cover', width: 0.19, align: 'right' },
            { header: 'TPD cover', width: 0.19, align: 'right' },
            { header: 'Income protection', width: 0.38 },
          ],
          insured.map((account) => [
            { text: account.fundName, bold: true },
            {
              text: money(account.insuranceLife),
              note: account.insuranceLifePremium
                ? `${money(account.insuranceLifePremium)} a year`
                : undefined,
            },
            {
              text: money(account.insuranceTPD),
              note: account.insuranceTPDPremium ? `${money(account.insuranceTPDPremium)} a year` : undefined,
            },
            {
              text: account.insuranceIP ? `${money(account.insuranceIP)} a month` : dash,
              note: account.insuranceIP
                ? [
                    account.insuranceIPWaitingPeriod
                      ? `${account.insuranceIPWaitingPeriod}-day waiting period`
                      : null,
                    account.insuranceIPBenefitPeriod
                      ? `benefit period ${account.insuranceIPBenefitPeriod}`
                      : null,
                    account.insuranceIPPremium
                      ? `premium ${money(account.insuranceIPPremium)} a month`
                      : null,
                  ]
                    .filter(Boolean)
                    .join('; ') || undefined
                : undefined,
            },
          ]),
          { empty: 'No insurance recorded inside super.' },
        );
        const contributions = superOnce.filter((account) => account.contributionsYTD || account.fees);
        if (contributions.length > 0)
          writer.note(
            contributions
              .map(
                (account) =>
                  `${account.fundName}: ${account.contributionsYTD ? `contributions this year ${money(account.contributionsYTD)}` : ''}${account.contributionsYTD && account.fees ? '; ' : ''}${account.fees ? `fees ${money(account.fees)}` : ''}.`,
              )
              .join(' '),
          );
      },
    },
    {
      title: 'Bank accounts',
      destination: 'bank',
      draw: () => {
        const accounts = snapshot.bankAccounts;
        const listed = writer.tableSection(
          null,
          [
            { header: 'Bank', width: 0.26 },
            { header: 'BSB', width: 0.11 },
            { header: 'Account', width: 0.13 },
            { header: 'Type', width: 0.13 },
            { header: 'Balance', width: 0.16, align: 'right' },
            { header: 'Source', width: 0.21 },
          ],
          accounts.map((account, index) => [
            { text: account.bankName, bold: true, note: bankRepeats.has(index) ? listedAgain : undefined },
            text(account.bsbMasked),
            text(account.accountNumberMasked),
            words(account.accountType),
            cents(account.balance),
            sourceCell(account),
          ]),
          {
            totalRow: balancesTotal(bankOnce, bankRepeats),
            empty: 'No bank accounts recorded.',
          },
        );
        if (!listed) return;
        const flows = bankOnce.filter(
          (account) => account.averageIncomeMonthly || account.averageExpensesMonthly,
        );
        for (const account of flows)
          writer.note(
            `${account.bankName}: on average ${money(account.averageIncomeMonthly)} in and ${money(account.averageExpensesMonthly)} out a month.`,
          );
      },
    },
    {
      title: 'Cash flow',
      destination: 'cash-flow',
      draw: () => {
        const flow = questionnaire.cashFlow;
        const incomeRows = flow ? cashFlowIncomeKeys.filter((key) => flow[key]) : [];
        const expenseRows = flow ? cashFlowExpenseKeys.filter((key) => flow[key]) : [];
        if (!flow || (incomeRows.length === 0 && expenseRows.length === 0)) {
          writer.paragraph('No income or expenses recorded yet (questionnaire, Income & Cash Flow).');
          return;
        }
        // The employer's super guarantee goes to super, not to the client: shown, but not counted in income.
        const annualIncome = sum(
          incomeRows.filter((key) => key !== 'superGuarantee').map((key) => flow[key]),
        );
        const monthlyExpenses = sum(expenseRows.map((key) => flow[key]));
        writer.tableSection(
          'Income (a year, before tax)',
          [
            { header: 'Item', width: 0.65 },
            { header: 'A year', width: 0.35, align: 'right' },
          ],
          incomeRows.map((key) =>
            key === 'superGuarantee'
              ? [
                  { text: cashFlowLabels[key], note: 'Paid into super; not counted in total income' },
                  money(flow[key]),
                ]
              : [cashFlowLabels[key], money(flow[key])],
          ),
          { totalRow: ['Total income', money(annualIncome)] },
        );
        writer.tableSection(
          'Expenses (a month)',
          [
            { header: 'Item', width: 0.45 },
            { header: 'A month', width: 0.27, align: 'right' },
            { header: 'A year', width: 0.28, align: 'right' },
          ],
          expenseRows.map((key) => [cashFlowLabels[key], money(flow[key]), money((flow[key] ?? 0) * 12)]),
          { totalRow: ['Total expenses', money(monthlyExpenses), money(monthlyExpenses * 12)] },
        );
        writer.details([
          [
            'Surplus before tax (a year)',
            {
              text: money(annualIncome - monthlyExpenses * 12),
              bold: true,
              note: 'Income less twelve months of expenses; tax is not deducted.',
            },
          ],
          ['Voluntary super contributions', moneyAnswer(answers.superContributions)],
          ['Irregular income', flow.irregularIncome ? 'Yes' : 'No'],
          ['ABN', flow.abn ? flow.abn.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4') : dash],
          ['Business structure', words(flow.businessStructure)],
        ]);
      },
    },
    {
      title: 'Assets and liabilities',
      destination: 'assets',
      draw: () => {
        const assets = questionnaire.assets;
        const debts = questionnaire.liabilities;
        const listed = sum(assets.map((asset) => asset.currentValue));
        writer.tableSection(
          'Assets',
          [
            { header: 'Type', width: 0.17 },
            { header: 'Description', width: 0.3 },
            { header: 'Institution', width: 0.18 },
            { header: 'Value', width: 0.18, align: 'right' },
            { header: 'Income a year', width: 0.17, align: 'right' },
          ],
          assets.map((asset) => [
            words(asset.type, assetTypeLabels),
            {
              text: asset.description,
              note: asset.ownershipSplit ? `Ownership: ${asset.ownershipSplit}` : undefined,
            },
            text(asset.institution),
            money(asset.currentValue),
            money(asset.incomePA),
          ]),
          {
            totalRow: ['Total', '', '', money(listed), money(sum(assets.map((asset) => asset.incomePA)))],
            empty: 'No assets listed.',
          },
        );
        const owed = sum(debts.map((debt) => debt.balance));
        writer.tableSection(
          'Liabilities',
          [
            { header: 'Type', width: 0.17 },
            { header: 'Lender', width: 0.21 },
            { header: 'Balance', width: 0.16, align: 'right' },
            { header: 'Rate', width: 0.1, align: 'right' },
            { header: 'Repayments', width: 0.19, align: 'right' },
            { header: 'Features', width: 0.17 },
          ],
          debts.map((debt) => [
            words(debt.type, liabilityTypeLabels),
            {
              text: text(debt.lender),
              note:
                [debt.accountNumber, debt.securityProperty ? `secured by ${debt.securityProperty}` : null]
                  .filter(Boolean)
                  .join('; ') || undefined,
            },
            { text: money(debt.balance), note: debt.limit ? `limit ${money(debt.limit)}` : undefined },
            debt.interestRate === null || debt.interestRate === undefined ? dash : `${debt.interestRate}%`,
            debt.repaymentAmount
              ? `${money(debt.repaymentAmount)}${debt.repaymentFrequency ? ` ${debt.repaymentFrequency}` : ''}`
              : dash,
            {
              text:
                debt.features.length > 0
                  ? debt.features.map((feature) => liabilityFeatureLabels[feature] ?? feature).join(', ')
                  : dash,
              note: debt.fixedRateExpiry ? `fixed until ${date(debt.fixedRateExpiry)}` : undefined,
            },
          ]),
          { totalRow: ['Total', '', money(owed), '', '', ''], empty: 'No debts listed.' },
        );

        const superBalances = superOnce.map((account) => account.balance);
        const superTotal = sum(superBalances);
        const bankBalances = bankOnce
          .filter((account) => account.accountType !== 'credit' && account.accountType !== 'mortgage')
          .map((account) => account.balance);
        const bankTotal = sum(bankBalances);
        const superKnown = knownSum(superBalances);
        const bankKnown = knownSum(bankBalances);
        const home =
          client.propertyOwnership === 'own' && !assets.some((asset) => asset.type === 'home')
            ? (client.propertyValue ?? 0)
            : 0;
        writer.tableSection(
          'Net position',
          [
            { header: 'Item', width: 0.65 },
            { header: 'Amount', width: 0.35, align: 'right' },
          ],
          [
            ['Assets listed', money(listed)],
            ...(home
              ? ([
                  [
                    homeIsMedian
                      ? 'Home (indicative median, not a valuation)'
                      : 'Home (property value in this Fact Find)',
                    money(home),
                  ],
                ] as Cell[][])
              : []),
            ['Superannuation', superKnown === null ? dash : money(superKnown)],
            ['Bank accounts', bankKnown === null ? dash : money(bankKnown)],
            ['Less debts listed', owed ? `-${money(owed)}` : money(0)],
          ],
          {
            totalRow: [
              home && homeIsMedian ? 'Net position (home at its indicative median)' : 'Net position',
              money(listed + home + superTotal + bankTotal - owed),
            ],
          },
        );
        const estimates = answered([
          ['Home value', answers.homeValue],
          ['Super balance', answers.superBalance],
          ['Investments', answers.investments],
          ['Cash', answers.cash],
          ['Mortgage', answers.mortgage],
          ['Other debts', answers.otherDebts],
        ]).map(([label, value]): [string, Cell] => [label, moneyAnswer(value)]);
        if (estimates.length > 0)
          writer.details(estimates, { title: "Client's own estimates (questionnaire)" });
        if (answers.debtStrategy) writer.paragraph(`Debt priorities: ${answers.debtStrategy}`);
      },
    },
    {
      title: 'Insurance',
      destination: 'insurance',
      draw: () => {
        writer.tableSection(
          null,
          [
            { header: 'Cover', width: 0.2 },
            { header: 'Insurer', width: 0.2 },
            { header: 'Sum insured', width: 0.16, align: 'right' },
            { header: 'Premium a year', width: 0.16, align: 'right' },
            { header: 'Held', width: 0.13 },
            { header: 'Terms', width: 0.15 },
          ],
          questionnaire.insurancePolicies.map((policy) => [
            { text: words(policy.type, insuranceTypeLabels), bold: true },
            {
              text: text(policy.insurer),
              note: policy.policyNumber ? `Policy ${policy.policyNumber}` : undefined,
            },
            policy.type === 'income-protection' && policy.sumInsured
              ? `${money(policy.sumInsured)} a month`
              : money(policy.sumInsured),
            {
              text: money(policy.premium),
              note: policy.premiumType ? `${words(policy.premiumType)} premium` : undefined,
            },
            words(policy.fundingMethod, fundingMethodLabels),
            {
              text:
                [
                  policy.waitingPeriod ? `wait ${policy.waitingPeriod}` : null,
                  policy.benefitPeriod ? `benefit ${policy.benefitPeriod}` : null,
                ]
                  .filter(Boolean)
                  .join('; ') || dash,
              note:
                [
                  policy.loadings ? `loadings: ${policy.loadings}` : null,
                  policy.exclusions ? `exclusions: ${policy.exclusions}` : null,
                ]
                  .filter(Boolean)
                  .join('; ') || undefined,
            },
          ]),
          { empty: 'No personal insurance policies listed.' },
        );
        const inSuper = superOnce.filter(
          (account) => account.insuranceLife || account.insuranceTPD || account.insuranceIP,
        );
        writer.note(
          inSuper.length > 0
            ? `Cover held inside super is shown in section 4: life ${money(sum(inSuper.map((a) => a.insuranceLife)))}, TPD ${money(sum(inSuper.map((a) => a.insuranceTPD)))}, income protection ${money(sum(inSuper.map((a) => a.insuranceIP)))} a month.`
            : 'No cover recorded inside super.',
        );
        const estimates = answered([
          [
            'Life cover (client estimate)',
            answers.lifeInsurance ? moneyAnswer(answers.lifeInsurance) : undefined,
          ],
          [
            'Income protection (client estimate)',
            answers.incomeProtection ? moneyAnswer(answers.incomeProtection) : undefined,
          ],
          ['Concerns and health notes', answers.insuranceConcerns],
        ]);
        if (estimates.length > 0) writer.details(estimates);
      },
    },
    {
      title: 'Goals and objectives',
      destination: 'goals',
      draw: () => {
        writer.tableSection(
          null,
          [
            { header: '#', width: 0.05 },
            { header: 'Goal', width: 0.38 },
            { header: 'Priority', width: 0.1 },
            { header: 'Timeframe', width: 0.17 },
            { header: 'Target', width: 0.15, align: 'right' },
            { header: 'By', width: 0.15 },
          ],
          snapshot.goals.map((goal, index) => [
            String(index + 1),
            {
              text: goal.description,
              bold: true,
              note:
                [goal.category ? words(goal.category) : null, goal.notes].filter(Boolean).join(' · ') ||
                undefined,
            },
            {
              text: words(goal.priority),
              colour:
                goal.priority === 'high'
                  ? colours.danger
                  : goal.priority === 'low'
                    ? colours.muted
                    : colours.text,
            },
            words(goal.timeframe, goalTimeframeLabels),
            money(goal.targetAmount),
            date(goal.targetDate),
          ]),
          { empty: 'No goals recorded.' },
        );
        const lifestyle = answered([
          ['Preferred retirement age', answers.retirementAge],
          [
            'Retirement lifestyle',
            answers.retirementLifestyle ? words(answers.retirementLifestyle) : undefined,
          ],
          [
            'Retirement income wanted (a year)',
            answers.retirementIncome ? moneyAnswer(answers.retirementIncome) : undefined,
          ],
          ['Education', answers.educationGoals],
          ['Property', answers.propertyGoals],
          ['Travel', answers.travelPlans],
        ]);
        if (lifestyle.length > 0) writer.details(lifestyle, { title: 'From the questionnaire' });
        const notes = snapshot.goalAudioNotes;
        if (notes.count > 0) {
          const minutes = Math.floor(notes.totalSeconds / 60);
          const seconds = notes.totalSeconds % 60;
          writer.note(
            `${notes.count} voice ${notes.count === 1 ? 'note' : 'notes'} about these goals (${minutes} min ${seconds} s) ${notes.count === 1 ? 'is' : 'are'} kept on the client's file.`,
          );
        }
      },
    },
    {
      title: 'Retirement planning',
      destination: 'retirement',
      draw: () => {
        const rows = answered([
          ['Client retirement age', answers.retirementAge],
          ['Partner retirement age', answers.partnerRetirementAge],
          [
            'Lump sum needed at retirement',
            answers.retirementLumpSum ? moneyAnswer(answers.retirementLumpSum) : undefined,
          ],
          [
            'Age Pension expectation',
            answers.agePensionExpectation
              ? words(answers.agePensionExpectation, {
                  full: 'Full Age Pension',
                  part: 'Part Age Pension',
                  none: 'No Age Pension',
                })
              : undefined,
          ],
          ['Downsizing', answers.downsizingPlans],
          ['Transition to retirement', answers.transitionToRetirement],
          ['Estate wishes', answers.estateWishes],
        ]);
        writer.details(rows, { empty: 'Not yet discussed (questionnaire, Retirement Planning).' });
      },
    },
    {
      title: 'Risk profile',
      destination: 'risk',
      draw: () => {
        if (!answers.investmentExperience && !answers.riskTolerance && !answers.timeHorizon) {
          writer.paragraph('Not yet assessed (questionnaire, Risk Profile).');
          return;
        }
        writer.details([
          ['Investment experience', words(answers.investmentExperience)],
          ['Risk tolerance', words(answers.riskTolerance)],
          ['Time horizon', words(answers.timeHorizon, timeHorizonLabels)],
        ]);
      },
    },
    {
      title: 'Scope of advice',
      destination: 'scope',
      draw: () => {
        const completed = new Set(questionnaire.completedSections);
        writer.details([
          ['Areas of advice', client.scopeOfAdvice.length > 0 ? client.scopeOfAdvice.join(', ') : dash],
          ['Service level', words(client.serviceLevel)],
          [
            'Meeting cadence',
            words(client.meetingCadence, { 'as-needed': 'As needed', 'bi-annual': 'Bi-annual' }),
          ],
          ['Priority deadlines', text(client.immediateDeadlines)],
          ['Third-party authority', client.thirdPartyAuthority ? 'Yes' : 'No'],
          [
            'Questionnaire',
            {
              text: `${snapshot.scopeSections.filter((section) => completed.has(section)).length} of ${snapshot.scopeSections.length} sections complete`,
              note: snapshot.scopeSections
                .map(
                  (section) =>
                    `${questionnaireSectionLabels[section]}${completed.has(section) ? ' (complete)' : ''}`,
                )
                .join(', '),
            },
          ],
          [
            'Consents',
            `Privacy consent ${client.privacyConsent ? 'given' : 'not given'}${client.consentAt ? ` on ${formatDate(client.consentAt, { timeZone })}` : ''}; data sharing ${client.dataSharing ? 'agreed' : 'not agreed'}`,
          ],
        ]);
      },
    },
    {
      title: 'Missing information',
      destination: 'missing',
      draw: () => {
        const missing = new Set(snapshot.completion.missing);
        writer.paragraph(
          missing.size === 0
            ? 'All required information is complete.'
            : `${missing.size} of the ${completionCheckKeys.length} required items ${missing.size === 1 ? 'is' : 'are'} still missing. The Fact Find is ${snapshot.completion.percent}% complete.`,
        );
        writer.tableSection(
          null,
          [
            { header: 'Required item', width: 0.7 },
            { header: 'Status', width: 0.3 },
          ],
          completionCheckKeys.map((key) => [
            completionCheckLabels[key],
            missing.has(key)
              ? { text: 'Missing', bold: true, colour: colours.danger }
              : { text: 'Complete', colour: colours.success },
          ]),
        );
      },
    },
    {
      title: 'Documents and sources',
      destination: 'documents',
      draw: () => {
        writer.paragraph(
          "Values read from the client's documents show their source beneath them in this Fact Find. Values without a source were entered or confirmed by the adviser.",
        );
        writer.tableSection(
          null,
          [
            { header: 'Document', width: 0.38 },
            { header: 'Type', width: 0.22 },
            { header: 'Uploaded', width: 0.14 },
            { header: 'Status', width: 0.13 },
            { header: 'Confidence', width: 0.13 },
          ],
          snapshot.documents.map((document) => [
            document.filename,
            typeLabel(document.type),
            formatDate(document.uploadedAt, { timeZone }),
            words(document.status),
            words(document.confidence),
          ]),
          { empty: 'No documents on file for this client.' },
        );
        if (confirmations.length > 0)
          writer.tableSection(
            'Confirmed by the client',
            [
              { header: 'Fact', width: 0.36 },
              { header: 'Read from the documents', width: 0.3 },
              { header: 'The client', width: 0.34 },
            ],
            confirmations.map((confirmation) => [
              confirmation.label,
              confirmation.value,
              confirmationText(confirmation, timeZone),
            ]),
          );
      },
    },
    {
      title: 'Acknowledgement',
      destination: 'acknowledgement',
      draw: () => {
        const statement = `I confirm that the information in this Fact Find is, to the best of my knowledge, complete and correct, and that I will tell ${practice.name} of any change that could affect the advice.`;
        const signers = [clientName, ...(hasPartner ? [partnerName] : []), `${adviser.name} (adviser)`];
        writer.ensureSpace(writer.heightOf(statement, contentWidth) + signers.length * 50 + 10);
        writer.paragraph(statement);
        for (const signer of signers) {
          writer.gap(30);
          const y = writer.y;
          doc
            .moveTo(page.margin, y)
            .lineTo(page.margin + 260, y)
            .lineWidth(0.7)
            .strokeColor(colours.text)
            .stroke();
          doc
            .moveTo(page.margin + 300, y)
            .lineTo(page.width - page.margin, y)
            .stroke();
          writer.text(signer, { x: page.margin, y: y + 4, width: 260, size: 8.5, colour: colours.muted });
          writer.text('Date', {
            x: page.margin + 300,
            y: y + 4,
            width: 150,
            size: 8.5,
            colour: colours.muted,
          });
          writer.y = y + 16;
        }
      },
    },
  ];

  /* ------------------------------------------------------------ cover */

  const bandHeight = 300;
  doc.rect(0, 0, page.width, bandHeight).fill(colours.primary);
  writer.logo(page.margin, 44, 30, { inverse: true });
  writer.text('FactFind', { x: page.margin + 40, y: 50, size: 17, bold: true, colour: '#ffffff' });
  writer.text(practice.name, {
    x: page.width / 2,
    y: 54,
    width: contentWidth / 2,
    size: 10,
    colour: '#d6ebf2',
    align: 'right',
  });
  writer.text('FACT FIND', { x: page.margin, y: 150, size: 10, bold: true, colour: colours.accent });
  writer.text(clientName, { x: page.margin, y: 166, size: 28, bold: true, colour: '#ffffff' });
  if (hasPartner)
    writer.text(`and ${partnerName}`, { x: page.margin, y: writer.y + 2, size: 15, colour: '#ffffff' });
  writer.text(`Prepared ${preparedText}`, {
    x: page.margin,
    y: bandHeight - 46,
    size: 11,
    colour: '#d6ebf2',
  });

  const factsTop = bandHeight + 28;
  const column = contentWidth / 2;
  const facts: [string, string][] = [
    ['Prepared for', hasPartner ? `${clientName} and ${partnerName}` : clientName],
    ['Prepared by', `${adviser.name}, ${practice.name}`],
    ['Areas of advice', client.scopeOfAdvice.length > 0 ? client.scopeOfAdvice.join(', ') : 'Not recorded'],
    ['Reference', `${reference}  (SHA-256 of this Fact Find's content)`],
  ];
  let factY = factsTop;
  for (const [label, value] of facts) {
    writer.text(label.toUpperCase(), {
      x: page.margin,
      y: factY,
      width: 120,
      size: 7.5,
      bold: true,
      colour: colours.muted,
    });
    writer.text(value, { x: page.margin + 120, y: factY - 1, width: contentWidth - 120, size: 10 });
    factY = writer.y + 8;
  }
  // Completion, with the bar in the Fact Find's colours.
  writer.text('COMPLETION', {
    x: page.margin,
    y: factY,
    width: 120,
    size: 7.5,
    bold: true,
    colour: colours.muted,
  });
  writer.text(
    `${snapshot.completion.percent}% (${completionCheckKeys.length - snapshot.completion.missing.length} of ${completionCheckKeys.length} required items)`,
    { x: page.margin + 120, y: factY - 1, width: column, size: 10 },
  );
  writer.progressBar(page.margin + 120, writer.y + 3, 200, snapshot.completion.percent);
  factY = writer.y + 22;

  const contentsTop = factY + 10;
  writer.text('Contents', { x: page.margin, y: contentsTop, size: 12, bold: true, colour: colours.primary });
  doc
    .moveTo(page.margin, writer.y + 3)
    .lineTo(page.width - page.margin, writer.y + 3)
    .lineWidth(0.8)
    .strokeColor(colours.border)
    .stroke();
  const contentsListTop = writer.y + 10;
  const contentsRowHeight = 15.5;

  /* ------------------------------------------------------------ body */

  writer.addPage();
  const sectionPages: number[] = [];
  sections.forEach((section, index) => {
    writer.sectionHeading(index + 1, section.title, section.destination, (pageNumber) => {
      sectionPages[index] = pageNumber;
    });
    section.draw();
  });
  writer.flush();

  /* ------------------------------------------------------------ contents, headers and footers */

  const range = doc.bufferedPageRange();
  const total = range.count;
  doc.switchToPage(0);
  sections.forEach((section, index) => {
    const y = contentsListTop + index * contentsRowHeight;
    writer.regular(9.5);
    doc.fillColor(colours.text).text(`${index + 1}.  ${section.title}`, page.margin, y, {
      width: contentWidth - 60,
      goTo: section.destination,
    });
    doc
      .fillColor(colours.muted)
      .text(String(sectionPages[index]), page.width - page.margin - 60, y, { width: 60, align: 'right' });
  });

  const notice =
    `Confidential. This Fact Find holds personal and financial information collected by ${practice.name} to provide financial advice, handled under the Australian Privacy Principles. ` +
    "It records facts and the client's objectives; it is not advice.";
  writer.outsideMargins(() => {
    const noticeY = page.height - 96;
    doc.rect(page.margin, noticeY, contentWidth, 50).fill(colours.primaryLight);
    writer.text(notice, {
      x: page.margin + 10,
      y: noticeY + 9,
      width: contentWidth - 20,
      size: 8,
      colour: colours.primary,
    });
  });

  for (let index = 1; index < total; index += 1) {
    doc.switchToPage(index);
    writer.outsideMargins(() => {
      writer.logo(page.margin, 26, 14);
      writer.text(`Fact Find: ${clientName}`, {
        x: page.margin + 20,
        y: 29,
        width: contentWidth / 2,
        size: 8.5,
        bold: true,
        colour: colours.primary,
      });
      writer.text(practice.name, {
        x: page.width / 2,
        y: 29,
        width: contentWidth / 2,
        size: 8.5,
        colour: colours.muted,
        align: 'right',
      });
      doc
        .moveTo(page.margin, 48)
        .lineTo(page.width - page.margin, 48)
        .lineWidth(0.6)
        .strokeColor(colours.border)
        .stroke();
      const footerY = page.height - 40;
      doc
        .moveTo(page.margin, footerY - 6)
        .lineTo(page.width - page.margin, footerY - 6)
        .lineWidth(0.6)
        .strokeColor(colours.border)
        .stroke();
      writer.text(
        `Confidential · Prepared by ${adviser.name}, ${practice.name}, on ${formatDate(prepared, { timeZone })} · Ref. ${reference}`,
        { x: page.margin, y: footerY, width: contentWidth - 80, size: 7.5, colour: colours.muted },
      );
      writer.text(`Page ${index + 1} of ${total}`, {
        x: page.width - page.margin - 80,
        y: footerY,
        width: 80,
        size: 7.5,
        colour: colours.muted,
        align: 'right',
      });
    });
  }
  return writer.finish();
}
