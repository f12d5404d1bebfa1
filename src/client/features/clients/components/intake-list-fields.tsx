import { useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { Plus, Trash2, X } from 'lucide-react';
import { DateInput } from '@/client/components/date-input';
import { ScopeOfAdviceCheckboxes } from '@/client/components/scope-of-advice-checkboxes';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { FormMessage } from '@/client/components/ui/form-message';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { errorOf, type IntakeForm } from './intake-form-context';

/** 'Areas of Advice Required *': a multi-select shown as a grid of toggles. */
export function ScopeOfAdviceField({ form }: { form: IntakeForm }) {
  const error = errorOf(form, 'scopeOfAdvice');
  return (
    <fieldset
      className="space-y-3 sm:col-span-2"
      aria-describedby={error ? 'scopeOfAdvice-error' : undefined}
    >
      <legend className="text-sm font-medium">Areas of Advice Required *</legend>
      <Controller
        control={form.control}
        name="scopeOfAdvice"
        render={({ field }) => (
          <ScopeOfAdviceCheckboxes
            value={field.value}
            onChange={field.onChange}
            idPrefix="scope"
            inputRef={field.ref}
          />
        )}
      />
      <FormMessage id="scopeOfAdvice-error" error={error} />
    </fieldset>
  );
}

/** Citizenships: a list of countries, added one at a time. */
export function CitizenshipsField({ form }: { form: IntakeForm }) {
  const [draft, setDraft] = useState('');
  return (
    <Controller
      control={form.control}
      name="citizenships"
      render={({ field }) => {
        const list = field.value ?? [];
        const add = () => {
          const country = draft.trim();
          if (country && !list.includes(country)) field.onChange([...list, country]);
          setDraft('');
        };
        return (
          <div className="space-y-2">
            <Label htmlFor="citizenship-draft">Citizenships</Label>
            <div className="flex gap-2">
              <Input
                id="citizenship-draft"
                value={draft}
                placeholder="e.g. Australia"
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    add();
                  }
                }}
              />
              <Button type="button" variant="outline" onClick={add} disabled={!draft.trim()}>
                Add
              </Button>
            </div>
            {list.length > 0 && (
              <ul className="flex flex-wrap gap-2" aria-label="Citizenships">
                {list.map((country) => (
                  <li
                    key={country}
                    className="flex items-center gap-1 rounded-full bg-secondary py-1 pl-3 pr-1 text-sm"
                  >
                    {country}
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-6 rounded-full"
                      aria-label={`Remove ${country}`}
                      onClick={() => field.onChange(list.filter((c) => c !== country))}
                    >
                      <X className="size-3" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      }}
    />
  );
}

/** Dependants: a small repeatable list of name, date of birth and relationship. */
export function DependantsField({ form }: { form: IntakeForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'dependants' });
  return (
    <div className="space-y-3 sm:col-span-2">
      {fields.length === 0 && <p className="text-sm text-muted-foreground">No dependants added.</p>}
      {fields.map((item, index) => (
        <div
          key={item.id}
          className="grid items-end gap-3 rounded-md border p-3 sm:grid-cols-[2fr_1.2fr_1.2fr_auto]"
        >
          <div className="space-y-2">
            <Label htmlFor={`dependants.${index}.name`}>Dependant name</Label>
            <Input id={`dependants.${index}.name`} {...form.register(`dependants.${index}.name`)} />
            <FormMessage error={errorOf(form, `dependants.${index}.name`)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`dependants.${index}.dateOfBirth`}>Date of birth</Label>
            <Controller
              control={form.control}
              name={`dependants.${index}.dateOfBirth`}
              render={({ field }) => (
                <DateInput
                  id={`dependants.${index}.dateOfBirth`}
                  name={field.name}
                  ref={field.ref}
                  value={field.value as string | null | undefined}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
            <FormMessage error={errorOf(form, `dependants.${index}.dateOfBirth`)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`dependants.${index}.relationship`}>Relationship</Label>
            <Input
              id={`dependants.${index}.relationship`}
              placeholder="e.g. Son"
              {...form.register(`dependants.${index}.relationship`)}
            />
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove dependant ${index + 1}`}
            onClick={() => remove(index)}
          >
            <Trash2 className="size-4" />
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => append({ name: '', dateOfBirth: '', relationship: '' })}
      >
        <Plus className="size-4" /> Add dependant
      </Button>
    </div>
  );
}

type ConsentName = 'consent' | 'privacyConsent' | 'dataSharing' | 'thirdPartyAuthority';

/** A consent checkbox with its statement and, when refused, the specification's message. */
export function ConsentField({ form, name, label }: { form: IntakeForm; name: ConsentName; label: string }) {
  const error = errorOf(form, name);
  return (
    <div className="space-y-1 sm:col-span-2">
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <div className="flex items-start gap-3 rounded-md border p-3">
            <Checkbox
              id={name}
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={(value) => field.onChange(value === true)}
              aria-invalid={Boolean(error)}
              className="mt-0.5"
            />
            <Label htmlFor={name} className="font-normal leading-relaxed">
              {label}
            </Label>
          </div>
        )}
      />
      <FormMessage error={error} />
    </div>
  );
}
