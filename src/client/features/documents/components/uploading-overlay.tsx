import { Loader2 } from 'lucide-react';

/** Blocks the page while documents upload: 'Uploading N document(s)...'. */
export function UploadingOverlay({ count }: { count: number }) {
  const text = `Uploading ${count} document(s)...`;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-busy="true"
      aria-label={text}
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/60 p-4 backdrop-blur-sm"
      data-testid="uploading-overlay"
    >
      <div className="flex w-full max-w-xs flex-col items-center gap-4 rounded-xl bg-card p-8 text-center shadow-xl">
        <Loader2 className="size-10 animate-spin text-primary" aria-hidden="true" />
        <div className="space-y-1">
          <p className="font-semibold">{text}</p>
          <p className="text-sm text-muted-foreground">Please keep this page open.</p>
        </div>
      </div>
    </div>
  );
}
