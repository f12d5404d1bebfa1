import { formatRecordFact } from '@/shared/record/format-fact';
import { recordField } from '@/shared/record/record-fields';
import type { FactOffer } from '@/shared/schemas/extracted-facts';

/**
 * What an offer of the client's income or tax would write, part by part: each amount with its name (a
 * payslip's year-to-date figures, a notice's income and tax), so they are not a row of unlabelled amounts; a
 * pay's frequency is said as its amount's cycle ("$2,576.92 a week"), not again after it. Null for other
 * offers, whose display names its parts already.
 */
export function labelledParts(offer: Pick<FactOffer, 'key' | 'changes' | 'units'>) {
  const subject = offer.key.slice(0, offer.key.indexOf('.'));
  if (!['income', 'tax', 'cashFlow'].includes(subject)) return null;
  const fields = Object.keys(offer.changes).filter(
    (field) => !(field === 'payFrequency' && 'grossPay' in offer.changes),
  );
  if (fields.length === Object.keys(offer.changes).length && fields.length < 2) return null;
  return fields.map((field) => ({
    field,
    label: recordField(subject, field)?.label ?? field,
    words: formatRecordFact(subject, field, offer.changes[field], offer.units[field] ?? {}),
  }));
}
