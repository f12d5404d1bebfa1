import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { FileSearch, FileText } from 'lucide-react';
import { formatMobile } from '@/shared/format/mobile';
import { fullName } from '@/shared/format/name';
import type { Client, ClientCreateRequest, DuplicateClient } from '@/shared/schemas/client';
import { findDuplicateClients } from '@/client/components/duplicate-clients';
import type {
  BankAccount,
  BankAccountInput,
  FactFindDetails,
  Goal,
  GoalInput,
  SuperAccount,
  SuperAccountInput,
} from '@/shared/schemas/fact-find';
import { ApiError, serverMessage } from '@/client/lib/api-client';
import { newIdempotencyKey } from '@/client/lib/idempotency-key';
import { FactOffersPanel } from '@/client/components/fact-offers/fact-offers-panel';
import { useClientRecord } from '@/client/components/client-record/use-client-record';
import { recordLookup } from '@/client/components/client-record/record-lookup';
import { recordSectionLabels, recordSections, type RecordSection } from '@/shared/record/record-fields';
import { sectionsForScope } from '@/shared/schemas/questionnaire';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { createAccount, useAccountMutations, useAccounts } from '../api/accounts';
import { createClient, useClient, useUpdateClient } from '../api/client';
import { claimDocuments, useFactFindSummary, useSaveFactFind } from '../api/fact-find';
import { createGoal, useGoalMutations, useGoals } from '../api/goals';
import { changedFields, conflictingFields } from '../lib/client-changes';
import { detailsFromClient, emptyDetails, hasPartner, type DetailsFormValues } from '../lib/details-form';
import { clearSessionPrefill, readSessionPrefill, type Prefill } from '../lib/extracted-data';
import type { ListStore } from '../lib/list-store';
import { toLocalBank, toLocalGoal, toLocalSuper, useLocalListStore } from '../lib/local-list-store';
import { ClientPicker } from './client-picker';
import { ConsentDialog, type ConsentValues } from './consent-dialog';
import { FactFindScreen } from './fact-find-screen';

/** Every section of the record: the documents' offers of all of them are shown on the Fact Find. */
const offerSections: Partial<Record<RecordSection, string>> = Object.fromEntries(
  recordSections.map((section) => [section, recordSectionLabels[section]]),
);

function Loading() {
  return (
    <div className="flex items-center justify-center gap-3 py-24 text-muted-foreground">
      <Spinner iconClassName="size-5" /> Loading client information...
    </div>
  );
}

function Notice({ children, action }: { children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
        <span className="rounded-full bg-accent p-3 text-accent-foreground">
          <FileSearch className="size-6" aria-hidden="true" />
        </span>
        <p className="font-medium">{children}</p>
        {action}
      </CardContent>
    </Card>
  );
}

/** /fact-find, /fact-find/new, /fact-find/:clientId and /clients/:clientId/fact-find. */
export function FactFindPage() {
  const { clientId } = useParams();
  if (!clientId) return <ClientPicker />;
  if (clientId === 'new') return <NewFactFind />;
  return <ExistingFactFind key={clientId} clientId={clientId} />;
}

/* ---------------------------------------------------------------- a saved client */

function useServerStores(clientId: string) {
  const accounts = useAccounts(clientId);
  const goals = useGoals(clientId);
  const superMutations = useAccountMutations(clientId, 'super');
  const bankMutations = useAccountMutations(clientId, 'bank');
  const goalMutations = useGoalMutations(clientId);
  const superStore: ListStore<SuperAccount, SuperAccountInput> = {
    items: accounts.data?.superAccounts ?? [],
    add: async (input) => void (await superMutations.create.mutateAsync(input)),
    update: async (item, changes) => void (await superMutations.update.mutateAsync({ id: item.id, changes })),
    remove: async (item) => void (await superMutations.remove.mutateAsync(item.id)),
  };
  const bankStore: ListStore<BankAccount, BankAccountInput> = {
    items: accounts.data?.bankAccounts ?? [],
    add: async (input) => void (await bankMutations.create.mutateAsync(input)),
    update: async (item, changes) => void (await bankMutations.update.mutateAsync({ id: item.id, changes })),
    remove: async (item) => void (await bankMutations.remove.mutateAsync(item.id)),
  };
  const goalStore: ListStore<Goal, GoalInput> = {
    items: goals.data ?? [],
    add: async (input) => void (await goalMutations.create.mutateAsync(input)),
    update: async (item, changes) => void (await goalMutations.update.mutateAsync({ id: item.id, changes })),
    remove: async (item) => void (await goalMutations.remove.mutateAsync(item.id)),
  };
  return {
    loading: accounts.isLoading || goals.isLoading,
    error: accounts.error ?? goals.error,
    superStore,
    bankStore,
    goalStore,
  };
}

function ExistingFactFind({ clientId }: { clientId: string }) {
  const client = useClient(clientId);
  const stores = useServerStores(clientId);
  const updateClient = useUpdateClient(clientId);
  const queryClient = useQueryClient();
  const saveFactFind = useSaveFactFind(clientId);
  const summary = useFactFindSummary(clientId);
  const record = useClientRecord(clientId);

  // The form starts from the record as it is now, not as an earlier screen cached it.
  if (
    client.isLoading ||
    stores.loading ||
    record.isLoading ||
    (client.isFetching && !client.isFetchedAfterMount) ||
    (record.isFetching && !record.isFetchedAfterMount)
  )
    return <Loading />;
  if (client.error || !client.data || stores.error || record.error || !record.data) {
    const failure = client.error ?? stores.error ?? record.error;
    const missing = failure instanceof ApiError && failure.status === 404;
    return (
      <Notice
        action={
          <Button asChild variant="outline">
            <Link to="/fact-find">Choose a client</Link>
          </Button>
        }
      >
        {missing ? 'Client not found.' : 'The client could not be loaded. Please try again.'}
      </Notice>
    );
  }
  // Property ownership as the record has it: null until someone chose (the form's default is not a fact).
  const ownershipFact = recordLookup(record.data).fact('client', 'propertyOwnership');
  const ownership =
    ownershipFact?.value === 'own' || ownershipFact?.value === 'rent' ? ownershipFact.value : null;
  const initialDetails = detailsFromClient(client.data, ownership);
  // What a save compares with: the client as loaded, its property ownership the record's.
  const loaded = { ...client.data, propertyOwnership: ownership } as Client;

  // Only what changed is sent, on the version it was changed on. If someone else saved in between, their
  // save is merged when they changed other fields; when they changed the same ones the server's message says
  // so, the adviser's values stay on screen, and saving again keeps them.
  const saveClientChanges = async (details: FactFindDetails): Promise<Client> => {
    const changes = changedFields(details, loaded);
    if (Object.keys(changes).length === 0) return loaded;
    try {
      return await updateClient.mutateAsync({ changes, version: loaded.updatedAt });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error;
      const latest = await queryClient.fetchQuery<Client>({
        queryKey: ['/api/clients', clientId],
        staleTime: 0,
      });
      if (conflictingFields(changes, loaded, latest).length > 0) throw error;
      return updateClient.mutateAsync({ changes, version: latest.updatedAt });
    }
  };

  const onSave = async (details: FactFindDetails): Promise<DetailsFormValues | null> => {
    try {
      const updated = await saveClientChanges(details);
      await saveFactFind.mutateAsync();
      toast({
        title: 'Progress saved',
        description: `${fullName(updated.givenNames, updated.familyName)}'s Fact Find is saved.`,
      });
      return detailsFromClient(updated, details.propertyOwnership ?? ownership);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: serverMessage(error, 'Failed to save progress. Please try again.'),
      });
      return null;
    }
  };

  return (
    <FactFindScreen
      clientId={clientId}
      subtitle={`${fullName(client.data.givenNames, client.data.familyName)} · ${client.data.email}`}
      initialDetails={initialDetails}
      initialCouple={hasPartner(initialDetails)}
      superStore={stores.superStore}
      bankStore={stores.bankStore}
      goalStore={stores.goalStore}
      onSave={onSave}
      summary={summary.data}
      record={record.data}
      questionnaireTabs={sectionsForScope(client.data.scopeOfAdvice)}
      defaultedDob={
        client.data.defaultedFields.includes('dob') && client.data.dob
          ? {
              value: client.data.dob,
              onConfirm: async () => {
                try {
                  await updateClient.mutateAsync({ changes: { confirmedFields: ['dob'] } });
                  await saveFactFind.mutateAsync();
                  toast({ title: 'Date of birth confirmed' });
                } catch (error) {
                  toast({
                    variant: 'destructive',
                    title: 'Error',
                    description: serverMessage(error, 'Could not confirm the date. Please try again.'),
                  });
                }
              },
            }
          : null
      }
      renderOffers={(form, { showPartner }) => (
        <FactOffersPanel
          clientId={clientId}
          clientName={fullName(client.data.givenNames, client.data.familyName)}
          record={record.data}
          sections={offerSections}
          showIdentity
          onAccepted={(offers) => {
            // The values are saved: show them as saved, leaving the adviser's other edits as they are.
            for (const offer of offers) {
              if (offer.key.startsWith('partner.')) showPartner();
              if (!offer.key.startsWith('client.') && !offer.key.startsWith('partner.')) continue;
              for (const [field, value] of Object.entries(offer.changes)) {
                const shown = /mobile$/i.test(field)
                  ? formatMobile(String(value ?? ''))
                  : String(value ?? '');
                form.resetField(field as keyof DetailsFormValues, { defaultValue: shown });
              }
            }
          }}
        />
      )}
    />
  );
}

/* ---------------------------------------------------------------- a client made from extracted data */

function NewFactFind() {
  const [prefill] = useState(readSessionPrefill);
  if (!prefill)
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
  return <NewFactFindForm prefill={prefill} />;
}

function NewFactFindForm({ prefill }: { prefill: Prefill }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const supers = useLocalListStore<SuperAccount, SuperAccountInput>(prefill.superAccounts, (input, id) =>
    toLocalSuper(input, id, prefill.documents),
  );
  const banks = useLocalListStore<BankAccount, BankAccountInput>(prefill.bankAccounts, (input, id) =>
    toLocalBank(input, id, prefill.documents),
  );
  const goals = useLocalListStore<Goal, GoalInput>([], toLocalGoal);
  const [pending, setPending] = useState<FactFindDetails | null>(null);
  const [creating, setCreating] = useState(false);
  // One key for every try of this client (see createClient).
  const creationKey = useRef(newIdempotencyKey());
  const [duplicates, setDuplicates] = useState<DuplicateClient[]>([]);
  const announced = useRef(false);

  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    const count = prefill.superAccounts.length + prefill.bankAccounts.length;
    toast({
      title: 'Data Pre-filled',
      description: `${count} financial ${count === 1 ? 'account' : 'accounts'} found in the client's documents.`,
    });
  }, [prefill]);

  const initialDetails: DetailsFormValues = { ...emptyDetails, ...prefill.details };

  const create = async (details: FactFindDetails, consent: ConsentValues) => {
    setCreating(true);
    let clientId: string | null = null;
    try {
      const request = {
        ...details,
        scopeOfAdvice: consent.scopeOfAdvice,
        privacyConsent: true,
        dataSharing: consent.dataSharing,
      } as ClientCreateRequest;
      const client = await createClient(request, creationKey.current);
      clientId = client.id;

      // The documents the data came from become the client's, then the accounts can name them as sources.
      const unclaimed = prefill.documents
        .filter((document) => !document.clientId)
        .map((document) => document.id);
      const attached = new Set(
        prefill.documents.filter((document) => document.clientId === client.id).map((d) => d.id),
      );
      if (unclaimed.length > 0) {
        const result = await claimDocuments(client.id, unclaimed);
        [...result.claimed, ...result.alreadyAttached].forEach((id) => attached.add(id));
      }
      const source = (documentId: string | null | undefined) =>
        documentId && attached.has(documentId) ? documentId : null;
      for (const { input } of supers.entries)
        await createAccount(client.id, 'super', { ...input, documentId: source(input.documentId) });
      for (const { input } of banks.entries)
        await createAccount(client.id, 'bank', { ...input, documentId: source(input.documentId) });
      for (const { input } of goals.entries) await createGoal(client.id, input);

      clearSessionPrefill();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/clients'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/stats'] }),
      ]);
      toast({
        title: 'Progress saved',
        description: `${fullName(client.givenNames, client.familyName)} is now a client, with ${attached.size} ${attached.size === 1 ? 'document' : 'documents'} attached.`,
      });
      setPending(null);
      navigate(`/fact-find/${client.id}`, { replace: true });
    } catch (error) {
      if (clientId) {
        // The client exists: open it, where what was not saved is offered again from its documents.
        toast({
          variant: 'destructive',
          title: 'Error',
          description: `The client was created, but not everything was saved: ${serverMessage(error, 'please check the accounts and goals')}.`,
        });
        await queryClient.invalidateQueries({ queryKey: ['/api/clients'] });
        navigate(`/fact-find/${clientId}`, { replace: true });
      } else {
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'Failed to create client. Please try again.',
        });
      }
    } finally {
      setCreating(false);
    }
  };

  const documentCount = prefill.documents.length;
  return (
    <>
      <FactFindScreen
        clientId={null}
        subtitle="A new client from extracted documents"
        banner={
          <div
            className="flex items-start gap-3 rounded-lg border border-primary/30 bg-accent/40 p-4 text-sm"
            data-testid="prefill-banner"
          >
            <FileSearch className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <p>
              Pre-filled from {documentCount} {documentCount === 1 ? 'document' : 'documents'}
              {prefill.confidence ? ` (extraction confidence: ${prefill.confidence})` : ''}. Check each value,
              then Save Progress to create the client; their documents are attached to them.
            </p>
          </div>
        }
        initialDetails={initialDetails}
        initialCouple={false}
        superStore={supers.store}
        bankStore={banks.store}
        goalStore={goals.store}
        unsavedRecords={supers.changed || banks.changed || goals.changed}
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
      />
    </>
  );
}
