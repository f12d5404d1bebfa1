import { useRef, useState } from 'react';
import { CheckCircle2, Circle, Inbox, Send } from 'lucide-react';
import { formatDate, formatDateTime } from '@/shared/format/date';
import type { DocumentRequestStatus, DocumentRequestSummary } from '@/shared/schemas/document-request';
import { serverMessage } from '@/client/lib/api-client';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';
import { useDocumentRequests, useRevokeDocumentRequest } from './document-requests-api';
import { NewRequestDialog } from './new-request-dialog';

const statusText: Record<DocumentRequestStatus, string> = {
  open: 'Waiting for the client',
  finished: "Client says that's everything",
  expired: 'Link expired',
  revoked: 'Link cancelled',
};

function RequestProgress({ clientId, request }: { clientId: string; request: DocumentRequestSummary }) {
  const revoke = useRevokeDocumentRequest(clientId);
  const done = request.checklist.filter((item) => item.done).length;
  const live = request.status === 'open' || request.status === 'finished';
  const onRevoke = () =>
    revoke.mutate(request.id, {
      onSuccess: () => toast({ title: 'Link cancelled', description: 'The client can no longer use it.' }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Not cancelled',
          description: serverMessage(error, 'Please try again.'),
        }),
    });
  return (
    <li className="space-y-2 rounded-md border p-3 text-sm" data-testid="document-request">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge variant={request.status === 'finished' ? 'default' : 'secondary'}>
          {statusText[request.status]}
        </Badge>
        <span className="text-xs text-muted-foreground">
          {done} of {request.checklist.length} items
        </span>
      </div>
      <ul className="space-y-1">
        {request.checklist.map((item) => (
          <li key={item.id} className="flex items-start gap-1.5">
            {item.done ? (
              <CheckCircle2 aria-label="Received" className="mt-0.5 size-3.5 shrink-0 text-success" />
            ) : (
              <Circle aria-label="Not yet" className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" />
            )}
            <span>{item.label}</span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        {request.documents.length === 0
          ? 'No documents yet.'
          : `${request.documents.length} document${request.documents.length === 1 ? '' : 's'} from the client, the last ${formatDateTime(request.documents.at(-1)!.uploadedAt)}.`}
        {request.confirmedFacts > 0 &&
          ` ${request.confirmedFacts} fact${request.confirmedFacts === 1 ? '' : 's'} confirmed by the client.`}
      </p>
      <p className="text-xs text-muted-foreground">
        {request.emailedTo ? `E-mailed to ${request.emailedTo}. ` : ''}
        {live ? `Link works until ${formatDate(request.expiresAt.slice(0, 10))}.` : ''}
        {request.dueDate ? ` Due ${formatDate(request.dueDate)}.` : ''}
      </p>
      {live && (
        <Button type="button" size="sm" variant="outline" onClick={onRevoke} disabled={revoke.isPending}>
          Cancel link
        </Button>
      )}
    </li>
  );
}

/** The Fact Find's document requests: ask the client for documents, and follow what comes back. */
export function DocumentRequestsCard({ clientId }: { clientId: string }) {
  const requests = useDocumentRequests(clientId);
  const [creating, setCreating] = useState(false);
  const ask = useRef<HTMLButtonElement>(null);
  const list = requests.data?.requests ?? [];
  return (
    <Card data-testid="document-requests">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Inbox className="size-4 text-primary" aria-hidden="true" /> Documents from the client
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {list.length === 0 && !requests.isPending && (
          <p className="text-sm text-muted-foreground">
            Send the client a secure link to photograph or upload the documents the advice needs.
          </p>
        )}
        {list.length > 0 && (
          <ul className="space-y-2">
            {list.map((request) => (
              <RequestProgress key={request.id} clientId={clientId} request={request} />
            ))}
          </ul>
        )}
        <Button
          ref={ask}
          type="button"
          className="w-full"
          variant="outline"
          onClick={() => setCreating(true)}
        >
          <Send /> Ask the client for documents
        </Button>
      </CardContent>
      <NewRequestDialog clientId={clientId} open={creating} onOpenChange={setCreating} returnFocus={ask} />
    </Card>
  );
}
