import { useEffect, useId, useRef, useState } from 'react';
import { CheckCircle2, SearchCheck } from 'lucide-react';
import { formatDate, formatDateTime } from '@/shared/format/date';
import type { ClientRecordView } from '@/shared/record/record-types';
import { inquiryCheckLabels, type Inquiry, type InquirySide } from '@/shared/schemas/inquiries';
import { EvidenceButton } from '@/client/components/evidence-dialog';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { serverMessage } from '@/client/lib/api-client';
import { useInquiries, useResolveInquiry } from '../api/inquiries';

const sideLabels: Record<InquirySide['kind'], string> = {
  client: 'The client said',
  adviser: 'Recorded by the adviser',
  document: 'The documents show',
  rule: 'Required',
};

function Side({ side, label }: { side: InquirySide; label?: string }) {
  return (
    <div className="min-w-0 rounded-md border bg-card p-3">
      <p className="text-xs text-muted-foreground">{label ?? sideLabels[side.kind]}</p>
      <p className="mt-1 text-sm font-semibold break-words">{side.says}</p>
      {side.documentId && side.filename ? (
        <p className="mt-1 flex flex-wrap items-center gap-x-1 text-xs text-muted-foreground">
          From
          <EvidenceButton
            compact
            label="View source"
            source={{
              documentId: side.documentId,
              filename: side.filename,
              documentType: '',
              documentDate: side.date,
              page: side.page,
              text: null,
              box: null,
              confidence: 'medium',
              corrected: false,
            }}
          />
          {side.date ? <span>· dated {formatDate(side.date)}</span> : null}
        </p>
      ) : (
        <p className="mt-1 text-xs break-words text-muted-foreground">{side.source}</p>
      )}
    </div>
  );
}

function ResolveForm({ clientId, inquiry }: { clientId: string; inquiry: Inquiry }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resolve = useResolveInquiry(clientId);
  const id = useId();
  if (!open)
    return (
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
        {inquiry.reopened ? 'Resolve again' : 'Resolve'}
      </Button>
    );
  const submit = () => {
    if (resolve.isPending) return;
    if (!note.trim()) {
      setError('Write a note saying how this was resolved');
      return;
    }
    resolve.mutate(
      { key: inquiry.key, fingerprint: inquiry.fingerprint, note: note.trim() },
      {
        onSuccess: () => toast({ title: 'Disagreement resolved', description: inquiry.title }),
        onError: (failure) =>
          toast({
            title: 'Not resolved',
            description: serverMessage(failure, 'The resolution could not be saved. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <form
      className="w-full space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        How was this resolved?
      </label>
      <Textarea
        id={id}
        value={note}
        autoFocus
        maxLength={2000}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setNote(event.target.value);
          if (error) setError(null);
        }}
        placeholder="What the client explained, what was checked, what will change"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" aria-disabled={resolve.isPending}>
          {resolve.isPending ? 'Saving...' : 'Save resolution'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function InquiryItem({ clientId, inquiry }: { clientId: string; inquiry: Inquiry }) {
  const resolution = inquiry.resolution;
  return (
    <li className="space-y-3 py-4" data-testid="inquiry" data-key={inquiry.key}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium text-muted-foreground">{inquiryCheckLabels[inquiry.check]}</p>
          <p className="font-medium break-words">{inquiry.title}</p>
        </div>
        {resolution ? (
          <Badge variant="success">
            <CheckCircle2 aria-hidden="true" /> Resolved
          </Badge>
        ) : (
          <Badge variant="warning">{inquiry.reopened ? 'Reopened' : 'Open'}</Badge>
        )}
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <Side side={inquiry.said} />
        <Side side={inquiry.shown} label={inquiry.shown.kind === 'document' ? undefined : 'Evidence'} />
      </div>
      {inquiry.reopened && (
        <p className="text-xs text-warning-foreground">
          Reopened: a side changed after {inquiry.reopened.resolvedBy} resolved it on{' '}
          {formatDate(inquiry.reopened.resolvedAt.slice(0, 10))} (“{inquiry.reopened.note}”).
        </p>
      )}
      {resolution ? (
        <div className="rounded-md border border-success/40 bg-success/5 p-3 text-sm">
          <p className="break-words">{resolution.note}</p>
          <p className="mt-1 text-xs text-muted-foreground">
            Resolved by {resolution.resolvedBy}, {formatDateTime(resolution.resolvedAt)}
          </p>
        </div>
      ) : (
        <ResolveForm clientId={clientId} inquiry={inquiry} />
      )}
    </li>
  );
}

/**
 * Reasonable inquiries (decision 036): what the client said or the adviser recorded that the documents
 * disagree with, and stale evidence, each with both sides and their sources, worked through one by one: each
 * is resolved with a note, which holds until either side changes.
 */
export function InquiriesCard({ clientId, record }: { clientId: string; record?: ClientRecordView }) {
  const query = useInquiries(clientId);
  const { refetch } = query;
  // The record changed on this screen (an offer accepted, a value saved): the disagreements may have too.
  const seen = useRef(record);
  useEffect(() => {
    if (seen.current === record) return;
    seen.current = record;
    void refetch();
  }, [record, refetch]);
  const inquiries = query.data?.inquiries ?? [];
  if (inquiries.length === 0) return null;
  const open = inquiries.filter((inquiry) => !inquiry.resolution);
  const sorted = [...open, ...inquiries.filter((inquiry) => inquiry.resolution)];
  return (
    <Card id="reasonable-inquiries" data-testid="reasonable-inquiries">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SearchCheck className="size-5 text-primary" aria-hidden="true" /> Reasonable inquiries
        </CardTitle>
        <CardDescription>
          {open.length > 0
            ? `${open.length} ${open.length === 1 ? 'disagreement needs' : 'disagreements need'} a note: what was said or recorded against what the documents show.`
            : 'Every disagreement is resolved.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {sorted.map((inquiry) => (
            <InquiryItem key={inquiry.key} clientId={clientId} inquiry={inquiry} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
