import { Landmark, PiggyBank } from 'lucide-react';
import { formatDate } from '@/shared/format/date';
import { formatMobile } from '@/shared/format/mobile';
import { formatMoney } from '@/shared/format/money';
import type { ExtractedClientData, ExtractedConflict } from '../api/extract-client-data';
import { fieldLabel } from '@/shared/field-registry';
import { Notice } from '@/client/components/notice';

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div
      className="min-w-0 space-y-0.5"
      data-testid={`extracted-${label.toLowerCase().replace(/\s+/g, '-')}`}
    >
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="break-words font-medium">{value}</dd>
    </div>
  );
}

function conflictText(conflict: ExtractedConflict): string {
  const readings = [...new Set((conflict.values ?? []).map((reading) => String(reading.value)))];
  const label = fieldLabel(conflict.field);
  if (readings.length === 0) return label;
  return `${label}: ${readings.map((reading) => `"${reading}"`).join(' or ')} (using "${String(conflict.chosen)}")`;
}

/** The extracted client: name, date of birth, address and e-mail when present, then what else was found. */
export function ExtractionSummary({ data }: { data: ExtractedClientData }) {
  const person = data.personalInfo ?? {};
  const dateOfBirth = person.dateOfBirth ? formatDate(person.dateOfBirth) || person.dateOfBirth : null;
  const accounts = data.financialAccounts ?? [];
  const conflicts = (data.conflicts ?? []).map(conflictText).filter(Boolean);
  const nothingPersonal = !person.fullName && !dateOfBirth && !person.address && !person.email;
  return (
    <div className="space-y-5">
      {nothingPersonal ? (
        <p className="text-sm text-muted-foreground">
          No personal details (name, date of birth, address or e-mail) were found in these documents.
        </p>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail label="Full name" value={person.fullName} />
          <Detail label="Date of birth" value={dateOfBirth} />
          <Detail label="Address" value={person.address} />
          <Detail label="Email" value={person.email} />
          <Detail label="Phone" value={person.phone ? formatMobile(person.phone) || person.phone : null} />
          <Detail label="Employer" value={data.employment?.employer} />
          <Detail label="Position" value={data.employment?.position} />
          <Detail
            label="Annual income"
            value={data.annualIncome != null ? formatMoney(data.annualIncome) : null}
          />
        </dl>
      )}
      {accounts.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold">Financial accounts found ({accounts.length})</h3>
          <ul className="divide-y rounded-lg border">
            {accounts.map((account, index) => {
              const Icon = account.type === 'superannuation' ? PiggyBank : Landmark;
              const balance = account.balance != null ? formatMoney(account.balance) : '';
              return (
                <li
                  key={`${account.provider}-${index}`}
                  className="flex items-center gap-3 px-3 py-2 text-sm"
                >
                  <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">
                      {account.provider ||
                        (account.type === 'superannuation' ? 'Super fund' : 'Bank account')}
                    </span>
                    <span className="block text-xs text-muted-foreground">
                      {[account.type === 'superannuation' ? 'Superannuation' : 'Bank', account.accountNumber]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                  {balance && <span className="font-medium tabular-nums">{balance}</span>}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {conflicts.length > 0 && (
        <Notice tone="warning" title="The documents disagree on some details">
          <ul className="list-disc space-y-0.5 pl-4">
            {conflicts.map((conflict, index) => (
              <li key={index}>{conflict}</li>
            ))}
          </ul>
          <p className="mt-1">Check these in the Fact Find.</p>
        </Notice>
      )}
    </div>
  );
}
