import { useState, type ReactNode } from 'react';
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
import { progressColourClass } from '@/client/lib/progress-colour';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Progress } from '@/client/components/ui/progress';
import { toast } from '@/client/components/ui/use-toast';
import { detailsToSave, type DetailsForm, type DetailsFormValues } from '../lib/details-form';
import type { ListStore } from '../lib/list-store';
import { BankAccountsList, SuperAccountsList } from './account-lists';
import { AddressCards, PersonalInformationCard, PropertyCard, type DefaultedDob } from './details-sections';
import { GoalAudioNotes, GoalsList } from './goals-list';
import { GenerateDocumentsCard, MissingInformationCard, QuickActionsCard } from './side-panel';
import { HistoryCard } from './history-card';
import { useUnsavedChangesGuard } from '@/client/hooks/use-unsaved-changes-guard';
import { FieldNotes } from '@/client/components/form-controls';
import { useClientConfirmations } from '@/client/features/document-requests/api/document-requests';
import {
  ClientConfirmationsCard,
  confirmationNote,
} from '@/client/features/document-requests/components/client-confirmations-card';
import { DocumentRequestsCard } from '@/client/features/document-requests/components/document-requests-card';

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
};

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
}: FactFindScreenProps) {
  const form = useForm({
    resolver: zodResolver(factFindDetailsForm),
    defaultValues: initialDetails,
  }) as unknown as DetailsForm;
  const [couple, setCouple] = useState(initialCouple);
  const [savedCouple, setSavedCouple] = useState(initialCouple);
  const [saving, setSaving] = useState(false);
  const [adding, setAdding] = useState({ super: false, bank: false, goal: false });

  const watched = useWatch({
    control: form.control,
    name: ['givenNames', 'familyName', 'email', 'dob', 'mobile', 'streetAddress', 'occupation', 'employer'],
  });
  const [givenNames, familyName, email, dob, mobile, streetAddress, occupation, employer] =
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
  const missing = missingCompletionChecks(checks);
  const unsaved = form.formState.isDirty || couple !== savedCouple || unsavedRecords;

  // Leaving with unsaved edits asks first.
  const guard = useUnsavedChangesGuard(unsaved);
  const confirmations = useClientConfirmations(clientId ?? undefined).data?.confirmations ?? [];
  // "Confirmed by client on …" under each of the client's own facts they confirmed or corrected.
  const fieldNotes = new Map(
    confirmations.flatMap((confirmation) =>
      confirmation.field ? [[confirmation.field, confirmationNote(confirmation)] as const] : [],
    ),
  );

  const reveal = (elementId: string) =>
    requestAnimationFrame(() =>
      document.getElementById(elementId)?.scrollIntoView({ behavior: 'smooth', block: 'center' }),
    );

  const onAddMissing = (key: CompletionCheckKey) => {
    if (key === 'superAccounts' || key === 'bankAccounts' || key === 'goals') {
      const list = key === 'superAccounts' ? 'super' : key === 'bankAccounts' ? 'bank' : 'goal';
      setAdding((current) => ({ ...current, [list]: true }));
      reveal(key === 'goals' ? 'goals-and-objectives' : 'financial-information');
      return;
    }
    const field = key === 'name' ? (givenNames?.trim() ? 'familyName' : 'givenNames') : fieldOfCheck[key];
    if (field) {
      form.setFocus(field);
      reveal(field);
    }
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
    <FieldNotes.Provider value={fieldNotes}>
      <div className="space-y-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Client Fact Find</h1>
            <p className="text-muted-foreground">{subtitle}</p>
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
              clientId={clientId}
              percent={percent}
              missingCount={missing.length}
              unsaved={unsaved}
              summary={summary}
            />
            {clientId && <DocumentRequestsCard clientId={clientId} />}
            {clientId && <HistoryCard clientId={clientId} />}
          </aside>
        </div>
        {guard.dialog}
      </div>
    </FieldNotes.Provider>
  );
}
