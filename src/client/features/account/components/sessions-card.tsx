import { Laptop, Smartphone } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdviserSession } from '@/shared/schemas/auth';
import { formatDateTime } from '@/shared/format/date';
import { serverMessage } from '@/client/lib/api-client';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { useEndAllSessions, useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';

const isPhone = (device: string) => /iPhone|Android/.test(device);

function lastSeen(session: AdviserSession): string {
  if (session.current) return 'Active now';
  const minutes = Math.round((Date.now() - Date.parse(session.lastSeenAt)) / 60_000);
  if (minutes < 2) return 'Active in the last minute';
  if (minutes < 60) return `Last active ${minutes} minutes ago`;
  return `Last active ${formatDateTime(session.lastSeenAt)}`;
}

/**
 * Where the adviser is signed in (browser and system, address, when) and the way to end those sessions: one
 * at a time, all but this one, or everywhere. A lost laptop or a shared computer is signed out from here.
 */
export function SessionsCard() {
  const queryClient = useQueryClient();
  const { data, isLoading } = useSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const endAll = useEndAllSessions();
  const sessions = data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current);
  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: 'Sessions not ended',
      description: serverMessage(error, 'Failed to sign out. Please try again.'),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Where you're signed in</CardTitle>
        <CardDescription>
          Sign out of a session you don't recognise, or of every other one if a device is lost.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isLoading ? (
          <Spinner label="Loading your sessions" />
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Your sessions">
            {sessions.map((session) => {
              const Icon = isPhone(session.device) ? Smartphone : Laptop;
              return (
                <li
                  key={session.id}
                  className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex min-w-0 items-start gap-3">
                    <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 font-medium">
                        {session.device}
                        {session.current ? <Badge variant="success">This device</Badge> : null}
                      </p>
                      <p className="break-all text-sm text-muted-foreground">
                        {session.address} · Signed in {formatDateTime(session.signedInAt)}
                      </p>
                      <p className="text-sm text-muted-foreground">{lastSeen(session)}</p>
                    </div>
                  </div>
                  {session.current ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      className="self-start sm:self-center"
                      disabled={endSession.isPending}
                      aria-label={`Sign out ${session.device} at ${session.address}`}
                      onClick={() =>
                        endSession.mutate(session.id, {
                          onSuccess: () =>
                            toast({ title: 'Signed out', description: `${session.device} is signed out.` }),
                          onError: failed,
                        })
                      }
                    >
                      Sign out
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            variant="outline"
            disabled={others.length === 0 || endOthers.isPending}
            onClick={() =>
              endOthers.mutate(undefined, {
                onSuccess: ({ ended }) =>
                  toast({
                    title: 'Signed out of other sessions',
                    description: `${ended} other session${ended === 1 ? '' : 's'} ended. This device stays signed in.`,
                  }),
                onError: failed,
              })
            }
          >
            {endOthers.isPending ? 'Signing out...' : 'Sign out of other sessions'}
          </Button>
          <Button
            variant="destructive"
            disabled={endAll.isPending}
            onClick={() =>
              endAll.mutate(undefined, {
                // Signed out here too: back to the sign-in screen, nothing of the adviser's kept.
                onSuccess: () => {
                  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== '/api/auth/user' });
                  queryClient.setQueryData(['/api/auth/user'], null);
                },
                onError: failed,
              })
            }
          >
            {endAll.isPending ? 'Signing out...' : 'Sign out everywhere'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
