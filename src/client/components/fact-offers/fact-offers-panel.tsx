import { AlertTriangle, Check, FileSearch, X } from 'lucide-react';
import type { FactOffer, OfferScreen, PictureDocument } from '@/shared/schemas/extracted-facts';
import { serverMessage } from '@/client/lib/api-client';
import { EvidenceButton } from '@/client/components/evidence-dialog';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';
import { useAcceptFactOffers, useDismissFactOffers, useFactOffers } from './use-fact-offers';
import { otherPersonReason } from '@/shared/format/other-person';

type FactOffersPanelProps = {
  clientId: string;
  /** The client's full name, for the identity warnings. */
  clientName: string;
  screen: OfferScreen;
  /** Section codes in display order with their headings; offers of other sections are not shown here. */
  sections: Record<string, string>;
  /** Called after offers were written, so the screen can show the values without a reload. */
  onAccepted: (offers: FactOffer[]) => void | Promise<void>;
};

function FlaggedDocuments({ documents, clientName }: { documents: PictureDocument[]; clientName: string }) {
  if (documents.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label="Documents about someone else">
      {documents.map((document) => (
        <li
          key={document.id}
          className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
          data-testid="flagged-document"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <span>
            <span className="font-medium">{document.filename}</span>{' '}
            {otherPersonReason(document.person, clientName)}. Its facts are not offered for this client.
          </span>
        </li>
      ))}
    </ul>
  );
}

function OfferRow({
  offer,
  busy,
  onAccept,
  onDismiss,
}: {
  offer: FactOffer;
  busy: boolean;
  onAccept: () => void;
  onDismiss: () => void;
}) {
  const [source, ...more] = offer.sources;
  return (
    <li className="space-y-2 p-3 text-sm" data-testid="fact-offer" data-offer-key={offer.key}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-0.5">
          <p className="font-medium">
            {offer.label}
            {offer.replacesDefault && (
              <Badge variant="outline" className="ml-2 align-middle">
                replaces the intake default
              </Badge>
            )}
          </p>
          <p className="break-words">
            {offer.current ? (
              <>
                <span className="text-muted-foreground line-through decoration-muted-foreground/60">
                  {offer.current}
                </span>{' '}
                →{' '}
              </>
            ) : null}
            <span className="font-semibold" data-testid="offer-value">
              {offer.display}
            </span>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button
            type="button"
            size="sm"
            disabled={busy}
            onClick={onAccept}
            aria-label={`Accept ${offer.label}`}
          >
            <Check className="size-3.5" aria-hidden="true" /> Accept
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={onDismiss}
            aria-label={`Dismiss ${offer.label}`}
          >
            <X className="size-3.5" aria-hidden="true" /> Dismiss
          </Button>
        </div>
      </div>
      {source && (
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <span>From</span>
          <EvidenceButton source={source} />
          {more.length > 0 && (
            <span>
              and {more.length} more {more.length === 1 ? 'document' : 'documents'}
            </span>
          )}
        </p>
      )}
    </li>
  );
}

/**
 * Facts read from the client's documents that the record lacks or holds differently, offered one by one:
 * nothing is written until the adviser accepts; a dismissed offer stays dismissed (on the server).
 */
export function FactOffersPanel({
  clientId,
  clientName,
  screen,
  sections,
  onAccepted,
}: FactOffersPanelProps) {
  const offers = useFactOffers(clientId);
  const accept = useAcceptFactOffers(clientId);
  const dismiss = useDismissFactOffers(clientId);
  const busy = accept.isPending || dismiss.isPending;
  const shown = (offers.data?.offers ?? []).filter(
    (offer) => offer.screen === screen && offer.section in sections,
  );
  const flagged = screen === 'fact-find' ? (offers.data?.flaggedDocuments ?? []) : [];
  if (shown.length === 0 && flagged.length === 0) return null;

  const acceptOffers = async (chosen: FactOffer[]) => {
    try {
      const result = await accept.mutateAsync(chosen.map((offer) => offer.key));
      const written = chosen.filter((offer) => result.accepted.includes(offer.key));
      await onAccepted(written);
      toast({
        title: written.length === 1 ? 'Fact accepted' : `${written.length} facts accepted`,
        description: written.length === 1 ? written[0]?.label : 'Saved with the documents they came from.',
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: serverMessage(error, 'Could not accept. Please try again.'),
      });
    }
  };
  const dismissOffers = async (chosen: FactOffer[]) => {
    try {
      await dismiss.mutateAsync(chosen.map((offer) => offer.key));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: serverMessage(error, 'Could not dismiss. Please try again.'),
      });
    }
  };

  return (
    <Card className="border-primary/40 bg-accent/30" data-testid="fact-offers">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="min-w-0 space-y-1.5">
          <CardTitle className="flex items-center gap-2 text-lg">
            <FileSearch className="size-5 text-primary" aria-hidden="true" /> From the client&apos;s documents
          </CardTitle>
          <CardDescription>
            {shown.length > 0
              ? `${shown.length} ${shown.length === 1 ? 'fact differs' : 'facts differ'} from the record. Nothing changes until you accept; each shows the document it was read from.`
              : 'Nothing new to offer.'}
          </CardDescription>
        </div>
        {shown.length > 1 && (
          <div className="flex gap-2">
            <Button type="button" size="sm" disabled={busy} onClick={() => void acceptOffers(shown)}>
              <Check className="size-3.5" aria-hidden="true" /> Accept all ({shown.length})
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => void dismissOffers(shown)}
            >
              Dismiss all
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        <FlaggedDocuments documents={flagged} clientName={clientName} />
        {Object.entries(sections).map(([section, heading]) => {
          const inSection = shown.filter((offer) => offer.section === section);
          if (inSection.length === 0) return null;
          return (
            <section key={section} aria-label={heading} className="space-y-2">
              <h3 className="text-sm font-semibold text-muted-foreground">{heading}</h3>
              <ul className="divide-y rounded-lg border bg-card">
                {inSection.map((offer) => (
                  <OfferRow
                    key={offer.key}
                    offer={offer}
                    busy={busy}
                    onAccept={() => void acceptOffers([offer])}
                    onDismiss={() => void dismissOffers([offer])}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </CardContent>
    </Card>
  );
}
