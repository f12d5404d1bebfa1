import { useState } from 'react';
import { useUnsavedChangesGuard } from '@/client/hooks/use-unsaved-changes-guard';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import {
  defaultableFields,
  intakeDefaultDate,
  intakeFormSchema,
  type ClientCreateRequest,
  type DuplicateClient,
} from '@/shared/schemas/client';
import {
  employmentTypeOptions,
  maritalStatusOptions,
  meetingCadenceOptions,
  preferredContactOptions,
  serviceLevelOptions,
  sexOptions,
  smokingStatusOptions,
  stateOptions,
} from '@/shared/options';
import { toOptions } from '@/client/lib/option-labels';
import {
  MobileControl,
  SelectControl,
  TextAreaControl,
  TextControl,
  DateControl,
} from '@/client/components/form-controls';
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
import { intakeDefaults, type IntakeFormInput, type IntakeFormOutput } from './intake-form-context';
import { IntakeSection, WholeNumberField } from './intake-fields';
import { CitizenshipsField, ConsentField, DependantsField, ScopeOfAdviceField } from './intake-list-fields';

const defaultDateHint = 'Default date: not counted until you change it or a document gives it.';
const contactLabels = { email: 'Email', phone: 'Phone', sms: 'SMS', post: 'Post' };
const maritalLabels = { defacto: 'De facto' };
const cadenceLabels = { 'as-needed': 'As needed' };

/** New Client Intake: every client field, grouped the way a first meeting runs. */
export function IntakePage() {
  const navigate = useNavigate();
  const createClient = useCreateClient();
  const form = useForm<IntakeFormInput, unknown, IntakeFormOutput>({
    resolver: zodResolver(intakeFormSchema),
    defaultValues: intakeDefaults,
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const married = useWatch({ control: form.control, name: 'maritalStatus' }) === 'married';
  const common = { control: form.control };
  // Text fields leave the browser's autofill on, except the client's names and email.
  const autofill = { ...common, autoComplete: 'on' };

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

  const onSubmit = form.handleSubmit(async ({ consent: _consent, ...client }) => {
    // The spouse's details only belong to a married client.
    const payload = married
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
        (field === 'dob' || married),
    );
    const request = { ...payload, defaultedFields };
    // The same person twice is flagged before the client is made; the adviser may still go ahead.
    const found = await findDuplicateClients({
      email: request.email,
      givenNames: request.givenNames,
      familyName: request.familyName,
      dob: request.dob ?? '',
      dobIsDefault: defaultedFields.includes('dob') ? 'true' : 'false',
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

      <IntakeSection title="Personal details">
        <TextControl {...common} name="givenNames" label="Given Names *" />
        <TextControl {...common} name="familyName" label="Family Name *" />
        <TextControl {...autofill} name="preferredName" label="Preferred Name" />
        <DateControl
          {...autofill}
          name="dob"
          label="Date of Birth"

          hint={form.formState.dirtyFields.dob ? undefined : defaultDateHint}
        />
        <SelectControl {...common} name="sex" label="Sex" options={toOptions(sexOptions)} />
      </IntakeSection>

      <IntakeSection title="Contact">
        <TextControl {...common} name="email" label="Email *" type="email" />
        <MobileControl {...common} name="mobile" label="Mobile" autoComplete="tel" />
        <SelectControl
          {...common}
          name="preferredContact"
          label="Preferred Contact"
          options={toOptions(preferredContactOptions, contactLabels)}
        />
      </IntakeSection>

      <IntakeSection title="Address">
        <TextControl {...autofill} name="streetAddress" label="Street Address" className="sm:col-span-2" />
        <TextControl {...autofill} name="suburb" label="Suburb" />
        <SelectControl {...common} name="state" label="State" options={toOptions(stateOptions)} />
        <TextControl {...autofill} name="postcode" label="Postcode" />
        <TextControl {...autofill} name="country" label="Country" />
        <TextControl
          {...autofill}
          name="postalAddress"
          label="Postal Address (if different)"
          className="sm:col-span-2"
        />
        <WholeNumberField form={form} name="yearsAtAddress" label="Years at Address" />
      </IntakeSection>

      <IntakeSection title="Relationship and family">
        <SelectControl
          {...common}
          name="maritalStatus"
          label="Marital Status"
          options={toOptions(maritalStatusOptions, maritalLabels)}
        />
        <DateControl {...autofill} name="relationshipDate" label="Relationship Date" />
        <TextAreaControl {...common} name="livingArrangements" label="Living Arrangements" />
        {married && (
          <div
            className="grid gap-4 rounded-md border border-dashed p-4 sm:col-span-2 sm:grid-cols-2"
            data-testid="spouse-section"
          >
            <h3 className="text-sm font-semibold sm:col-span-2">Spouse</h3>
            <TextControl {...autofill} name="spouseGivenNames" label="Spouse Given Names" />
            <TextControl {...autofill} name="spouseFamilyName" label="Spouse Family Name" />
            <DateControl
              {...autofill}
              name="spouseDob"
              label="Spouse Date of Birth"

              hint={form.formState.dirtyFields.spouseDob ? undefined : defaultDateHint}
            />
            <TextControl {...autofill} name="spouseOccupation" label="Spouse Occupation" />
            <TextControl {...autofill} name="spouseEmployer" label="Spouse Employer" />
          </div>
        )}
        <div className="space-y-2 sm:col-span-2">
          <h3 className="text-sm font-semibold">Dependants</h3>
          <DependantsField form={form} />
        </div>
      </IntakeSection>

      <IntakeSection title="Residency and health">
        <TextControl {...autofill} name="countryOfBirth" label="Country of Birth" />
        <CitizenshipsField form={form} />
        <TextControl {...autofill} name="visaStatus" label="Visa Status" />
        <TextControl {...autofill} name="taxResidency" label="Tax Residency" />
        <TextControl {...autofill} name="medicareNumber" label="Medicare Number" />
        <TextControl {...autofill} name="dvaStatus" label="DVA Status" />
        <SelectControl
          {...common}
          name="smokingStatus"
          label="Smoking Status"
          options={toOptions(smokingStatusOptions)}
        />
        <TextAreaControl {...common} name="healthSummary" label="Health Summary" />
        <TextAreaControl {...common} name="hazardousPursuits" label="Hazardous Pursuits" />
      </IntakeSection>

      <IntakeSection title="Employment">
        <TextControl {...autofill} name="occupation" label="Occupation" />
        <TextControl {...autofill} name="employer" label="Employer" />
        <TextControl {...autofill} name="industry" label="Industry" />
        <SelectControl
          {...common}
          name="employmentType"
          label="Employment Type"
          options={toOptions(employmentTypeOptions)}
        />
        <TextControl {...autofill} name="tenure" label="Tenure" />
        <TextControl {...autofill} name="workingHours" label="Working Hours" />
        <TextAreaControl {...common} name="redundancyRisk" label="Redundancy Risk" />
      </IntakeSection>

      <IntakeSection title="Scope of advice and service">
        <ScopeOfAdviceField form={form} />
        <TextAreaControl {...common} name="immediateDeadlines" label="Immediate Deadlines" />
        <SelectControl
          {...common}
          name="serviceLevel"
          label="Service Level"
          options={toOptions(serviceLevelOptions)}
        />
        <SelectControl
          {...common}
          name="meetingCadence"
          label="Meeting Cadence"
          options={toOptions(meetingCadenceOptions, cadenceLabels)}
        />
        <ConsentField
          form={form}
          name="thirdPartyAuthority"
          label="A third party (for example an accountant or family member) is authorised to act for the client."
        />
      </IntakeSection>

      <IntakeSection
        title="Consents"
        description="Privacy notice: the client's personal and financial information is collected to provide financial advice and is handled under the Australian Privacy Principles."
      >
        <ConsentField
          form={form}
          name="consent"
          label="The client consents to the collection of their personal and financial information to provide advice. *"
        />
        <ConsentField
          form={form}
          name="privacyConsent"
          label="The client has read and accepts the privacy notice. *"
        />
        <ConsentField
          form={form}
          name="dataSharing"
          label="The client agrees to their information being shared with product providers where needed to implement advice."
        />
      </IntakeSection>

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
      <Dialog open={duplicates !== null} onOpenChange={(open) => !open && setDuplicates(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>This client may already exist</DialogTitle>
            <DialogDescription>
              Check the existing record before creating another: the same person twice splits their documents
              and Fact Find.
            </DialogDescription>
          </DialogHeader>
          <DuplicateClientsNotice duplicates={duplicates?.found ?? []} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setDuplicates(null)}>
              Cancel
            </Button>
            <Button
              type="button"
              disabled={createClient.isPending}
              onClick={() => duplicates && create(duplicates.request)}
            >
              Create anyway
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {guard.dialog}
    </form>
  );
}
