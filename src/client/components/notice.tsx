import type { ReactNode } from 'react';
import { CircleAlert, Info, TriangleAlert, X } from 'lucide-react';
import { cn } from '@/client/lib/cn';

const tones = {
  info: { box: 'border-sky-200 bg-sky-50 text-sky-950', icon: Info, iconClass: 'text-sky-700' },
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-950',
    icon: TriangleAlert,
    iconClass: 'text-amber-700',
  },
  error: { box: 'border-red-200 bg-red-50 text-red-950', icon: CircleAlert, iconClass: 'text-red-700' },
} as const;

/** An inline message box: information, a warning or an error, optionally dismissible. */
export function Notice({
  tone = 'info',
  title,
  children,
  onDismiss,
  className,
  ...props
}: {
  tone?: keyof typeof tones;
  title?: ReactNode;
  children?: ReactNode;
  onDismiss?: () => void;
  className?: string;
  'data-testid'?: string;
}) {
  const { box, icon: Icon, iconClass } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'note'}
      className={cn('flex gap-3 rounded-lg border px-4 py-3 text-sm', box, className)}
      {...props}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', iconClass)} aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-1">
        {title && <p className="font-medium">{title}</p>}
        {children && <div className="text-pretty [&_p]:leading-relaxed">{children}</div>}
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          className="-mr-1 -mt-0.5 h-fit rounded-sm p-1 opacity-70 hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          aria-label="Dismiss"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
