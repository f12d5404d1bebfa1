import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

export type FormMessageProps = Omit<ComponentProps<'p'>, 'children'> & {
  /** A react-hook-form field error, e.g. `formState.errors.email`. */
  error?: { message?: string | undefined } | undefined;
  /** Explicit message; wins over `error.message`. */
  children?: ReactNode;
};

/**
 * Field error text for react-hook-form. Renders nothing when there is no message.
 * Give it an `id` and point the input's `aria-describedby` at it (and set `aria-invalid`).
 */
export function FormMessage({ error, children, className, ...props }: FormMessageProps) {
  const body = children ?? error?.message;
  if (body == null || body === '' || body === false) return null;
  return (
    <p
      data-slot="form-message"
      role="alert"
      className={cn('text-sm font-medium text-destructive', className)}
      {...props}
    >
      {body}
    </p>
  );
}
