import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { formatDateTime } from '@/shared/format/date';
import type { RecordFact } from '@/shared/record/record-types';
import type { PublicUser } from '@/shared/schemas/auth';
import { EvidenceButton } from '@/client/components/evidence-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog';
import { Spinner } from '@/client/components/ui/spinner';
import { cn } from '@/client/lib/cn';
import { confirmedByClientNote, documentSource, factWords, givenByWords } from './record-lookup';
import { useFactHistory } from './use-client-record';

/** The signed-in adviser's name, as the session check cached it: their own values say "you". */
export function useAdviserName(): string | undefined {
  const queryClient = useQueryClient();
  return queryClient.getQueryData<PublicUser | null>(['/api/auth/user'])?.name ?? undefined;
}

const statusWords: Record<string, string> = {
  set: 'given',
  accepted: 'accepted from a document',
  confirmed: 'confirmed by the client',
  corrected: 'corrected by the client',
  default: "the form's default",
  dismissed: 'offer dismissed',
  removed: 'removed',
};

/** Every entry of one fact, oldest first, behind a small "History" button. */
function FactHistoryButton({ clientId, fact, label }: { clientId: string; fact: RecordFact; label: string }) {
  const [open, setOpen] = useState(false);
  const history = useFactHistory(clientId, fact.subject, fact.field, open);
  const you = useAdviserName();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <button
          type="button"
          className="inline-flex items-center gap-1 rounded-sm text-primary underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label={`History of ${label}`}
        >
          <History className="size-3.5" aria-hidden="true" /> History
        </button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{label}: history</DialogTitle>
          <DialogDescription>Every value this fact has had, newest first.</DialogDescription>
        </DialogHeader>
        {history.isLoading && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner iconClassName="size-4" /> Loading...
          </p>
        )}
        {history.isError && (
          <p role="alert" className="text-sm text-destructive">
            The history could not be loaded.
          </p>
        )}
        <ol className="divide-y text-sm" data-testid="fact-history">
          {[...(history.data?.entries ?? [])].reverse().map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="space-y-0.5 py-2">
              <p className="font-medium">{factWords(entry) || 'No value'}</p>
              <p className="text-xs text-muted-foreground">
                {statusWords[entry.status] ?? entry.status} · {formatDateTime(entry.at)}
                {entry.source.kind === 'document' && entry.source.filename
                  ? ` · from ${entry.source.filename}${entry.source.page ? `, page ${entry.source.page}` : ''}`
                  : ''}
                {entry.source.kind === 'adviser' || entry.source.kind === 'document'
                  ? ` · by ${you && entry.source.actorName === you ? 'you' : entry.source.actorName}`
                  : ''}
              </p>
            </li>
          ))}
        </ol>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Where a value of the record came from, in one small line: the document and page (opening the page with the
 * words highlighted), or who gave it and when; "Confirmed by client on …" when the client confirmed it; and
 * its history when it has one.
 */
export function FactSourceNote({
  clientId,
  fact,
  label,
  className,
}: {
  clientId: string;
  fact: RecordFact;
  /** The fact's name, for the history dialog and the evidence button's accessible name. */
  label: string;
  className?: string;
}) {
  const you = useAdviserName();
  const document = documentSource(fact);
  const confirmed = confirmedByClientNote(fact);
  const given = fact.source.kind === 'client' ? null : document ? null : givenByWords(fact, you);
  return (
    <span
      className={cn('flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground', className)}
      data-testid="fact-source"
    >
      {document && (
        <span className="inline-flex min-w-0 items-center gap-1">
          From <EvidenceButton source={document} label={`Source of ${label}`} compact />
        </span>
      )}
      {given && <span>{given}</span>}
      {confirmed && (
        <span className={fact.status === 'corrected' ? 'text-warning-foreground' : 'text-success'}>
          {confirmed}
        </span>
      )}
      {fact.earlier > 0 && <FactHistoryButton clientId={clientId} fact={fact} label={label} />}
    </span>
  );
}
