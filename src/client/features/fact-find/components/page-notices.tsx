import { FileSearch } from 'lucide-react';
import { Card, CardContent } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';

/** 'Loading client information...' while the Fact Find's data loads (specification section 2). */
export function Loading() {
  return (
    <div className="flex items-center justify-center gap-3 py-24 text-muted-foreground">
      <Spinner iconClassName="size-5" /> Loading client information...
    </div>
  );
}

/** A message in place of the Fact Find (no client, no data), with what to do next. */
export function Notice({ children, action }: { children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
        <span className="rounded-full bg-accent p-3 text-accent-foreground">
          <FileSearch className="size-6" aria-hidden="true" />
        </span>
        <div className="font-medium">{children}</div>
        {action}
      </CardContent>
    </Card>
  );
}
