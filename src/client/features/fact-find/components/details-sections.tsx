import { useContext, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Home, Info, Search, Users } from 'lucide-react';
import { formatAddress, hasResearchableAddress } from '@/shared/format/address';
import { formatMoney } from '@/shared/format/money';
import type { PropertyValueEstimate } from '@/shared/schemas/fact-find';
import { stateOptions } from '@/shared/options';
import { serverMessage } from '@/client/lib/api-client';
import { toOptions } from '@/client/lib/option-labels';
import {
  DateControl,
  FieldNotes,
  MobileControl,
  SelectControl,
  TextControl,
} from '@/client/components/form-controls';
import { MoneyInput } from '@/client/components/money-input';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Checkbox } from '@/client/components/ui/checkbox';
import { Label } from '@/client/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/client/components/ui/radio-group';
import { Switch } from '@/client/components/ui/switch';
import { toast } from '@/client/components/ui/use-toast';
import { useResearchPropertyValue } from '../api/fact-find';
import type { DetailsForm } from '../lib/details-form';

const stateChoices = toOptions(stateOptions, Object.fromEntries(stateOptions.map((code) => [code, code])));

/** The intake's default date of birth while it is still the value: not a fact until confirmed or read. */
export type DefaultedDob = { value: string; onConfirm: () => Promise<void> };

function DefaultDobNotice({ form, defaultedDob }: { form: DetailsForm; defaultedDob: DefaultedDob }) {
  const dob = useWatch({ control: form.control, name: 'dob' });
  const [busy, setBusy] = useState(false);
  if (dob !== defaultedDob.value) return null;
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900 sm:col-span-2"
      data-testid="default-dob"
    >
      <Info className="size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        The date of birth is the intake&apos;s default: it is not counted or printed until you confirm it or a
        document gives it.
      </span>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void defaultedDob.onConfirm().finally(() => setBusy(false));
        }}
      >
        Confirm date of birth
      </Button>
    </div>
  );
}

export function PersonalInformationCard({
  form,
  couple,
  onCoupleChange,
  defaultedDob,
}: {
  form: DetailsForm;
  couple: boolean;
  onCoupleChange: (couple: boolean) => void;
  defaultedDob?: DefaultedDob | null;
}) {
  const common = { control: form.control };
  return (
    <Card id="personal-information">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>Personal Information</CardTitle>
          <CardDescription>The client&apos;s details as they appear on their documents.</CardDescription>
        </div>
        <div className="flex items-center gap-2 rounded-full border bg-muted/50 px-3 py-1.5 text-sm">
          <Label htmlFor="couple-mode" className={couple ? 'text-muted-foreground' : 'font-semibold'}>
            Individual
          </Label>
          <Switch id="couple-mode" checked={couple} onCheckedChange={onCoupleChange} aria-label="Couple" />
          <span className={couple ? 'font-semibold' : 'text-muted-foreground'} aria-hidden="true">
            Couple
          </span>
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextControl {...common} name="givenNames" label="Given Names *" />
          <TextControl {...common} name="familyName" label="Family Name *" />
          <DateControl {...common} name="dob" label="Date of Birth" />
          {defaultedDob && <DefaultDobNotice form={form} defaultedDob={defaultedDob} />}
          <TextControl {...common} name="email" label="Email *" type="email" />
          <MobileControl {...common} name="mobile" label="Mobile" />
          <TextControl {...common} name="occupation" label="Occupation" />
          <TextControl {...common} name="employer" label="Employer" className="sm:col-span-2" />
        </div>
        {couple && (
          <section
            aria-labelledby="partner-information"
            className="space-y-4 rounded-lg border border-dashed bg-muted/30 p-4"
            data-testid="partner-information"
          >
            <h3 id="partner-information" className="flex items-center gap-2 font-semibold">
              <Users className="size-4 text-primary" aria-hidden="true" /> Partner Information
            </h3>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextControl {...common} name="spouseGivenNames" label="Partner Given Names" />
              <TextControl {...common} name="spouseFamilyName" label="Partner Family Name" />
              <DateControl {...common} name="spouseDob" label="Partner Date of Birth" />
              <TextControl {...common} name="spouseEmail" label="Partner Email" type="email" />
              <MobileControl {...common} name="spouseMobile" label="Partner Mobile" />
              <TextControl {...common} name="spouseOccupation" label="Partner Occupation" />
              <TextControl
                {...common}
                name="spouseEmployer"
                label="Partner Employer"
                className="sm:col-span-2"
              />
            </div>
          </section>
        )}
      </CardContent>
    </Card>
  );
}

export function AddressCards({ form }: { form: DetailsForm }) {
  const sameAsResidential = useWatch({ control: form.control, name: 'postalSameAsResidential' });
  const common = { control: form.control };
  return (
    <>
      <Card id="residential-address">
        <CardHeader>
          <CardTitle>Residential Address</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <TextControl {...common} name="streetAddress" label="Street Address" className="sm:col-span-2" />
          <TextControl {...common} name="suburb" label="Suburb" />
          <div className="grid grid-cols-2 gap-4">
            <SelectControl {...common} name="state" label="State" options={stateChoices} />
            <TextControl {...common} name="postcode" label="Postcode" />
          </div>
        </CardContent>
      </Card>
      <Card id="postal-address">
        <CardHeader>
          <CardTitle>Postal Address</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <Controller
            control={form.control}
            name="postalSameAsResidential"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Checkbox
                  id="postalSameAsResidential"
                  ref={field.ref}
                  checked={field.value !== false}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
                <Label htmlFor="postalSameAsResidential" className="font-normal">
                  Same as residential address
                </Label>
              </div>
            )}
          />
          {sameAsResidential === false && (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextControl
                {...common}
                name="postalAddress"
                label="Postal Address"
                className="sm:col-span-2"
              />
              <TextControl {...common} name="postalSuburb" label="Postal Suburb" />
              <div className="grid grid-cols-2 gap-4">
                <SelectControl {...common} name="postalState" label="Postal State" options={stateChoices} />
                <TextControl {...common} name="postalPostcode" label="Postal Postcode" />
              </div>
            </div>
          )}
        </CardContent>
      </Card>
    </>
  );
}

export function PropertyCard({ form }: { form: DetailsForm }) {
  const ownership = useWatch({ control: form.control, name: 'propertyOwnership' });
  const ownershipNote = useContext(FieldNotes).get('propertyOwnership');
  const basis = useWatch({ control: form.control, name: 'propertyValueBasis' });
  const research = useResearchPropertyValue();
  const [estimate, setEstimate] = useState<PropertyValueEstimate | null>(null);
  const error = form.formState.errors.propertyValue;

  const onResearch = () => {
    const address = form.getValues(['streetAddress', 'suburb', 'state', 'postcode']);
    const parts = { streetAddress: address[0], suburb: address[1], state: address[2], postcode: address[3] };
    if (!hasResearchableAddress(parts)) {
      toast({
        variant: 'destructive',
        title: 'Address Required',
        description: 'Please ensure a complete address is available before researching property value',
      });
      return;
    }
    research.mutate(formatAddress(parts), {
      onSuccess: (result) => {
        setEstimate(result);
        form.setValue('propertyValue', String(result.estimatedValue), { shouldDirty: true });
        form.setValue('propertyValueBasis', 'indicative-median', { shouldDirty: true });
        toast({
          title: 'Property Value Researched',
          description: `Estimated value: ${formatMoney(result.estimatedValue)} (indicative only)`,
        });
      },
      onError: (failure) => {
        console.error('Property research failed:', serverMessage(failure, String(failure)));
        toast({
          variant: 'destructive',
          title: 'Research Failed',
          description: 'Could not research property value. Please enter manually.',
        });
      },
    });
  };

  return (
    <Card id="property">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Home className="size-5 text-primary" aria-hidden="true" /> Property
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">Property Ownership</legend>
          <Controller
            control={form.control}
            name="propertyOwnership"
            render={({ field }) => (
              <RadioGroup
                value={field.value ?? ''}
                onValueChange={field.onChange}
                className="flex flex-wrap gap-3"
                aria-label="Property Ownership"
              >
                {(['own', 'rent'] as const).map((value) => (
                  <label
                    key={value}
                    htmlFor={`ownership-${value}`}
                    className="flex cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent"
                  >
                    <RadioGroupItem id={`ownership-${value}`} value={value} />
                    {value === 'own' ? 'Own' : 'Rent'}
                  </label>
                ))}
              </RadioGroup>
            )}
          />
          {ownership === undefined ? (
            <p className="text-xs text-muted-foreground" data-testid="ownership-unanswered">
              Not answered yet: choose Own or Rent.
            </p>
          ) : (
            ownershipNote && <div className="text-xs text-muted-foreground">{ownershipNote}</div>
          )}
        </fieldset>
        {ownership === 'own' && (
          <div className="space-y-2">
            <Label htmlFor="propertyValue">Property Value</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Controller
                control={form.control}
                name="propertyValue"
                render={({ field }) => (
                  <MoneyInput
                    id="propertyValue"
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={field.value as string}
                    onChange={(digits) => {
                      setEstimate(null);
                      // A figure typed by the adviser is theirs, not the researched median.
                      form.setValue('propertyValueBasis', null, { shouldDirty: true });
                      field.onChange(digits);
                    }}
                    aria-invalid={Boolean(error)}
                    className="sm:max-w-xs"
                  />
                )}
              />
              <Button type="button" variant="outline" onClick={onResearch} disabled={research.isPending}>
                <Search className="size-4" aria-hidden="true" />
                {research.isPending ? 'Researching...' : 'Research Value'}
              </Button>
            </div>
            {error?.message && <p className="text-sm font-medium text-destructive">{error.message}</p>}
            {basis === 'indicative-median' && !estimate && (
              <p className="text-sm text-muted-foreground" data-testid="property-value-basis">
                Indicative median (not a valuation)
              </p>
            )}
            {estimate && (
              <p
                className="flex gap-2 rounded-md bg-accent/60 p-3 text-sm text-accent-foreground"
                data-testid="property-estimate"
              >
                <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  {estimate.basis} Range {formatMoney(estimate.low)} to {formatMoney(estimate.high)}. Source:{' '}
                  {estimate.source}.
                </span>
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
