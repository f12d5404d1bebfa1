import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Gauge, HandCoins, Pencil, ScrollText } from 'lucide-react';
import {
  concessionCards,
  nominationTypeLabels,
  nominationTypes,
  paymentFrequencies,
  willStatuses,
  willStatusLabels,
} from '@/shared/estate/estate-fields';
import {
  adoptedRiskProfile,
  riskBands,
  riskProfileLabels,
  riskQuestions,
  scoreRiskAnswers,
} from '@/shared/estate/risk-profile';
import type { QuestionnaireSection } from '@/shared/schemas/questionnaire';
import type { ClientRecordView } from '@/shared/record/record-types';
import { recordField } from '@/shared/record/record-fields';
import type { RecordLookup } from '@/client/components/client-record/record-lookup';
import { RecordFactsList } from '@/client/components/client-record/record-facts-list';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { DateInput } from '@/client/components/date-input';
import { formatDate } from '@/shared/format/date';
import { useReportUnsavedEdits } from '@/client/hooks/use-unsaved-edits-inside';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { SaveConflictDialog, type ConflictRow } from '@/client/components/save-conflict-dialog';
import { conflictOf, serverMessage } from '@/client/lib/api-client';
import { useAccounts } from '../api/accounts';
import { useSaveRecordSection } from '../api/estate';

type Props = {
  clientId: string;
  lookup: RecordLookup;
  questionnaireTabs: readonly QuestionnaireSection[];
  /** The versions of the estate and government sections as the record was read (If-Match of their saves). */
  sectionVersions: ClientRecordView['sectionVersions'];
};

type FieldSpec = {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'date' | 'money' | 'select';
  options?: readonly { value: string; label: string }[];
  /** A list of words to suggest as the adviser types. */
  suggestions?: readonly string[];
  wide?: boolean;
};

const iconClass = 'size-5 text-primary';
const statusOptions = willStatuses.map((value) => ({ value, label: willStatusLabels[value] }));
const frequencyWords: Record<(typeof paymentFrequencies)[number], string> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annual: 'Yearly',
};
const paymentNames = [
  'Age Pension',
  'JobSeeker Payment',
  'Family Tax Benefit',
  'Carer Payment',
  'Carer Allowance',
  'Disability Support Pension',
  'Parenting Payment',
  'DVA Service Pension',
  'DVA Disability Pension',
] as const;

function SectionCard({
  id,
  title,
  icon,
  description,
  action,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  description: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card id={id} data-testid={`record-section-${id}`}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="min-w-0 space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            {icon} {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {action}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * A small form over some facts of the record: what the record holds now, the adviser's edits, and a save that
 * sends only the fields changed ('' clears one), on the version the form was opened with: a save by someone
 * else since is refused (409) rather than overwritten.
 */
function FactsEditor({
  idPrefix,
  fields,
  current,
  version,
  path,
  clientId,
  onDone,
  title,
}: {
  idPrefix: string;
  fields: readonly FieldSpec[];
  current: Record<string, unknown>;
  version: string | number | undefined;
  path: string;
  clientId: string;
  onDone: () => void;
  title: string;
}) {
  const [initial] = useState(() =>
    Object.fromEntries(fields.map((field) => [field.name, asText(current[field.name])])),
  );
  const [values, setValues] = useState<Record<string, string>>(initial);
  // The version the values above were read at (or, were it not loaded yet then, the first one known); after
  // a 409, the version the adviser chose to save over.
  const [openedAt, setOpenedAt] = useState(version);
  const [conflict, setConflict] = useState<{
    version: string | number;
    changes: Record<string, string>;
    rows: ConflictRow[];
  } | null>(null);
  const save = useSaveRecordSection(clientId);
  const changed = fields.filter((field) => values[field.name] !== initial[field.name]);
  useReportUnsavedEdits(changed.length > 0);
  const saveChanges = async (changes: Record<string, string>, on: string | number | undefined) => {
    try {
      await save.mutateAsync({ path, version: on, changes });
      toast({ title: 'Saved', description: `${title} saved to the client's record.` });
      onDone();
    } catch (error) {
      const stale = conflictOf<Record<string, unknown>>(error);
      // Someone else saved since the form was opened: the adviser chooses between their values and these.
      if (stale) {
        return setConflict({ version: stale.version, changes, rows: conflictRows(changes, stale.current) });
      }
      toast({
        title: 'Not saved',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };
  const conflictRows = (changes: Record<string, string>, saved: Record<string, unknown>): ConflictRow[] =>
    fields
      .filter((field) => field.name in changes)
      .map((field) => ({
        label: field.label,
        mine: shownValue(field, changes[field.name] ?? ''),
        theirs: shownValue(field, asText(savedValue(saved, field.name))),
      }));
  const submit = async () => {
    if (changed.length === 0) return onDone();
    const changes = Object.fromEntries(changed.map((field) => [field.name, values[field.name] ?? '']));
    await saveChanges(changes, openedAt ?? version);
  };
  return (
    <>
      <form
        className="space-y-4 rounded-lg border p-4"
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map((field) => {
            const id = `${idPrefix}-${field.name}`;
            const common = {
              id,
              value: values[field.name] ?? '',
              onChange: (event: { target: { value: string } }) =>
                setValues((before) => ({ ...before, [field.name]: event.target.value })),
            };
            return (
              <div
                key={field.name}
                className={field.wide || field.kind === 'textarea' ? 'space-y-2 sm:col-span-2' : 'space-y-2'}
              >
                <Label htmlFor={id}>{field.label}</Label>
                {field.kind === 'date' ? (
                  <DateInput
                    id={id}
                    value={values[field.name] ?? ''}
                    onChange={(value) => setValues((before) => ({ ...before, [field.name]: value }))}
                  />
                ) : field.kind === 'select' ? (
                  <NativeSelect {...common} options={field.options ?? []} placeholder="Not recorded" />
                ) : field.kind === 'textarea' ? (
                  <Textarea {...common} rows={2} />
                ) : (
                  <>
                    <Input
                      {...common}
                      type="text"
                      inputMode={field.kind === 'money' ? 'decimal' : undefined}
                      list={field.suggestions ? `${id}-list` : undefined}
                    />
                    {field.suggestions && (
                      <datalist id={`${id}-list`}>
                        {field.suggestions.map((suggestion) => (
                          <option key={suggestion} value={suggestion} />
                        ))}
                      </datalist>
                    )}
                  </>
                )}
              </div>
            );
          })}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" aria-disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
      <SaveConflictDialog
        what={title.toLowerCase()}
        rows={conflict?.rows ?? null}
        onKeepMine={() => {
          if (!conflict) return;
          setConflict(null);
          setOpenedAt(conflict.version);
          // Saved on their version: the fields changed here win, the others stay theirs.
          void saveChanges(conflict.changes, conflict.version);
        }}
        onTakeTheirs={() => {
          setConflict(null);
          onDone();
        }}
      />
    </>
  );
}

/** A value as the adviser reads it: a choice by its label, a date as "18/05/2020". */
function shownValue(field: FieldSpec, value: string): string {
  if (field.kind === 'select') return field.options?.find((option) => option.value === value)?.label ?? value;
  if (field.kind === 'date') return formatDate(value) || value;
  return value;
}

/** A field's value in a 409's section as saved now: an estate or government section lists its facts, a super
 * account carries its fields. */
function savedValue(saved: Record<string, unknown>, name: string): unknown {
  const facts = saved.facts;
  if (Array.isArray(facts)) {
    return (facts as { field?: string; value?: unknown }[]).find((fact) => fact.field === name)?.value;
  }
  return saved[name];
}

const valuesOf = (lookup: RecordLookup, subject: string, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, lookup.fact(subject, name)?.value]));

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" size="sm" variant="outline" onClick={onClick} aria-label={label}>
      <Pencil className="size-3.5" aria-hidden="true" /> Edit
    </Button>
  );
}

const personFields = (prefix: '' | 'partner', who: string): FieldSpec[] => {
  const name = (field: string) =>
    prefix ? `partner${field}` : field.charAt(0).toLowerCase() + field.slice(1);
  return [
    { name: name('WillStatus'), label: `${who}: has a will`, kind: 'select', options: statusOptions },
    { name: name('WillDate'), label: `${who}: date of the will`, kind: 'date' },
    { name: name('WillLocation'), label: `${who}: where the will is held`, kind: 'text', wide: true },
    {
      name: name('PoaStatus'),
      label: `${who}: enduring power of attorney (financial)`,
      kind: 'select',
      options: statusOptions,
    },
    { name: name('PoaAttorneys'), label: `${who}: attorney`, kind: 'text' },
  ];
};

const estateEditorFields: FieldSpec[] = [
  ...personFields('', 'Client'),
  ...personFields('partner', 'Partner'),
  { name: 'estateNotes', label: 'Estate planning notes', kind: 'textarea' },
];

const nominationEditorFields: FieldSpec[] = [
  {
    name: 'nominationType',
    label: 'Death benefit nomination',
    kind: 'select',
    options: nominationTypes.map((value) => ({ value, label: nominationTypeLabels[value] })),
  },
  { name: 'nominationExpiry', label: 'Expires (lapsing nominations)', kind: 'date' },
  {
    name: 'nominationBeneficiaries',
    label: 'Beneficiaries and shares',
    kind: 'text',
    wide: true,
  },
];

/** Wills, enduring powers of attorney and each super fund's death benefit nomination. */
export function EstatePlanningSection({ clientId, lookup, sectionVersions }: Props) {
  const [editing, setEditing] = useState<string | null>(null);
  const accounts = useAccounts(clientId);
  const facts = lookup.factsOf('estate');
  const funds = lookup.items('super');
  return (
    <SectionCard
      id="estate"
      title="Estate planning"
      icon={<ScrollText className={iconClass} aria-hidden="true" />}
      description="Wills, enduring powers of attorney and who each super fund pays on death."
      action={
        editing !== 'estate' && (
          <EditButton label="Edit estate planning" onClick={() => setEditing('estate')} />
        )
      }
    >
      {editing === 'estate' ? (
        <FactsEditor
          idPrefix="estate"
          title="Estate planning"
          fields={estateEditorFields}
          current={valuesOf(
            lookup,
            'estate',
            estateEditorFields.map((field) => field.name),
          )}
          version={sectionVersions?.estate}
          path="estate"
          clientId={clientId}
          onDone={() => setEditing(null)}
        />
      ) : facts.length === 0 ? (
        <p className="text-sm text-muted-foreground">No will or power of attorney recorded yet.</p>
      ) : (
        <RecordFactsList clientId={clientId} facts={facts} testId="estate-facts" />
      )}
      <div className="space-y-3">
        <h3 className="text-sm font-semibold">Death benefit nominations</h3>
        {funds.length === 0 && <p className="text-sm text-muted-foreground">No super fund recorded yet.</p>}
        <ul className="space-y-3">
          {funds.map((fund) => {
            const name = asText(lookup.fact(fund.subject, 'fundName')?.value) || 'Super fund';
            const nomination = ['nominationType', 'nominationBeneficiaries', 'nominationExpiry'].flatMap(
              (field) => lookup.fact(fund.subject, field) ?? [],
            );
            const key = `nomination:${fund.id}`;
            return (
              <li
                key={fund.subject}
                className="space-y-2 rounded-lg border p-3"
                data-testid="estate-nomination"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{name}</span>
                  {editing !== key && (
                    <EditButton label={`Edit the nomination of ${name}`} onClick={() => setEditing(key)} />
                  )}
                </div>
                {editing === key ? (
                  <FactsEditor
                    idPrefix={`nomination-${fund.id}`}
                    title={`Nomination of ${name}`}
                    fields={nominationEditorFields}
                    current={valuesOf(
                      lookup,
                      fund.subject,
                      nominationEditorFields.map((field) => field.name),
                    )}
                    version={accounts.data?.superAccounts.find((account) => account.id === fund.id)?.version}
                    path={`super-accounts/${fund.id}/nomination`}
                    clientId={clientId}
                    onDone={() => setEditing(null)}
                  />
                ) : nomination.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No nomination recorded.</p>
                ) : (
                  <RecordFactsList clientId={clientId} facts={nomination} testId="nomination-facts" />
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </SectionCard>
  );
}

const governmentEditorFields: FieldSpec[] = [
  { name: 'paymentName', label: 'Payment', kind: 'text', suggestions: paymentNames },
  { name: 'paymentAmount', label: 'Amount', kind: 'money' },
  {
    name: 'paymentFrequency',
    label: 'Paid',
    kind: 'select',
    options: paymentFrequencies.map((value) => ({ value, label: frequencyWords[value] })),
  },
  { name: 'centrelinkReference', label: 'Centrelink reference number', kind: 'text' },
  {
    name: 'concessionCards',
    label: 'Concession cards',
    kind: 'text',
    wide: true,
    suggestions: concessionCards,
  },
  { name: 'otherPayments', label: 'Other government payments', kind: 'textarea' },
];

/** Centrelink and other government payments, from a Services Australia letter or the adviser. */
export function GovernmentPaymentsSection({ clientId, lookup, sectionVersions }: Props) {
  const [editing, setEditing] = useState(false);
  const facts = lookup.factsOf('government');
  return (
    <SectionCard
      id="government"
      title="Centrelink and other government payments"
      icon={<HandCoins className={iconClass} aria-hidden="true" />}
      description="The payment with how often it is paid, the reference number (last 4 characters) and concession cards."
      action={!editing && <EditButton label="Edit government payments" onClick={() => setEditing(true)} />}
    >
      {editing ? (
        <FactsEditor
          idPrefix="government"
          title="Government payments"
          fields={governmentEditorFields}
          current={valuesOf(
            lookup,
            'government',
            governmentEditorFields.map((field) => field.name),
          )}
          version={sectionVersions?.government}
          path="government-payments"
          clientId={clientId}
          onDone={() => setEditing(false)}
        />
      ) : facts.length === 0 ? (
        <p className="text-sm text-muted-foreground">No government payment recorded yet.</p>
      ) : (
        <RecordFactsList clientId={clientId} facts={facts} testId="government-facts" />
      )}
    </SectionCard>
  );
}

/** The scored risk profile: the total, the profile, agreement or override; asked in the questionnaire. */
export function RiskProfileSection({ clientId, lookup, questionnaireTabs }: Props) {
  const fields = [
    ...riskQuestions.map((question) => question.field),
    'riskProfileAgreement',
    'riskProfileOverride',
    'riskProfileOverrideReason',
  ];
  const values = valuesOf(lookup, 'answers', fields);
  const score = scoreRiskAnswers(values);
  const adopted = adoptedRiskProfile(values);
  const agreement = ['riskProfileAgreement', 'riskProfileOverride', 'riskProfileOverrideReason'].flatMap(
    (field) => lookup.fact('answers', field) ?? [],
  );
  const legacy = lookup.fact('answers', 'riskTolerance');
  const band = riskBands.find((candidate) => candidate.profile === score.profile);
  const asked = questionnaireTabs.includes('risk');
  return (
    <SectionCard
      id="risk"
      title="Risk profile"
      icon={<Gauge className={iconClass} aria-hidden="true" />}
      description="From the scored questionnaire: each answer's published score, the total and its band."
      action={
        asked && (
          <Button asChild size="sm" variant="outline">
            <Link
              to={`/questionnaire/${clientId}?tab=risk`}
              aria-label="Edit in the questionnaire (Risk Profile)"
            >
              <Pencil className="size-3.5" aria-hidden="true" /> Edit
            </Link>
          </Button>
        )
      }
    >
      {score.answered === 0 ? (
        <p className="text-sm text-muted-foreground">
          The risk questionnaire has not been answered yet.
          {!asked && ' It is asked in the questionnaire when the scope of advice includes investment advice.'}
        </p>
      ) : (
        <div className="space-y-3 text-sm" data-testid="risk-summary">
          <p>
            {score.profile && band ? (
              <>
                Scored profile: <strong>{riskProfileLabels[score.profile]}</strong> (total {score.total}, band{' '}
                {band.min} to {band.max}).
              </>
            ) : (
              <>
                {score.answered} of {riskQuestions.length} questions answered: no profile until all are.
              </>
            )}
          </p>
          {adopted && (
            <p>
              Profile the advice rests on: <strong>{riskProfileLabels[adopted]}</strong>
            </p>
          )}
          {agreement.length > 0 && (
            <RecordFactsList clientId={clientId} facts={agreement} testId="risk-agreement" />
          )}
          <details className="rounded-md border p-3">
            <summary className="cursor-pointer font-medium">Answers and the published method</summary>
            <ol className="mt-2 list-decimal space-y-1 pl-5">
              {score.answers.map((answer) => (
                <li key={answer.field}>
                  {answer.topic}: {answer.label ?? 'not answered'}
                  {answer.score !== null && ` (score ${answer.score})`}
                </li>
              ))}
            </ol>
            <p className="mt-2 text-muted-foreground">
              Bands:{' '}
              {riskBands
                .map(
                  (candidate) => `${riskProfileLabels[candidate.profile]} ${candidate.min}–${candidate.max}`,
                )
                .join('; ')}
              .
            </p>
          </details>
        </div>
      )}
      {legacy && (
        <p className="text-sm text-muted-foreground">
          {recordField('answers', 'riskTolerance')?.label} (earlier single choice): {asText(legacy.value)}
        </p>
      )}
    </SectionCard>
  );
}

/** The three sections decision 037 adds to the Fact Find, in the record's order. */
export function EstateAndRiskSections(props: Props) {
  return (
    <>
      <GovernmentPaymentsSection {...props} />
      <RiskProfileSection {...props} />
      <EstatePlanningSection {...props} />
    </>
  );
}
