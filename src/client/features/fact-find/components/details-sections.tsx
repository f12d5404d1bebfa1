import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Home, Info, Search, Users } from 'lucide-react';
import { formatAddress, hasResearchableAddress } from '@/shared/format/address';
import { formatMoney } from '@/shared/format/money';
import type { PropertyValueEstimate } from '@/shared/schemas/fact-find';
import { stateOptions } from '@/shared/options';
import { serverMessage } from '@/client/lib/api-client';
import { toOptions } from '@/client/lib/option-labels';
import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Checkbox } from '@/client/components/ui/checkbox';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { RadioGroup, RadioGroupItem } from '@/client/components/ui/radio-group';
import { Switch } from '@/client/components/ui/switch';
import { toast } from '@/client/components/ui/use-toast';
import { useResearchPropertyValue } from '../api/fact-find';
import type { DetailsForm, DetailsFormValues } from '../lib/details-form';
import { MobileInput } from './mobile-input';
import { MoneyInput } from './money-input';

type Name = keyof DetailsFormValues & string;

function errorOf(form: DetailsForm, name: Name) {
  return form.formState.errors[name] as { message?: string } | undefined;
}

function TextField({
  form,
  name,
  label,
  type = 'text',
  className,
  autoComplete = 'off',
}: {
  form: DetailsForm;
  name: Name;
  label: string;
  type?: 'text' | 'email' | 'date';
  className?: string;
  autoComplete?: string;
}) {
  const error = errorOf(form, name);
  return (
    <FormField id={name} label={label} error={error} className={className}>
      <Input
        id={name}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${name}-error` : undefined}
        {...form.register(name)}
      />
    </FormField>
  );
}

function MobileField({
  form,
  name,
  label,
}: {
  form: DetailsForm;
  name: 'mobile' | 'spouseMobile';
  label: string;
}) {
  const error = errorOf(form, name);
  return (
    <FormField id={name} label={label} error={error}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <MobileInput
            id={name}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            aria-invalid={Boolean(error)}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
    </FormField>
  );
}

function StateField({
  form,
  name,
  label,
}: {
  form: DetailsForm;
  name: 'state' | 'postalState';
  label: string;
}) {
  const error = errorOf(form, name);
  return (
    <FormField id={name} label={label} error={error}>
      <NativeSelect
        id={name}
        options={toOptions(stateOptions, Object.fromEntries(stateOptions.map((code) => [code, code])))}
        placeholder="Select..."
        aria-invalid={Boolean(error)}
        {...form.register(name)}
      />
    </FormField>
  );
}

export function PersonalInformationCard({
  form,
  couple,
  onCoupleChange,
}: {
  form: DetailsForm;
  couple: boolean;
  onCoupleChange: (couple: boolean) => void;
}) {
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
          <TextField form={form} name="givenNames" label="Given Names *" />
          <TextField form={form} name="familyName" label="Family Name *" />
          <TextField form={form} name="dob" label="Date of Birth" type="date" />
          <TextField form={form} name="email" label="Email *" type="email" />
          <MobileField form={form} name="mobile" label="Mobile" />
          <TextField form={form} name="occupation" label="Occupation" />
          <TextField form={form} name="employer" label="Employer" className="sm:col-span-2" />
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
              <TextField form={form} name="spouseGivenNames" label="Partner Given Names" />
              <TextField form={form} name="spouseFamilyName" label="Partner Family Name" />
              <TextField form={form} name="spouseDob" label="Partner Date of Birth" type="date" />
              <TextField form={form} name="spouseEmail" label="Partner Email" type="email" />
              <MobileField form={form} name="spouseMobile" label="Partner Mobile" />
              <TextField form={form} name="spouseOccupation" label="Partner Occupation" />
              <TextField
                form={form}
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
  return (
    <>
      <Card id="residential-address">
        <CardHeader>
          <CardTitle>Residential Address</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="streetAddress" label="Street Address" className="sm:col-span-2" />
          <TextField form={form} name="suburb" label="Suburb" />
          <div className="grid grid-cols-2 gap-4">
            <StateField form={form} name="state" label="State" />
            <TextField form={form} name="postcode" label="Postcode" />
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
              <TextField form={form} name="postalAddress" label="Postal Address" className="sm:col-span-2" />
              <TextField form={form} name="postalSuburb" label="Postal Suburb" />
              <div className="grid grid-cols-2 gap-4">
                <StateField form={form} name="postalState" label="Postal State" />
                <TextField form={form} name="postalPostcode" label="Postal Postcode" />
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
  const research = useResearchPropertyValue();
  const [estimate, setEstimate] = useState<PropertyValueEstimate | null>(null);
  const error = errorOf(form, 'propertyValue');

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
                value={field.value ?? 'rent'}
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
