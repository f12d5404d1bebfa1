import { useState } from 'react';
import { useUnsavedChangesGuard } from '@/client/hooks/use-unsaved-changes-guard';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import {
  defaultableFields,
  intakeDefaultDate,
  intakeFormSchema,
  type ClientCreateRequest,
  type DuplicateClient,
} from '@/shared/schemas/client';
import { DuplicateClientsNotice, findDuplicateClients } from '@/client/components/duplicate-clients';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { toast } from '@/client/components/ui/use-toast';
import { useCreateClient } from '../api/create-client';
import {
  intakeDefaults,
  partnerOf,
  type IntakeForm,
  type IntakeFormInput,
  type IntakeFormOutput,
} from './intake-form-context';
import {
  AddressSection,
  ConsentsSection,
  ContactSection,
  EmploymentSection,
  PersonalDetailsSection,
  RelationshipSection,
  ResidencyAndHealthSection,
  ScopeAndServiceSection,
} from './intake-sections';

/** What the form's values send: no partner's details without a partner, and which dates are the defaults. */
function toCreateRequest(form: IntakeForm, { consent: _consent, ...client }: IntakeFormOutput) {
  // The partner's details only belong to a client with a spouse or de facto partner.
  const hasPartner = partnerOf(client.maritalStatus) !== null;
  const payload = hasPartner
    ? client
    : {
        ...client,
        spouseGivenNames: null,
        spouseFamilyName: null,
        spouseDob: null,
        spouseOccupation: null,
        spouseEmployer: null,
      };
  // A date left at the intake's default is not a fact: the server keeps it marked until confirmed or read.
  const defaultedFields = defaultableFields.filter(
    (field) =>
      !form.formState.dirtyFields[field] &&
      payload[field] === intakeDefaultDate &&
      (field === 'dob' || hasPartner),
  );
  return { ...payload, defaultedFields };
}

/** The same person twice is flagged before the client is made; the adviser may still go ahead. */
function DuplicateClientDialog({
  found,
  creating,
  onCancel,
  onCreate,
}: {
  found: DuplicateClient[] | null;
  creating: boolean;
  onCancel: () => void;
  onCreate: () => void;
}) {
  return (
    <Dialog open={found !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>This client may already exist</DialogTitle>
          <DialogDescription>
            Check the existing record before creating another: the same person twice splits their documents
            and Fact Find.
          </DialogDescription>
        </DialogHeader>
        <DuplicateClientsNotice duplicates={found ?? []} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="button" disabled={creating} onClick={onCreate}>
            Create anyway
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** New Client Intake: every client field, grouped the way a first meeting runs. */
export function IntakePage() {
  const navigate = useNavigate();
  const createClient = useCreateClient();
  const form = useForm<IntakeFormInput, unknown, IntakeFormOutput>({
    resolver: zodResolver(intakeFormSchema),
    defaultValues: intakeDefaults,
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const [duplicates, setDuplicates] = useState<{
    found: DuplicateClient[];
    request: ClientCreateRequest;
  } | null>(null);

  const create = (request: ClientCreateRequest) => {
    setDuplicates(null);
    createClient.mutate(request, {
      onSuccess: (created) => {
        toast({ title: 'Client created successfully' });
        guard.allowLeaving();
        // The intake's entry gives way to the client's upload page: Back never returns to an emptied form.
        navigate(`/upload/${created.id}`, { replace: true });
      },
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'Failed to create client. Please try again.',
        }),
    });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const request = toCreateRequest(form, values);
    const found = await findDuplicateClients({
      email: request.email,
      givenNames: request.givenNames,
      familyName: request.familyName,
      dob: request.dob ?? '',
      dobIsDefault: request.defaultedFields?.includes('dob') ? 'true' : 'false',
    }).catch(() => []);
    if (found.length > 0) setDuplicates({ found, request });
    else create(request);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto max-w-4xl space-y-6 pb-24">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">New Client Intake</h1>
        <p className="text-muted-foreground">
          Record the client&apos;s details from your first meeting. Fields marked * are required.
        </p>
      </div>
      <PersonalDetailsSection form={form} />
      <ContactSection form={form} />
      <AddressSection form={form} />
      <RelationshipSection form={form} />
      <ResidencyAndHealthSection form={form} />
      <EmploymentSection form={form} />
      <ScopeAndServiceSection form={form} />
      <ConsentsSection form={form} />
      <div className="fixed inset-x-0 bottom-0 z-30 border-t bg-card/95 backdrop-blur">
        <div className="mx-auto flex max-w-4xl items-center justify-end gap-3 px-4 py-3 sm:px-6">
          <Button type="button" variant="outline" asChild>
            <Link to="/dashboard">Cancel</Link>
          </Button>
          <Button type="submit" disabled={createClient.isPending}>
            {createClient.isPending ? 'Creating...' : 'Create Client'}
          </Button>
        </div>
      </div>
      <DuplicateClientDialog
        found={duplicates?.found ?? null}
        creating={createClient.isPending}
        onCancel={() => setDuplicates(null)}
        onCreate={() => duplicates && create(duplicates.request)}
      />
      {guard.dialog}
    </form>
  );
}
