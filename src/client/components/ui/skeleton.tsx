import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

/** Decorative placeholder; pair a loading region with a Spinner or aria-busy for screen readers. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
