import type { ReactNode } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { formatMoneyInput, parseMoneyInput } from '@/shared/format/money';
import { cn } from '@/client/lib/cn';
import { FormField } from '@/client/components/form-field';
import { Input } from '@/client/components/ui/input';
import { NativeSelect, type NativeSelectOption } from '@/client/components/ui/native-select';
import { RadioGroup, RadioGroupItem } from '@/client/components/ui/radio-group';
import { Textarea } from '@/client/components/ui/textarea';
import type { QuestionnaireForm, QuestionnaireFormInput } from './questionnaire-form';

export type FieldName = FieldPath<QuestionnaireFormInput>;

type FieldProps = {
  form: QuestionnaireForm;
  name: FieldName;
  label: string;
  className?: string;
  hint?: string;
};

const idOf = (name: string) => `q-${name.replace(/\./g, '-')}`;

/** The message of a field at any depth ("assets.0.description"). */
export function errorAt(form: QuestionnaireForm, name: string): { message?: string } | undefined {
  let node: unknown = form.formState.errors;
  for (const part of name.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node as { message?: string } | undefined;
}

export function TextInputField({
  form,
  name,
  label,
  className,
  hint,
  type = 'text',
  placeholder,
}: FieldProps & { type?: 'text' | 'date'; placeholder?: string }) {
  const id = idOf(name);
  const error = errorAt(form, name);
  return (
    <FormField id={id} label={label} error={error} className={className} hint={hint}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Input
            id={id}
            type={type}
            autoComplete="off"
            placeholder={placeholder}
            aria-invalid={Boolean(error)}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={(field.value as string | null | undefined) ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
          />
        )}
      />
    </FormField>
  );
}

export function TextAreaField({
  form,
  name,
  label,
  className,
  hint,
  placeholder,
}: FieldProps & { placeholder?: string }) {
  const id = idOf(name);
  const error = errorAt(form, name);
  return (
    <FormField id={id} label={label} error={error} className={cn('sm:col-span-2', className)} hint={hint}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Textarea
            id={id}
            rows={3}
            placeholder={placeholder}
            aria-invalid={Boolean(error)}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={(field.value as string | null | undefined) ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
          />
        )}
      />
    </FormField>
  );
}

/** "$1,234" as typed; digits only kept (specification section 5). */
export function MoneyField({ form, name, label, className, hint }: FieldProps) {
  const id = idOf(name);
  const error = errorAt(form, name);
  return (
    <FormField id={id} label={label} error={error} className={className} hint={hint}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Input
            id={id}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="$0"
            aria-invalid={Boolean(error)}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={formatMoneyInput(String(field.value ?? ''))}
            onChange={(event) => field.onChange(parseMoneyInput(event.target.value))}
          />
        )}
      />
    </FormField>
  );
}

export function SelectField({
  form,
  name,
  label,
  className,
  options,
  placeholder = 'Select...',
}: FieldProps & { options: readonly NativeSelectOption[]; placeholder?: string | undefined }) {
  const id = idOf(name);
  const error = errorAt(form, name);
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <NativeSelect
            id={id}
            options={options}
            placeholder={placeholder}
            aria-invalid={Boolean(error)}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={(field.value as string | null | undefined) ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
          />
        )}
      />
    </FormField>
  );
}

/** A choice shown as cards with a description each: the shape of the risk profile questions. */
export function ChoiceField({
  form,
  name,
  label,
  options,
}: {
  form: QuestionnaireForm;
  name: FieldName;
  label: string;
  options: { value: string; label: string; description?: ReactNode }[];
}) {
  const error = errorAt(form, name);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">{label}</legend>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <RadioGroup
            value={(field.value as string | null | undefined) ?? ''}
            onValueChange={field.onChange}
            className="grid gap-2 sm:grid-cols-2"
            aria-label={label}
          >
            {options.map((option) => {
              const id = `${idOf(name)}-${option.value}`;
              return (
                <label
                  key={option.value}
                  htmlFor={id}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-muted has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent"
                >
                  <RadioGroupItem id={id} value={option.value} className="mt-0.5" />
                  <span>
                    <span className="block font-medium">{option.label}</span>
                    {option.description && (
                      <span className="block text-muted-foreground">{option.description}</span>
                    )}
                  </span>
                </label>
              );
            })}
          </RadioGroup>
        )}
      />
      {error?.message && <p className="text-sm font-medium text-destructive">{error.message}</p>}
    </fieldset>
  );
}
