import { Link, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { formatMobile } from '@/shared/format/mobile';
import { fullName } from '@/shared/format/name';
import type { Client } from '@/shared/schemas/client';
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
import { FactOffersPanel } from '@/client/components/fact-offers/fact-offers-panel';
import { useClientRecord } from '@/client/components/client-record/use-client-record';
import { recordLookup } from '@/client/components/client-record/record-lookup';
import { recordSectionLabels, recordSections, type RecordSection } from '@/shared/record/record-fields';
import { sectionsForScope } from '@/shared/schemas/questionnaire';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { useAccountMutations, useAccounts } from '../api/accounts';
import { useClient, useUpdateClient } from '../api/client';
import { useFactFindSummary, useSaveFactFind } from '../api/fact-find';
import { useGoalMutations, useGoals } from '../api/goals';
import { changedFields, conflictingFields } from '../lib/client-changes';
import { detailsFromClient, hasPartner, type DetailsFormValues } from '../lib/details-form';
import type { ListStore } from '../lib/list-store';
import { ClientPicker } from './client-picker';
import { ClientRemovalCard } from './client-removal-card';
import { FactFindScreen } from './fact-find-screen';
import { NewFactFind } from './new-fact-find';
import { Loading, Notice } from './page-notices';

/** Every section of the record: the documents' offers of all of them are shown on the Fact Find. */
const offerSections: Partial<Record<RecordSection, string>> = Object.fromEntries(
  recordSections.map((section) => [section, recordSectionLabels[section]]),
);

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
  const queryClient = useQueryClient();
  const refresh = (list: 'accounts' | 'goals') => () =>
    queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, list] });
  const superStore: ListStore<SuperAccount, SuperAccountInput> = {
    items: accounts.data?.superAccounts ?? [],
    add: async (input) => void (await superMutations.create.mutateAsync(input)),
    update: async (item, changes) =>
      void (await superMutations.update.mutateAsync({ id: item.id, version: item.version, changes })),
    remove: async (item) =>
      void (await superMutations.remove.mutateAsync({ id: item.id, version: item.version })),
    refresh: refresh('accounts'),
  };
  const bankStore: ListStore<BankAccount, BankAccountInput> = {
    items: accounts.data?.bankAccounts ?? [],
    add: async (input) => void (await bankMutations.create.mutateAsync(input)),
    update: async (item, changes) =>
      void (await bankMutations.update.mutateAsync({ id: item.id, version: item.version, changes })),
    remove: async (item) =>
      void (await bankMutations.remove.mutateAsync({ id: item.id, version: item.version })),
    refresh: refresh('accounts'),
  };
  const goalStore: ListStore<Goal, GoalInput> = {
    items: goals.data ?? [],
    add: async (input) => void (await goalMutations.create.mutateAsync(input)),
    update: async (item, changes) =>
      void (await goalMutations.update.mutateAsync({ id: item.id, version: item.version, changes })),
    remove: async (item) =>
      void (await goalMutations.remove.mutateAsync({ id: item.id, version: item.version })),
    refresh: refresh('goals'),
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
      removal={<ClientRemovalCard client={client.data} />}
      defaultedDob={
        client.data.defaultedFields.includes('dob') && client.data.dob
          ? {
              value: client.data.dob,
              onConfirm: async () => {
                try {
                  await updateClient.mutateAsync({
                    changes: { confirmedFields: ['dob'] },
                    version: client.data.updatedAt,
                  });
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
