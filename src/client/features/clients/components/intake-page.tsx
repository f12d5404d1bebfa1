import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { intakeFormSchema } from '@/shared/schemas/client';
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
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { useCreateClient } from '../api/create-client';
import { intakeDefaults, type IntakeFormInput, type IntakeFormOutput } from './intake-form-context';
import {
  IntakeSection,
  MobileField,
  SelectField,
  TextAreaField,
  TextField,
  WholeNumberField,
} from './intake-fields';
import { CitizenshipsField, ConsentField, DependantsField, ScopeOfAdviceField } from './intake-list-fields';

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
  const married = useWatch({ control: form.control, name: 'maritalStatus' }) === 'married';

  const onSubmit = form.handleSubmit(({ consent: _consent, ...client }) => {
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
    createClient.mutate(payload, {
      onSuccess: (created) => {
        toast({ title: 'Client created successfully' });
        navigate(`/upload/${created.id}`);
      },
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'Failed to create client. Please try again.',
        }),
    });
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
        <TextField form={form} name="givenNames" label="Given Names *" autoComplete="off" />
        <TextField form={form} name="familyName" label="Family Name *" autoComplete="off" />
        <TextField form={form} name="preferredName" label="Preferred Name" />
        <TextField form={form} name="dob" label="Date of Birth" type="date" />
        <SelectField form={form} name="sex" label="Sex" options={toOptions(sexOptions)} />
      </IntakeSection>

      <IntakeSection title="Contact">
        <TextField form={form} name="email" label="Email *" type="email" autoComplete="off" />
        <MobileField form={form} name="mobile" label="Mobile" />
        <SelectField
          form={form}
          name="preferredContact"
          label="Preferred Contact"
          options={toOptions(preferredContactOptions, contactLabels)}
          placeholder={undefined}
        />
      </IntakeSection>

      <IntakeSection title="Address">
        <TextField form={form} name="streetAddress" label="Street Address" className="sm:col-span-2" />
        <TextField form={form} name="suburb" label="Suburb" />
        <SelectField form={form} name="state" label="State" options={toOptions(stateOptions)} />
        <TextField form={form} name="postcode" label="Postcode" />
        <TextField form={form} name="country" label="Country" />
        <TextField
          form={form}
          name="postalAddress"
          label="Postal Address (if different)"
          className="sm:col-span-2"
        />
        <WholeNumberField form={form} name="yearsAtAddress" label="Years at Address" />
      </IntakeSection>

      <IntakeSection title="Relationship and family">
        <SelectField
          form={form}
          name="maritalStatus"
          label="Marital Status"
          options={toOptions(maritalStatusOptions, maritalLabels)}
        />
        <TextField form={form} name="relationshipDate" label="Relationship Date" type="date" />
        <TextAreaField form={form} name="livingArrangements" label="Living Arrangements" />
        {married && (
          <div
            className="grid gap-4 rounded-md border border-dashed p-4 sm:col-span-2 sm:grid-cols-2"
            data-testid="spouse-section"
          >
            <h3 className="text-sm font-semibold sm:col-span-2">Spouse</h3>
            <TextField form={form} name="spouseGivenNames" label="Spouse Given Names" />
            <TextField form={form} name="spouseFamilyName" label="Spouse Family Name" />
            <TextField form={form} name="spouseDob" label="Spouse Date of Birth" type="date" />
            <TextField form={form} name="spouseOccupation" label="Spouse Occupation" />
            <TextField form={form} name="spouseEmployer" label="Spouse Employer" />
          </div>
        )}
        <div className="space-y-2 sm:col-span-2">
          <h3 className="text-sm font-semibold">Dependants</h3>
          <DependantsField form={form} />
        </div>
      </IntakeSection>

      <IntakeSection title="Residency and health">
        <TextField form={form} name="countryOfBirth" label="Country of Birth" />
        <CitizenshipsField form={form} />
        <TextField form={form} name="visaStatus" label="Visa Status" />
        <TextField form={form} name="taxResidency" label="Tax Residency" />
        <TextField form={form} name="medicareNumber" label="Medicare Number" />
        <TextField form={form} name="dvaStatus" label="DVA Status" />
        <SelectField
          form={form}
          name="smokingStatus"
          label="Smoking Status"
          options={toOptions(smokingStatusOptions)}
        />
        <TextAreaField form={form} name="healthSummary" label="Health Summary" />
        <TextAreaField form={form} name="hazardousPursuits" label="Hazardous Pursuits" />
      </IntakeSection>

      <IntakeSection title="Employment">
        <TextField form={form} name="occupation" label="Occupation" />
        <TextField form={form} name="employer" label="Employer" />
        <TextField form={form} name="industry" label="Industry" />
        <SelectField
          form={form}
          name="employmentType"
          label="Employment Type"
          options={toOptions(employmentTypeOptions)}
        />
        <TextField form={form} name="tenure" label="Tenure" />
        <TextField form={form} name="workingHours" label="Working Hours" />
        <TextAreaField form={form} name="redundancyRisk" label="Redundancy Risk" />
      </IntakeSection>

      <IntakeSection title="Scope of advice and service">
        <ScopeOfAdviceField form={form} />
        <TextAreaField form={form} name="immediateDeadlines" label="Immediate Deadlines" />
        <SelectField
          form={form}
          name="serviceLevel"
          label="Service Level"
          options={toOptions(serviceLevelOptions)}
        />
        <SelectField
          form={form}
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
    </form>
  );
}
