import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Undo2, UserCheck } from 'lucide-react';
import type { DocumentSummary } from '@/shared/schemas/document';
import type { PictureDocument } from '@/shared/schemas/extracted-facts';
import { otherPersonReason } from '@/shared/format/other-person';
import { serverMessage } from '@/client/lib/api-client';
import { cn } from '@/client/lib/cn';
import { useSetDocumentOwner } from '@/client/components/client-record/use-client-record';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';

/** One document's line: what is said of it, and the action beside it (under it on a phone). */
function IdentityRow({
  icon,
  action,
  className,
  testId,
  children,
}: {
  icon: ReactNode;
  action: ReactNode;
  className: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li
      className={cn('flex items-start gap-2 rounded-md border p-3 text-sm', className)}
      data-testid={testId}
    >
      {icon}
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <p className="min-w-0">{children}</p>
        <div className="shrink-0">{action}</div>
      </div>
    </li>
  );
}

/**
 * Documents whose printed name or date of birth is not the client's (decision 017, identity): set aside with
 * the reason, never silently left out, and the adviser's word "It is the client's document", after which
 * its facts are offered; documents the adviser said were the client's, with a way to take that back.
 */
export function IdentityDocuments({
  clientId,
  clientName,
  flagged,
  standalone = false,
}: {
  clientId: string;
  clientName: string;
  flagged: PictureDocument[];
  /** Shown on its own (no offers around it): only when there is something to show. */
  standalone?: boolean;
}) {
  const documents = useQuery<DocumentSummary[]>({ queryKey: ['/api/clients', clientId, 'documents'] });
  const owner = useSetDocumentOwner(clientId);
  const confirmed = (documents.data ?? []).filter((document) => document.person?.overridden);
  if (flagged.length === 0 && confirmed.length === 0) return null;

  const say = (document: { id: string; filename: string }, isClients: boolean) =>
    owner.mutate(
      { documentId: document.id, owner: isClients ? 'client' : null },
      {
        onSuccess: () =>
          toast({
            title: isClients ? "Counted as the client's document" : 'Set aside again',
            description: isClients
              ? `${document.filename}: its facts are offered with the others.`
              : `${document.filename} is no longer counted as ${clientName}'s.`,
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: serverMessage(error, 'Could not change whose document it is. Please try again.'),
          }),
      },
    );

  const list = (
    <div className="space-y-2" data-testid="identity-documents">
      {flagged.length > 0 && (
        <ul className="space-y-2" aria-label="Documents about someone else">
          {flagged.map((document) => (
            <IdentityRow
              key={document.id}
              testId="flagged-document"
              className="border-destructive/40 bg-destructive/5"
              icon={<AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />}
              action={
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={owner.isPending}
                  onClick={() => say(document, true)}
                  aria-label={`It is the client's document: ${document.filename}`}
                >
                  <UserCheck className="size-3.5" aria-hidden="true" /> It is the client&apos;s document
                </Button>
              }
            >
              <span className="font-medium break-all">{document.filename}</span>{' '}
              {otherPersonReason(document.person, clientName)}. Its facts are not offered for this client.
            </IdentityRow>
          ))}
        </ul>
      )}
      {confirmed.length > 0 && (
        <ul className="space-y-2" aria-label="Documents you said are the client's">
          {confirmed.map((document) => (
            <IdentityRow
              key={document.id}
              testId="confirmed-owner-document"
              className="bg-card"
              icon={<UserCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />}
              action={
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={owner.isPending}
                  onClick={() => say(document, false)}
                  aria-label={`Take back: ${document.filename}`}
                >
                  <Undo2 className="size-3.5" aria-hidden="true" /> Take back
                </Button>
              }
            >
              <span className="font-medium break-all">{document.filename}</span> is counted as {clientName}
              &apos;s: you said so
              {document.person?.name ? `, although it names ${document.person.name}` : ''}.
            </IdentityRow>
          ))}
        </ul>
      )}
    </div>
  );
  if (!standalone) return list;
  return (
    <Card data-testid="fact-offers-identity">
      <CardContent className="p-4">{list}</CardContent>
    </Card>
  );
}
