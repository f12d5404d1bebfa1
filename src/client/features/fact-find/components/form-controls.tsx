import { Controller, type Control, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '@/client/components/form-field';
import { Input } from '@/client/components/ui/input';
import { NativeSelect, type NativeSelectOption } from '@/client/components/ui/native-select';
import { Textarea } from '@/client/components/ui/textarea';
import { MoneyInput } from './money-input';

type ControlProps<T extends FieldValues> = {
  control: Control<T>;
  errors: FieldErrors<T>;
  name: Path<T>;
  label: string;
  /** Prefixes the element id, so two forms on a page never share ids. */
  idPrefix: string;
  className?: string;
};

function errorAt<T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>) {
  return errors[name] as { message?: string } | undefined;
}

export function TextControl<T extends FieldValues>({
  control,
  errors,
  name,
  label,
  idPrefix,
  className,
  type = 'text',
  placeholder,
}: ControlProps<T> & { type?: 'text' | 'date'; placeholder?: string }) {
  const id = `${idPrefix}-${name}`;
  const error = errorAt(errors, name);
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <Controller
        control={control}
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

export function TextAreaControl<T extends FieldValues>({
  control,
  errors,
  name,
  label,
  idPrefix,
  className,
}: ControlProps<T>) {
  const id = `${idPrefix}-${name}`;
  const error = errorAt(errors, name);
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Textarea
            id={id}
            rows={2}
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

export function MoneyControl<T extends FieldValues>({
  control,
  errors,
  name,
  label,
  idPrefix,
  className,
}: ControlProps<T>) {
  const id = `${idPrefix}-${name}`;
  const error = errorAt(errors, name);
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <MoneyInput
            id={id}
            aria-invalid={Boolean(error)}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value as string | number | null | undefined}
            onChange={field.onChange}
          />
        )}
      />
    </FormField>
  );
}

export function SelectControl<T extends FieldValues>({
  control,
  errors,
  name,
  label,
  idPrefix,
  className,
  options,
  placeholder,
}: ControlProps<T> & { options: readonly NativeSelectOption[]; placeholder?: string }) {
  const id = `${idPrefix}-${name}`;
  const error = errorAt(errors, name);
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <Controller
        control={control}
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
