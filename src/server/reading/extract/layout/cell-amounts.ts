import { findAllDates } from '../values/dates';
import { findAllMoney } from '../values/money';
import type { Cell } from './types';

/** A cell's amounts, without those inside dates. */
export function amountsIn(cell: Cell): { amount: number; cell: Cell }[] {
  const dates = findAllDates(cell.text);
  return findAllMoney(cell.text)
    .filter(
      (money) =>
        !dates.some((date) => money.index >= date.index && money.index < date.index + date.text.length),
    )
    .map((money) => ({ amount: Math.abs(money.amount), cell }));
}
