import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/client/lib/cn';

export type NativeSelectOption = { value: string; label: string };

export type NativeSelectProps = ComponentProps<'select'> & {
  options: readonly NativeSelectOption[];
  /** Shown as the empty first choice; omit to force a choice. */
  placeholder?: string;
};

/** The platform's select, styled like the inputs: best on phones, and keyboard friendly everywhere. */
export function NativeSelect({ className, options, placeholder, ...props }: NativeSelectProps) {
  return (
    <div className="relative">
      <select
        data-slot="native-select"
        className={cn(
          'flex h-9 w-full appearance-none rounded-md border border-input bg-card py-1 pl-3 pr-9 text-base shadow-xs outline-none md:text-sm',
          'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
          'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
          className,
        )}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
