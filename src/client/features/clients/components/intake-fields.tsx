import type { ReactNode } from 'react';
import { FormField } from '@/client/components/form-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { errorOf, type IntakeForm, type IntakeFormInput } from './intake-form-context';

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

export function WholeNumberField({
  form,
  name,
  label,
}: {
  form: IntakeForm;
  name: keyof IntakeFormInput & string;
  label: string;
}) {
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
        {...form.register(name, {
          // Empty (or the form's null default, which react-hook-form also passes through here) is not 0.
          setValueAs: (value: unknown) =>
            value === '' || value === null || value === undefined ? null : Number(value),
        })}
      />
    </FormField>
  );
}
