import { Link } from 'react-router-dom';
import { ChevronRight, UserPlus, Users } from 'lucide-react';
import { initials } from '@/shared/format/name';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useClientOptions } from '../api/list-clients';

/** 'Please select a client first.' with the practice's clients, each a link to `linkTo(id)`. */
export function ClientPicker({
  linkTo,
  heading,
}: {
  linkTo: (clientId: string) => string;
  heading?: string;
}) {
  const clients = useClientOptions();
  return (
    <Card className="mx-auto max-w-2xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="size-5 text-primary" aria-hidden="true" /> {heading ?? 'Choose a client'}
        </CardTitle>
        <CardDescription className="text-base">Please select a client first.</CardDescription>
      </CardHeader>
      <CardContent className="px-0 pb-2">
        {clients.isLoading ? (
          <div className="space-y-3 px-6 pb-4">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-12 w-full" />
            ))}
          </div>
        ) : clients.isError ? (
          <p className="px-6 pb-4 text-sm text-destructive">
            The client list could not be loaded. Please reload the page.
          </p>
        ) : !clients.data || clients.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-6 pt-2 pb-6 text-center">
            <p className="text-sm text-muted-foreground">
              There are no clients yet. Create one, or start from documents.
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to="/intake">
                  <UserPlus aria-hidden="true" /> New Client
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/document-first">Start from documents</Link>
              </Button>
            </div>
          </div>
        ) : (
          <ul className="divide-y border-t" aria-label="Clients">
            {clients.data.map((client) => (
              <li key={client.id}>
                <Link
                  to={linkTo(client.id)}
                  className="flex items-center gap-3 px-6 py-3 transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
                >
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
                  >
                    {initials(client.givenNames, client.familyName)}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">
                      {client.givenNames} {client.familyName}
                    </span>
                    <span className="block truncate text-sm text-muted-foreground">{client.email}</span>
                  </span>
                  <span className="hidden text-sm text-muted-foreground sm:inline">
                    {client.documentCount} document{client.documentCount === 1 ? '' : 's'}
                  </span>
                  <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
