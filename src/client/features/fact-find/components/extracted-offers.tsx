import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FileSearch, Plus, X } from 'lucide-react';
import { formatDate } from '@/shared/format/date';
import { formatMobile, parseMobileInput } from '@/shared/format/mobile';
import { formatMoney } from '@/shared/format/money';
import type {
  BankAccount,
  BankAccountInput,
  SuperAccount,
  SuperAccountInput,
} from '@/shared/schemas/fact-find';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';
import type { DetailsForm } from '../lib/details-form';
import type { Prefill, PrefillDetails } from '../lib/extracted-data';
import type { ListStore } from '../lib/list-store';
import { failed } from './record-list';

const labels: Record<keyof PrefillDetails, string> = {
  givenNames: 'Given names',
  familyName: 'Family name',
  dob: 'Date of birth',
  email: 'Email',
  mobile: 'Mobile',
  streetAddress: 'Street address',
  suburb: 'Suburb',
  state: 'State',
  postcode: 'Postcode',
  employer: 'Employer',
  occupation: 'Occupation',
};
const keys = Object.keys(labels) as (keyof PrefillDetails)[];

const dismissedKey = 'factFindOffersDismissed';
const isDismissed = (clientId: string) =>
  (sessionStorage.getItem(dismissedKey) ?? '').split(',').includes(clientId);

const comparable = (key: keyof PrefillDetails, value: string) =>
  key === 'mobile' ? parseMobileInput(value) : value.trim().toLowerCase().replace(/\s+/g, ' ');
const shown = (key: keyof PrefillDetails, value: string) =>
  !value ? 'blank' : key === 'dob' ? formatDate(value) : key === 'mobile' ? formatMobile(value) : value;

const lastDigits = (value: unknown) =>
  String(value ?? '')
    .replace(/\D/g, '')
    .slice(-4);
const sameAccount = (name: string, number: unknown, otherName: string, otherNumber: unknown) =>
  name.trim().toLowerCase() === otherName.trim().toLowerCase() &&
  (lastDigits(number) === '' ||
    lastDigits(otherNumber) === '' ||
    lastDigits(number) === lastDigits(otherNumber));

/**
 * Newly extracted facts for a client who already has a record: each difference is offered, never written
 * over what the adviser entered. Taking a value puts it in the form (saved with Save Progress); taking an
 * account adds it.
 */
export function ExtractedOffers({
  clientId,
  prefill,
  form,
  superStore,
  bankStore,
}: {
  clientId: string;
  prefill: Prefill;
  form: DetailsForm;
  superStore: ListStore<SuperAccount, SuperAccountInput>;
  bankStore: ListStore<BankAccount, BankAccountInput>;
}) {
  const [dismissed, setDismissed] = useState(() => isDismissed(clientId));
  const [busy, setBusy] = useState<string | null>(null);
  const current = useWatch({ control: form.control, name: keys }) as string[];

  const fields = keys.flatMap((key, index) => {
    const extracted = prefill.details[key];
    const value = current[index] ?? '';
    return extracted && comparable(key, extracted) !== comparable(key, value)
      ? [{ key, extracted, value }]
      : [];
  });
  const supers = prefill.superAccounts.filter(
    (candidate) =>
      !superStore.items.some((account) =>
        sameAccount(
          account.fundName,
          account.memberNumberMasked,
          candidate.fundName,
          candidate.memberNumberMasked,
        ),
      ),
  );
  const banks = prefill.bankAccounts.filter(
    (candidate) =>
      !bankStore.items.some((account) =>
        sameAccount(
          account.bankName,
          account.accountNumberMasked,
          candidate.bankName,
          candidate.accountNumberMasked,
        ),
      ),
  );
  if (dismissed || (fields.length === 0 && supers.length === 0 && banks.length === 0)) return null;

  const use = (key: keyof PrefillDetails, value: string) =>
    form.setValue(key, key === 'mobile' ? formatMobile(value) : value, {
      shouldDirty: true,
      shouldValidate: true,
    });
  const addAccount = async (label: string, add: () => Promise<void>, title: string) => {
    setBusy(label);
    try {
      await add();
      toast({ title, description: label });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };
  // The extracted super and bank accounts not yet on record, as one list of offers.
  const accountOffers = [
    ...supers.map((account) => ({
      key: `super-${account.fundName}-${String(account.memberNumberMasked)}`,
      label: `Super: ${account.fundName}`,
      name: account.fundName,
      balance: account.balance,
      add: () => superStore.add(account),
      toast: 'Super account added',
    })),
    ...banks.map((account) => ({
      key: `bank-${account.bankName}-${String(account.accountNumberMasked)}`,
      label: `Bank: ${account.bankName}`,
      name: account.bankName,
      balance: account.balance,
      add: () => bankStore.add(account),
      toast: 'Bank account added',
    })),
  ];
  const dismiss = () => {
    const list = (sessionStorage.getItem(dismissedKey) ?? '').split(',').filter(Boolean);
    sessionStorage.setItem(dismissedKey, [...list, clientId].join(','));
    setDismissed(true);
  };

  return (
    <Card className="border-primary/40 bg-accent/30" data-testid="extracted-offers">
      <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2 text-lg">
            <FileSearch className="size-5 text-primary" aria-hidden="true" /> New facts from the client&apos;s
            documents
          </CardTitle>
          <CardDescription>
            These differ from what is on record. Nothing changes unless you take it; details you take are
            saved with Save Progress.
          </CardDescription>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Dismiss extracted facts"
          onClick={dismiss}
        >
          <X className="size-4" aria-hidden="true" />
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {fields.length > 0 && (
          <ul className="divide-y rounded-lg border bg-card">
            {fields.map(({ key, extracted, value }) => (
              <li key={key} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                <span>
                  <span className="font-medium">{labels[key]}:</span>{' '}
                  <span className="text-muted-foreground line-through decoration-muted-foreground/50">
                    {shown(key, value)}
                  </span>{' '}
                  → <span className="font-medium">{shown(key, extracted)}</span>
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={`Use extracted ${labels[key]}`}
                  onClick={() => use(key, extracted)}
                >
                  Use
                </Button>
              </li>
            ))}
          </ul>
        )}
        {accountOffers.length > 0 && (
          <ul className="divide-y rounded-lg border bg-card">
            {accountOffers.map((offer) => (
              <li key={offer.key} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                <span>
                  <span className="font-medium">{offer.label}</span>
                  {offer.balance ? ` · ${formatMoney(offer.balance)}` : ''}
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={busy !== null}
                  onClick={() => void addAccount(offer.name, offer.add, offer.toast)}
                >
                  <Plus className="size-3.5" aria-hidden="true" /> Add {offer.name}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {fields.length > 1 && (
          <Button
            type="button"
            size="sm"
            onClick={() => fields.forEach(({ key, extracted }) => use(key, extracted))}
          >
            Use all details
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
