import { useEffect } from 'react';
import { CalendarClock, CheckCircle2, LinkIcon } from 'lucide-react';
import { formatDate } from '@/shared/format/date';
import { ApiError, serverMessage } from '@/client/lib/api-client';
import { BrandLogo } from '@/client/components/brand-logo';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import {
  useClientChecklist,
  useClientFacts,
  useFinishRequest,
  useRequestWelcome,
} from '../api/client-request';
import { ClientDeclarations } from './client-declarations';
import { ConfirmFacts } from './confirm-facts';
import { RequestChecklist } from './request-checklist';
import { VerifyIdentity } from './verify-identity';

/** The token of a /r/<token> address. */
export function requestTokenFromPath(pathname: string): string {
  return decodeURIComponent(pathname.split('/')[2] ?? '');
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-muted/30">
      <header className="border-b bg-card px-4 py-3">
        <BrandLogo />
      </header>
      <main id="main" className="mx-auto max-w-xl space-y-4 px-4 py-6">
        {children}
      </main>
    </div>
  );
}

function LinkProblem({ message }: { message: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LinkIcon aria-hidden className="size-5 text-muted-foreground" /> This link can't be used
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p>{message}</p>
      </CardContent>
    </Card>
  );
}

/**
 * The page a client opens from their adviser's link: no account, phone first. They confirm who they are,
 * send each document on the checklist (photo or file), watch it being read, confirm the facts read from
 * it, and say when that's everything.
 */
export function ClientRequestPage() {
  const token = requestTokenFromPath(window.location.pathname);
  const welcome = useRequestWelcome(token);
  const verified = Boolean(welcome.data?.verified);
  const checklist = useClientChecklist(token, verified);
  const readCount = checklist.data?.documents.filter((document) => document.state === 'read').length ?? 0;
  const facts = useClientFacts(token, verified && readCount > 0, readCount);
  const finish = useFinishRequest(token);

  useEffect(() => {
    document.title = 'Send your documents · FactFind';
  }, []);

  // A visit that has ended (after two hours) asks the client to confirm who they are again.
  const visitEnded = checklist.error instanceof ApiError && checklist.error.status === 401;
  useEffect(() => {
    if (visitEnded) void welcome.refetch();
  }, [visitEnded, welcome]);

  if (welcome.isLoading)
    return (
      <Frame>
        <Spinner label="Opening your request" />
      </Frame>
    );
  if (welcome.error || !welcome.data)
    return (
      <Frame>
        <h1 className="sr-only">Document request</h1>
        <LinkProblem
          message={serverMessage(welcome.error, 'This link could not be opened. Please try again later.')}
        />
      </Frame>
    );

  const { adviserName, practiceName } = welcome.data;
  if (!verified)
    return (
      <Frame>
        <Card>
          <CardHeader>
            <h1 className="text-xl font-semibold">Send your documents</h1>
            <p className="text-sm text-muted-foreground">
              {adviserName} at {practiceName} has asked you for some documents for your financial advice.
            </p>
          </CardHeader>
          <CardContent>
            <VerifyIdentity token={token} welcome={welcome.data} />
          </CardContent>
        </Card>
      </Frame>
    );

  const view = checklist.data;
  const onFinish = async () => {
    try {
      await finish.mutateAsync();
      toast({ title: 'Thank you', description: `${adviserName} has been told you've sent everything.` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Not sent',
        description: serverMessage(error, 'Please try again.'),
      });
    }
  };

  return (
    <Frame>
      <div className="space-y-1">
        <h1 className="text-xl font-semibold">{view ? `Hello ${view.clientName}` : 'Send your documents'}</h1>
        <p className="text-sm text-muted-foreground">
          {adviserName} at {practiceName} has asked for the documents below. They are sent securely and only
          your adviser's practice can see them.
        </p>
      </div>
      {!view ? (
        <Spinner label="Loading your checklist" />
      ) : (
        <>
          {(view.note || view.dueDate) && (
            <Card>
              <CardContent className="space-y-2 pt-6 text-sm">
                {view.dueDate && (
                  <p className="flex items-center gap-2 font-medium">
                    <CalendarClock aria-hidden className="size-4" /> Please send them by{' '}
                    {formatDate(view.dueDate)}
                  </p>
                )}
                {view.note && <p className="whitespace-pre-line">{view.note}</p>}
              </CardContent>
            </Card>
          )}
          <RequestChecklist token={token} view={view} />
          {facts.data && facts.data.facts.length > 0 && (
            <ConfirmFacts token={token} facts={facts.data.facts} />
          )}
          <ClientDeclarations token={token} />
          {view.finishedAt ? (
            <p className="flex items-center gap-2 rounded-lg border bg-card p-3 text-sm" role="status">
              <CheckCircle2 aria-hidden className="size-4 text-success" />
              You told {adviserName} that's everything on {formatDate(view.finishedAt.slice(0, 10))}. You can
              still add a document you forgot.
            </p>
          ) : (
            <Button
              className="w-full"
              size="lg"
              onClick={onFinish}
              disabled={finish.isPending || view.documents.length === 0}
            >
              That's everything
            </Button>
          )}
        </>
      )}
    </Frame>
  );
}
