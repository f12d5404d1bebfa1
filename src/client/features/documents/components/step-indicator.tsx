import { Check } from 'lucide-react';
import { cn } from '@/client/lib/cn';

/** Numbered steps joined by a line; finished steps show a tick, the current one is highlighted. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <nav aria-label="Progress">
      <ol className="flex items-start">
        {steps.map((label, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={label}
              className="relative flex flex-1 flex-col items-center gap-2 text-center"
              aria-current={active ? 'step' : undefined}
              data-testid="step"
              data-state={done ? 'done' : active ? 'current' : 'upcoming'}
            >
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2',
                    done || active ? 'bg-primary' : 'bg-border',
                  )}
                />
              )}
              <span
                className={cn(
                  'relative z-10 flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold',
                  done && 'border-primary bg-primary text-primary-foreground',
                  active && 'border-primary bg-card text-primary ring-4 ring-primary/15',
                  !done && !active && 'border-border bg-card text-muted-foreground',
                )}
              >
                {done ? <Check className="size-4" aria-hidden="true" /> : index + 1}
              </span>
              <span
                className={cn(
                  'px-1 text-xs leading-tight font-medium sm:text-sm',
                  active ? 'text-foreground' : 'text-muted-foreground',
                )}
              >
                <span className="sr-only">{done ? 'Done: ' : active ? 'Current: ' : ''}</span>
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
