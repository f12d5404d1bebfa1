import { createContext, useContext, type ChangeEvent, type ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type RefCallBack,
} from 'react-hook-form';
import { cn } from '@/client/lib/cn';
import { FormField } from '@/client/components/form-field';
import { DateInput } from '@/client/components/date-input';
import { MobileInput } from '@/client/components/mobile-input';
import { MoneyInput } from '@/client/components/money-input';
import { Input } from '@/client/components/ui/input';
import { NativeSelect, type NativeSelectOption } from '@/client/components/ui/native-select';
import { Textarea } from '@/client/components/ui/textarea';

/** What every field control takes: the form's control, the field's name and how it is labelled. */
export type FieldControlProps<T extends FieldValues, Output = T, Name extends FieldPath<T> = FieldPath<T>> = {
  control: Control<T, unknown, Output>;
  name: Name;
  label: string;
  /**
   * Prefixes the element id ("super-new-balance", "q-assets-0-type"), so two forms on a page never share
   * ids; without it the id is the name.
   */
  idPrefix?: string;
  className?: string;
  /** Shown under the control while it has no error. */
  hint?: string;
};

/** The props that tie an element to its field, its label and its error message: spread them on the element. */
export type FieldElementProps = {
  id: string;
  name: string;
  ref: RefCallBack;
  onBlur: () => void;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

/**
 * Notes shown under fields by name where the field has no hint of its own, while the field holds a value:
 * the Fact Find shows where each value of the record came from ("From licence.pdf, page 1", "Confirmed by
 * client on 25/11/2026").
 */
export const FieldNotes = createContext<ReadonlyMap<string, ReactNode>>(new Map());

const hasValue = (value: unknown) => value !== null && value !== undefined && value !== '';

export const fieldId = (name: string, idPrefix?: string): string =>
  idPrefix ? `${idPrefix}-${name.replace(/\./g, '-')}` : name;

/**
 * One field of a react-hook-form form: its label, the element `render` returns (given the field's value and
 * onChange, and the props that tie the element to the label and error) and the field's error message.
 */
export function ControlledField<T extends FieldValues, Output, Name extends FieldPath<T>>({
  control,
  name,
  label,
  idPrefix,
  className,
  hint,
  render,
}: FieldControlProps<T, Output, Name> & {
  render: (field: ControllerRenderProps<T, Name>, element: FieldElementProps) => ReactNode;
}) {
  const id = fieldId(name, idPrefix);
  const note = useContext(FieldNotes).get(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState: { error } }) => (
        <FormField
          id={id}
          label={label}
          error={error}
          className={className}
          hint={hint ?? (hasValue(field.value) ? note : undefined)}
        >
          {render(field, {
            id,
            name: field.name,
            ref: field.ref,
            onBlur: field.onBlur,
            'aria-invalid': Boolean(error),
            'aria-describedby': error?.message ? `${id}-error` : undefined,
          })}
        </FormField>
      )}
    />
  );
}

/** Ties an element holding text to its field: '' for an empty value, and what is typed as the value. */
function textValue({ value, onChange }: { value: unknown; onChange: (value: string) => void }) {
  return {
    value: (value as string | null | undefined) ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(event.target.value),
  };
}

export function TextControl<T extends FieldValues, Output>({
  type = 'text',
  placeholder,
  autoComplete = 'off',
  ...props
}: FieldControlProps<T, Output> & {
  type?: 'text' | 'email';
  placeholder?: string;
  autoComplete?: string;
}) {
  return (
    <ControlledField
      {...props}
      render={(field, element) => (
        <Input
          {...element}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          {...textValue(field)}
        />
      )}
    />
  );
}

/** A date as dd/mm/yyyy; the field keeps "YYYY-MM-DD". */
export function DateControl<T extends FieldValues, Output>(props: FieldControlProps<T, Output>) {
  return (
    <ControlledField
      {...props}
      render={(field, element) => (
        <DateInput {...element} value={field.value as string | null | undefined} onChange={field.onChange} />
      )}
    />
  );
}

/** A textarea, across both columns of a two-column form. */
export function TextAreaControl<T extends FieldValues, Output>({
  rows = 3,
  placeholder,
  className,
  ...props
}: FieldControlProps<T, Output> & { rows?: number; placeholder?: string }) {
  return (
    <ControlledField
      {...props}
      className={cn('sm:col-span-2', className)}
      render={(field, element) => (
        <Textarea {...element} rows={rows} placeholder={placeholder} {...textValue(field)} />
      )}
    />
  );
}

/** "$1,234" as typed; the field keeps the digits (specification section 5). */
export function MoneyControl<T extends FieldValues, Output>(props: FieldControlProps<T, Output>) {
  return (
    <ControlledField
      {...props}
      render={(field, element) => (
        <MoneyInput
          {...element}
          value={field.value as string | number | null | undefined}
          onChange={field.onChange}
        />
      )}
    />
  );
}

/** 04xx xxx xxx as typed; the schema keeps the digits. */
export function MobileControl<T extends FieldValues, Output>({
  autoComplete,
  ...props
}: FieldControlProps<T, Output> & { autoComplete?: string }) {
  return (
    <ControlledField
      {...props}
      render={(field, element) => (
        <MobileInput
          {...element}
          autoComplete={autoComplete}
          value={field.value as string | null | undefined}
          onChange={field.onChange}
        />
      )}
    />
  );
}

export function SelectControl<T extends FieldValues, Output>({
  options,
  placeholder = 'Select...',
  ...props
}: FieldControlProps<T, Output> & {
  options: readonly NativeSelectOption[];
  /** The empty first choice; null for none, so that a choice is forced. */
  placeholder?: string | null;
}) {
  return (
    <ControlledField
      {...props}
      render={(field, element) => (
        <NativeSelect
          {...element}
          options={options}
          placeholder={placeholder ?? undefined}
          {...textValue(field)}
        />
      )}
    />
  );
}
