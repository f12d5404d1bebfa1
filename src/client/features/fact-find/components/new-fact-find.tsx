import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { FileSearch, FileText, FolderOpen } from 'lucide-react';
import { formatDateTime } from '@/shared/format/date';
import { formatMobile } from '@/shared/format/mobile';
import { fullName } from '@/shared/format/name';
import type { DuplicateClient } from '@/shared/schemas/client';
import type { BatchPicture, DocumentBatch } from '@/shared/schemas/document-batch';
import type { FactFindDetails, Goal, GoalInput } from '@/shared/schemas/fact-find';
import { findDuplicateClients } from '@/client/components/duplicate-clients';
import { ApiError, serverMessage } from '@/client/lib/api-client';
import { newIdempotencyKey } from '@/client/lib/idempotency-key';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';
import {
  addBatchToClient,
  createClientFromBatch,
  useBatchPicture,
  useDocumentBatch,
  useOpenBatches,
} from '../api/document-batches';
import { emptyDetails, type DetailsFormValues } from '../lib/details-form';
import { toLocalGoal, useLocalListStore } from '../lib/local-list-store';
import { AccountsFromDocuments } from './accounts-from-documents';
import { ConsentDialog, type ConsentValues } from './consent-dialog';
import { FactFindScreen } from './fact-find-screen';
import { Loading, Notice } from './page-notices';

/** The form's fields the documents can fill: the picture names its facts by the client's own fields. */
const prefilledFields = [
  'givenNames',
  'familyName',
  'dob',
  'email',
  'mobile',
  'streetAddress',
  'suburb',
  'state',
  'postcode',
  'employer',
  'occupation',
] as const;

function NoExtractedData() {
  return (
    <Notice
      action={
        <Button asChild>
          <Link to="/documents">
            <FileText className="size-4" aria-hidden="true" /> Go to Document Capture
          </Link>
        </Button>
      }
    >
      No extracted data available. Please go through the document workflow first.
    </Notice>
  );
}

/**
 * /fact-find/new: a new client's Fact Find pre-filled on the server from a batch of documents uploaded
 * before there was a client (decision 018). `?batch=` names it; without it, the practice's only open batch,
 * or a choice among them, newest first. Works after a reload and in any tab.
 */
export function NewFactFind() {
  const [searchParams, setSearchParams] = useSearchParams();
  const batchId = searchParams.get('batch');
  if (batchId) return <BatchFactFind key={batchId} batchId={batchId} />;
  // The page says where the adviser is while documents are chosen (or there are none to choose).
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Client Fact Find</h1>
        <p className="text-muted-foreground">
          A new client, from documents uploaded before they were a client.
        </p>
      </div>
      <ChooseBatch onChoose={(id) => setSearchParams({ batch: id }, { replace: true })} />
    </div>
  );
}

function ChooseBatch({ onChoose }: { onChoose: (batchId: string) => void }) {
  const list = useOpenBatches();
  const batches = list.data?.batches ?? [];
  const only = batches.length === 1 ? batches[0] : undefined;
  useEffect(() => {
    if (only) onChoose(only.id);
  }, [only, onChoose]);
  if (list.isLoading || only) return <Loading />;
  if (list.isError)
    return <Notice>The documents waiting for a client could not be loaded. Please reload the page.</Notice>;
  if (batches.length === 0) return <NoExtractedData />;
  return (
    <Card className="mx-auto max-w-2xl">
      <CardHeader>
        <CardTitle>Which client&apos;s documents?</CardTitle>
        <CardDescription>
          These documents were uploaded before their client existed. Choose the ones to pre-fill the new
          client&apos;s Fact Find from (newest first).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y rounded-lg border" data-testid="open-batches">
          {batches.map((batch) => (
            <li key={batch.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{batch.personName ?? 'No name read yet'}</p>
                <p className="text-sm text-muted-foreground">{describeBatch(batch)}</p>
              </div>
              <Button variant="outline" onClick={() => onChoose(batch.id)}>
                <FolderOpen aria-hidden="true" /> Use these documents
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function describeBatch(batch: DocumentBatch): string {
  const count = batch.documents.length;
  return [
    `${count} document${count === 1 ? '' : 's'}`,
    `uploaded ${formatDateTime(batch.createdAt)}`,
    batch.createdByMe ? 'by you' : batch.createdBy.name ? `by ${batch.createdBy.name}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

function BatchFactFind({ batchId }: { batchId: string }) {
  const batch = useDocumentBatch(batchId);
  const open = Boolean(batch.data && !batch.data.filedAt);
  const picture = useBatchPicture(batchId, open);
  if (batch.isLoading || (open && picture.isLoading)) return <Loading />;
  if (batch.error instanceof ApiError && batch.error.status === 404)
    return (
      <Notice
        action={
          <Button asChild variant="outline">
            <Link to="/fact-find/new">Choose other documents</Link>
          </Button>
        }
      >
        These documents could not be found. They may have been deleted.
      </Notice>
    );
  if (batch.data?.clientId)
    return (
      <Notice
        action={
          <Button asChild>
            <Link to={`/fact-find/${batch.data.clientId}`}>Open their Fact Find</Link>
          </Button>
        }
      >
        These documents are now {batch.data.clientName ?? 'a client'}&apos;s.
      </Notice>
    );
  if (!batch.data || !picture.data)
    return <Notice>The extracted data could not be loaded. Please try again.</Notice>;
  return <NewFactFindForm batch={batch.data} picture={picture.data} />;
}

/** What the new client's Fact Find was filled from, what is still being read, and what was left out. */
function PrefillBanner({ batch, picture }: { batch: DocumentBatch; picture: BatchPicture }) {
  const someoneElse = picture.documents.filter((document) => document.person.status === 'other');
  const read = picture.documents.length - someoneElse.length;
  const stillReading = batch.documents.filter(
    (document) =>
      document.clientId === null &&
      !(document.ocrStatus === 'completed' && document.parseStatus === 'completed') &&
      document.ocrStatus !== 'failed' &&
      document.parseStatus !== 'failed',
  ).length;
  return (
    <div
      className="flex items-start gap-3 rounded-lg border border-primary/30 bg-accent/40 p-4 text-sm"
      data-testid="prefill-banner"
    >
      <FileSearch className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="space-y-1">
        <p>
          Pre-filled from {read} {read === 1 ? 'document' : 'documents'}. Check each value, then Save Progress
          to create the client; their documents are attached to them.
        </p>
        {stillReading > 0 && (
          <p>
            {stillReading} {stillReading === 1 ? 'document is' : 'documents are'} still being read: what{' '}
            {stillReading === 1 ? 'it says' : 'they say'} will be offered on the client&apos;s Fact Find.
          </p>
        )}
        {someoneElse.length > 0 && (
          <p data-testid="someone-else">
            Not used, as they name someone else:{' '}
            {someoneElse
              .map(
                (document) =>
                  `${document.filename}${document.person.name ? ` (${document.person.name})` : ''}`,
              )
              .join(', ')}
            .
          </p>
        )}
      </div>
    </div>
  );
}

function NewFactFindForm({ batch, picture }: { batch: DocumentBatch; picture: BatchPicture }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const goals = useLocalListStore<Goal, GoalInput>([], toLocalGoal);
  const [pending, setPending] = useState<FactFindDetails | null>(null);
  const [creating, setCreating] = useState(false);
  const [addingTo, setAddingTo] = useState<string | null>(null);
  // One key for every try of this client: a retry after a lost answer gets the client the first try made.
  const creationKey = useRef(newIdempotencyKey());
  const [duplicates, setDuplicates] = useState<DuplicateClient[]>([]);
  const announced = useRef(false);

  const superCount = picture.holdings.filter((holding) => holding.kind === 'super').length;
  const bankCount = picture.holdings.filter((holding) => holding.kind === 'bank').length;
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    const count = superCount + bankCount;
    toast({
      title: 'Data Pre-filled',
      description: `${count} financial ${count === 1 ? 'account' : 'accounts'} found in the client's documents.`,
    });
  }, [superCount, bankCount]);

  const [initialDetails] = useState<DetailsFormValues>(() => {
    const details: DetailsFormValues = { ...emptyDetails };
    for (const field of prefilledFields) {
      const value = picture.facts.find((fact) => fact.field === field)?.value;
      if (value === undefined) continue;
      details[field] = field === 'mobile' ? formatMobile(String(value)) : String(value);
    }
    return details;
  });

  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['/api/clients'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/stats'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/documents'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/document-batches'] }),
    ]);

  const create = async (details: FactFindDetails, consent: ConsentValues) => {
    setCreating(true);
    try {
      const made = await createClientFromBatch(
        batch.id,
        {
          ...details,
          scopeOfAdvice: consent.scopeOfAdvice,
          privacyConsent: true,
          dataSharing: consent.dataSharing,
          goals: goals.entries.map((entry) => entry.input),
        },
        creationKey.current,
      );
      await refreshLists();
      const attached = made.documentIds.length;
      toast({
        title: 'Progress saved',
        description: `${fullName(made.givenNames, made.familyName)} is now a client, with ${attached} ${attached === 1 ? 'document' : 'documents'} attached.`,
      });
      setPending(null);
      navigate(`/fact-find/${made.clientId}`, { replace: true });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description:
          error instanceof ApiError && error.status === 409
            ? serverMessage(error, 'Failed to create client. Please try again.')
            : 'Failed to create client. Please try again.',
      });
    } finally {
      setCreating(false);
    }
  };

  // The client already exists: the documents become theirs, and their Fact Find offers what they say.
  const addToClient = async (client: DuplicateClient) => {
    setAddingTo(client.id);
    try {
      const added = await addBatchToClient(batch.id, client.id);
      await refreshLists();
      const count = added.documentIds.length;
      toast({
        title: 'Documents added',
        description: `${count} ${count === 1 ? 'document was' : 'documents were'} added to ${fullName(client.givenNames, client.familyName)}'s file. What they say is offered on their Fact Find.`,
      });
      setPending(null);
      navigate(`/fact-find/${client.id}`, { replace: true });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: serverMessage(error, 'The documents could not be added. Please try again.'),
      });
    } finally {
      setAddingTo(null);
    }
  };

  return (
    <>
      <FactFindScreen
        clientId={null}
        subtitle="A new client from extracted documents"
        banner={<PrefillBanner batch={batch} picture={picture} />}
        initialDetails={initialDetails}
        initialCouple={false}
        accountsFromDocuments={{
          superCount,
          bankCount,
          content: <AccountsFromDocuments holdings={picture.holdings} />,
        }}
        goalStore={goals.store}
        unsavedRecords={goals.changed}
        onSave={async (details) => {
          setDuplicates(
            await findDuplicateClients({
              email: details.email,
              givenNames: details.givenNames,
              familyName: details.familyName,
              dob: details.dob ?? '',
            }).catch(() => []),
          );
          setPending(details);
          return null;
        }}
      />
      <ConsentDialog
        open={pending !== null}
        clientName={pending ? fullName(pending.givenNames, pending.familyName) : ''}
        busy={creating}
        duplicates={duplicates}
        onCancel={() => setPending(null)}
        onConfirm={(consent) => pending && void create(pending, consent)}
        onAddToClient={(client) => void addToClient(client)}
        addingTo={addingTo}
      />
    </>
  );
}
