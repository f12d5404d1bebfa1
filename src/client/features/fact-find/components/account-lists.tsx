import { useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Landmark, Pencil, PiggyBank, Plus, Trash2 } from 'lucide-react';
import { formatDate } from '@/shared/format/date';
import { formatMoney, formatMoneyPrecise } from '@/shared/format/money';
import { documentTypeLabels, type DocumentType } from '@/shared/options';
import {
  bankAccountFormTypes,
  bankAccountInput,
  superAccountInput,
  type BankAccount,
  type BankAccountInput,
  type RecordSource,
  type SuperAccount,
  type SuperAccountInput,
} from '@/shared/schemas/fact-find';
import { serverMessage } from '@/client/lib/api-client';
import { toOptions } from '@/client/lib/option-labels';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import type { ListStore } from '../lib/list-store';
import { MoneyControl, SelectControl, TextControl } from './form-controls';

/* ---------------------------------------------------------------- shared pieces */

export const wholeDollars = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(Math.round(value));

/**
 * Only what the adviser changed is sent, so a value the form cannot show exactly (cents) is kept. Compared
 * with the form's starting values (react-hook-form's dirtyFields is only kept when read while rendering).
 */
export function changedValues<T extends FieldValues>(form: UseFormReturn<T>): Partial<T> {
  const start = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
  const values = form.getValues() as Record<string, unknown>;
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => !same(value, start[key])),
  ) as Partial<T>;
}

export function failed(error: unknown): void {
  toast({
    variant: 'destructive',
    title: 'Error',
    description: serverMessage(error, 'Could not save. Please try again.'),
  });
}

export function SourceBadge({ source, confidence }: { source: RecordSource; confidence: string }) {
  if (!source) return <Badge variant="outline">Entered by adviser</Badge>;
  const variant = confidence === 'high' ? 'success' : confidence === 'medium' ? 'warning' : 'destructive';
  const label = documentTypeLabels[source.type as DocumentType] ?? 'Document';
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge variant={variant}>
        {confidence === 'low' ? 'Low' : confidence === 'high' ? 'High' : 'Medium'} confidence
      </Badge>
      <span className="text-xs text-muted-foreground" title={source.filename}>
        From {label}: {source.filename}
      </span>
    </span>
  );
}

export function ListSection({
  icon,
  title,
  count,
  addLabel,
  onAdd,
  adding,
  children,
}: {
  icon: ReactNode;
  title: string;
  count: number;
  addLabel: string;
  onAdd: () => void;
  adding: boolean;
  children: ReactNode;
}) {
  return (
    <section className="space-y-3" aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold">
          {icon} {title}
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
            {count}
          </span>
        </h3>
        {!adding && (
          <Button type="button" variant="outline" size="sm" onClick={onAdd}>
            <Plus className="size-4" aria-hidden="true" /> {addLabel}
          </Button>
        )}
      </div>
      {children}
    </section>
  );
}

function RowActions({
  name,
  onEdit,
  onDelete,
  busy,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  return (
    <div className="flex shrink-0 gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Edit ${name}`}
        onClick={onEdit}
        disabled={busy}
      >
        <Pencil className="size-4" aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Delete ${name}`}
        onClick={onDelete}
        disabled={busy}
      >
        <Trash2 className="size-4 text-destructive" aria-hidden="true" />
      </Button>
    </div>
  );
}

function FormButtons({
  busy,
  submitLabel,
  onCancel,
}: {
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex justify-end gap-2 sm:col-span-2">
      <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : submitLabel}
      </Button>
    </div>
  );
}

/* ---------------------------------------------------------------- super accounts */

type SuperFormValues = SuperAccountInput & FieldValues;

function superFormValues(account?: SuperAccount): SuperFormValues {
  return {
    fundName: account?.fundName ?? '',
    memberNumberMasked: account?.memberNumberMasked ?? '',
    balance: wholeDollars(account?.balance),
    investmentOption: account ? (account.investmentOption ?? '') : 'Balanced',
    statementDate: account?.statementDate ?? '',
    insuranceLife: wholeDollars(account?.insuranceLife),
    insuranceLifePremium: wholeDollars(account?.insuranceLifePremium),
    insuranceTPD: wholeDollars(account?.insuranceTPD),
    insuranceTPDPremium: wholeDollars(account?.insuranceTPDPremium),
    insuranceIP: wholeDollars(account?.insuranceIP),
    insuranceIPPremium: wholeDollars(account?.insuranceIPPremium),
    insuranceIPWaitingPeriod: account?.insuranceIPWaitingPeriod?.toString() ?? '',
    insuranceIPBenefitPeriod: account?.insuranceIPBenefitPeriod ?? '',
  };
}

function SuperAccountForm({
  account,
  onSubmit,
  onCancel,
}: {
  account?: SuperAccount;
  onSubmit: (values: SuperAccountInput, changes: Partial<SuperAccountInput>) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<SuperFormValues>({
    resolver: zodResolver(superAccountInput) as never,
    defaultValues: superFormValues(account),
  });
  const [busy, setBusy] = useState(false);
  const idPrefix = account ? `super-${account.id}` : 'super-new';
  const common = { control: form.control, errors: form.formState.errors, idPrefix };
  const submit = form.handleSubmit(
    async () => {
      setBusy(true);
      try {
        await onSubmit(form.getValues(), changedValues(form));
      } finally {
        setBusy(false);
      }
    },
    (errors) => {
      if (errors.fundName)
        toast({
          variant: 'destructive',
          title: 'Fund name required',
          description: 'Please enter a super fund name',
        });
    },
  );
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4 rounded-lg border bg-muted/30 p-4 sm:grid-cols-2"
      aria-label={account ? `Edit ${account.fundName}` : 'Add super account'}
    >
      <TextControl {...common} name="fundName" label="Fund Name *" placeholder="e.g. AustralianSuper" />
      <TextControl
        {...common}
        name="memberNumberMasked"
        label="Member Number"
        placeholder="Only the last 4 digits are kept"
      />
      <MoneyControl {...common} name="balance" label="Balance" />
      <TextControl {...common} name="investmentOption" label="Investment Option" />
      <TextControl {...common} name="statementDate" label="Statement Date" type="date" />
      <div className="hidden sm:block" />
      <h4 className="text-sm font-semibold text-muted-foreground sm:col-span-2">Insurance in this fund</h4>
      <MoneyControl {...common} name="insuranceLife" label="Life Cover" />
      <MoneyControl {...common} name="insuranceLifePremium" label="Life Premium (a year)" />
      <MoneyControl {...common} name="insuranceTPD" label="TPD Cover" />
      <MoneyControl {...common} name="insuranceTPDPremium" label="TPD Premium (a year)" />
      <MoneyControl {...common} name="insuranceIP" label="Income Protection (a month)" />
      <MoneyControl {...common} name="insuranceIPPremium" label="Income Protection Premium (a month)" />
      <TextControl {...common} name="insuranceIPWaitingPeriod" label="Waiting Period (days)" />
      <TextControl
        {...common}
        name="insuranceIPBenefitPeriod"
        label="Benefit Period"
        placeholder="e.g. to age 65"
      />
      <FormButtons
        busy={busy}
        submitLabel={account ? 'Save Super Account' : 'Add Super Account'}
        onCancel={onCancel}
      />
    </form>
  );
}

function SuperAccountRow({
  account,
  onEdit,
  onDelete,
  busy,
}: {
  account: SuperAccount;
  onEdit: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const cover = [
    account.insuranceLife
      ? `Life ${formatMoney(account.insuranceLife)}${account.insuranceLifePremium ? ` (${formatMoney(account.insuranceLifePremium)} a year)` : ''}`
      : null,
    account.insuranceTPD
      ? `TPD ${formatMoney(account.insuranceTPD)}${account.insuranceTPDPremium ? ` (${formatMoney(account.insuranceTPDPremium)} a year)` : ''}`
      : null,
    account.insuranceIP
      ? `Income protection ${formatMoney(account.insuranceIP)} a month${account.insuranceIPWaitingPeriod ? `, ${account.insuranceIPWaitingPeriod}-day wait` : ''}`
      : null,
  ].filter(Boolean);
  return (
    <li className="flex gap-3 rounded-lg border p-3" data-testid="super-account">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="font-semibold">{account.fundName}</p>
          <p className="font-semibold tabular-nums">{formatMoneyPrecise(account.balance) || 'No balance'}</p>
        </div>
        <p className="text-sm text-muted-foreground">
          {[
            account.memberNumberMasked ? `Member ${account.memberNumberMasked}` : null,
            account.investmentOption,
            account.statementDate ? `Statement ${formatDate(account.statementDate)}` : null,
          ]
            .filter(Boolean)
            .join(' · ') || 'No member details'}
        </p>
        {cover.length > 0 && <p className="text-sm">{cover.join(' · ')}</p>}
        <SourceBadge source={account.source} confidence={account.confidence} />
      </div>
      <RowActions name={account.fundName} onEdit={onEdit} onDelete={onDelete} busy={busy} />
    </li>
  );
}

export function SuperAccountsList({
  store,
  adding,
  onAddingChange,
}: {
  store: ListStore<SuperAccount, SuperAccountInput>;
  adding: boolean;
  onAddingChange: (adding: boolean) => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = async (account: SuperAccount) => {
    setDeleting(account.id);
    try {
      await store.remove(account);
      toast({ title: 'Super account removed', description: account.fundName });
    } catch (error) {
      failed(error);
    } finally {
      setDeleting(null);
    }
  };
  return (
    <ListSection
      icon={<PiggyBank className="size-4 text-primary" aria-hidden="true" />}
      title="Superannuation Accounts"
      count={store.items.length}
      addLabel="Add Super Account"
      onAdd={() => onAddingChange(true)}
      adding={adding}
    >
      {adding && (
        <SuperAccountForm
          onCancel={() => onAddingChange(false)}
          onSubmit={async (values) => {
            try {
              await store.add(values);
              toast({ title: 'Super account added', description: values.fundName.trim() });
              onAddingChange(false);
            } catch (error) {
              failed(error);
            }
          }}
        />
      )}
      {store.items.length === 0 && !adding ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          No superannuation accounts added yet.
        </p>
      ) : (
        <ul className="space-y-2">
          {store.items.map((account) =>
            editing === account.id ? (
              <li key={account.id}>
                <SuperAccountForm
                  account={account}
                  onCancel={() => setEditing(null)}
                  onSubmit={async (_values, changes) => {
                    try {
                      await store.update(account, changes);
                      toast({
                        title: 'Super account updated',
                        description: (changes.fundName ?? account.fundName).trim(),
                      });
                      setEditing(null);
                    } catch (error) {
                      failed(error);
                    }
                  }}
                />
              </li>
            ) : (
              <SuperAccountRow
                key={account.id}
                account={account}
                busy={deleting === account.id}
                onEdit={() => setEditing(account.id)}
                onDelete={() => void remove(account)}
              />
            ),
          )}
        </ul>
      )}
    </ListSection>
  );
}

/* ---------------------------------------------------------------- bank accounts */

type BankFormValues = BankAccountInput & FieldValues;

function bankFormValues(account?: BankAccount): BankFormValues {
  return {
    bankName: account?.bankName ?? '',
    bsbMasked: account?.bsbMasked ?? '',
    accountNumberMasked: account?.accountNumberMasked ?? '',
    accountType: account?.accountType ?? 'savings',
    balance: wholeDollars(account?.balance),
  };
}

const bankTypeLabels = {
  savings: 'Savings',
  transaction: 'Transaction',
  credit: 'Credit card',
  mortgage: 'Mortgage',
  offset: 'Offset',
};

function BankAccountForm({
  account,
  onSubmit,
  onCancel,
}: {
  account?: BankAccount;
  onSubmit: (values: BankAccountInput, changes: Partial<BankAccountInput>) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<BankFormValues>({
    resolver: zodResolver(bankAccountInput) as never,
    defaultValues: bankFormValues(account),
  });
  const [busy, setBusy] = useState(false);
  const idPrefix = account ? `bank-${account.id}` : 'bank-new';
  const common = { control: form.control, errors: form.formState.errors, idPrefix };
  const types =
    account?.accountType === 'offset' ? [...bankAccountFormTypes, 'offset'] : bankAccountFormTypes;
  const submit = form.handleSubmit(
    async () => {
      setBusy(true);
      try {
        await onSubmit(form.getValues(), changedValues(form));
      } finally {
        setBusy(false);
      }
    },
    (errors) => {
      if (errors.bankName)
        toast({
          variant: 'destructive',
          title: 'Bank name required',
          description: 'Please enter a bank name',
        });
    },
  );
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4 rounded-lg border bg-muted/30 p-4 sm:grid-cols-2"
      aria-label={account ? `Edit ${account.bankName}` : 'Add bank account'}
    >
      <TextControl {...common} name="bankName" label="Bank Name *" placeholder="e.g. Commonwealth Bank" />
      <SelectControl
        {...common}
        name="accountType"
        label="Account Type"
        options={toOptions(types, bankTypeLabels)}
      />
      <TextControl {...common} name="bsbMasked" label="BSB" placeholder="Only the first 3 digits are kept" />
      <TextControl
        {...common}
        name="accountNumberMasked"
        label="Account Number"
        placeholder="Only the last 4 digits are kept"
      />
      <MoneyControl {...common} name="balance" label="Balance" />
      <div className="hidden sm:block" />
      <FormButtons
        busy={busy}
        submitLabel={account ? 'Save Bank Account' : 'Add Bank Account'}
        onCancel={onCancel}
      />
    </form>
  );
}

export function BankAccountsList({
  store,
  adding,
  onAddingChange,
}: {
  store: ListStore<BankAccount, BankAccountInput>;
  adding: boolean;
  onAddingChange: (adding: boolean) => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = async (account: BankAccount) => {
    setDeleting(account.id);
    try {
      await store.remove(account);
      toast({ title: 'Bank account removed', description: account.bankName });
    } catch (error) {
      failed(error);
    } finally {
      setDeleting(null);
    }
  };
  return (
    <ListSection
      icon={<Landmark className="size-4 text-primary" aria-hidden="true" />}
      title="Bank Accounts"
      count={store.items.length}
      addLabel="Add Bank Account"
      onAdd={() => onAddingChange(true)}
      adding={adding}
    >
      {adding && (
        <BankAccountForm
          onCancel={() => onAddingChange(false)}
          onSubmit={async (values) => {
            try {
              await store.add(values);
              toast({ title: 'Bank account added', description: values.bankName.trim() });
              onAddingChange(false);
            } catch (error) {
              failed(error);
            }
          }}
        />
      )}
      {store.items.length === 0 && !adding ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          No bank accounts added yet.
        </p>
      ) : (
        <ul className="space-y-2">
          {store.items.map((account) =>
            editing === account.id ? (
              <li key={account.id}>
                <BankAccountForm
                  account={account}
                  onCancel={() => setEditing(null)}
                  onSubmit={async (_values, changes) => {
                    try {
                      await store.update(account, changes);
                      toast({
                        title: 'Bank account updated',
                        description: (changes.bankName ?? account.bankName).trim(),
                      });
                      setEditing(null);
                    } catch (error) {
                      failed(error);
                    }
                  }}
                />
              </li>
            ) : (
              <li key={account.id} className="flex gap-3 rounded-lg border p-3" data-testid="bank-account">
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <p className="font-semibold">{account.bankName}</p>
                    <p className="font-semibold tabular-nums">
                      {formatMoneyPrecise(account.balance) || 'No balance'}
                    </p>
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {[
                      bankTypeLabels[account.accountType as keyof typeof bankTypeLabels] ??
                        account.accountType,
                      account.bsbMasked ? `BSB ${account.bsbMasked}` : null,
                      account.accountNumberMasked ? `Account ${account.accountNumberMasked}` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <SourceBadge source={account.source} confidence={account.confidence} />
                </div>
                <RowActions
                  name={account.bankName}
                  onEdit={() => setEditing(account.id)}
                  onDelete={() => void remove(account)}
                  busy={deleting === account.id}
                />
              </li>
            ),
          )}
        </ul>
      )}
    </ListSection>
  );
}
