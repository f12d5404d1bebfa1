import { formatMoney } from '@/shared/format/money';
import { describePeriod } from '@/shared/record/format-fact';
import { parseCycle } from '@/shared/record/record-fields';
import {
  amountOf,
  annualised,
  differBy,
  documentSide,
  factOf,
  isPersonGiven,
  personSide,
  type Finding,
  type InquiryRule,
} from './inquiry-input';

/** A payslip's annual salary (or its gross pay for a year) against the income stated: more than 10 % apart. */
export const PAYSLIP_TOLERANCE = 0.1;
/**
 * A notice of assessment's taxable income against the salary stated: more than 25 % apart (taxable income is
 * after deductions and includes other income, so it is never expected to equal a salary).
 */
export const NOTICE_TOLERANCE = 0.25;

/**
 * Stated income against payslips or a notice of assessment: the base salary the client said or the adviser
 * typed, a year's worth, against the newest payslip's annual salary (or its gross pay annualised) and the
 * newest notice's taxable income.
 */
export const incomeCheck: InquiryRule = {
  check: 'income',
  find(input) {
    const stated = factOf(input, 'cashFlow', 'baseSalary');
    if (!isPersonGiven(stated)) return [];
    const amount = amountOf(stated.value);
    if (amount === null) return [];
    const yearly = annualised(amount, stated.cycle);
    const said = personSide(stated, `Base salary ${formatMoney(yearly)} a year`);
    const findings: Finding[] = [];
    const picture = (subject: string, field: string) =>
      input.picture.facts.find((fact) => fact.subject === subject && fact.field === field);

    const salary = picture('cashFlow', 'baseSalary');
    const gross = picture('income', 'grossPay');
    const fromPayslip = salary
      ? { fact: salary, yearly: amountOf(salary.value), words: 'Annual salary' }
      : gross
        ? {
            fact: gross,
            yearly: (() => {
              const pay = amountOf(gross.value);
              const cycle = gross.units.cycle ?? parseCycle(picture('income', 'payFrequency')?.value);
              return pay === null || !cycle ? null : annualised(pay, cycle);
            })(),
            words: 'Gross pay, a year’s worth',
          }
        : null;
    const payslip = fromPayslip?.fact.sources[0];
    if (
      fromPayslip &&
      payslip &&
      fromPayslip.yearly !== null &&
      differBy(yearly, fromPayslip.yearly, PAYSLIP_TOLERANCE)
    )
      findings.push({
        key: 'income:payslip',
        check: 'income',
        title: 'The income stated differs from the payslip by more than 10 %',
        said,
        shown: documentSide(payslip, `${fromPayslip.words} ${formatMoney(fromPayslip.yearly)}`),
        values: [yearly, fromPayslip.yearly, payslip.documentId],
      });

    const taxable = picture('tax', 'taxableIncome');
    const notice = taxable?.sources[0];
    const assessed = amountOf(taxable?.value);
    if (taxable && notice && assessed !== null && differBy(yearly, assessed, NOTICE_TOLERANCE)) {
      const year = taxable.units.period ? ` for ${describePeriod(taxable.units.period)}` : '';
      findings.push({
        key: 'income:notice',
        check: 'income',
        title: 'The income stated differs from the notice of assessment by more than 25 %',
        said,
        shown: documentSide(notice, `Taxable income ${formatMoney(assessed)}${year}`),
        values: [yearly, assessed, notice.documentId],
      });
    }
    return findings;
  },
};
