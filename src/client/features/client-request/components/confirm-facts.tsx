import { useState } from 'react';
import { CheckCircle2, Pencil } from 'lucide-react';
import type { ClientFact } from '@/shared/schemas/document-request';
import { formatDate } from '@/shared/format/date';
import { serverMessage } from '@/client/lib/api-client';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { useConfirmFacts } from '../api/client-request';

const day = (iso: string) => formatDate(iso.slice(0, 10));

/**
 * What was read from the client's documents, for the client to confirm or correct. Everything still to
 * confirm is confirmed with one button; a correction is typed beside the fact it corrects.
 */
export function ConfirmFacts({ token, facts }: { token: string; facts: ClientFact[] }) {
  const confirm = useConfirmFacts(token);
  const [corrections, setCorrections] = useState<Record<string, string>>({});
  const editing = (key: string) => key in corrections;
  const open = facts.filter((fact) => !fact.confirmedAt || editing(fact.key));

  const save = async () => {
    const answers = open.map((fact) => ({
      key: fact.key,
      correction: editing(fact.key) && corrections[fact.key]?.trim() ? corrections[fact.key]!.trim() : null,
    }));
    try {
      await confirm.mutateAsync({ facts: answers });
      setCorrections({});
      toast({ title: 'Thank you', description: 'Your adviser will see what you confirmed.' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Not saved',
        description: serverMessage(error, 'Please try again.'),
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Check what we read</CardTitle>
        <p className="text-sm text-muted-foreground">
          These details were read from your documents. Account numbers show only their last digits.
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        <ul className="divide-y rounded-lg border">
          {facts.map((fact) => (
            <li key={fact.key} className="space-y-1.5 p-3" data-testid="client-fact">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="text-xs text-muted-foreground">{fact.label}</p>
                  <p className="font-medium break-words">{fact.value}</p>
                </div>
                {!editing(fact.key) && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() =>
                      setCorrections((current) => ({ ...current, [fact.key]: fact.correction ?? '' }))
                    }
                    aria-label={`Correct ${fact.label}`}
                  >
                    <Pencil /> Correct
                  </Button>
                )}
              </div>
              {editing(fact.key) && (
                <Input
                  aria-label={`What ${fact.label} should be`}
                  placeholder="What it should be"
                  value={corrections[fact.key]}
                  onChange={(event) =>
                    setCorrections((current) => ({ ...current, [fact.key]: event.target.value }))
                  }
                />
              )}
              {fact.confirmedAt && !editing(fact.key) && (
                <p className="flex items-center gap-1 text-xs text-success">
                  <CheckCircle2 aria-hidden className="size-3.5" />
                  {fact.correction
                    ? `You corrected this to "${fact.correction}" on ${day(fact.confirmedAt)}`
                    : `Confirmed on ${day(fact.confirmedAt)}`}
                </p>
              )}
            </li>
          ))}
        </ul>
        {open.length > 0 ? (
          <Button className="w-full" onClick={save} disabled={confirm.isPending}>
            {confirm.isPending
              ? 'Saving…'
              : open.length === 1
                ? 'Confirm this detail'
                : `Confirm these ${open.length} details`}
          </Button>
        ) : (
          <p className="text-sm text-success" role="status">
            Everything here is confirmed. Thank you.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
