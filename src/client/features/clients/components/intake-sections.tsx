import { useWatch } from 'react-hook-form';
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
  DateControl,
  MobileControl,
  SelectControl,
  TextAreaControl,
  TextControl,
} from '@/client/components/form-controls';
import { partnerOf, type IntakeForm } from './intake-form-context';
import { IntakeSection, WholeNumberField } from './intake-fields';
import { CitizenshipsField, ConsentField, DependantsField, ScopeOfAdviceField } from './intake-list-fields';

const defaultDateHint = 'Default date: not counted until you change it or a document gives it.';
const contactLabels = { email: 'Email', phone: 'Phone', sms: 'SMS', post: 'Post' };
const maritalLabels = { defacto: 'De facto' };
const cadenceLabels = { 'as-needed': 'As needed' };

type SectionProps = { form: IntakeForm };

/** What every control takes; text fields leave the browser's autofill on, except the client's names and email. */
const controlsOf = (form: IntakeForm) => {
  const common = { control: form.control };
  return { common, autofill: { ...common, autoComplete: 'on' } };
};

export function PersonalDetailsSection({ form }: SectionProps) {
  const { common, autofill } = controlsOf(form);
  return (
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
  );
}

export function ContactSection({ form }: SectionProps) {
  const { common } = controlsOf(form);
  return (
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
  );
}

export function AddressSection({ form }: SectionProps) {
  const { common, autofill } = controlsOf(form);
  return (
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
  );
}

/**
 * The partner's details: a spouse (married) or a de facto partner, the same fields of the record's partner
 * section (spouseGivenNames…), named as the adviser chose the relationship.
 */
function PartnerFields({ form, partner }: SectionProps & { partner: 'Spouse' | 'Partner' }) {
  const { autofill } = controlsOf(form);
  return (
    <div
      className="grid gap-4 rounded-md border border-dashed p-4 sm:col-span-2 sm:grid-cols-2"
      data-testid="spouse-section"
    >
      <h3 className="text-sm font-semibold sm:col-span-2">
        {partner === 'Spouse' ? 'Spouse' : 'De facto partner'}
      </h3>
      <TextControl {...autofill} name="spouseGivenNames" label={`${partner} Given Names`} />
      <TextControl {...autofill} name="spouseFamilyName" label={`${partner} Family Name`} />
      <DateControl
        {...autofill}
        name="spouseDob"
        label={`${partner} Date of Birth`}
        hint={form.formState.dirtyFields.spouseDob ? undefined : defaultDateHint}
      />
      <TextControl {...autofill} name="spouseOccupation" label={`${partner} Occupation`} />
      <TextControl {...autofill} name="spouseEmployer" label={`${partner} Employer`} />
    </div>
  );
}

export function RelationshipSection({ form }: SectionProps) {
  const { common, autofill } = controlsOf(form);
  const partner = partnerOf(useWatch({ control: form.control, name: 'maritalStatus' }));
  return (
    <IntakeSection title="Relationship and family">
      <SelectControl
        {...common}
        name="maritalStatus"
        label="Marital Status"
        options={toOptions(maritalStatusOptions, maritalLabels)}
      />
      <DateControl {...autofill} name="relationshipDate" label="Relationship Date" />
      <TextAreaControl {...common} name="livingArrangements" label="Living Arrangements" />
      {partner && <PartnerFields form={form} partner={partner} />}
      <div className="space-y-2 sm:col-span-2">
        <h3 className="text-sm font-semibold">Dependants</h3>
        <DependantsField form={form} />
      </div>
    </IntakeSection>
  );
}

export function ResidencyAndHealthSection({ form }: SectionProps) {
  const { common, autofill } = controlsOf(form);
  return (
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
  );
}

export function EmploymentSection({ form }: SectionProps) {
  const { common, autofill } = controlsOf(form);
  return (
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
  );
}

export function ScopeAndServiceSection({ form }: SectionProps) {
  const { common } = controlsOf(form);
  return (
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
  );
}

export function ConsentsSection({ form }: SectionProps) {
  return (
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
  );
}
