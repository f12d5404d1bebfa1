import { createContext, useContext } from 'react';
import { Landmark, PiggyBank } from 'lucide-react';
import { formatDate } from '@/shared/format/date';
import { formatMoney, formatMoneyPrecise, toMoneyInput } from '@/shared/format/money';
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
import { isSameAccount } from '@/shared/same-account';
import { toOptions } from '@/client/lib/option-labels';
import { MoneyControl, SelectControl, TextControl, DateControl } from '@/client/components/form-controls';
import { Badge } from '@/client/components/ui/badge';
import { itemFacts, RecordFactsList } from '@/client/components/client-record/record-facts-list';
import type { RecordLookup } from '@/client/components/client-record/record-lookup';
import { RecordForm, RecordList, type RecordFormProps, type RecordListProps } from './record-list';

/** The client's record, when the client exists: accounts show their facts as the record keeps them. */
export const FactFindRecord = createContext<{ clientId: string; lookup: RecordLookup } | null>(null);

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

/* ---------------------------------------------------------------- super accounts */

function superFormValues(account?: SuperAccount): SuperAccountInput {
  return {
    fundName: account?.fundName ?? '',
    memberNumberMasked: account?.memberNumberMasked ?? '',
    balance: toMoneyInput(account?.balance),
    investmentOption: account ? (account.investmentOption ?? '') : 'Balanced',
    statementDate: account?.statementDate ?? '',
    insuranceLife: toMoneyInput(account?.insuranceLife),
    insuranceLifePremium: toMoneyInput(account?.insuranceLifePremium),
    insuranceTPD: toMoneyInput(account?.insuranceTPD),
    insuranceTPDPremium: toMoneyInput(account?.insuranceTPDPremium),
    insuranceIP: toMoneyInput(account?.insuranceIP),
    insuranceIPPremium: toMoneyInput(account?.insuranceIPPremium),
    insuranceIPWaitingPeriod: account?.insuranceIPWaitingPeriod?.toString() ?? '',
    insuranceIPBenefitPeriod: account?.insuranceIPBenefitPeriod ?? '',
  };
}

function SuperAccountForm({ item: account, ...actions }: RecordFormProps<SuperAccount, SuperAccountInput>) {
  return (
    <RecordForm
      {...actions}
      schema={superAccountInput}
      defaultValues={superFormValues(account)}
      idPrefix={account ? `super-${account.id}` : 'super-new'}
      label={account ? `Edit ${account.fundName}` : 'Add super account'}
      submitLabel={account ? 'Save Super Account' : 'Add Super Account'}
      required={{
        name: 'fundName',
        title: 'Fund name required',
        description: 'Please enter a super fund name',
      }}
    >
      {(common) => (
        <>
          <TextControl {...common} name="fundName" label="Fund Name *" placeholder="e.g. AustralianSuper" />
          <TextControl
            {...common}
            name="memberNumberMasked"
            label="Member Number"
            placeholder="Only the last 4 digits are kept"
          />
          <MoneyControl {...common} name="balance" label="Balance" />
          <TextControl {...common} name="investmentOption" label="Investment Option" />
          <DateControl {...common} name="statementDate" label="Statement Date" />
          <div className="hidden sm:block" />
          <h4 className="text-sm font-semibold text-muted-foreground sm:col-span-2">
            Insurance in this fund
          </h4>
          <MoneyControl {...common} name="insuranceLife" label="Life Cover" />
          <MoneyControl {...common} name="insuranceLifePremium" label="Life Premium (a year)" />
          <MoneyControl {...common} name="insuranceTPD" label="TPD Cover" />
          <MoneyControl {...common} name="insuranceTPDPremium" label="TPD Premium (a year)" />
          <MoneyControl {...common} name="insuranceIP" label="Income Protection (a month)" />
          <MoneyControl {...common} name="insuranceIPPremium" label="Income Protection Premium (a year)" />
          <TextControl {...common} name="insuranceIPWaitingPeriod" label="Waiting Period (days)" />
          <TextControl
            {...common}
            name="insuranceIPBenefitPeriod"
            label="Benefit Period"
            placeholder="e.g. to age 65"
          />
        </>
      )}
    </RecordForm>
  );
}

/**
 * An account's facts as the record keeps them (each with its cycle, date and source), once the client exists;
 * null for an account only this page holds (a client not yet created).
 */
function RecordedFacts({ subject }: { subject: string }) {
  const record = useContext(FactFindRecord);
  if (!record) return null;
  const facts = itemFacts(record.lookup, subject);
  if (facts.length === 0) return null;
  return <RecordFactsList clientId={record.clientId} facts={facts} className="pt-1" />;
}

function SuperAccountSummary({ account }: { account: SuperAccount }) {
  const record = useContext(FactFindRecord);
  if (record?.lookup.items('super').some((item) => item.id === account.id))
    return (
      <>
        <p className="font-semibold">
          {account.fundName}
          {account.memberNumberMasked ? (
            <span className="font-normal text-muted-foreground"> · Member {account.memberNumberMasked}</span>
          ) : null}
        </p>
        <RecordedFacts subject={`super:${account.id}`} />
      </>
    );
  return <LocalSuperAccountSummary account={account} />;
}

function LocalSuperAccountSummary({ account }: { account: SuperAccount }) {
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
    <>
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
    </>
  );
}

export function SuperAccountsList(props: RecordListProps<SuperAccount, SuperAccountInput>) {
  return (
    <RecordList
      {...props}
      title="Superannuation Accounts"
      icon={<PiggyBank className="size-4 text-primary" aria-hidden="true" />}
      addLabel="Add Super Account"
      emptyMessage="No superannuation accounts added yet."
      itemTestId="super-account"
      itemName={(account) => account.fundName}
      noun="Super account"
      nameOf={(account) => account.fundName}
      sameAs={(values, account) =>
        isSameAccount(
          { institution: values.fundName, number: values.memberNumberMasked },
          { institution: account.fundName, number: account.memberNumberMasked },
        )
      }
      Form={SuperAccountForm}
      renderSummary={(account) => <SuperAccountSummary account={account} />}
    />
  );
}

/* ---------------------------------------------------------------- bank accounts */

function bankFormValues(account?: BankAccount): BankAccountInput {
  return {
    bankName: account?.bankName ?? '',
    bsbMasked: account?.bsbMasked ?? '',
    accountNumberMasked: account?.accountNumberMasked ?? '',
    accountType: account?.accountType ?? 'savings',
    balance: toMoneyInput(account?.balance),
  };
}

const bankTypeLabels = {
  savings: 'Savings',
  transaction: 'Transaction',
  credit: 'Credit card',
  mortgage: 'Mortgage',
  offset: 'Offset',
};

function BankAccountForm({ item: account, ...actions }: RecordFormProps<BankAccount, BankAccountInput>) {
  const types =
    account?.accountType === 'offset' ? [...bankAccountFormTypes, 'offset'] : bankAccountFormTypes;
  return (
    <RecordForm
      {...actions}
      schema={bankAccountInput}
      defaultValues={bankFormValues(account)}
      idPrefix={account ? `bank-${account.id}` : 'bank-new'}
      label={account ? `Edit ${account.bankName}` : 'Add bank account'}
      submitLabel={account ? 'Save Bank Account' : 'Add Bank Account'}
      required={{ name: 'bankName', title: 'Bank name required', description: 'Please enter a bank name' }}
    >
      {(common) => (
        <>
          <TextControl {...common} name="bankName" label="Bank Name *" placeholder="e.g. Commonwealth Bank" />
          <SelectControl
            {...common}
            name="accountType"
            label="Account Type"
            options={toOptions(types, bankTypeLabels)}
            placeholder={null}
          />
          <TextControl
            {...common}
            name="bsbMasked"
            label="BSB"
            placeholder="Only the first 3 digits are kept"
          />
          <TextControl
            {...common}
            name="accountNumberMasked"
            label="Account Number"
            placeholder="Only the last 4 digits are kept"
          />
          <MoneyControl {...common} name="balance" label="Balance" />
          <div className="hidden sm:block" />
        </>
      )}
    </RecordForm>
  );
}

function BankAccountSummary({ account }: { account: BankAccount }) {
  const record = useContext(FactFindRecord);
  if (record?.lookup.items('bank').some((item) => item.id === account.id))
    return (
      <>
        <p className="font-semibold">
          {account.bankName}
          {account.accountNumberMasked ? (
            <span className="font-normal text-muted-foreground">
              {' '}
              · Account {account.accountNumberMasked}
            </span>
          ) : null}
        </p>
        <RecordedFacts subject={`bank:${account.id}`} />
      </>
    );
  return <LocalBankAccountSummary account={account} />;
}

function LocalBankAccountSummary({ account }: { account: BankAccount }) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold">{account.bankName}</p>
        <p className="font-semibold tabular-nums">{formatMoneyPrecise(account.balance) || 'No balance'}</p>
      </div>
      <p className="text-sm text-muted-foreground">
        {[
          bankTypeLabels[account.accountType as keyof typeof bankTypeLabels] ?? account.accountType,
          account.bsbMasked ? `BSB ${account.bsbMasked}` : null,
          account.accountNumberMasked ? `Account ${account.accountNumberMasked}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <SourceBadge source={account.source} confidence={account.confidence} />
    </>
  );
}

export function BankAccountsList(props: RecordListProps<BankAccount, BankAccountInput>) {
  return (
    <RecordList
      {...props}
      title="Bank Accounts"
      icon={<Landmark className="size-4 text-primary" aria-hidden="true" />}
      addLabel="Add Bank Account"
      emptyMessage="No bank accounts added yet."
      itemTestId="bank-account"
      itemName={(account) => account.bankName}
      noun="Bank account"
      nameOf={(account) => account.bankName}
      sameAs={(values, account) =>
        isSameAccount(
          { institution: values.bankName, number: values.accountNumberMasked },
          { institution: account.bankName, number: account.accountNumberMasked },
        )
      }
      Form={BankAccountForm}
      renderSummary={(account) => <BankAccountSummary account={account} />}
    />
  );
}
