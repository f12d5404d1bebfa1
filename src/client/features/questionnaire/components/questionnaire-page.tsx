import { useMemo, useState } from 'react';
import { useFocusAfter } from '@/client/hooks/use-focus-after';
import { useUnsavedChangesGuard } from '@/client/hooks/use-unsaved-changes-guard';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { ApiError } from '@/client/lib/api-client';
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
import { toast } from '@/client/components/ui/use-toast';
import { useClient, useClientList, useQuestionnaire } from '../api/questionnaire';
import { useQuestionnaireSaves } from '../hooks/use-questionnaire-saves';
import {
  questionnaireFormSchema,
  sectionWithErrors,
  toFormValues,
  type QuestionnaireFormInput,
  type QuestionnaireFormOutput,
} from './questionnaire-form';
import { QuestionnaireTabs, type Busy } from './questionnaire-tabs';

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

function QuestionnaireHeader({ client }: { client: Client }) {
  return (
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
  );
}

/** Save Progress and Complete & Continue, fixed at the foot of the screen. */
function QuestionnaireFooter({
  completedCount,
  sectionCount,
  busy,
  onSaveProgress,
  onComplete,
}: {
  completedCount: number;
  sectionCount: number;
  busy: Busy;
  onSaveProgress: () => void;
  onComplete: () => void;
}) {
  return (
    // On a phone the two actions share one row, so the footer takes as little of the screen as it can.
    <div
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-card/95 backdrop-blur"
      data-testid="questionnaire-footer"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-2 items-stretch gap-2 px-3 py-2 sm:flex sm:items-center sm:justify-end sm:gap-3 sm:px-6 sm:py-3">
        <p className={cn('mr-auto hidden text-sm text-muted-foreground sm:block')}>
          {completedCount} of {sectionCount} sections complete
        </p>
        <Button
          type="button"
          variant="outline"
          // Busy, not disabled: a disabled button drops the keyboard focus to the page's start.
          onClick={() => busy === null && onSaveProgress()}
          aria-disabled={busy !== null}
          className={cn(compactAction, 'aria-disabled:opacity-50')}
        >
          <Save className="size-4" aria-hidden="true" /> {busy === 'save' ? 'Saving...' : 'Save Progress'}
        </Button>
        <Button
          id="questionnaire-complete"
          type="button"
          onClick={onComplete}
          disabled={completedCount === 0 || busy !== null}
          className={compactAction}
        >
          {busy === 'complete' ? 'Processing...' : 'Complete & Continue to Fact Find'}
        </Button>
      </div>
    </div>
  );
}

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
  const sections = sectionsForScope(client.scopeOfAdvice);
  const form = useForm<QuestionnaireFormInput, unknown, QuestionnaireFormOutput>({
    resolver: zodResolver(questionnaireFormSchema),
    defaultValues: toFormValues(saved),
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  // A link to a tab (the Fact Find's "Edit" of debts, insurance, investments, income) opens it.
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('tab') as QuestionnaireSection | null;
  const [tab, setTab] = useState<QuestionnaireSection>(asked && sections.includes(asked) ? asked : 'goals');
  const lookup = useMemo(() => recordLookup(record), [record]);
  const [busy, setBusy] = useState<Busy>(null);
  // A section completed: the focus goes to the next section's title, or to Complete & Continue after the last.
  const focusAfter = useFocusAfter(busy === null);

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
  const { completed, conflict, persist, showAccepted, resolveConflict } = useQuestionnaireSaves({
    form,
    clientId: client.id,
    saved,
    onInvalid: showProblem,
  });
  const completedInScope = sections.filter((section) => completed.has(section));

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
      <QuestionnaireHeader client={client} />

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

      <QuestionnaireTabs
        form={form}
        clientId={client.id}
        sections={sections}
        completed={completed}
        tab={tab}
        onTab={setTab}
        lookup={lookup}
        busy={busy}
        onCompleteSection={(section) => void onCompleteSection(section)}
      />

      <QuestionnaireFooter
        completedCount={completedInScope.length}
        sectionCount={sections.length}
        busy={busy}
        onSaveProgress={() => void onSaveProgress()}
        onComplete={() => void onComplete()}
      />
      {guard.dialog}
    </div>
  );
}
