import type { ReactNode } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { fieldId } from '@/client/components/form-controls';
import { RadioGroup, RadioGroupItem } from '@/client/components/ui/radio-group';
import {
  questionnaireIdPrefix,
  type QuestionnaireForm,
  type QuestionnaireFormInput,
} from './questionnaire-form';

/** A choice shown as cards with a description each: the shape of the risk profile questions. */
export function ChoiceField({
  form,
  name,
  label,
  options,
}: {
  form: QuestionnaireForm;
  name: FieldPath<QuestionnaireFormInput>;
  label: string;
  options: { value: string; label: string; description?: ReactNode }[];
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">{label}</legend>
      <Controller
        control={form.control}
        name={name}
        render={({ field, fieldState: { error } }) => (
          <>
            <RadioGroup
              value={(field.value as string | null | undefined) ?? ''}
              onValueChange={field.onChange}
              className="grid gap-2 sm:grid-cols-2"
              aria-label={label}
            >
              {options.map((option) => {
                const id = `${fieldId(name, questionnaireIdPrefix)}-${option.value}`;
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
            {error?.message && <p className="text-sm font-medium text-destructive">{error.message}</p>}
          </>
        )}
      />
    </fieldset>
  );
}
