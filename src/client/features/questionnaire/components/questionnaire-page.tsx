import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useFocusAfter } from '@/client/hooks/use-focus-after';
import { useUnsavedChangesGuard } from '@/client/hooks/use-unsaved-changes-guard';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { AlertTriangle, ArrowLeft, CheckCircle2, Circle, Save } from 'lucide-react';
import { fullName } from '@/shared/format/name';
import type { Client } from '@/shared/schemas/client';
import {
  questionnaireSectionLabels,
  sectionsForScope,
  type Questionnaire,
  type QuestionnaireSection,
} from '@/shared/schemas/questionnaire';
import { ApiError, conflictCurrent, serverMessage } from '@/client/lib/api-client';
import { progressColourClass } from '@/client/lib/progress-colour';
import { cn } from '@/client/lib/cn';
import { ClientLink } from '@/client/components/client-link';
import { fieldLabel, SaveConflictDialog } from '@/client/components/save-conflict-dialog';
import type { RecordSection } from '@/shared/record/record-fields';
import { recordSectionLabels } from '@/shared/record/record-fields';
import type { ClientRecordView } from '@/shared/record/record-types';
import { FactOffersPanel } from '@/client/components/fact-offers/fact-offers-panel';
import { recordLookup } from '@/client/components/client-record/record-lookup';
import { useClientRecord } from '@/client/components/client-record/use-client-record';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Progress } from '@/client/components/ui/progress';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { toast } from '@/client/components/ui/use-toast';
import {
  useClient,
  useClientList,
  useQuestionnaire,
  useSaveQuestionnaire,
  type VersionedQuestionnaire,
} from '../api/questionnaire';
import {
  conflictingValues,
  questionnaireChanges,
  unsavedEdits,
  type ConflictingValue,
} from '../lib/questionnaire-changes';
import { GoalsTab, IncomeTab, RetirementTab, RiskTab } from './answer-tabs';
import { DocumentsTold } from './documents-told';
import { AssetsTab, InsuranceTab, LiabilitiesTab } from './list-tabs';
import {
  questionnaireFormSchema,
  sectionWithErrors,
  toFormValues,
  type QuestionnaireForm,
  type QuestionnaireFormInput,
  type QuestionnaireFormOutput,
} from './questionnaire-form';

/** /questionnaire/:clientId? */
export function QuestionnairePage() {
  const { clientId } = useParams();
  if (!clientId) return <ClientPicker />;
  return <QuestionnaireLoader key={clientId} clientId={clientId} />;
}

function ClientPicker() {
  const clients = useClientList(true);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Financial Questionnaire</h1>
        <p className="text-muted-foreground">Please select a client first.</p>
      </div>
      <Card>
        <CardContent className="p-2 sm:p-4">
          {clients.isLoading && <Skeleton className="h-14 w-full" />}
          {clients.data?.length === 0 && (
            <p className="p-6 text-center text-sm text-muted-foreground">
              No clients yet.{' '}
              <Link className="text-primary underline" to="/intake">
                Create one
              </Link>{' '}
              first.
            </p>
          )}
          <ul className="divide-y" aria-label="Clients">
            {clients.data?.map((client) => (
              <li key={client.id}>
                <ClientLink to={`/questionnaire/${client.id}`} client={client} />
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

function QuestionnaireLoader({ clientId }: { clientId: string }) {
  const client = useClient(clientId);
  const questionnaire = useQuestionnaire(clientId);
  const record = useClientRecord(clientId);
  if (client.isLoading || questionnaire.isLoading || record.isLoading) {
    return <p className="py-24 text-center text-muted-foreground">Loading...</p>;
  }
  if (!client.data || !questionnaire.data || !record.data) {
    const failure = client.error ?? questionnaire.error ?? record.error;
    return (
      <Card className="mx-auto max-w-xl">
        <CardContent className="space-y-4 p-8 text-center">
          <p className="font-medium">
            {failure instanceof ApiError && failure.status === 404
              ? 'Client not found.'
              : 'The questionnaire could not be loaded. Please try again.'}
          </p>
          <Button asChild variant="outline">
            <Link to="/questionnaire">Choose a client</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return <QuestionnaireScreen client={client.data} saved={questionnaire.data} record={record.data} />;
}

function OverallProgress({
  sections,
  completed,
}: {
  sections: QuestionnaireSection[];
  completed: Set<QuestionnaireSection>;
}) {
  const done = sections.filter((section) => completed.has(section)).length;
  const percent = sections.length === 0 ? 0 : Math.round((done / sections.length) * 100);
  return (
    <Card>
      <CardHeader className="pb-3">
        <div className="flex items-baseline justify-between gap-3">
          <CardTitle className="text-base">Overall Progress</CardTitle>
          <span className="text-sm text-muted-foreground" data-testid="overall-progress">
            {done} of {sections.length} sections ·{' '}
            <span className="font-semibold text-foreground">{percent}%</span>
          </span>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <Progress
          value={percent}
          indicatorClassName={progressColourClass(percent)}
          aria-label={`Questionnaire ${percent}% complete`}
        />
        <ul className="flex flex-wrap gap-2" aria-label="Sections">
          {sections.map((section) => {
            const complete = completed.has(section);
            return (
              <li key={section}>
                <Badge
                  variant={complete ? 'success' : 'outline'}
                  className="gap-1.5 px-2.5 py-1"
                  data-testid={`section-badge-${section}`}
                  data-complete={complete}
                >
                  {complete ? <CheckCircle2 aria-hidden="true" /> : <Circle aria-hidden="true" />}
                  {questionnaireSectionLabels[section]}
                  <span className="sr-only">{complete ? '(complete)' : '(not complete)'}</span>
                </Badge>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

function AdviceScope({ client }: { client: Client }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Advice Scope</CardTitle>
        <CardDescription>The questionnaire asks what these areas of advice need.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {client.scopeOfAdvice.length === 0 ? (
          <p className="text-sm text-muted-foreground">No areas of advice recorded.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Areas of advice">
            {client.scopeOfAdvice.map((scope) => (
              <li key={scope}>
                <Badge variant="secondary" className="px-2.5 py-1 text-sm">
                  {scope}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        {client.immediateDeadlines && (
          <div
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
            data-testid="priority-deadlines"
          >
            <p className="flex items-center gap-2 font-semibold">
              <AlertTriangle className="size-4" aria-hidden="true" /> Priority Deadlines
            </p>
            <p className="mt-1 whitespace-pre-line">{client.immediateDeadlines}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** Footer buttons: on a phone, two lines of smaller text in each half of one row rather than two rows. */
const compactAction = 'h-auto min-h-9 px-2 py-1.5 text-xs leading-tight whitespace-normal sm:px-4 sm:text-sm';

/** The record's sections whose documents' offers each tab shows (salary and tax, balances, loans, covers). */
const offeredSections: Partial<Record<QuestionnaireSection, RecordSection[]>> = {
  income: ['income', 'tax'],
  assets: ['super', 'bank', 'investments'],
  liabilities: ['debts'],
  insurance: ['insurance'],
};

const tabContent: Record<QuestionnaireSection, (form: QuestionnaireForm) => ReactNode> = {
  goals: (form) => <GoalsTab form={form} />,
  retirement: (form) => <RetirementTab form={form} />,
  income: (form) => <IncomeTab form={form} />,
  assets: (form) => <AssetsTab form={form} />,
  liabilities: (form) => <LiabilitiesTab form={form} />,
  insurance: (form) => <InsuranceTab form={form} />,
  risk: (form) => <RiskTab form={form} />,
};

function QuestionnaireScreen({
  client,
  saved,
  record,
}: {
  client: Client;
  saved: Questionnaire;
  record: ClientRecordView;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveQuestionnaire(client.id);
  const sections = sectionsForScope(client.scopeOfAdvice);
  const form = useForm<QuestionnaireFormInput, unknown, QuestionnaireFormOutput>({
    resolver: zodResolver(questionnaireFormSchema),
    defaultValues: toFormValues(saved),
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const [completed, setCompleted] = useState(() => new Set(saved.completedSections));
  // A link to a tab (the Fact Find's "Edit" of debts, insurance, investments, income) opens it.
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('tab') as QuestionnaireSection | null;
  const [tab, setTab] = useState<QuestionnaireSection>(asked && sections.includes(asked) ? asked : 'goals');
  const lookup = useMemo(() => recordLookup(record), [record]);
  const [busy, setBusy] = useState<'save' | 'complete' | 'section' | null>(null);
  // A section completed: the focus goes to the next section's title, or to Complete & Continue after the last.
  const focusAfter = useFocusAfter(busy === null);
  const completedInScope = sections.filter((section) => completed.has(section));

  const showProblem = () => {
    const section = sectionWithErrors(form.formState.errors);
    if (section && sections.includes(section)) setTab(section);
    toast({
      variant: 'destructive',
      title: 'Check the answers',
      description: section
        ? `Something in ${questionnaireSectionLabels[section]} needs attention.`
        : 'Some answers need attention.',
    });
  };

  /**
   * What the server holds as far as this screen knows it (the last load, save or accepted offer): a save
   * sends only what the adviser changed since, never the whole form.
   */
  const base = useRef(questionnaireFormSchema.parse(toFormValues(saved)));
  /** The same, as the inputs hold it: what the adviser's unsaved edits are measured against. */
  const baseInput = useRef(toFormValues(saved));

  /** The version the base is: a save sends it as If-Match, so someone else's save since answers 409. */
  const version = useRef((saved as VersionedQuestionnaire).version);
  /** Someone else's save that the adviser's changed values differ from: the adviser chooses. */
  const [conflict, setConflict] = useState<{
    theirs: VersionedQuestionnaire;
    values: ConflictingValue[];
  } | null>(null);

  /** Makes `latest` the base, laying over it the adviser's unsaved edits (all, or all but `dropped`). */
  const rebase = (latest: VersionedQuestionnaire, dropped: ReadonlySet<string> = new Set()) => {
    const fresh = toFormValues(latest);
    const edits = unsavedEdits(baseInput.current as never, form.getValues() as never, fresh as never);
    base.current = questionnaireFormSchema.parse(fresh);
    baseInput.current = fresh;
    version.current = latest.version;
    form.reset(fresh);
    for (const [path, value] of edits)
      if (!dropped.has(path)) form.setValue(path as never, value as never, { shouldDirty: true });
    for (const path of dropped) {
      // A row field the adviser gives up: the row keeps the other's value.
      const [list, id, key] = path.split('.');
      if (!key || !list || !id) continue;
      const rows = form.getValues(list as never) as unknown as { id?: string }[];
      const theirs = (fresh as unknown as Record<string, { id?: string }[]>)[list]?.find(
        (row) => row.id === id,
      );
      if (!theirs) continue;
      form.setValue(
        list as never,
        rows.map((row) =>
          row.id === id ? { ...row, [key]: (theirs as Record<string, unknown>)[key] } : row,
        ) as never,
        { shouldDirty: true },
      );
    }
  };

  /** Saves what changed; resolves to whether it was kept. */
  const persist = (sectionsDone: Set<QuestionnaireSection>, complete: boolean) =>
    new Promise<boolean>((resolve) => {
      void form.handleSubmit(
        async (values) => {
          try {
            const result = await save.mutateAsync({
              changes: questionnaireChanges(base.current, values, [...sectionsDone]),
              complete,
              version: version.current,
            });
            base.current = questionnaireFormSchema.parse(toFormValues(result));
            baseInput.current = toFormValues(result);
            version.current = result.version;
            form.reset(toFormValues(result));
            setCompleted(new Set(result.completedSections));
            resolve(true);
          } catch (error) {
            const theirs = conflictCurrent<VersionedQuestionnaire>(error);
            if (theirs) {
              const values = conflictingValues(
                baseInput.current as never,
                form.getValues() as never,
                toFormValues(theirs) as never,
              );
              // Nothing both changed: their save is taken in and the adviser's changes sent on it.
              if (values.length === 0) {
                rebase(theirs);
                resolve(await persist(sectionsDone, complete));
                return;
              }
              setConflict({ theirs, values });
              resolve(false);
              return;
            }
            toast({
              variant: 'destructive',
              title: 'Error',
              description: serverMessage(error, 'Could not save the questionnaire. Please try again.'),
            });
            resolve(false);
          }
        },
        () => {
          showProblem();
          resolve(false);
        },
      )();
    });

  /**
   * Accepted offers are already saved: the form shows the server's values now (new rows included, on every
   * tab, mounted or not), with the adviser's unsaved edits laid over them; what the server holds becomes the
   * base of the next save, so the accepted values are not sent back and the edits still are.
   */
  const showAccepted = async () => {
    const latest = await queryClient.fetchQuery<VersionedQuestionnaire>({
      queryKey: ['/api/clients', client.id, 'questionnaire'],
      staleTime: 0,
    });
    rebase(latest);
  };

  /** The 409's choice: keep mine (saved on their version) or take theirs (for the values both changed). */
  const resolveConflict = async (keep: 'mine' | 'theirs') => {
    if (!conflict) return;
    setConflict(null);
    if (keep === 'mine') {
      rebase(conflict.theirs);
      if (await persist(completed, false)) toast({ title: 'Your changes are saved' });
    } else {
      rebase(conflict.theirs, new Set(conflict.values.map((value) => value.path)));
      toast({ title: 'Their values are shown', description: 'Your other changes are still to be saved.' });
    }
  };

  const onSaveProgress = async () => {
    setBusy('save');
    if (await persist(completed, false)) toast({ title: 'Progress saved' });
    setBusy(null);
  };

  const onCompleteSection = async (section: QuestionnaireSection) => {
    setBusy('section');
    const next = new Set(completed).add(section);
    if (await persist(next, false)) {
      const following = sections.find(
        (candidate) => !next.has(candidate) && sections.indexOf(candidate) > sections.indexOf(section),
      );
      if (following) setTab(following);
      focusAfter(following ? `questionnaire-section-${following}` : 'questionnaire-complete');
    }
    setBusy(null);
  };

  const onComplete = async () => {
    setBusy('complete');
    if (await persist(completed, true)) {
      toast({ title: 'Questionnaire completed!', description: 'Proceeding to your Fact Find review.' });
      guard.allowLeaving();
      navigate(`/fact-find/${client.id}`);
    }
    setBusy(null);
  };

  return (
    <div className="space-y-6 pb-24">
      <SaveConflictDialog
        what="the questionnaire"
        rows={
          conflict
            ? conflict.values.map((value) => ({
                label: fieldLabel(value.path),
                mine: value.mine,
                theirs: value.theirs,
              }))
            : null
        }
        onKeepMine={() => void resolveConflict('mine')}
        onTakeTheirs={() => void resolveConflict('theirs')}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Financial Questionnaire</h1>
          <p className="text-muted-foreground">
            Understanding {fullName(client.givenNames, client.familyName)}&apos;s goals and circumstances
          </p>
        </div>
        <Button asChild variant="outline" className="self-start">
          <Link to={`/upload/${client.id}`}>
            <ArrowLeft className="size-4" aria-hidden="true" /> Back to Documents
          </Link>
        </Button>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <OverallProgress sections={sections} completed={completed} />
        <AdviceScope client={client} />
      </div>

      <FactOffersPanel
        clientId={client.id}
        clientName={fullName(client.givenNames, client.familyName)}
        record={record}
        sections={Object.fromEntries(
          sections
            .flatMap((section) => offeredSections[section] ?? [])
            .map((section) => [section, recordSectionLabels[section]]),
        )}
        onAccepted={showAccepted}
      />

      <Tabs value={tab} onValueChange={(value) => setTab(value as QuestionnaireSection)} className="gap-4">
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <TabsList className="h-auto w-max min-w-full justify-start">
            {sections.map((section) => (
              <TabsTrigger key={section} value={section} className="flex-none px-3 py-1.5">
                {completed.has(section) && <CheckCircle2 className="text-green-600" aria-hidden="true" />}
                {questionnaireSectionLabels[section]}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {sections.map((section) => (
          <TabsContent key={section} value={section}>
            <Card>
              <CardHeader>
                <CardTitle
                  id={`questionnaire-section-${section}`}
                  tabIndex={-1}
                  className="focus:outline-none"
                >
                  {questionnaireSectionLabels[section]}
                </CardTitle>
              </CardHeader>
              <CardContent className="space-y-8">
                <DocumentsTold clientId={client.id} tab={section} lookup={lookup} />
                {tabContent[section](form)}
                <div className="flex justify-end border-t pt-4">
                  {completed.has(section) ? (
                    <Button type="button" variant="outline" disabled>
                      <CheckCircle2 className="size-4 text-green-600" aria-hidden="true" />{' '}
                      {questionnaireSectionLabels[section]} complete
                    </Button>
                  ) : (
                    <Button
                      type="button"
                      onClick={() => void onCompleteSection(section)}
                      disabled={busy !== null}
                    >
                      <CheckCircle2 className="size-4" aria-hidden="true" />
                      {busy === 'section' ? 'Saving...' : `Complete ${questionnaireSectionLabels[section]}`}
                    </Button>
                  )}
                </div>
              </CardContent>
            </Card>
          </TabsContent>
        ))}
      </Tabs>

      {/* On a phone the two actions share one row, so the footer takes as little of the screen as it can. */}
      <div
        className="fixed inset-x-0 bottom-0 z-30 border-t bg-card/95 backdrop-blur"
        data-testid="questionnaire-footer"
      >
        <div className="mx-auto grid max-w-7xl grid-cols-2 items-stretch gap-2 px-3 py-2 sm:flex sm:items-center sm:justify-end sm:gap-3 sm:px-6 sm:py-3">
          <p className={cn('mr-auto hidden text-sm text-muted-foreground sm:block')}>
            {completedInScope.length} of {sections.length} sections complete
          </p>
          <Button
            type="button"
            variant="outline"
            // Busy, not disabled: a disabled button drops the keyboard focus to the page's start.
            onClick={() => busy === null && void onSaveProgress()}
            aria-disabled={busy !== null}
            className={cn(compactAction, 'aria-disabled:opacity-50')}
          >
            <Save className="size-4" aria-hidden="true" /> {busy === 'save' ? 'Saving...' : 'Save Progress'}
          </Button>
          <Button
            id="questionnaire-complete"
            type="button"
            onClick={() => void onComplete()}
            disabled={completedInScope.length === 0 || busy !== null}
            className={compactAction}
          >
            {busy === 'complete' ? 'Processing...' : 'Complete & Continue to Fact Find'}
          </Button>
        </div>
      </div>
      {guard.dialog}
    </div>
  );
}
