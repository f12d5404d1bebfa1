import type { ComponentProps } from 'react';
import { Loader2 } from 'lucide-react';
import { cn } from '@/client/lib/cn';

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Text announced to screen readers (default "Loading"). */
  label?: string;
  /** Classes for the icon itself, e.g. `size-6 text-primary`. */
  iconClassName?: string;
};

export function Spinner({ label = 'Loading', className, iconClassName, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role="status"
      className={cn('inline-flex items-center justify-center', className)}
      {...props}
    >
      <Loader2 aria-hidden="true" className={cn('size-4 animate-spin', iconClassName)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
