import { Link } from 'react-router-dom';
import { Inbox, Loader2 } from 'lucide-react';
import { formatDateTime } from '@/shared/format/date';
import type { RequestActivity } from '@/shared/schemas/document-request';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { useRequestActivity } from './document-requests-api';

function describe(request: RequestActivity): string {
  const parts = [`${request.done} of ${request.total} items`];
  parts.push(
    request.documentCount === 0
      ? 'no documents yet'
      : `${request.documentCount} document${request.documentCount === 1 ? '' : 's'}${request.lastDocumentAt ? `, the last ${formatDateTime(request.lastDocumentAt)}` : ''}`,
  );
  if (request.confirmedFacts > 0) parts.push(`${request.confirmedFacts} facts confirmed`);
  if (request.finishedAt) parts.push("client says that's everything");
  if (request.status === 'expired') parts.push('link expired');
  return parts.join(' · ');
}

/** The dashboard's view of what clients have sent through their request links (refreshed every 15 s). */
export function RequestActivityCard() {
  const activity = useRequestActivity();
  const requests = activity.data?.requests ?? [];
  if (requests.length === 0) return null;
  return (
    <Card data-testid="request-activity">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-lg">
          <Inbox className="size-5 text-primary" aria-hidden="true" /> Documents from clients
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {requests.map((request) => (
            <li
              key={request.requestId}
              className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
            >
              <Link
                className="font-medium text-primary hover:underline"
                to={`/fact-find/${request.clientId}`}
              >
                {request.clientName}
              </Link>
              <span className="flex items-center gap-1.5 text-muted-foreground">
                {request.reading > 0 && (
                  <Loader2 aria-label="Reading documents" className="size-3.5 animate-spin" />
                )}
                {describe(request)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
