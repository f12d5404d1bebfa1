import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { completionPercent, missingCompletionChecks } from '@/shared/fact-find-completion';
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
import type { ClientRecordView, RecordFact } from '@/shared/record/record-types';
import type { QuestionnaireSection } from '@/shared/schemas/questionnaire';
import { completionCheckLabels } from '@/shared/fact-find-completion';
import { recordLookup } from '@/client/components/client-record/record-lookup';
import { Button } from '@/client/components/ui/button';
import { type DetailsForm, type DetailsFormValues } from '../lib/details-form';
import type { ListStore } from '../lib/list-store';
import { FactFindRecord } from './account-lists';
import { useSaveDetails } from '../hooks/use-save-details';
import { addMissingAction, formFields } from '../lib/missing-actions';
import { fieldSourceNotes } from './field-source-notes';
import { FactFindHeading, FinancialInformationCard, GoalsCard, type AddingLists } from './fact-find-cards';
import { AddressCards, PersonalInformationCard, PropertyCard, type DefaultedDob } from './details-sections';
import { RecordSections } from './record-sections';
import { EstateAndRiskSections } from './estate-sections';
import {
  GenerateDocumentsCard,
  MissingInformationCard,
  QuickActionsCard,
  type MissingItem,
} from './side-panel';
import { HistoryCard } from './history-card';
import { DueDiligenceCard } from './due-diligence-card';
import { InquiriesCard } from './inquiries-card';
import { useUnsavedChangesGuard } from '@/client/hooks/use-unsaved-changes-guard';
import { UnsavedEditsInside, useUnsavedEditsInside } from '@/client/hooks/use-unsaved-edits-inside';
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
  const [adding, setAdding] = useState<AddingLists>({ super: false, bank: false, goal: false });

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

  // Leaving with unsaved edits asks first, those of the forms that save on their own too.
  const editsInside = useUnsavedEditsInside();
  const guard = useUnsavedChangesGuard(unsaved || editsInside.any);
  const confirmations = useClientConfirmations(clientId ?? undefined).data?.confirmations ?? [];
  // Under each of the client's values: where it came from, and when the client confirmed it.
  const fieldNotes = fieldSourceNotes(clientId, lookup);

  const onAddMissing = addMissingAction({ form, givenNames, setAdding });

  const { save, saving } = useSaveDetails({ form, couple, onSave, onSaved: setSavedCouple });

  return (
    <FactFindRecord.Provider value={recordContext}>
      <UnsavedEditsInside.Provider value={editsInside.report}>
        <FieldNotes.Provider value={fieldNotes}>
          <div className="space-y-6">
            <FactFindHeading subtitle={subtitle} percent={percent} />
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
                {clientId && <InquiriesCard clientId={clientId} record={record} />}
                <PersonalInformationCard
                  form={form}
                  couple={couple}
                  onCoupleChange={setCouple}
                  defaultedDob={defaultedDob}
                />
                <AddressCards form={form} />
                <PropertyCard form={form} />
                <FinancialInformationCard
                  accountsFromDocuments={accountsFromDocuments?.content}
                  superStore={superStore}
                  bankStore={bankStore}
                  adding={adding}
                  onAddingChange={(list, open) => setAdding((current) => ({ ...current, [list]: open }))}
                />
                {clientId && record && (
                  <RecordSections clientId={clientId} lookup={lookup} questionnaireTabs={questionnaireTabs} />
                )}
                {clientId && record && (
                  <EstateAndRiskSections
                    clientId={clientId}
                    lookup={lookup}
                    questionnaireTabs={questionnaireTabs}
                    sectionVersions={record.sectionVersions}
                  />
                )}
                <GoalsCard
                  clientId={clientId}
                  goalStore={goalStore}
                  adding={adding.goal}
                  onAddingChange={(open) => setAdding((current) => ({ ...current, goal: open }))}
                />
                <ClientConfirmationsCard confirmations={confirmations} />
                {clientId && <DueDiligenceCard clientId={clientId} />}
                <div className="flex justify-end lg:hidden">
                  <Button
                    type="button"
                    // Busy, not disabled: a disabled button drops the keyboard focus to the page's start.
                    onClick={() => !saving && void save()}
                    aria-disabled={saving}
                    className="w-full aria-disabled:opacity-50 sm:w-auto"
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
      </UnsavedEditsInside.Provider>
    </FactFindRecord.Provider>
  );
}
