import { Link } from 'react-router-dom';
import { FileText, Plus, Users } from 'lucide-react';
import { progressColourClass } from '@/client/lib/progress-colour';
import { ClientLink } from '@/client/components/client-link';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Progress } from '@/client/components/ui/progress';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useClientList } from '../api/client';

/** /fact-find with no client: the practice's clients to choose from (decisions.md: not a dead end). */
export function ClientPicker() {
  const clients = useClientList(true);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Client Fact Find</h1>
        <p className="text-muted-foreground">Please select a client first.</p>
      </div>
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0">
          <CardTitle className="flex items-center gap-2 text-lg">
            <Users className="size-5 text-primary" aria-hidden="true" /> Clients
          </CardTitle>
          <Button asChild size="sm" variant="outline">
            <Link to="/intake">
              <Plus className="size-4" aria-hidden="true" /> New Client
            </Link>
          </Button>
        </CardHeader>
        <CardContent>
          {clients.isLoading && (
            <div className="space-y-2">
              <Skeleton className="h-14 w-full" />
              <Skeleton className="h-14 w-full" />
            </div>
          )}
          {clients.data && clients.data.length === 0 && (
            <div className="flex flex-col items-center gap-3 py-8 text-center text-sm text-muted-foreground">
              <p>No clients yet. Create one, or start from their documents.</p>
              <Button asChild variant="outline" size="sm">
                <Link to="/document-first">
                  <FileText className="size-4" aria-hidden="true" /> Start from documents
                </Link>
              </Button>
            </div>
          )}
          {clients.data && clients.data.length > 0 && (
            <ul className="divide-y" aria-label="Clients">
              {clients.data.map((client) => (
                <li key={client.id}>
                  <ClientLink
                    to={`/fact-find/${client.id}`}
                    client={client}
                    trailing={
                      <span className="hidden w-28 items-center gap-2 sm:flex">
                        <Progress
                          value={client.progress}
                          className="h-2"
                          indicatorClassName={progressColourClass(client.progress)}
                          aria-label={`Fact Find ${client.progress}% complete`}
                        />
                        <span className="text-xs tabular-nums text-muted-foreground">{client.progress}%</span>
                      </span>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
