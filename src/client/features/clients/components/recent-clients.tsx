import { Link, useNavigate } from 'react-router-dom';
import { FileText, Plus, Search, UserPlus } from 'lucide-react';
import type { ClientListItem } from '@/shared/schemas/client';
import { formatDate } from '@/shared/format/date';
import { initials } from '@/shared/format/name';
import { progressColourClass } from '@/client/lib/progress-colour';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Progress } from '@/client/components/ui/progress';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { ClientStatusBadge } from './client-status-badge';
import { useArchivedClients } from '../api/archived-clients';

function ClientName({ client }: { client: ClientListItem }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
        aria-hidden="true"
      >
        {initials(client.givenNames, client.familyName)}
      </span>
      <div className="min-w-0">
        <p className="truncate font-medium">
          {client.givenNames} {client.familyName}
        </p>
        <p className="truncate text-sm text-muted-foreground">{client.email}</p>
      </div>
    </div>
  );
}

function ProgressCell({ progress }: { progress: number }) {
  return (
    <div className="flex items-center gap-2">
      <Progress
        value={progress}
        className="h-2 w-24"
        indicatorClassName={progressColourClass(progress)}
        aria-label={`Fact Find ${progress}% complete`}
      />
      <span className="text-sm tabular-nums text-muted-foreground">{progress}%</span>
    </div>
  );
}

const reviewPath = (client: ClientListItem) => `/fact-find/${client.id}`;

function ReviewButton({ client }: { client: ClientListItem }) {
  return (
    <Button
      asChild
      variant="outline"
      size="sm"
      aria-label={`Review ${client.givenNames} ${client.familyName}`}
    >
      <Link to={reviewPath(client)}>Review</Link>
    </Button>
  );
}

/** No client in the list: none made yet, or (allArchived) every one archived and kept below. */
function EmptyState({ allArchived }: { allArchived: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="rounded-full bg-accent p-3 text-accent-foreground">
        <UserPlus className="size-6" aria-hidden="true" />
      </span>
      <h3 className="text-lg font-semibold">{allArchived ? 'No active clients' : 'No clients yet'}</h3>
      <p className="max-w-sm text-sm text-muted-foreground">
        {allArchived
          ? 'Every client is archived: open Archived clients below to see or restore them, or create a new client.'
          : 'Create your first client to start gathering their facts and documents, or start from a pile of documents.'}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/intake">
            <Plus className="size-4" /> New Client
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/document-first">
            <FileText className="size-4" /> Start from documents
          </Link>
        </Button>
      </div>
    </div>
  );
}

export function RecentClients({
  clients,
  total,
  isLoading,
  search,
  searched,
  onSearchChange,
  onShowMore,
}: {
  clients: ClientListItem[] | undefined;
  /** How many clients match the search in all (the list may show fewer). */
  total: number;
  isLoading: boolean;
  search: string;
  /** The search the list shows the result of. */
  searched: string;
  onSearchChange: (search: string) => void;
  onShowMore: () => void;
}) {
  const navigate = useNavigate();
  const noClientsYet = !searched && (!clients || clients.length === 0);
  // Asked only when the list is empty: are there clients, all archived?
  const archived = useArchivedClients(!isLoading && noClientsYet);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-4 space-y-0">
        <CardTitle className="text-lg">Recent Clients</CardTitle>
        <Button asChild size="sm">
          <Link to="/intake">
            <Plus className="size-4" /> New Client
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="px-0 pb-2">
        {isLoading ? (
          <div className="space-y-3 px-6 pb-4">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-12 w-full" />
            ))}
          </div>
        ) : noClientsYet ? (
          <EmptyState allArchived={(archived.data?.length ?? 0) > 0} />
        ) : (
          <>
            <div className="px-4 pb-3 sm:px-6">
              <Label htmlFor="client-search" className="sr-only">
                Search clients
              </Label>
              <div className="relative sm:max-w-sm">
                <Search
                  className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
                <Input
                  id="client-search"
                  type="search"
                  value={search}
                  onChange={(event) => onSearchChange(event.target.value)}
                  placeholder="Search by name or email"
                  className="pl-9"
                />
              </div>
            </div>
            {clients?.length === 0 && (
              <p className="px-6 py-8 text-center text-sm text-muted-foreground" role="status">
                No clients match &quot;{searched}&quot;.
              </p>
            )}
            {clients && clients.length > 0 && (
              <>
                <div className="hidden md:block">
                  <Table>
                    <TableHeader>
                      <TableRow>
                        <TableHead className="pl-6">Client</TableHead>
                        <TableHead>Status</TableHead>
                        <TableHead>Documents</TableHead>
                        <TableHead>Progress</TableHead>
                        <TableHead>Last Updated</TableHead>
                        <TableHead className="pr-6 text-right">Actions</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {clients.map((client) => (
                        <TableRow
                          key={client.id}
                          data-testid="client-row"
                          className="cursor-pointer"
                          // The whole row opens the client (the Review button is the keyboard's way).
                          onClick={(event) => {
                            if (!(event.target as HTMLElement).closest('a, button'))
                              navigate(reviewPath(client));
                          }}
                        >
                          <TableCell className="max-w-72 pl-6">
                            <ClientName client={client} />
                          </TableCell>
                          <TableCell>
                            <ClientStatusBadge status={client.status} />
                          </TableCell>
                          <TableCell className="tabular-nums">{client.documentCount}</TableCell>
                          <TableCell>
                            <ProgressCell progress={client.progress} />
                          </TableCell>
                          <TableCell className="text-muted-foreground">
                            {formatDate(client.lastUpdatedAt)}
                          </TableCell>
                          <TableCell className="pr-6 text-right">
                            <ReviewButton client={client} />
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
                <ul className="divide-y md:hidden">
                  {clients.map((client) => (
                    <li key={client.id} className="space-y-3 px-4 py-4" data-testid="client-card">
                      <div className="flex items-start justify-between gap-3">
                        <ClientName client={client} />
                        <ReviewButton client={client} />
                      </div>
                      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
                        <ClientStatusBadge status={client.status} />
                        <span className="text-muted-foreground">
                          {client.documentCount} document{client.documentCount === 1 ? '' : 's'}
                        </span>
                        <ProgressCell progress={client.progress} />
                        <span className="text-muted-foreground">{formatDate(client.lastUpdatedAt)}</span>
                      </div>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {clients && total > clients.length && (
              <div className="flex flex-col items-center gap-2 border-t px-6 py-4 text-sm text-muted-foreground sm:flex-row sm:justify-between">
                <span>
                  Showing {clients.length} of {total} clients
                </span>
                <Button variant="outline" size="sm" onClick={onShowMore}>
                  Show more
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
