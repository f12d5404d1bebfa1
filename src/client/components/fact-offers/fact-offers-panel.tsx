import { useEffect, useRef, useState } from 'react';
import { AlertTriangle, Check, FileSearch, Scale, X } from 'lucide-react';
import { formatDate } from '@/shared/format/date';
import type { ClientRecordView } from '@/shared/record/record-types';
import type { RecordSection } from '@/shared/record/record-fields';
import type { FactOffer } from '@/shared/schemas/extracted-facts';
import { focusPageTitle } from '@/client/lib/focus';
import { serverMessage } from '@/client/lib/api-client';
import { EvidenceButton } from '@/client/components/evidence-dialog';
import { useAdviserName } from '@/client/components/client-record/fact-source';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';
import { IdentityDocuments } from './identity-documents';
import { labelledParts } from './offer-parts';
import { useAcceptFactOffers, useDismissFactOffers } from './use-fact-offers';

type FactOffersPanelProps = {
  clientId: string;
  /** The client's full name, for the identity warnings. */
  clientName: string;
  record: Pick<ClientRecordView, 'offers' | 'flaggedDocuments'>;
  /** The record's sections shown here, in display order with their headings; others' offers are not shown. */
  sections: Partial<Record<RecordSection, string>>;
  /** Documents set aside as someone else's, with "It is the client's document" (the Fact Find shows them). */
  showIdentity?: boolean;
  /** Called after offers were written, so the screen can show the values without a reload. */
  onAccepted?: (offers: FactOffer[]) => void | Promise<void>;
};

const day = (iso: string) => formatDate(iso.slice(0, 10));

/** "Given by you on 26/11/2026", "Corrected by the client on 26/11/2026": who gave the record's value. */
function givenWords(conflict: NonNullable<FactOffer['conflict']>, you: string | undefined): string {
  if (conflict.status === 'corrected') return `Corrected by the client on ${day(conflict.at)}`;
  if (conflict.status === 'confirmed') return `Confirmed by client on ${day(conflict.at)}`;
  return `Given by ${you && conflict.givenBy === you ? 'you' : conflict.givenBy} on ${day(conflict.at)}`;
}

function Sources({ offer }: { offer: FactOffer }) {
  const [source, ...more] = offer.sources;
  if (!source) return null;
  return (
    <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
      <span>From</span>
      <EvidenceButton source={source} label={`Source of ${offer.label}`} compact />
      {more.length > 0 && (
        <span>
          and {more.length} more {more.length === 1 ? 'document' : 'documents'}
        </span>
      )}
    </span>
  );
}

/** A cross-check questioned the value: "Check" and why, whatever its confidence. */
function CheckNotes({ offer }: { offer: FactOffer }) {
  if (offer.checks.length === 0) return null;
  return (
    <ul className="space-y-0.5 text-xs" data-testid="offer-checks">
      {offer.checks.map((reason) => (
        <li key={reason} className="flex items-start gap-1.5 font-medium text-warning-foreground">
          <Badge variant="warning" className="shrink-0">
            <AlertTriangle aria-hidden="true" /> Check
          </Badge>
          <span>{reason}</span>
        </li>
      ))}
    </ul>
  );
}

/** The client corrected (or confirmed) the reading through their request link: their word, and what was read. */
function ClientWordNote({ offer }: { offer: FactOffer }) {
  const word = offer.clientWord;
  if (!word) return null;
  return (
    <p className="text-xs" data-testid="client-word">
      {word.correction ? (
        <>
          <span className="font-medium text-warning-foreground">
            Corrected by the client on {day(word.confirmedAt)}
          </span>
          <span className="text-muted-foreground">
            {' '}
            · the document read <q>{word.readValue}</q>
          </span>
        </>
      ) : (
        <span className="font-medium text-success">Confirmed by client on {day(word.confirmedAt)}</span>
      )}
    </p>
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
  const parts = labelledParts(offer);
  return (
    <li className="space-y-2 p-3 text-sm" data-testid="fact-offer" data-offer-key={offer.key} data-offer-row>
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
            {parts && parts.length > 1 ? null : (
              <span className="font-semibold" data-testid="offer-value">
                {parts?.[0]?.words ?? offer.display}
              </span>
            )}
          </p>
          {parts && parts.length > 1 && (
            <dl className="grid gap-x-3 sm:grid-cols-[auto_1fr]" data-testid="offer-value">
              {parts.map((part) => (
                <div key={part.field} className="contents">
                  <dt className="text-muted-foreground">{part.label}</dt>
                  <dd className="font-semibold">{part.words}</dd>
                </div>
              ))}
            </dl>
          )}
          <ClientWordNote offer={offer} />
          <CheckNotes offer={offer} />
        </div>
        <div className="flex shrink-0 gap-2">
          <Button
            type="button"
            size="sm"
            disabled={busy}
            onClick={onAccept}
            aria-label={`Accept ${offer.label}`}
            data-row-action
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
      <Sources offer={offer} />
    </li>
  );
}

/**
 * A document says otherwise than a value a person gave: both side by side with their sources. The adviser
 * keeps theirs or takes the document's for this fact alone; Accept all never does.
 */
function ConflictRow({
  offer,
  busy,
  onUseDocument,
  onKeep,
}: {
  offer: FactOffer;
  busy: boolean;
  onUseDocument: () => void;
  onKeep: () => void;
}) {
  const conflict = offer.conflict!;
  const you = useAdviserName();
  return (
    <li
      className="space-y-3 border-l-4 border-l-warning bg-warning/5 p-3 text-sm"
      data-testid="fact-conflict"
      data-offer-key={offer.key}
      data-offer-row
    >
      <p className="flex flex-wrap items-center gap-2 font-medium">
        {offer.label}
        <Badge variant="warning">
          <Scale aria-hidden="true" /> Conflict
        </Badge>
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="min-w-0 space-y-1 rounded-md border bg-card p-2.5">
          <p className="text-xs font-medium text-muted-foreground">In the record</p>
          <p className="font-semibold break-words" data-testid="conflict-record-value">
            {offer.current || 'Nothing'}
          </p>
          <p className="text-xs text-muted-foreground">{givenWords(conflict, you)}</p>
        </div>
        <div className="min-w-0 space-y-1 rounded-md border bg-card p-2.5">
          <p className="text-xs font-medium text-muted-foreground">The document says</p>
          <p className="font-semibold break-words" data-testid="conflict-document-value">
            {offer.display}
          </p>
          <ClientWordNote offer={offer} />
          <CheckNotes offer={offer} />
          <Sources offer={offer} />
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="w-full sm:w-auto"
          disabled={busy}
          onClick={onKeep}
          aria-label={`Keep mine: ${offer.label}`}
          data-row-action
        >
          Keep mine
        </Button>
        <Button
          type="button"
          size="sm"
          className="w-full sm:w-auto"
          disabled={busy}
          onClick={onUseDocument}
          aria-label={`Use the document's value: ${offer.label}`}
        >
          Use the document&apos;s value
        </Button>
      </div>
    </li>
  );
}

/** How many facts differ, and how many of them the adviser must decide or check one by one. */
function OffersSummary({
  shown,
  plain,
  conflicts,
  toCheck,
}: {
  shown: number;
  plain: number;
  conflicts: number;
  toCheck: number;
}) {
  const differing = plain + toCheck;
  const summary =
    differing > 0
      ? `${differing} ${differing === 1 ? 'fact differs' : 'facts differ'} from the record. Nothing changes until you accept; each shows the document it was read from.`
      : shown === 0
        ? 'Nothing new to offer.'
        : '';
  return (
    <CardDescription>
      {summary}
      {conflicts > 0 && (
        <span className="mt-1 flex items-center gap-1.5 font-medium text-warning-foreground">
          <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
          {conflicts} {conflicts === 1 ? 'conflict needs' : 'conflicts need'} your decision
        </span>
      )}
      {toCheck > 0 && (
        <span className="mt-1 flex items-center gap-1.5 font-medium text-warning-foreground">
          <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
          {toCheck} {toCheck === 1 ? 'value needs' : 'values need'} checking: accept{' '}
          {toCheck === 1 ? 'it' : 'each'} on its own
        </span>
      )}
    </CardDescription>
  );
}

/** The panel's title, what the documents offer in a sentence, and Accept all / Dismiss all. */
function OffersPanelHeader({
  shownCount,
  conflictCount,
  toCheckCount,
  plainCount,
  busy,
  onAcceptAll,
  onDismissAll,
}: {
  shownCount: number;
  conflictCount: number;
  toCheckCount: number;
  plainCount: number;
  busy: boolean;
  onAcceptAll: () => void;
  onDismissAll: () => void;
}) {
  return (
    <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
      <div className="min-w-0 space-y-1.5">
        <CardTitle className="flex items-center gap-2 text-lg">
          <FileSearch className="size-5 text-primary" aria-hidden="true" />
          <span tabIndex={-1} data-panel-heading className="focus:outline-none">
            From the client&apos;s documents
          </span>
        </CardTitle>
        <OffersSummary
          shown={shownCount}
          plain={plainCount}
          conflicts={conflictCount}
          toCheck={toCheckCount}
        />
      </div>
      {plainCount > 0 && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" disabled={busy} onClick={onAcceptAll}>
            <Check className="size-3.5" aria-hidden="true" /> Accept all ({plainCount})
          </Button>
          {plainCount > 1 && (
            <Button type="button" size="sm" variant="outline" disabled={busy} onClick={onDismissAll}>
              Dismiss all
            </Button>
          )}
        </div>
      )}
    </CardHeader>
  );
}

/**
 * Facts read from the client's documents that the record lacks or holds differently, offered one by one:
 * nothing is written until the adviser accepts; a dismissed offer stays dismissed (on the server). A value a
 * person gave is never replaced by Accept all: a document that says otherwise is a conflict, decided alone.
 * A value a cross-check questioned shows "Check" with the reason and is left out of Accept all too.
 */
export function FactOffersPanel({
  clientId,
  clientName,
  record,
  sections,
  showIdentity = false,
  onAccepted,
}: FactOffersPanelProps) {
  const accept = useAcceptFactOffers(clientId);
  const dismiss = useDismissFactOffers(clientId);
  const busy = accept.isPending || dismiss.isPending;
  const panel = useRef<HTMLDivElement>(null);
  // After an offer goes, focus moves to the offer now in its place (or the panel's heading).
  const [focusRow, setFocusRow] = useState<{ index: number; gone: string[] } | null>(null);

  const shown = record.offers.filter((offer) => offer.section in sections);
  const conflicts = shown.filter((offer) => offer.conflict);
  // Accept all takes only offers nobody needs to look at: conflicts and values to check go one by one.
  const plain = shown.filter((offer) => !offer.conflict && offer.checks.length === 0);
  const toCheck = shown.filter((offer) => !offer.conflict && offer.checks.length > 0);
  const flagged = showIdentity ? record.flaggedDocuments : [];

  const shownKeys = shown.map((offer) => offer.key).join('\n');
  useEffect(() => {
    if (focusRow === null || busy) return;
    // Wait until the offers decided on have left the list (the record is fetched again after a decision).
    const still = new Set(shownKeys.split('\n'));
    if (focusRow.gone.some((key) => still.has(key))) return;
    const rows = panel.current?.querySelectorAll<HTMLElement>('[data-offer-row]') ?? [];
    const target = rows[Math.min(focusRow.index, rows.length - 1)];
    const next = target?.querySelector<HTMLElement>('[data-row-action]:not([disabled])');
    const heading = panel.current?.querySelector<HTMLElement>('[data-panel-heading]');
    if (next) next.focus();
    else if (heading) heading.focus();
    // Nothing left to offer (the panel has gone): the page's title, not the document's start.
    else focusPageTitle();
    setFocusRow(null);
  }, [focusRow, busy, shownKeys]);

  // Nothing to offer: only documents the adviser said are the client's may be left to show (taken back).
  if (shown.length === 0 && flagged.length === 0)
    return showIdentity ? (
      <IdentityDocuments clientId={clientId} clientName={clientName} flagged={[]} standalone />
    ) : null;

  /** Where an offer's row is among the rows on screen (sections order them, not the record). */
  const rowIndex = (offer: FactOffer) =>
    [...(panel.current?.querySelectorAll<HTMLElement>('[data-offer-row]') ?? [])].findIndex(
      (row) => row.dataset.offerKey === offer.key,
    );
  const failed = (error: unknown, fallback: string) =>
    toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, fallback) });

  /** `alone`: the adviser accepted this one offer from its row (a "Check" value may be accepted so). */
  const acceptOffers = async (chosen: FactOffer[], replacePersonGiven = false, alone = false) => {
    const index = chosen.length === 1 ? Math.max(0, rowIndex(chosen[0]!)) : 0;
    try {
      const result = await accept.mutateAsync({
        keys: chosen.map((offer) => offer.key),
        replacePersonGiven,
        acceptChecked: alone,
      });
      const written = chosen.filter((offer) => result.accepted.includes(offer.key));
      setFocusRow({ index, gone: written.map((offer) => offer.key) });
      await onAccepted?.(written);
      toast({
        title: written.length === 1 ? 'Fact accepted' : `${written.length} facts accepted`,
        description: written.length === 1 ? written[0]?.label : 'Saved with the documents they came from.',
      });
    } catch (error) {
      failed(error, 'Could not accept. Please try again.');
      setFocusRow({ index, gone: [] });
    }
  };
  const dismissOffers = async (chosen: FactOffer[]) => {
    const index = chosen.length === 1 ? Math.max(0, rowIndex(chosen[0]!)) : 0;
    try {
      const result = await dismiss.mutateAsync(chosen.map((offer) => offer.key));
      setFocusRow({ index, gone: result.dismissed });
      if (chosen.length === 1 && chosen[0]?.conflict)
        toast({ title: 'Kept your value', description: chosen[0].label });
    } catch (error) {
      failed(error, 'Could not dismiss. Please try again.');
      setFocusRow({ index, gone: [] });
    }
  };

  return (
    <Card className="border-primary/40 bg-accent/30" data-testid="fact-offers" ref={panel}>
      <OffersPanelHeader
        shownCount={shown.length}
        conflictCount={conflicts.length}
        toCheckCount={toCheck.length}
        plainCount={plain.length}
        busy={busy}
        onAcceptAll={() => void acceptOffers(plain)}
        onDismissAll={() => void dismissOffers(plain)}
      />
      <CardContent className="space-y-4">
        {showIdentity && <IdentityDocuments clientId={clientId} clientName={clientName} flagged={flagged} />}
        {Object.entries(sections).map(([section, heading]) => {
          const inSection = shown.filter((offer) => offer.section === section);
          if (inSection.length === 0) return null;
          return (
            <section key={section} aria-label={heading} className="space-y-2">
              <h3 className="text-sm font-semibold text-muted-foreground">{heading}</h3>
              <ul className="divide-y overflow-hidden rounded-lg border bg-card">
                {inSection.map((offer) =>
                  offer.conflict ? (
                    <ConflictRow
                      key={offer.key}
                      offer={offer}
                      busy={busy}
                      onUseDocument={() => void acceptOffers([offer], true, true)}
                      onKeep={() => void dismissOffers([offer])}
                    />
                  ) : (
                    <OfferRow
                      key={offer.key}
                      offer={offer}
                      busy={busy}
                      onAccept={() => void acceptOffers([offer], false, true)}
                      onDismiss={() => void dismissOffers([offer])}
                    />
                  ),
                )}
              </ul>
            </section>
          );
        })}
      </CardContent>
    </Card>
  );
}
