import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Archive, ArchiveRestore, ChevronDown, ChevronUp } from 'lucide-react';
import { formatDate } from '@/shared/format/date';
import { fullName } from '@/shared/format/name';
import { serverMessage } from '@/client/lib/api-client';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { toast } from '@/client/components/ui/use-toast';
import { useArchivedClients, useRestoreClient } from '../api/archived-clients';

/** The archived clients, folded away until asked for: each can be opened or restored to the list. */
export function ArchivedClients() {
  const [shown, setShown] = useState(false);
  const archived = useArchivedClients(shown);
  const restore = useRestoreClient();
  const onRestore = async (clientId: string, name: string) => {
    try {
      await restore.mutateAsync(clientId);
      toast({ title: 'Client restored', description: `${name} is back in the client list.` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Not restored',
        description: serverMessage(error, 'Please try again.'),
      });
    }
  };
  return (
    <Card data-testid="archived-clients">
      <CardHeader className="flex flex-row items-center justify-between gap-4 space-y-0">
        <CardTitle className="flex items-center gap-2 text-base">
          <Archive className="size-4 text-muted-foreground" aria-hidden="true" /> Archived clients
        </CardTitle>
        <Button variant="ghost" size="sm" onClick={() => setShown((open) => !open)} aria-expanded={shown}>
          {shown ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          {shown ? 'Hide' : 'Show'}
        </Button>
      </CardHeader>
      {shown && (
        <CardContent>
          {archived.isLoading ? (
            <Skeleton className="h-10 w-full" />
          ) : !archived.data || archived.data.length === 0 ? (
            <p className="text-sm text-muted-foreground" role="status">
              No archived clients.
            </p>
          ) : (
            <ul className="divide-y rounded-lg border">
              {archived.data.map((client) => {
                const name = fullName(client.givenNames, client.familyName);
                return (
                  <li
                    key={client.id}
                    className="flex flex-wrap items-center justify-between gap-2 p-3"
                    data-testid="archived-client"
                  >
                    <div className="min-w-0">
                      <Link
                        to={`/fact-find/${client.id}`}
                        className="font-medium break-words hover:underline"
                      >
                        {name}
                      </Link>
                      <p className="text-xs text-muted-foreground">
                        Archived {client.archivedAt ? formatDate(client.archivedAt.slice(0, 10)) : ''} ·{' '}
                        {client.documentCount} {client.documentCount === 1 ? 'document' : 'documents'}
                      </p>
                    </div>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => void onRestore(client.id, name)}
                      disabled={restore.isPending}
                      aria-label={`Restore ${name}`}
                    >
                      <ArchiveRestore aria-hidden="true" /> Restore
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      )}
    </Card>
  );
}
