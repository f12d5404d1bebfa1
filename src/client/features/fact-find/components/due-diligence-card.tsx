import { useId, useState, type ReactNode } from 'react';
import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { formatDate, formatDateTime } from '@/shared/format/date';
import {
  agentAuthorities,
  agentAuthorityLabels,
  identityMethodLabels,
  riskRatingLabels,
  riskRatings,
  screeningResultLabels,
  screeningResults,
  type AgentValue,
  type CddEntry,
  type CddHistoryEntry,
  type Declaration,
  type FundsValue,
  type IdentityValue,
  type RiskValue,
  type ScreeningValue,
  type DueDiligenceUpdate,
  type DueDiligenceView,
  type PersonDueDiligence,
} from '@/shared/schemas/due-diligence';
import { documentTypeLabels, type DocumentType } from '@/shared/options';
import { conflictCurrent, serverMessage } from '@/client/lib/api-client';
import { useReportUnsavedEdits } from '@/client/hooks/use-unsaved-edits-inside';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Checkbox } from '@/client/components/ui/checkbox';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { useDueDiligence, useSaveDueDiligence } from '../api/due-diligence';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
const yesNo = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
];

/** A history entry's value in a few words (numbers stay masked as stored). */
function describe(entry: CddHistoryEntry): string {
  const value = entry.value as Record<string, unknown> | string | null;
  if (value === null || value === '') return 'cleared';
  if (typeof value === 'string') return entry.field === 'nextReview' ? formatDate(value) : value;
  switch (entry.field) {
    case 'identity': {
      const identity = value as unknown as IdentityValue;
      return `${identity.documentType === 'passport' ? 'Passport' : 'Licence'} ${identity.numberMasked ?? ''}, ${identityMethodLabels[identity.method].toLowerCase()}`;
    }
    case 'agent': {
      const agent = value as unknown as AgentValue;
      return agent.actsForClient
        ? `${agent.name ?? ''} (${agent.authority ? agentAuthorityLabels[agent.authority] : ''})`
        : 'Nobody';
    }
    case 'pep':
    case 'sanctions': {
      const declared = value as unknown as Declaration;
      return declared.answer === 'yes' ? `Yes: ${declared.detail ?? ''}` : 'No';
    }
    case 'screening': {
      const screening = value as unknown as ScreeningValue;
      return `${screening.provider}, ${formatDate(screening.checkedOn)}: PEP ${screeningResultLabels[screening.pepResult].toLowerCase()}, sanctions ${screeningResultLabels[screening.sanctionsResult].toLowerCase()}`;
    }
    case 'sourceOfFunds':
    case 'sourceOfWealth': {
      const funds = value as unknown as FundsValue;
      return `${funds.description} (${funds.documentIds.length} ${funds.documentIds.length === 1 ? 'document' : 'documents'})`;
    }
    case 'riskRating': {
      const risk = value as unknown as RiskValue;
      return `${riskRatingLabels[risk.rating]}: ${risk.reason}`;
    }
    default:
      return '';
  }
}

/** Who gave a piece and when. */
const sourceLine = (entry: CddEntry<unknown>) =>
  `${entry.source === 'client' ? 'The client, through the request link' : entry.actorName} · ${formatDateTime(entry.at)}`;

function Field({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: (id: string) => ReactNode;
  wide?: boolean;
}) {
  const id = useId();
  return (
    <div className={wide ? 'space-y-1.5 sm:col-span-2' : 'space-y-1.5'}>
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}

function Group({ title, children, note }: { title: string; children: ReactNode; note?: ReactNode }) {
  return (
    <fieldset className="space-y-3 border-t pt-4">
      <legend className="float-left mb-2 w-full text-sm font-semibold">{title}</legend>
      {note && <div className="clear-both text-sm text-muted-foreground">{note}</div>}
      <div className="clear-both grid gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

type Form = {
  agentActs: string;
  agentName: string;
  agentAuthority: string;
  agentDetail: string;
  pep: string;
  pepDetail: string;
  sanctions: string;
  sanctionsDetail: string;
  provider: string;
  checkedOn: string;
  pepResult: string;
  sanctionsResult: string;
  reference: string;
  relationshipNote: string;
  fundsDescription: string;
  fundsDocuments: string[];
  wealthDescription: string;
  wealthDocuments: string[];
  rating: string;
  ratingReason: string;
  nextReview: string;
};

function formOf(person: PersonDueDiligence): Form {
  const agent = person.agent?.value;
  const screening = person.screening?.value;
  const adviserPep = person.pep.adviser?.value;
  const adviserSanctions = person.sanctions.adviser?.value;
  return {
    agentActs: agent ? (agent.actsForClient ? 'yes' : 'no') : '',
    agentName: agent?.name ?? '',
    agentAuthority: agent?.authority ?? '',
    agentDetail: agent?.detail ?? '',
    pep: adviserPep?.answer ?? '',
    pepDetail: adviserPep?.detail ?? '',
    sanctions: adviserSanctions?.answer ?? '',
    sanctionsDetail: adviserSanctions?.detail ?? '',
    provider: screening?.provider ?? '',
    checkedOn: screening?.checkedOn ?? '',
    pepResult: screening?.pepResult ?? '',
    sanctionsResult: screening?.sanctionsResult ?? '',
    reference: screening?.reference ?? '',
    relationshipNote: person.relationshipNote?.value ?? '',
    fundsDescription: person.sourceOfFunds?.value.description ?? '',
    fundsDocuments: person.sourceOfFunds?.value.documentIds ?? [],
    wealthDescription: person.sourceOfWealth?.value.description ?? '',
    wealthDocuments: person.sourceOfWealth?.value.documentIds ?? [],
    rating: person.riskRating?.value.rating ?? '',
    ratingReason: person.riskRating?.value.reason ?? '',
    nextReview: person.nextReview?.value ?? '',
  };
}

/** The pieces of the form that differ from what was read, as the save sends them. */
function changesOf(person: PersonDueDiligence, before: Form, form: Form): DueDiligenceUpdate {
  const update: DueDiligenceUpdate = { person: person.person };
  const changed = (...keys: (keyof Form)[]) =>
    keys.some((key) => JSON.stringify(before[key]) !== JSON.stringify(form[key]));
  if (changed('agentActs', 'agentName', 'agentAuthority', 'agentDetail') && form.agentActs)
    update.agent = {
      actsForClient: form.agentActs === 'yes',
      name: form.agentActs === 'yes' ? form.agentName : null,
      authority: form.agentActs === 'yes' && form.agentAuthority ? (form.agentAuthority as never) : null,
      detail: form.agentActs === 'yes' ? form.agentDetail : null,
    };
  if (changed('pep', 'pepDetail') && form.pep)
    update.pep = { answer: form.pep as 'yes' | 'no', detail: form.pep === 'yes' ? form.pepDetail : null };
  if (changed('sanctions', 'sanctionsDetail') && form.sanctions)
    update.sanctions = {
      answer: form.sanctions as 'yes' | 'no',
      detail: form.sanctions === 'yes' ? form.sanctionsDetail : null,
    };
  if (changed('provider', 'checkedOn', 'pepResult', 'sanctionsResult', 'reference') && form.provider)
    update.screening = {
      provider: form.provider,
      checkedOn: form.checkedOn,
      pepResult: form.pepResult as never,
      sanctionsResult: form.sanctionsResult as never,
      reference: form.reference,
    };
  if (changed('relationshipNote')) update.relationshipNote = form.relationshipNote;
  if (changed('fundsDescription', 'fundsDocuments') && form.fundsDescription)
    update.sourceOfFunds = { description: form.fundsDescription, documentIds: form.fundsDocuments };
  if (changed('wealthDescription', 'wealthDocuments') && form.wealthDescription)
    update.sourceOfWealth = { description: form.wealthDescription, documentIds: form.wealthDocuments };
  if (changed('rating', 'ratingReason') && form.rating)
    update.riskRating = { rating: form.rating as never, reason: form.ratingReason };
  if (changed('nextReview')) update.nextReview = form.nextReview;
  return update;
}

function ClientDeclared({ entry, what }: { entry: CddEntry<Declaration> | null; what: string }) {
  if (!entry) return <>Not answered through the request link yet.</>;
  return (
    <>
      Client&apos;s declaration:{' '}
      <strong>{entry.value.answer === 'yes' ? `Yes, ${entry.value.detail}` : `No, not ${what}`}</strong> (
      {sourceLine(entry)})
    </>
  );
}

function EvidencePicker({
  view,
  chosen,
  onChange,
  label,
}: {
  view: DueDiligenceView;
  chosen: string[];
  onChange: (ids: string[]) => void;
  label: string;
}) {
  if (view.documents.length === 0)
    return (
      <p className="text-sm text-muted-foreground sm:col-span-2">No documents to link as evidence yet.</p>
    );
  return (
    <div className="space-y-2 sm:col-span-2" role="group" aria-label={label}>
      <p className="text-sm font-medium">{label}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {view.documents.map((document) => {
          const id = `${label}-${document.id}`;
          return (
            <li key={document.id} className="flex min-w-0 items-center gap-2 text-sm">
              <Checkbox
                id={id}
                checked={chosen.includes(document.id)}
                onCheckedChange={(checked) =>
                  onChange(
                    checked ? [...chosen, document.id] : chosen.filter((value) => value !== document.id),
                  )
                }
              />
              <label htmlFor={id} className="min-w-0 break-words">
                {document.filename}{' '}
                <span className="text-muted-foreground">
                  ({documentTypeLabels[document.type as DocumentType] ?? 'Document'})
                </span>
              </label>
              <a
                href={`/api/documents/${document.id}/file`}
                target="_blank"
                rel="noreferrer"
                className="shrink-0 text-xs text-primary underline"
              >
                Open
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function IdentityBlock({
  person,
  busy,
  onVerify,
}: {
  person: PersonDueDiligence;
  busy: boolean;
  onVerify: (documentId: string, method: 'sighted' | 'link') => void;
}) {
  const [documentId, setDocumentId] = useState(
    person.identity?.value.documentId ?? person.identityOptions[0]?.documentId ?? '',
  );
  const [method, setMethod] = useState<'sighted' | 'link' | ''>('');
  const chosen = person.identityOptions.find((option) => option.documentId === documentId);
  const identity = person.identity;
  const methods = [
    { value: 'sighted', label: 'Original sighted' },
    ...(chosen?.linkMethod
      ? [
          {
            value: 'link',
            label:
              chosen.linkMethod === 'link-code'
                ? 'Request link (code checked)'
                : 'Request link (date of birth checked)',
          },
        ]
      : []),
  ];
  return (
    <Group
      title="Identity"
      note={
        <>
          {person.name}
          {person.dob ? `, born ${formatDate(person.dob)}` : ''}
          {person.address ? `, ${person.address}` : ''}
        </>
      }
    >
      {identity && (
        <div
          className="rounded-md border bg-muted/30 p-3 text-sm sm:col-span-2"
          data-testid="identity-verified"
        >
          <p className="font-medium">
            {identity.value.documentType === 'passport' ? 'Passport' : 'Driver licence'}{' '}
            {identity.value.numberMasked}
            {identity.value.issuer ? `, ${identity.value.issuer}` : ''}
            {identity.value.expiryDate ? `, expires ${formatDate(identity.value.expiryDate)}` : ''}
          </p>
          <p className="text-muted-foreground">
            {identityMethodLabels[identity.value.method]} · verified by {sourceLine(identity)}
          </p>
          <p className="break-words text-xs text-muted-foreground">
            {identity.value.filename}
            {identity.value.page ? `, page ${identity.value.page}` : ''} · SHA-256{' '}
            <span className="break-all font-mono">
              {identity.value.sha256 ?? 'not available (original not stored)'}
            </span>
          </p>
        </div>
      )}
      {person.identityOptions.length === 0 ? (
        <p className="text-sm text-muted-foreground sm:col-span-2">
          No passport or licence has been read from this person&apos;s documents yet. Ask for photo ID, or
          upload it.
        </p>
      ) : (
        <>
          <Field label="Identity document">
            {(id) => (
              <NativeSelect
                id={id}
                value={documentId}
                onChange={(event) => setDocumentId(event.target.value)}
                options={person.identityOptions.map((option) => ({
                  value: option.documentId,
                  label: `${option.documentType === 'passport' ? 'Passport' : 'Licence'} ${option.numberMasked ?? ''} (${option.filename})`,
                }))}
              />
            )}
          </Field>
          <Field label="How it was verified">
            {(id) => (
              <NativeSelect
                id={id}
                value={method}
                placeholder="Choose"
                onChange={(event) => setMethod(event.target.value as 'sighted' | 'link')}
                options={methods}
              />
            )}
          </Field>
          {chosen && (
            <p className="text-sm text-muted-foreground sm:col-span-2">
              Reads: {chosen.nameOnDocument ?? 'name not read'}, born{' '}
              {chosen.dateOfBirthOnDocument ? formatDate(chosen.dateOfBirthOnDocument) : 'not read'}, expires{' '}
              {chosen.expiryDate ? formatDate(chosen.expiryDate) : 'not read'}
              {chosen.issuer ? `, issued by ${chosen.issuer}` : ''}.
            </p>
          )}
          <div className="sm:col-span-2">
            <Button
              type="button"
              variant="outline"
              disabled={busy || !documentId || !method}
              onClick={() => method && onVerify(documentId, method)}
            >
              Record identity verification
            </Button>
          </div>
        </>
      )}
    </Group>
  );
}

function PersonForm({
  clientId,
  view,
  person,
  version,
  onStale,
}: {
  clientId: string;
  view: DueDiligenceView;
  person: PersonDueDiligence;
  version: string;
  onStale: (version: string | null) => void;
}) {
  const save = useSaveDueDiligence(clientId);
  const [before, setBefore] = useState(() => formOf(person));
  const [form, setForm] = useState(before);
  // A save read again (this person's or another piece's): what was not edited here follows what was saved,
  // what was edited and not saved stays on the screen.
  const [seen, setSeen] = useState(view.version);
  if (seen !== view.version) {
    const saved = formOf(person);
    setSeen(view.version);
    setBefore(saved);
    setForm(
      (current) =>
        Object.fromEntries(
          (Object.keys(saved) as (keyof Form)[]).map((key) => [
            key,
            JSON.stringify(current[key]) === JSON.stringify(before[key]) ? saved[key] : current[key],
          ]),
        ) as Form,
    );
  }
  useReportUnsavedEdits(Object.keys(changesOf(person, before, form)).length > 1);
  const [showHistory, setShowHistory] = useState(false);
  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const who = person.person === 'client' ? 'client' : 'partner';

  const send = async (update: DueDiligenceUpdate, done: string) => {
    try {
      await save.mutateAsync({ version, update });
      onStale(null);
      toast({ title: done, description: `${person.name}'s customer due diligence is up to date.` });
    } catch (error) {
      const current = conflictCurrent<DueDiligenceView>(error);
      if (current) onStale(current.version);
      toast({
        variant: 'destructive',
        title: current ? 'Someone else saved first' : 'Not saved',
        description: current
          ? 'Your changes are still on the screen. Check them against the history, then save again to keep them.'
          : serverMessage(error, 'The due diligence could not be saved. Please try again.'),
      });
    }
  };

  const onSave = () => {
    const update = changesOf(person, before, form);
    if (Object.keys(update).length === 1) {
      toast({ title: 'Nothing to save', description: 'Nothing has changed since it was last saved.' });
      return;
    }
    void send(update, 'Due diligence saved');
  };

  return (
    <section
      className="space-y-4 rounded-lg border p-4"
      aria-label={`Due diligence: ${person.name}`}
      data-testid={`due-diligence-${who}`}
    >
      <h3 className="text-base font-semibold">
        {person.name} <span className="font-normal text-muted-foreground">({who})</span>
      </h3>
      {person.warnings.length > 0 && (
        <ul
          className="space-y-1 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm"
          aria-label="Needs attention"
        >
          {person.warnings.map((warning) => (
            <li key={warning.code} className="flex gap-2" data-testid="cdd-warning">
              <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-warning-foreground" />
              <span>{warning.message}</span>
            </li>
          ))}
        </ul>
      )}
      <IdentityBlock
        person={person}
        busy={save.isPending}
        onVerify={(documentId, method) =>
          void send(
            { person: person.person, identity: { documentId, method } },
            'Identity verification recorded',
          )
        }
      />
      <Group title="Acting on their behalf">
        <Field label="Does anyone act on their behalf?">
          {(id) => (
            <NativeSelect
              id={id}
              value={form.agentActs}
              placeholder="Not asked yet"
              options={yesNo}
              onChange={(event) => set('agentActs', event.target.value)}
            />
          )}
        </Field>
        {form.agentActs === 'yes' && (
          <>
            <Field label="Who acts for them">
              {(id) => (
                <Input
                  id={id}
                  value={form.agentName}
                  onChange={(event) => set('agentName', event.target.value)}
                />
              )}
            </Field>
            <Field label="Their authority">
              {(id) => (
                <NativeSelect
                  id={id}
                  value={form.agentAuthority}
                  placeholder="Choose"
                  options={options(agentAuthorities, agentAuthorityLabels)}
                  onChange={(event) => set('agentAuthority', event.target.value)}
                />
              )}
            </Field>
            <Field label="Evidence of the authority">
              {(id) => (
                <Input
                  id={id}
                  value={form.agentDetail}
                  onChange={(event) => set('agentDetail', event.target.value)}
                />
              )}
            </Field>
          </>
        )}
      </Group>
      <Group title="Politically exposed person and sanctions">
        <p className="text-sm text-muted-foreground sm:col-span-2" data-testid="client-pep">
          <ClientDeclared entry={person.pep.client} what="a politically exposed person" />
        </p>
        <p className="text-sm text-muted-foreground sm:col-span-2" data-testid="client-sanctions">
          <ClientDeclared entry={person.sanctions.client} what="subject to sanctions" />
        </p>
        <Field label="Politically exposed person (adviser's record)">
          {(id) => (
            <NativeSelect
              id={id}
              value={form.pep}
              placeholder="Not recorded"
              options={yesNo}
              onChange={(event) => set('pep', event.target.value)}
            />
          )}
        </Field>
        {form.pep === 'yes' ? (
          <Field label="PEP position">
            {(id) => (
              <Input
                id={id}
                value={form.pepDetail}
                onChange={(event) => set('pepDetail', event.target.value)}
              />
            )}
          </Field>
        ) : (
          <div className="hidden sm:block" />
        )}
        <Field label="Targeted financial sanctions (adviser's record)">
          {(id) => (
            <NativeSelect
              id={id}
              value={form.sanctions}
              placeholder="Not recorded"
              options={yesNo}
              onChange={(event) => set('sanctions', event.target.value)}
            />
          )}
        </Field>
        {form.sanctions === 'yes' && (
          <Field label="Which sanctions">
            {(id) => (
              <Input
                id={id}
                value={form.sanctionsDetail}
                onChange={(event) => set('sanctionsDetail', event.target.value)}
              />
            )}
          </Field>
        )}
      </Group>
      <Group
        title="Screening"
        note="The screening service you used and what it found (the app does not call one)."
      >
        <Field label="Screening service">
          {(id) => (
            <Input id={id} value={form.provider} onChange={(event) => set('provider', event.target.value)} />
          )}
        </Field>
        <Field label="Screened on">
          {(id) => (
            <Input
              id={id}
              type="date"
              value={form.checkedOn}
              onChange={(event) => set('checkedOn', event.target.value)}
            />
          )}
        </Field>
        <Field label="PEP screening result">
          {(id) => (
            <NativeSelect
              id={id}
              value={form.pepResult}
              placeholder="Choose"
              options={options(screeningResults, screeningResultLabels)}
              onChange={(event) => set('pepResult', event.target.value)}
            />
          )}
        </Field>
        <Field label="Sanctions screening result">
          {(id) => (
            <NativeSelect
              id={id}
              value={form.sanctionsResult}
              placeholder="Choose"
              options={options(screeningResults, screeningResultLabels)}
              onChange={(event) => set('sanctionsResult', event.target.value)}
            />
          )}
        </Field>
        <Field label="Screening reference" wide>
          {(id) => (
            <Input
              id={id}
              value={form.reference}
              onChange={(event) => set('reference', event.target.value)}
            />
          )}
        </Field>
      </Group>
      <Group
        title="Nature and purpose of the relationship"
        note={`Personal financial advice${view.scopeOfAdvice.length > 0 ? `: ${view.scopeOfAdvice.join(', ')}` : ''} (from the scope of advice).`}
      >
        <Field label="More about the relationship" wide>
          {(id) => (
            <Textarea
              id={id}
              value={form.relationshipNote}
              onChange={(event) => set('relationshipNote', event.target.value)}
            />
          )}
        </Field>
      </Group>
      <Group title="Source of funds and wealth">
        <Field label="Source of funds" wide>
          {(id) => (
            <Textarea
              id={id}
              value={form.fundsDescription}
              onChange={(event) => set('fundsDescription', event.target.value)}
            />
          )}
        </Field>
        <EvidencePicker
          view={view}
          chosen={form.fundsDocuments}
          onChange={(ids) => set('fundsDocuments', ids)}
          label="Evidence of the source of funds"
        />
        <Field label="Source of wealth" wide>
          {(id) => (
            <Textarea
              id={id}
              value={form.wealthDescription}
              onChange={(event) => set('wealthDescription', event.target.value)}
            />
          )}
        </Field>
        <EvidencePicker
          view={view}
          chosen={form.wealthDocuments}
          onChange={(ids) => set('wealthDocuments', ids)}
          label="Evidence of the source of wealth"
        />
      </Group>
      <Group title="Risk and review">
        <Field label="ML/TF risk rating">
          {(id) => (
            <NativeSelect
              id={id}
              value={form.rating}
              placeholder="Not rated"
              options={options(riskRatings, riskRatingLabels)}
              onChange={(event) => set('rating', event.target.value)}
            />
          )}
        </Field>
        <Field label="Next review">
          {(id) => (
            <Input
              id={id}
              type="date"
              value={form.nextReview}
              onChange={(event) => set('nextReview', event.target.value)}
            />
          )}
        </Field>
        <Field label="Reason for the rating" wide>
          {(id) => (
            <Textarea
              id={id}
              value={form.ratingReason}
              onChange={(event) => set('ratingReason', event.target.value)}
            />
          )}
        </Field>
      </Group>
      <div className="flex flex-col-reverse gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <Button
          type="button"
          variant="link"
          className="h-auto justify-start p-0"
          onClick={() => setShowHistory(!showHistory)}
        >
          {showHistory ? 'Hide history' : `History (${person.history.length})`}
        </Button>
        <Button type="button" onClick={onSave} aria-disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? 'Saving...' : `Save due diligence`}
        </Button>
      </div>
      {showHistory && (
        <ol className="space-y-2" aria-label={`Due diligence history: ${person.name}`}>
          {person.history.length === 0 && (
            <li className="text-sm text-muted-foreground">Nothing recorded yet.</li>
          )}
          {person.history.map((entry, index) => (
            <li key={index} className="border-l-2 border-border pl-3 text-sm">
              <p>
                {entry.label}: <span className="break-words text-muted-foreground">{describe(entry)}</span>
              </p>
              <p className="text-xs text-muted-foreground">{sourceLine(entry)}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * Customer due diligence (AUSTRAC's initial CDD, decision 035) for each person of the Fact Find: identity from
 * their passport or licence, anyone acting for them, PEP and sanctions declarations and screening, the
 * relationship, source of funds and wealth with evidence, the risk rating and the next review.
 */
export function DueDiligenceCard({ clientId }: { clientId: string }) {
  const dueDiligence = useDueDiligence(clientId);
  const [staleVersion, setStaleVersion] = useState<string | null>(null);
  const view = dueDiligence.data;
  return (
    <Card data-testid="due-diligence">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck aria-hidden className="size-5 text-primary" /> Customer due diligence
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          AML/CTF initial customer due diligence for each person, before the advice is provided.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {dueDiligence.isPending ? (
          <p className="text-sm text-muted-foreground">Loading the due diligence...</p>
        ) : !view ? (
          <p className="text-sm text-destructive">The due diligence could not be loaded.</p>
        ) : (
          view.people.map((person) => (
            <PersonForm
              key={person.person}
              clientId={clientId}
              view={view}
              person={person}
              version={staleVersion ?? view.version}
              onStale={setStaleVersion}
            />
          ))
        )}
      </CardContent>
    </Card>
  );
}
