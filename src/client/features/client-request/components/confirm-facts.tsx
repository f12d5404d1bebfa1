import { useEffect, useRef, useState } from 'react';
import { Check, CheckCircle2, Pencil } from 'lucide-react';
import type { ClientFact } from '@/shared/schemas/document-request';
import { formatDate } from '@/shared/format/date';
import { displayCase } from '@/shared/format/display-case';
import { serverMessage } from '@/client/lib/api-client';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { useConfirmFacts } from '../api/client-request';

const day = (iso: string) => formatDate(iso.slice(0, 10));

type Answer = { key: string; correction: string | null };

type RowProps = {
  fact: ClientFact;
  /** What the client is typing, while they edit this detail. */
  typing: string | undefined;
  pending: boolean;
  onStartEdit: () => void;
  onType: (value: string) => void;
  onCancel: () => void;
  onSave: () => void;
  onRight: () => void;
};

/** The detail being edited: what it should be, with Cancel and Save. */
function EditFactForm({ fact, typing, pending, onType, onCancel, onSave }: RowProps) {
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <Input
        aria-label={`What ${fact.label} should be`}
        placeholder="What it should be"
        autoFocus
        value={typing}
        onChange={(event) => onType(event.target.value)}
      />
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending || !typing?.trim()} aria-label={`Save ${fact.label}`}>
          Save
        </Button>
      </div>
    </form>
  );
}

/** A detail the client has answered: what they said and when, and Edit to change it. */
function AnsweredFact({ fact, confirmedAt, onStartEdit }: RowProps & { confirmedAt: string }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <p className="flex items-center gap-1 text-xs text-success">
        <CheckCircle2 aria-hidden className="size-3.5 shrink-0" />
        {fact.correction
          ? `You changed this on ${day(confirmedAt)}`
          : `You said this is right on ${day(confirmedAt)}`}
      </p>
      <Button
        variant="ghost"
        size="sm"
        onClick={onStartEdit}
        aria-label={`Edit ${fact.label}`}
        data-edit={fact.key}
        data-confirmed
      >
        <Pencil /> Edit
      </Button>
    </div>
  );
}

/** One detail as read (or as the client changed it), and its two choices. */
function ClientFactRow(props: RowProps) {
  const { fact, typing, pending, onStartEdit, onRight } = props;
  const shown = displayCase(fact.value);
  return (
    <li className="space-y-2 p-3" data-testid="client-fact">
      <div className="min-w-0">
        <p className="text-xs text-muted-foreground">{fact.label}</p>
        <p className="font-medium break-words">{fact.correction ?? shown}</p>
        {fact.correction && (
          <p className="text-xs text-muted-foreground">
            Your documents say: <span className="line-through">{shown}</span>
          </p>
        )}
      </div>
      {typing !== undefined ? (
        <EditFactForm {...props} />
      ) : fact.confirmedAt ? (
        <AnsweredFact {...props} confirmedAt={fact.confirmedAt} />
      ) : (
        <div className="grid grid-cols-2 gap-2">
          <Button
            variant="outline"
            onClick={onStartEdit}
            aria-label={`Edit ${fact.label}`}
            data-edit={fact.key}
          >
            <Pencil /> Edit
          </Button>
          <Button
            variant="outline"
            disabled={pending}
            onClick={onRight}
            aria-label={`${fact.label}: this is right`}
          >
            <Check /> This is right
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * What was read from the client's documents, for the client to check. Each detail has two choices: "This is
 * right", or "Edit" to type what it should be. Names printed in capitals are shown as a person writes them;
 * what the client confirms is still the value as read (the server keeps it beside their answer).
 */
export function ConfirmFacts({ token, facts }: { token: string; facts: ClientFact[] }) {
  const confirm = useConfirmFacts(token);
  const [corrections, setCorrections] = useState<Record<string, string>>({});
  const editing = (key: string) => key in corrections;
  // A detail being edited waits for its own Save: "All are right" leaves it out.
  const unanswered = facts.filter((fact) => !fact.confirmedAt && !editing(fact.key));
  // After an answer (Save, Cancel, This is right) the focus goes to the detail's Edit, once the detail shows
  // the answer (an answer sent waits for the detail to come back confirmed).
  const list = useRef<HTMLUListElement>(null);
  const [focusTo, setFocusTo] = useState<{ key: string; confirmed: boolean } | null>(null);
  useEffect(() => {
    if (focusTo === null || confirm.isPending) return;
    const edit = list.current?.querySelector<HTMLElement>(
      `[data-edit="${CSS.escape(focusTo.key)}"]${focusTo.confirmed ? '[data-confirmed]' : ''}`,
    );
    if (!edit) return;
    edit.focus();
    setFocusTo(null);
  }, [focusTo, confirm.isPending, facts, corrections]);
  const stopEditing = (key: string) => {
    setCorrections(({ [key]: _dropped, ...rest }) => rest);
    setFocusTo({ key, confirmed: false });
  };

  const send = async (answers: Answer[], done: string) => {
    if (answers[0]) setFocusTo({ key: answers[0].key, confirmed: true });
    try {
      await confirm.mutateAsync({ facts: answers });
      setCorrections((current) => {
        const rest = { ...current };
        for (const answer of answers) delete rest[answer.key];
        return rest;
      });
      toast({ title: 'Thank you', description: done });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Not saved',
        description: serverMessage(error, 'Please try again.'),
      });
    }
  };

  const saveEdit = (fact: ClientFact) => {
    const typed = corrections[fact.key]?.trim();
    if (!typed) return;
    // Saved as it was shown: that is "this is right", not a change.
    const unchanged = typed === displayCase(fact.value) || typed === fact.value;
    void send(
      [{ key: fact.key, correction: unchanged ? null : typed }],
      unchanged ? 'Your adviser will see it.' : 'Your adviser will see your change.',
    );
  };
  const type = (key: string, value: string) => setCorrections((current) => ({ ...current, [key]: value }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Check your details</CardTitle>
        <p className="text-sm text-muted-foreground">
          We read these details from the documents you sent. Please tell us if each one is right. Account
          numbers show only their last digits.
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        <ul className="divide-y rounded-lg border" ref={list}>
          {facts.map((fact) => (
            <ClientFactRow
              key={fact.key}
              fact={fact}
              typing={corrections[fact.key]}
              pending={confirm.isPending}
              onStartEdit={() => type(fact.key, fact.correction ?? displayCase(fact.value))}
              onType={(value) => type(fact.key, value)}
              onCancel={() => stopEditing(fact.key)}
              onSave={() => saveEdit(fact)}
              onRight={() => void send([{ key: fact.key, correction: null }], 'Your adviser will see it.')}
            />
          ))}
        </ul>
        {unanswered.length > 1 ? (
          <Button
            className="w-full"
            disabled={confirm.isPending}
            onClick={() =>
              void send(
                unanswered.map((fact) => ({ key: fact.key, correction: null })),
                'Your adviser will see that these are right.',
              )
            }
          >
            {confirm.isPending ? 'Saving…' : `All ${unanswered.length} are right`}
          </Button>
        ) : facts.every((fact) => fact.confirmedAt) && Object.keys(corrections).length === 0 ? (
          <p className="text-sm text-success" role="status">
            You've checked every detail. Thank you.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
