import { useEffect, useState } from 'react';
import { Copy, Plus, Trash2 } from 'lucide-react';
import type { ChecklistItem } from '@/shared/document-request-checklist';
import type { CreatedDocumentRequest } from '@/shared/schemas/document-request';
import { documentRequestLifetimeDays } from '@/shared/schemas/document-request';
import { documentTypeLabels, documentTypes, type DocumentType } from '@/shared/options';
import { serverMessage } from '@/client/lib/api-client';
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
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { useCreateDocumentRequest, useSuggestedChecklist } from './document-requests-api';

const typeOptions = documentTypes.map((type) => ({ value: type, label: documentTypeLabels[type] }));

/**
 * Asks the client for documents: the suggested checklist (from the scope of advice and what the Fact Find
 * lacks), which the adviser edits, a due date and a note; then the link, e-mailed or to copy.
 */
export function NewRequestDialog({
  clientId,
  open,
  onOpenChange,
}: {
  clientId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const suggested = useSuggestedChecklist(clientId, open);
  const create = useCreateDocumentRequest(clientId);
  const [items, setItems] = useState<ChecklistItem[] | null>(null);
  const [newLabel, setNewLabel] = useState('');
  const [newType, setNewType] = useState<DocumentType>('other');
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

  const addItem = () => {
    const label = newLabel.trim();
    if (!label) return setProblem('Say which document you need');
    setProblem(null);
    setItems([...checklist, { id: `custom-${Date.now()}`, label, accepts: [newType] }]);
    setNewLabel('');
  };

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

  const copyLink = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.link);
      toast({ title: 'Link copied' });
    } catch {
      toast({ title: 'Select the link and copy it', description: 'The browser did not allow copying.' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Ask the client for documents</DialogTitle>
          <DialogDescription>
            The client gets a secure link (no account needed) that works for{' '}
            {documentRequestLifetimeDays.default} days. They confirm their date of birth or an e-mailed code
            first.
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <div className="space-y-3">
            <p className="text-sm">
              {created.emailed
                ? `The link was e-mailed to ${created.request.emailedTo}. You can also copy it:`
                : 'Send this link to the client. It is shown only now: it cannot be shown again.'}
            </p>
            <div className="flex gap-2">
              <Input
                readOnly
                value={created.link}
                aria-label="Request link"
                onFocus={(event) => event.target.select()}
              />
              <Button type="button" variant="outline" onClick={() => void copyLink()}>
                <Copy /> Copy
              </Button>
            </div>
            <DialogFooter>
              <Button type="button" onClick={() => onOpenChange(false)}>
                Done
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <div className="space-y-4">
            <div className="space-y-2">
              <p className="text-sm font-medium">Documents to ask for</p>
              {suggested.isPending ? (
                <p className="text-sm text-muted-foreground">Working out what the advice needs…</p>
              ) : (
                <ul className="space-y-2" aria-label="Checklist">
                  {checklist.map((item) => (
                    <li
                      key={item.id}
                      className="flex items-center justify-between gap-2 rounded-md border p-2 text-sm"
                    >
                      <span className="min-w-0">{item.label}</span>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove ${item.label}`}
                        onClick={() => setItems(checklist.filter((other) => other.id !== item.id))}
                      >
                        <Trash2 />
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              <div className="grid gap-2 sm:grid-cols-[1fr_auto_auto]">
                <Input
                  aria-label="Another document"
                  placeholder="Another document, e.g. Car loan statement"
                  value={newLabel}
                  maxLength={120}
                  onChange={(event) => setNewLabel(event.target.value)}
                />
                <NativeSelect
                  aria-label="Its type"
                  value={newType}
                  onChange={(event) => setNewType(event.target.value as DocumentType)}
                  options={typeOptions}
                />
                <Button type="button" variant="outline" onClick={addItem}>
                  <Plus /> Add
                </Button>
              </div>
            </div>
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
