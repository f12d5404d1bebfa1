import type { ComponentProps } from 'react';
import * as SeparatorPrimitive from '@radix-ui/react-separator';
import { cn } from '@/client/lib/cn';

export type SeparatorProps = ComponentProps<typeof SeparatorPrimitive.Root>;

/** Decorative by default (hidden from assistive tech); pass `decorative={false}` for a semantic separator. */
export function Separator({
  className,
  orientation = 'horizontal',
  decorative = true,
  ...props
}: SeparatorProps) {
  return (
    <SeparatorPrimitive.Root
      data-slot="separator"
      decorative={decorative}
      orientation={orientation}
      className={cn(
        'shrink-0 bg-border data-[orientation=horizontal]:h-px data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-px',
        className,
      )}
      {...props}
    />
  );
}
