import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { formatMobile } from '@/shared/format/mobile';
import { FormField } from '@/client/components/form-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { NativeSelect, type NativeSelectOption } from '@/client/components/ui/native-select';
import { Textarea } from '@/client/components/ui/textarea';
import { errorOf, type IntakeForm, type IntakeFormInput } from './intake-form-context';

type FieldName = keyof IntakeFormInput & string;
type FieldProps = { form: IntakeForm; name: FieldName; label: string; className?: string };

export function IntakeSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

export function TextField({
  form,
  name,
  label,
  className,
  type = 'text',
  autoComplete,
}: FieldProps & { type?: 'text' | 'email' | 'date'; autoComplete?: string }) {
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

export function TextAreaField({ form, name, label, className }: FieldProps) {
  const error = errorOf(form, name);
  return (
    <FormField id={name} label={label} error={error} className={className ?? 'sm:col-span-2'}>
      <Textarea id={name} rows={3} aria-invalid={Boolean(error)} {...form.register(name)} />
    </FormField>
  );
}

export function SelectField({
  form,
  name,
  label,
  options,
  className,
  placeholder = 'Select...',
}: FieldProps & { options: readonly NativeSelectOption[]; placeholder?: string }) {
  const error = errorOf(form, name);
  return (
    <FormField id={name} label={label} error={error} className={className}>
      <NativeSelect
        id={name}
        options={options}
        placeholder={placeholder}
        aria-invalid={Boolean(error)}
        {...form.register(name)}
      />
    </FormField>
  );
}

/** Shows 04xx xxx xxx as the adviser types; the server stores digits only. */
export function MobileField({ form, name, label }: FieldProps) {
  const error = errorOf(form, name);
  return (
    <FormField id={name} label={label} error={error}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Input
            id={name}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="04xx xxx xxx"
            aria-invalid={Boolean(error)}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(event) => field.onChange(formatMobile(event.target.value))}
          />
        )}
      />
    </FormField>
  );
}

export function WholeNumberField({ form, name, label }: FieldProps) {
  const error = errorOf(form, name);
  return (
    <FormField id={name} label={label} error={error}>
      <Input
        id={name}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        aria-invalid={Boolean(error)}
        {...form.register(name, { setValueAs: (value: string) => (value === '' ? null : Number(value)) })}
      />
    </FormField>
  );
}
