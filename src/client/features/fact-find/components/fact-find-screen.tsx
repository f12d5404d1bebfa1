import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  completionPercent,
  missingCompletionChecks,
  type CompletionCheckKey,
} from '@/shared/fact-find-completion';
import {
  factFindDetailsForm,
  type FactFindSummary,
  type BankAccount,
  type BankAccountInput,
  type FactFindDetails,
  type Goal,
  type GoalInput,
  type SuperAccount,
  type SuperAccountInput,
} from '@/shared/schemas/fact-find';
import { missingFacts } from '@/shared/record/missing-facts';
import { recordField } from '@/shared/record/record-fields';
import type { ClientRecordView, RecordFact } from '@/shared/record/record-types';
import type { QuestionnaireSection } from '@/shared/schemas/questionnaire';
import { completionCheckLabels } from '@/shared/fact-find-completion';
import { progressColourClass } from '@/client/lib/progress-colour';
import { FactSourceNote } from '@/client/components/client-record/fact-source';
import { recordLookup } from '@/client/components/client-record/record-lookup';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Progress } from '@/client/components/ui/progress';
import { toast } from '@/client/components/ui/use-toast';
import { detailsToSave, partnerFields, type DetailsForm, type DetailsFormValues } from '../lib/details-form';
import type { ListStore } from '../lib/list-store';
import { BankAccountsList, FactFindRecord, SuperAccountsList } from './account-lists';
import { AddressCards, PersonalInformationCard, PropertyCard, type DefaultedDob } from './details-sections';
import { GoalAudioNotes, GoalsList } from './goals-list';
import { RecordSections } from './record-sections';
import {
  GenerateDocumentsCard,
  MissingInformationCard,
  QuickActionsCard,
  type MissingItem,
} from './side-panel';
import { HistoryCard } from './history-card';
import { useUnsavedChangesGuard } from '@/client/hooks/use-unsaved-changes-guard';
import { FieldNotes } from '@/client/components/form-controls';
import { useClientConfirmations } from '@/client/components/document-requests/document-requests-api';
import { ClientConfirmationsCard } from '@/client/components/document-requests/client-confirmations-card';
import { DocumentRequestsCard } from '@/client/components/document-requests/document-requests-card';

export type FactFindScreenProps = {
  /** null until the client exists (/fact-find/new). */
  clientId: string | null;
  subtitle: ReactNode;
  banner?: ReactNode;
  initialDetails: DetailsFormValues;
  initialCouple: boolean;
  /** The editable account lists; absent with `accountsFromDocuments`. */
  superStore?: ListStore<SuperAccount, SuperAccountInput>;
  bankStore?: ListStore<BankAccount, BankAccountInput>;
  /**
   * A client not yet created (/fact-find/new): the accounts its documents give, shown instead of the lists
   * (they are added from the documents when the client is saved), and how many super and bank accounts.
   */
  accountsFromDocuments?: { superCount: number; bankCount: number; content: ReactNode };
  goalStore: ListStore<Goal, GoalInput>;
  /** Keeps the details; resolves to what the form should now show, or null when nothing was saved yet. */
  onSave: (details: FactFindDetails) => Promise<DetailsFormValues | null>;
  /** Accounts or goals changed that only the page holds (a client not yet created). */
  unsavedRecords?: boolean;
  /**
   * Extracted facts offered to the adviser, given the form so accepted values show at once, and a way to open
   * the partner's section when a partner's fact was accepted.
   */
  renderOffers?: (form: DetailsForm, controls: { showPartner: () => void }) => ReactNode;
  /** The date of birth while it is only the intake's default, with a way to confirm it as given. */
  defaultedDob?: DefaultedDob | null;
  /** The saved Fact Find (when the client exists): when it was last saved and generated. */
  summary?: FactFindSummary;
  /**
   * The client's record (when the client exists): where each value came from, what is missing, and the
   * sections the questionnaire edits (income, tax, debts, insurance, investments).
   */
  record?: ClientRecordView;
  /** The questionnaire tabs of the client's scope of advice, where the record's other sections are edited. */
  questionnaireTabs?: QuestionnaireSection[];
  /** The last card of the side column (a saved client's archive and destroy). */
  removal?: ReactNode;
};

/** The client fields the form holds: the record's facts of these follow what the form shows now. */
const formFields = [
  'givenNames',
  'familyName',
  'dob',
  'email',
  'mobile',
  'occupation',
  'employer',
  'streetAddress',
  'suburb',
  'state',
  'postcode',
  'propertyOwnership',
  'propertyValue',
  ...partnerFields,
] as const satisfies readonly (keyof DetailsFormValues)[];

/**
 * The record as it will be once the form is saved: the client's facts the form holds replaced by what it
 * shows now (a cleared field is not known; a typed one is), so the missing list follows the typing.
 */
function factsWithForm(
  facts: readonly RecordFact[],
  values: Partial<Record<(typeof formFields)[number], unknown>>,
  dobIsDefault: boolean,
): RecordFact[] {
  const held = new Set<string>(formFields);
  const kept = facts.filter((fact) => !(fact.subject === 'client' && held.has(fact.field)));
  const typed = formFields.flatMap((field): RecordFact[] => {
    const value = values[field];
    if (value === undefined || value === null || value === '') return [];
    const recorded = facts.find((fact) => fact.subject === 'client' && fact.field === field);
    const status = field === 'dob' && dobIsDefault ? 'default' : (recorded?.status ?? 'set');
    return [
      {
        subject: 'client',
        field,
        value,
        cycle: null,
        asAt: null,
        period: null,
        status,
        source: recorded?.source ?? {
          kind: 'adviser',
          actorName: '',
          documentId: null,
          filename: null,
          page: null,
          box: null,
          text: null,
          confidence: null,
          requestId: null,
        },
        at: recorded?.at ?? new Date().toISOString(),
        earlier: recorded?.earlier ?? 0,
        confirmedByClientAt: recorded?.confirmedByClientAt ?? null,
      },
    ];
  });
  return [...kept, ...typed];
}

const fieldOfCheck: Partial<Record<CompletionCheckKey, keyof DetailsFormValues>> = {
  email: 'email',
  dob: 'dob',
  mobile: 'mobile',
  streetAddress: 'streetAddress',
  occupation: 'occupation',
  employer: 'employer',
};

/** The Fact Find: personal details, partner, addresses, property, accounts and goals, with the side panel. */
export function FactFindScreen({
  clientId,
  subtitle,
  banner,
  initialDetails,
  initialCouple,
  superStore,
  bankStore,
  accountsFromDocuments,
  goalStore,
  onSave,
  unsavedRecords = false,
  renderOffers,
  defaultedDob,
  summary,
  record,
  questionnaireTabs = [],
  removal,
}: FactFindScreenProps) {
  const form = useForm({
    resolver: zodResolver(factFindDetailsForm),
    defaultValues: initialDetails,
  }) as unknown as DetailsForm;
  const [couple, setCouple] = useState(initialCouple);
  const [savedCouple, setSavedCouple] = useState(initialCouple);
  const [saving, setSaving] = useState(false);
  const [adding, setAdding] = useState({ super: false, bank: false, goal: false });

  const watched = useWatch({ control: form.control, name: formFields }) as unknown[];
  const formValues = Object.fromEntries(formFields.map((field, index) => [field, watched[index]]));
  const [givenNames, familyName, dob, email, mobile, occupation, employer, streetAddress] =
    watched as string[];
  const checks = {
    givenNames,
    familyName,
    email,
    dob,
    dobIsDefault: Boolean(defaultedDob && dob === defaultedDob.value),
    mobile,
    streetAddress,
    occupation,
    employer,
    superAccountCount: accountsFromDocuments?.superCount ?? superStore?.items.length ?? 0,
    bankAccountCount: accountsFromDocuments?.bankCount ?? bankStore?.items.length ?? 0,
    goalCount: goalStore.items.length,
  };
  const percent = completionPercent(checks);
  const missingChecks = missingCompletionChecks(checks);
  const lookup = useMemo(() => recordLookup(record), [record]);
  const recordContext = useMemo(
    () => (clientId && record ? { clientId, lookup } : null),
    [clientId, record, lookup],
  );
  // With a record, what is missing is the record's rule over the record as the form now has it; a form's
  // default (property ownership with nothing chosen) is missing, not a value.
  const missing: MissingItem[] = record
    ? missingFacts(factsWithForm(record.facts, formValues, checks.dobIsDefault), record.items)
    : missingChecks.map((key) => ({ key, section: '', label: completionCheckLabels[key] }));
  const unsaved = form.formState.isDirty || couple !== savedCouple || unsavedRecords;

  // Leaving with unsaved edits asks first.
  const guard = useUnsavedChangesGuard(unsaved);
  const confirmations = useClientConfirmations(clientId ?? undefined).data?.confirmations ?? [];
  // Under each of the client's values: where it came from (the document and page, who gave it), and
  // "Confirmed by client on …" when the client confirmed it; only while the field holds a value.
  const fieldNotes = new Map<string, ReactNode>(
    clientId
      ? formFields.flatMap((field) => {
          const fact = lookup.fact('client', field);
          if (!fact || fact.status === 'default') return [];
          const label = recordField('client', field)?.label ?? field;
          return [
            [field, <FactSourceNote key={field} clientId={clientId} fact={fact} label={label} />] as const,
          ];
        })
      : [],
  );

  const reveal = (elementId: string) =>
    requestAnimationFrame(() =>
      document.getElementById(elementId)?.scrollIntoView({ behavior: 'smooth', block: 'center' }),
    );

  const openList = (list: 'super' | 'bank' | 'goal') => {
    setAdding((current) => ({ ...current, [list]: true }));
    reveal(list === 'goal' ? 'goals-and-objectives' : 'financial-information');
  };
  const focusField = (field: keyof DetailsFormValues) => {
    if (field === 'propertyOwnership') {
      document.getElementById('ownership-own')?.focus();
      reveal('property');
      return;
    }
    form.setFocus(field);
    reveal(field);
  };
  /** Add: the field to fill, the list to add to, or the section (or questionnaire tab) where it is given. */
  const onAddMissing = (item: MissingItem) => {
    const key = item.key;
    if (key === 'superAccounts' || key === 'super.none') return openList('super');
    if (key === 'bankAccounts' || key === 'bank.none') return openList('bank');
    if (key === 'goals' || key === 'goal.none') return openList('goal');
    if (key === 'name') return focusField(givenNames?.trim() ? 'familyName' : 'givenNames');
    const check = fieldOfCheck[key as CompletionCheckKey];
    if (check) return focusField(check);
    const [subject = '', field = ''] = [
      key.slice(0, key.lastIndexOf('.')),
      key.slice(key.lastIndexOf('.') + 1),
    ];
    if (subject === 'client' && (formFields as readonly string[]).includes(field))
      return focusField(field as keyof DetailsFormValues);
    const kind = subject.split(':')[0];
    const place: Record<string, string> = {
      cashFlow: 'income',
      income: 'income',
      tax: 'tax',
      super: 'financial-information',
      bank: 'financial-information',
      liability: 'debts',
      policy: 'insurance',
      asset: 'investments',
    };
    const target = kind ? place[kind] : undefined;
    if (target) reveal(target);
  };

  const save = form.handleSubmit(
    async (details) => {
      setSaving(true);
      try {
        const next = await onSave(detailsToSave(details, couple));
        if (next) {
          form.reset(next);
          setSavedCouple(couple);
        }
      } finally {
        setSaving(false);
      }
    },
    (errors) => {
      const first = Object.values(errors)[0] as { message?: string } | undefined;
      toast({
        variant: 'destructive',
        title: 'Check the details',
        description: first?.message ?? 'Some details need attention before saving.',
      });
    },
  );

  return (
    <FactFindRecord.Provider value={recordContext}>
      <FieldNotes.Provider value={fieldNotes}>
        <div className="space-y-6">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0">
              <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Client Fact Find</h1>
              <p className="break-words text-muted-foreground">{subtitle}</p>
            </div>
            <div className="w-full space-y-1.5 sm:w-64" data-testid="completion">
              <div className="flex items-baseline justify-between text-sm">
                <span className="text-muted-foreground">Completion</span>
                <span className="text-lg font-semibold tabular-nums" data-testid="completion-percent">
                  {percent}%
                </span>
              </div>
              <Progress
                value={percent}
                indicatorClassName={progressColourClass(percent)}
                aria-label={`Fact Find ${percent}% complete`}
                className="h-2.5"
              />
            </div>
          </div>
          {banner}

          {/* Not a form: the account and goal forms sit inside it, and forms cannot nest. */}
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="min-w-0 space-y-6">
              {renderOffers?.(form, {
                showPartner: () => {
                  setCouple(true);
                  setSavedCouple(true);
                },
              })}
              <PersonalInformationCard
                form={form}
                couple={couple}
                onCoupleChange={setCouple}
                defaultedDob={defaultedDob}
              />
              <AddressCards form={form} />
              <PropertyCard form={form} />
              <Card id="financial-information">
                <CardHeader>
                  <CardTitle>Financial Information</CardTitle>
                  <CardDescription>
                    Member and account numbers are kept masked: only the last 4 digits, and the first 3 of a
                    BSB.
                  </CardDescription>
                </CardHeader>
                <CardContent className="space-y-6">
                  {accountsFromDocuments?.content}
                  {superStore && (
                    <SuperAccountsList
                      store={superStore}
                      adding={adding.super}
                      onAddingChange={(open) => setAdding((c) => ({ ...c, super: open }))}
                    />
                  )}
                  {bankStore && (
                    <BankAccountsList
                      store={bankStore}
                      adding={adding.bank}
                      onAddingChange={(open) => setAdding((c) => ({ ...c, bank: open }))}
                    />
                  )}
                </CardContent>
              </Card>
              {clientId && record && (
                <RecordSections clientId={clientId} lookup={lookup} questionnaireTabs={questionnaireTabs} />
              )}
              <Card id="goals-and-objectives">
                <CardHeader>
                  <CardTitle>Goals and Objectives</CardTitle>
                  <CardDescription>What the client wants to achieve, in their words.</CardDescription>
                </CardHeader>
                <CardContent className="space-y-6">
                  <GoalsList
                    store={goalStore}
                    adding={adding.goal}
                    onAddingChange={(open) => setAdding((c) => ({ ...c, goal: open }))}
                  />
                  {clientId && <GoalAudioNotes clientId={clientId} />}
                </CardContent>
              </Card>
              <ClientConfirmationsCard confirmations={confirmations} />
              <div className="flex justify-end lg:hidden">
                <Button
                  type="button"
                  onClick={() => void save()}
                  disabled={saving}
                  className="w-full sm:w-auto"
                >
                  {saving ? 'Saving...' : 'Save Progress'}
                </Button>
              </div>
            </div>
            <aside className="space-y-4 lg:sticky lg:top-6" aria-label="Fact Find summary">
              <MissingInformationCard missing={missing} onAdd={onAddMissing} />
              <QuickActionsCard clientId={clientId} saving={saving} onSave={() => void save()} />
              <GenerateDocumentsCard
                readyToSign={record?.readyToSign}
                clientId={clientId}
                percent={percent}
                missingCount={missing.length}
                unsaved={unsaved}
                summary={summary}
              />
              {clientId && <DocumentRequestsCard clientId={clientId} />}
              {clientId && <HistoryCard clientId={clientId} />}
              {removal}
            </aside>
          </div>
          {guard.dialog}
        </div>
      </FieldNotes.Provider>
    </FactFindRecord.Provider>
  );
}
