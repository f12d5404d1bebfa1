import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Undo2, UserCheck } from 'lucide-react';
import type { DocumentSummary } from '@/shared/schemas/document';
import type { PictureDocument } from '@/shared/schemas/extracted-facts';
import { otherPersonReason } from '@/shared/format/other-person';
import { serverMessage } from '@/client/lib/api-client';
import { useSetDocumentOwner } from '@/client/components/client-record/use-client-record';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';

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
            <li
              key={document.id}
              className="flex flex-wrap items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
              data-testid="flagged-document"
            >
              <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="font-medium break-all">{document.filename}</span>{' '}
                {otherPersonReason(document.person, clientName)}. Its facts are not offered for this client.
              </span>
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
            </li>
          ))}
        </ul>
      )}
      {confirmed.length > 0 && (
        <ul className="space-y-2" aria-label="Documents you said are the client's">
          {confirmed.map((document) => (
            <li
              key={document.id}
              className="flex flex-wrap items-center gap-2 rounded-md border bg-card p-3 text-sm"
              data-testid="confirmed-owner-document"
            >
              <UserCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="font-medium break-all">{document.filename}</span> is counted as {clientName}
                &apos;s: you said so
                {document.person?.name ? `, although it names ${document.person.name}` : ''}.
              </span>
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
            </li>
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
