import { cn } from '@/client/lib/cn';

/** The FactFind mark and name. */
export function BrandLogo({ className, showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="7" fill="currentColor" className="text-primary" />
        <path d="M9 8h10l4 4v12H9z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="15.5" cy="17" r="3.2" fill="none" stroke="#7fd1e6" strokeWidth="2" />
        <path d="m18 19.5 3 3" stroke="#7fd1e6" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {showName && <span className="text-lg">FactFind</span>}
    </span>
  );
}
