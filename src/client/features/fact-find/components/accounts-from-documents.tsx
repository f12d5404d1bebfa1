import { Building2, HandCoins, Landmark, PiggyBank, ShieldCheck, TrendingUp } from 'lucide-react';
import { formatDate } from '@/shared/format/date';
import { formatMoneyPrecise } from '@/shared/format/money';
import type { PictureHolding, PictureValue } from '@/shared/schemas/extracted-facts';

const kinds: Record<
  PictureHolding['kind'],
  { title: string; icon: typeof Landmark; testId: string; amount: string }
> = {
  super: { title: 'Superannuation', icon: PiggyBank, testId: 'super-account', amount: 'balance' },
  bank: { title: 'Bank account', icon: Landmark, testId: 'bank-account', amount: 'balance' },
  liability: { title: 'Home loan', icon: Building2, testId: 'loan', amount: 'balance' },
  policy: { title: 'Insurance policy', icon: ShieldCheck, testId: 'policy', amount: 'sumInsured' },
  asset: { title: 'Investment', icon: TrendingUp, testId: 'investment', amount: 'currentValue' },
};

const money = (value: PictureValue | null | undefined) =>
  typeof value === 'number' ? formatMoneyPrecise(value) : '';

/** "as at 30/06/2025", "BSB 325-***": what else a holding's statement says that identifies it. */
function details(holding: PictureHolding): string[] {
  const values = holding.values;
  const asAt = holding.units[kinds[holding.kind].amount]?.asAt;
  const at = asAt ? `as at ${formatDate(asAt)}` : '';
  const bsb = holding.kind === 'bank' && values.bsbMasked ? `BSB ${String(values.bsbMasked)}` : '';
  const number = holding.number
    ? holding.kind === 'bank'
      ? `Account ${holding.number}`
      : holding.number
    : '';
  return [kinds[holding.kind].title, bsb, number, at].filter(Boolean);
}

/**
 * The accounts, loans, policies and investments the new client's documents give, as read (not editable
 * here): saving the client adds each from its document, with that document as its source; on the client's
 * Fact Find they can then be edited like any other.
 */
export function AccountsFromDocuments({ holdings }: { holdings: PictureHolding[] }) {
  return (
    <section
      className="space-y-3"
      aria-labelledby="accounts-from-documents"
      data-testid="accounts-from-documents"
    >
      <div className="flex items-center gap-2">
        <HandCoins className="size-4 text-primary" aria-hidden="true" />
        <h3 id="accounts-from-documents" className="font-semibold">
          Accounts found in the documents
        </h3>
      </div>
      {holdings.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No accounts were found in the documents. Add them on the client&apos;s Fact Find once it is saved.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Added to the client from their documents when you save; you can edit them on the client&apos;s
            Fact Find.
          </p>
          <ul className="space-y-2">
            {holdings.map((holding) => {
              const kind = kinds[holding.kind];
              const Icon = kind.icon;
              const amount = money(holding.values[kind.amount]);
              const source = holding.sources[0];
              return (
                <li
                  key={holding.key}
                  className="flex items-start gap-3 rounded-lg border p-3"
                  data-testid={kind.testId}
                >
                  <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <div className="min-w-0 flex-1 space-y-0.5">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <p className="font-semibold">{holding.name}</p>
                      {amount && <p className="font-semibold tabular-nums">{amount}</p>}
                    </div>
                    <p className="text-sm text-muted-foreground">{details(holding).join(' · ')}</p>
                    {source && (
                      <p className="break-all text-xs text-muted-foreground" title={source.filename}>
                        From {source.filename}
                      </p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
