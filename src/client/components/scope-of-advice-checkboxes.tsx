import type { Ref } from 'react';
import { scopeOfAdviceOptions } from '@/shared/options';
import { cn } from '@/client/lib/cn';
import { Checkbox } from '@/client/components/ui/checkbox';

type ScopeOfAdvice = (typeof scopeOfAdviceOptions)[number];

type ScopeOfAdviceCheckboxesProps = {
  value: readonly ScopeOfAdvice[] | undefined;
  onChange: (value: ScopeOfAdvice[]) => void;
  /** Prefixes each checkbox's id, so two forms on a page do not clash. */
  idPrefix: string;
  /** Where react-hook-form moves focus when the field is invalid. */
  inputRef?: Ref<HTMLDivElement>;
  /** Tighter toggles, for a dialog. */
  compact?: boolean;
};

/** 'Areas of Advice Required': every scope of advice as a toggle; the chosen ones stay in the options' order. */
export function ScopeOfAdviceCheckboxes({
  value,
  onChange,
  idPrefix,
  inputRef,
  compact = false,
}: ScopeOfAdviceCheckboxesProps) {
  const selected = new Set(value ?? []);
  return (
    <div className="grid gap-2 sm:grid-cols-2" ref={inputRef} tabIndex={inputRef ? -1 : undefined}>
      {scopeOfAdviceOptions.map((option) => {
        const id = `${idPrefix}-${option.replace(/\s+/g, '-').toLowerCase()}`;
        const checked = selected.has(option);
        return (
          <label
            key={option}
            htmlFor={id}
            className={cn(
              'flex cursor-pointer items-center rounded-md border px-3 text-sm',
              compact ? 'gap-2 py-1.5' : 'gap-3 py-2 transition-colors',
              checked ? 'border-primary bg-accent' : 'hover:bg-muted',
            )}
          >
            <Checkbox
              id={id}
              checked={checked}
              onCheckedChange={(on) =>
                onChange(scopeOfAdviceOptions.filter((o) => (o === option ? on === true : selected.has(o))))
              }
            />
            {option}
          </label>
        );
      })}
    </div>
  );
}
