import { useState } from 'react';
import { Check, Pencil, Undo2 } from 'lucide-react';
import type { DocumentCorrection } from '@/shared/schemas/document-correction';
import { serverMessage } from '@/client/lib/api-client';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { useCorrectField } from '../api/document-corrections';
import { fieldLabel } from '@/shared/field-registry';

/**
 * Correct or confirm one value read from a document. The correction is kept beside the reading (shown struck
 * through), wins in the client's facts, and can be taken back.
 */
export function FieldCorrection({
  documentId,
  fieldKey,
  reading,
  correction,
  format,
}: {
  documentId: string;
  fieldKey: string;
  reading: string;
  correction: DocumentCorrection | undefined;
  format: (value: unknown) => string;
}) {
  const { save, undo } = useCorrectField(documentId);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(reading);
  const [problem, setProblem] = useState<string | null>(null);
  const label = fieldLabel(fieldKey);
  const busy = save.isPending || undo.isPending;
  const inputId = `correct-${documentId}-${fieldKey}`;

  const submit = async (action: 'corrected' | 'confirmed') => {
    setProblem(null);
    try {
      await save.mutateAsync({ fieldKey, request: { action, value: action === 'corrected' ? draft : null } });
      setEditing(false);
      toast({ title: action === 'corrected' ? 'Correction saved' : 'Value confirmed', description: label });
    } catch (error) {
      setProblem(serverMessage(error, 'The correction could not be saved. Please try again.'));
    }
  };

  if (editing) {
    return (
      <form
        className="flex flex-wrap items-center gap-2 font-normal"
        onSubmit={(event) => {
          event.preventDefault();
          void submit('corrected');
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Correct {label}
        </label>
        <Input
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="h-8 max-w-xs"
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          autoFocus
        />
        <Button type="submit" size="sm" disabled={busy}>
          Save
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={() => setEditing(false)}>
          Cancel
        </Button>
        {problem && (
          <p id={`${inputId}-problem`} className="w-full text-xs text-destructive">
            {problem}
          </p>
        )}
      </form>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 font-normal" data-testid="field-correction">
      {correction?.action === 'corrected' && (
        <Badge variant="warning">
          Corrected{correction.value === null ? ': not on the document' : `: ${format(correction.value)}`}
        </Badge>
      )}
      {correction?.action === 'confirmed' && (
        <Badge variant="success">
          <Check aria-hidden="true" /> Confirmed
        </Badge>
      )}
      {correction ? (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="h-7 px-2 text-xs"
          disabled={busy}
          aria-label={`Undo the correction of ${label}`}
          onClick={() =>
            undo.mutate(fieldKey, {
              onSuccess: () => toast({ title: 'Correction removed', description: label }),
            })
          }
        >
          <Undo2 className="size-3.5" aria-hidden="true" /> Undo
        </Button>
      ) : (
        <>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="h-7 px-2 text-xs"
            disabled={busy}
            aria-label={`Correct ${label}`}
            onClick={() => {
              setDraft(reading);
              setEditing(true);
            }}
          >
            <Pencil className="size-3.5" aria-hidden="true" /> Correct
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="h-7 px-2 text-xs"
            disabled={busy}
            aria-label={`Confirm ${label}`}
            onClick={() => void submit('confirmed')}
          >
            <Check className="size-3.5" aria-hidden="true" /> Confirm
          </Button>
        </>
      )}
    </div>
  );
}
