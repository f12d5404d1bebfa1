import type { Composer } from '../../compose';
import { addDays, round2 } from '../../formats';
import { institution, label, type SealedWording } from '../wording';

export const OTHER_WORDINGS: readonly SealedWording[] = [
  {
    institutions: ['Wandoo Creek Rural Lands Board', 'Mallee Downs Catchment Board'],
    labels: {
      title: 'Notice of property levies',
      reference: 'Parcel ref.',
      issued: 'Levies struck',
      due: 'Levies owing',
      dueDate: 'Settle by',
      charges: 'Levies this year',
      itemHeader: 'Levy',
      amountHeader: 'Charged',
    },
  },
  {
    institutions: ['Boomerang Bay Gas Co-op', 'Kimberley Waterworks Trust'],
    labels: {
      title: 'Your usage and supply charges',
      reference: 'Supply point',
      issued: 'Charges raised',
      due: 'Total to settle',
      dueDate: 'Settle on or before',
      charges: 'Metered and fixed amounts',
      itemHeader: 'Line',
      amountHeader: 'Sum',
    },
  },
];

export function composeSealedOther(c: Composer, wording: SealedWording): string {
  const provider = institution(c, wording);
  const issued = c.random.date('2024-01-01', '2025-10-31');
  c.truth('provider', provider);
  c.masthead(provider, label(wording, 'title'), c.date(issued));
  c.addressBlock({ title: c.random.chance(0.5) });
  c.field(label(wording, 'reference'), c.random.digits(c.random.int(7, 11)));
  c.field(label(wording, 'issued'), c.date(issued));
  const amount = c.random.money(60, 2_400);
  c.field(label(wording, 'due'), c.money(amount));
  c.field(label(wording, 'dueDate'), c.date(addDays(issued, 28)));
  c.heading(label(wording, 'charges'));
  c.table(
    [label(wording, 'itemHeader'), label(wording, 'amountHeader')],
    [
      ['Carried over', c.money(round2(amount * 0.9))],
      ['Received with thanks', c.money(-round2(amount * 0.9))],
      ['Raised this time', c.money(amount)],
    ],
  );
  return issued;
}
