import { useState } from 'react';
import { Archive, History } from 'lucide-react';
import { formatDateTime } from '@/shared/format/date';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';
import { serverMessage } from '@/client/lib/api-client';
import { useClientHistory, useExportClient } from '../api/fact-find';

const shownAtFirst = 6;

/**
 * The client file's history (who viewed, changed, generated or exported what, and when; values masked),
 * and the export of everything held about the client. Nobody can edit the history.
 */
export function HistoryCard({ clientId }: { clientId: string }) {
  const history = useClientHistory(clientId);
  const exportClient = useExportClient(clientId);
  const [showAll, setShowAll] = useState(false);
  const events = history.data?.events ?? [];
  const shown = showAll ? events : events.slice(0, shownAtFirst);

  const onExport = () =>
    exportClient.mutate(undefined, {
      onSuccess: (filename) =>
        toast({
          title: 'Client data exported',
          description: `${filename} holds everything kept about the client.`,
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Export failed',
          description: serverMessage(error, 'The client data could not be exported. Please try again.'),
        }),
    });

  return (
    <Card data-testid="client-history">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <History className="size-4 text-primary" aria-hidden="true" /> History
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {history.isPending ? (
          <p className="text-sm text-muted-foreground">Loading the history...</p>
        ) : history.isError ? (
          <p className="text-sm text-destructive">The history could not be loaded.</p>
        ) : events.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>
        ) : (
          <ol className="space-y-2" aria-label="Client file history">
            {shown.map((event) => (
              <li
                key={event.id}
                className="border-l-2 border-border pl-3 text-sm"
                data-testid="history-event"
              >
                <p className="break-words">{event.summary}</p>
                <p className="text-xs text-muted-foreground">
                  {event.actorName} · {formatDateTime(event.createdAt)}
                </p>
              </li>
            ))}
          </ol>
        )}
        {events.length > shownAtFirst && (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto p-0"
            onClick={() => setShowAll(!showAll)}
          >
            {showAll ? 'Show fewer' : `Show all (${events.length})`}
          </Button>
        )}
        <Button
          type="button"
          variant="outline"
          className="w-full justify-start"
          onClick={onExport}
          disabled={exportClient.isPending}
        >
          <Archive className="size-4" aria-hidden="true" />
          {exportClient.isPending ? 'Exporting...' : 'Export Client Data'}
        </Button>
      </CardContent>
    </Card>
  );
}
