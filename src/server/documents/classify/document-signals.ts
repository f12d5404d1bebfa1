import type { DocumentType } from '@/shared/options';

/**
 * Phrases that show a document's type, with weights: titles and phrases only that type prints weigh most,
 * phrases shared with other types (balances, premiums) weigh little. Each phrase counts once however often
 * it appears, so a long list of transactions does not swamp the headings.
 */
export const DOCUMENT_SIGNALS: Record<DocumentType, ReadonlyArray<readonly [string, number]>> = {
  license: [
    ['driver licence', 10], ['driver license', 10], ['drivers licence', 10], ['driver s licence', 10], ['licence no', 6], ['licence number', 6],
    ['card no', 2], ['card number', 1], ['class', 1], ['expiry', 1], ['date of birth', 1], ['learner', 2], ['provisional', 2],
  ],
  passport: [
    ['passport', 9], ['passport no', 4], ['nationality', 4], ['place of birth', 4], ['date of issue', 2], ['date of expiry', 2], ['authority', 2],
    ['given names', 2], ['surname', 2], ['code aus', 2],
  ],
  super: [
    ['superannuation', 3], ['member statement', 7], ['annual member statement', 3], ['member number', 3], ['date joined fund', 6], ['joined fund', 3],
    ['investment option', 4], ['employer contributions', 3], ['total contributions', 3], ['contributions tax', 5], ['concessional', 3],
    ['death life cover', 3], ['preservation', 3], ['preserved', 2], ['rollover', 2], ['trustee', 2], ['mysuper', 4], ['super fund', 4],
    ['your account summary', 2], ['your option returned', 4],
  ],
  bank: [
    ['account statement', 3], ['bank statement', 5], ['opening balance', 2], ['closing balance', 2], ['total credits', 5], ['total debits', 5],
    ['total deposits', 5], ['total withdrawals', 5], ['withdrawals', 2], ['deposits', 1], ['bsb', 2], ['transaction', 2], ['eftpos', 3],
    ['osko', 2], ['card purchase', 3], ['atm withdrawal', 3], ['direct credit', 2], ['direct debit', 1], ['visa debit', 2], ['account type', 2],
    ['account name', 2], ['statement period', 1],
  ],
  payslip: [
    ['payslip', 10], ['pay slip', 10], ['pay advice', 8], ['pay period', 4], ['payment date', 2], ['pay date', 3], ['gross pay', 5], ['net pay', 5],
    ['payg', 2], ['payg withholding', 2], ['ytd', 2], ['year to date', 2], ['annual salary', 3], ['ordinary hours', 4], ['earnings', 2],
    ['superannuation guarantee', 3], ['employee id', 3], ['pay frequency', 3], ['leave balances', 3], ['tax withheld', 3], ['hourly rate', 3],
  ],
  tax: [
    ['notice of assessment', 12], ['australian taxation office', 5], ['taxable income', 5], ['tax file number', 4], ['income year', 3],
    ['tax return', 7], ['individual tax return', 4], ['medicare levy', 3], ['tax on taxable income', 4], ['total deductions', 2],
    ['payg withholding credits', 3], ['instalments and credits', 3], ['assessment', 1],
  ],
  mortgage: [
    ['home loan', 7], ['home loan statement', 4], ['loan account', 4], ['loan account number', 2], ['security property', 7], ['interest rate', 3],
    ['repayment', 2], ['amount owing', 5], ['fixed rate expiry', 6], ['loan start date', 5], ['interest charged', 3], ['repayments received', 4],
    ['mortgage', 5], ['loan details', 4], ['redraw', 3], ['loan balance', 4],
  ],
  insurance: [
    ['policy schedule', 9], ['certificate of insurance', 9], ['sum insured', 5], ['policy number', 3], ['premium', 2], ['life insured', 6],
    ['policy owner', 5], ['smoker status', 5], ['insured vehicle', 6], ['period of insurance', 6], ['excess', 2], ['agreed value', 4],
    ['benefit period', 1], ['waiting period', 1], ['product disclosure statement', 2], ['commencement date', 3], ['premium type', 4],
    ['building insurance', 3], ['contents insurance', 4], ['home insurance', 3], ['car insurance', 4], ['income protection', 1],
  ],
  investment: [
    ['portfolio valuation', 9], ['portfolio', 3], ['total portfolio value', 6], ['portfolio value', 3], ['units', 2], ['price', 1], ['holdings', 3],
    ['investment statement', 6], ['managed fund', 3], ['value at start of period', 5], ['income received', 2], ['market value', 3],
    ['unit price', 3], ['etf', 2], ['distribution', 2], ['cash account', 2], ['past performance', 2],
  ],
  other: [
    ['medicare', 8], ['valid to', 3], ['tax invoice', 4], ['amount due', 3], ['due date', 2], ['supply address', 6], ['billing period', 5],
    ['usage', 2], ['kwh', 4], ['nmi', 4], ['mirn', 4], ['electricity', 4], ['gas bill', 5], ['water bill', 6], ['electricity bill', 5],
    ['rates and charges', 8], ['rates notice', 7], ['council', 3], ['land value', 4], ['dear', 3], ['kind regards', 3],
    ['yours sincerely', 3], ['library', 3], ['dental', 2], ['appointment', 2], ['supply charges', 5], ['usage charges', 5],
  ],
};
