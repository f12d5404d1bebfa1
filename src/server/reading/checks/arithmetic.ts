/** Agreements between printed totals: when they hold the amounts were read right; when not, a person should look. */

export type Agreement = 'holds' | 'fails' | 'unknown';

const CENT = 0.011;

const isNumber = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Bank statement: opening + credits − debits = closing. */
export function checkBankTotals(totals: {
  openingBalance?: number;
  totalCredits?: number;
  totalDebits?: number;
  closingBalance?: number;
}): Agreement {
  const { openingBalance, totalCredits, totalDebits, closingBalance } = totals;
  if (
    !isNumber(openingBalance) ||
    !isNumber(totalCredits) ||
    !isNumber(totalDebits) ||
    !isNumber(closingBalance)
  ) {
    return 'unknown';
  }
  // Debits are sometimes printed negative; their size is what counts.
  const expected = openingBalance + totalCredits - Math.abs(totalDebits);
  return Math.abs(expected - closingBalance) < CENT ? 'holds' : 'fails';
}

/**
 * Payslip: gross − tax − deductions = net when the deductions are known. Without them, unlisted deductions
 * (salary sacrifice, workplace giving) make gross − tax ≥ net, so only a net above that is clearly wrong.
 */
export function checkPayslipNet(pay: {
  grossPay?: number;
  taxWithheld?: number;
  netPay?: number;
  deductions?: number;
}): Agreement {
  const { grossPay, taxWithheld, netPay, deductions } = pay;
  if (!isNumber(grossPay) || !isNumber(taxWithheld) || !isNumber(netPay)) return 'unknown';
  const afterTax = grossPay - Math.abs(taxWithheld);
  if (isNumber(deductions))
    return Math.abs(afterTax - Math.abs(deductions) - netPay) < CENT ? 'holds' : 'fails';
  if (Math.abs(afterTax - netPay) < CENT) return 'holds';
  return netPay > afterTax + CENT || netPay <= 0 ? 'fails' : 'unknown';
}
