import { Link } from 'react-router-dom';
import { Camera, UserPlus, Users } from 'lucide-react';
import { initials } from '@/shared/format/name';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card';
import { StepTitle } from './step-title';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { Skeleton } from '@/client/components/ui/skeleton';
import type { useClientOptions } from '../api/list-clients';

type ClientOption = NonNullable<ReturnType<typeof useClientOptions>['data']>[number];

/** The four-step page's first step: the client dropdown and Start Document Capture. */
export function SelectClientCard({
  clients,
  clientId,
  onChoose,
  onStart,
}: {
  clients: ReturnType<typeof useClientOptions>;
  clientId: string;
  onChoose: (clientId: string) => void;
  onStart: () => void;
}) {
  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <StepTitle>Select Client</StepTitle>
        <CardDescription>The documents you capture are added to this client&apos;s file.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {clients.isLoading ? (
          <Skeleton className="h-9 w-full" />
        ) : (
          <div className="space-y-2">
            <Label htmlFor="workflow-client">Client</Label>
            <NativeSelect
              id="workflow-client"
              value={clientId}
              onChange={(event) => onChoose(event.target.value)}
              placeholder={clients.data?.length ? 'Choose a client' : 'No clients yet'}
              options={(clients.data ?? []).map((option) => ({
                value: option.id,
                label: `${option.givenNames} ${option.familyName} (${option.email})`,
              }))}
            />
          </div>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
          <Button asChild variant="ghost">
            <Link to="/intake">
              <UserPlus aria-hidden="true" /> New Client
            </Link>
          </Button>
          <Button onClick={onStart}>
            <Camera aria-hidden="true" /> Start Document Capture
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** The client the documents go to, with Change Client. */
export function SelectedClientBar({ client, onChange }: { client: ClientOption; onChange: () => void }) {
  const clientName = `${client.givenNames} ${client.familyName}`;
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-xl border bg-card px-4 py-3"
      data-testid="selected-client"
    >
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
      >
        {initials(client.givenNames, client.familyName)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{clientName}</p>
        <p className="truncate text-sm text-muted-foreground">{client.email}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onChange} aria-label="Change Client">
        <Users aria-hidden="true" /> <span className="hidden sm:inline">Change Client</span>
      </Button>
    </div>
  );
}
