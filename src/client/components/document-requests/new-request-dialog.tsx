import { useEffect, useState, type RefObject } from 'react';
import type { ChecklistItem } from '@/shared/document-request-checklist';
import type { CreatedDocumentRequest } from '@/shared/schemas/document-request';
import { documentRequestLifetimeDays } from '@/shared/schemas/document-request';
import { serverMessage } from '@/client/lib/api-client';
import { focusBack } from '@/client/lib/focus';
import { DateInput } from '@/client/components/date-input';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { FormMessage } from '@/client/components/ui/form-message';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { useCreateDocumentRequest, useSuggestedChecklist } from './document-requests-api';
import { ChecklistEditor, CreatedRequestLink } from './request-parts';

/**
 * Asks the client for documents: the suggested checklist (from the scope of advice and what the Fact Find
 * lacks), which the adviser edits, a due date and a note; then the link, e-mailed or to copy.
 */
export function NewRequestDialog({
  clientId,
  open,
  onOpenChange,
  returnFocus,
}: {
  clientId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: the focus goes back to it when the dialog closes. */
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const suggested = useSuggestedChecklist(clientId, open);
  const create = useCreateDocumentRequest(clientId);
  const [items, setItems] = useState<ChecklistItem[] | null>(null);
  const [dueDate, setDueDate] = useState('');
  const [note, setNote] = useState('');
  const [sendEmail, setSendEmail] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedDocumentRequest | null>(null);

  useEffect(() => {
    if (!open) {
      setItems(null);
      setCreated(null);
      setProblem(null);
      setNote('');
      setDueDate('');
    }
  }, [open]);
  useEffect(() => {
    if (open && suggested.data && items === null) setItems(suggested.data.checklist);
  }, [open, suggested.data, items]);

  const checklist = items ?? [];
  const canEmail = suggested.data?.canEmail ?? false;

  const submit = async () => {
    setProblem(null);
    if (checklist.length === 0) return setProblem('Add at least one document to ask for');
    if (dueDate === '0000-00-00') return setProblem('The due date is not a real date');
    try {
      const result = await create.mutateAsync({
        checklist,
        note: note || null,
        dueDate: dueDate || null,
        expiresInDays: documentRequestLifetimeDays.default,
        sendEmail: canEmail && sendEmail,
      });
      setCreated(result);
      toast({
        title: result.emailed ? 'Request sent' : 'Request created',
        description: result.emailed
          ? `The link was e-mailed to ${result.request.emailedTo}.`
          : 'Copy the link and send it to the client.',
      });
    } catch (error) {
      setProblem(serverMessage(error, 'The request could not be created. Please try again.'));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[90vh] overflow-y-auto sm:max-w-lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          focusBack(returnFocus?.current);
        }}
      >
        <DialogHeader>
          <DialogTitle>Ask the client for documents</DialogTitle>
          <DialogDescription>
            The client gets a secure link (no account needed) that works for{' '}
            {documentRequestLifetimeDays.default} days. They confirm their date of birth or an e-mailed code
            first.
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <CreatedRequestLink created={created} onDone={() => onOpenChange(false)} />
        ) : (
          <div className="space-y-4">
            <ChecklistEditor
              checklist={checklist}
              loading={suggested.isPending}
              onChange={setItems}
              onProblem={setProblem}
            />
            <div className="space-y-2">
              <Label htmlFor="request-due-date">Due date (optional)</Label>
              <DateInput id="request-due-date" value={dueDate} onChange={setDueDate} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="request-note">Note to the client (optional)</Label>
              <Textarea
                id="request-note"
                value={note}
                maxLength={1000}
                onChange={(event) => setNote(event.target.value)}
              />
            </div>
            {canEmail ? (
              <label className="flex items-center gap-2 text-sm">
                <Checkbox checked={sendEmail} onCheckedChange={(checked) => setSendEmail(checked === true)} />
                E-mail the link to the client
              </label>
            ) : (
              <p className="text-sm text-muted-foreground">
                This server does not send e-mail: you will copy the link and send it yourself.
              </p>
            )}
            {problem && <FormMessage>{problem}</FormMessage>}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button
                type="button"
                onClick={() => void submit()}
                disabled={create.isPending || suggested.isPending}
              >
                {create.isPending ? 'Creating…' : 'Create request'}
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
