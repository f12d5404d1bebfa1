import { BadgeCheck } from 'lucide-react';
import { formatDate } from '@/shared/format/date';
import type { ClientConfirmation } from '@/shared/schemas/document-request';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';

/** "Confirmed by client on 25/11/2026", or the client's correction and its date. */
export function confirmationNote(confirmation: ClientConfirmation): string {
  const day = formatDate(confirmation.confirmedAt.slice(0, 10));
  return confirmation.correction
    ? `Client corrected this to "${confirmation.correction}" on ${day}`
    : `Confirmed by client on ${day}`;
}

/** Facts read from the client's documents that the client confirmed or corrected through a request. */
export function ClientConfirmationsCard({ confirmations }: { confirmations: ClientConfirmation[] }) {
  if (confirmations.length === 0) return null;
  return (
    <Card id="confirmed-by-client" data-testid="client-confirmations">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BadgeCheck className="size-5 text-success" aria-hidden="true" /> Confirmed by the client
        </CardTitle>
        <CardDescription>
          What the client confirmed or corrected of the facts read from the documents they sent.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y text-sm">
          {confirmations.map((confirmation) => (
            <li
              key={confirmation.key}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
            >
              <span className="text-muted-foreground">{confirmation.label}</span>
              <span className="font-medium">{confirmation.value}</span>
              <span
                className={`w-full text-xs ${confirmation.correction ? 'text-warning-foreground' : 'text-success'}`}
              >
                {confirmationNote(confirmation)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
