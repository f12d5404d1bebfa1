import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';
import { FormMessage } from '@/client/components/ui/form-message';
import { Label } from '@/client/components/ui/label';

type FormFieldProps = {
  id: string;
  label: string;
  error?: { message?: string } | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A label, its control, an optional hint and the field's error message, laid out the same everywhere. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error?.message && <div className="text-xs text-muted-foreground">{hint}</div>}
      <FormMessage id={`${id}-error`} error={error} />
    </div>
  );
}
