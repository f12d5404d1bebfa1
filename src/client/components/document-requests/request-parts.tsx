import { useEffect, useRef, useState } from 'react';
import { Copy, Plus, Trash2 } from 'lucide-react';
import type { ChecklistItem } from '@/shared/document-request-checklist';
import type { CreatedDocumentRequest } from '@/shared/schemas/document-request';
import { documentTypeLabels, documentTypes, type DocumentType } from '@/shared/options';
import { Button } from '@/client/components/ui/button';
import { DialogFooter } from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';

const typeOptions = documentTypes.map((type) => ({ value: type, label: documentTypeLabels[type] }));

/** The documents to ask for: the suggested ones, each removable, and a row to add another. */
export function ChecklistEditor({
  checklist,
  loading,
  onChange,
  onProblem,
}: {
  checklist: ChecklistItem[];
  loading: boolean;
  onChange: (items: ChecklistItem[]) => void;
  /** A problem to show under the form (null clears it). */
  onProblem: (problem: string | null) => void;
}) {
  const [newLabel, setNewLabel] = useState('');
  const [newType, setNewType] = useState<DocumentType>('other');

  const addItem = () => {
    const label = newLabel.trim();
    if (!label) return onProblem('Say which document you need');
    onProblem(null);
    onChange([...checklist, { id: `custom-${Date.now()}`, label, accepts: [newType] }]);
    setNewLabel('');
  };

  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">Documents to ask for</p>
      {loading ? (
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
                onClick={() => onChange(checklist.filter((other) => other.id !== item.id))}
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
  );
}

/** The request made: its link (e-mailed, or shown this once to copy) and Done. */
export function CreatedRequestLink({
  created,
  onDone,
}: {
  created: CreatedDocumentRequest;
  onDone: () => void;
}) {
  // The result of Create request: the focus goes to the link, selected, ready to copy.
  const link = useRef<HTMLInputElement>(null);
  useEffect(() => link.current?.focus(), []);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(created.link);
      toast({ title: 'Link copied' });
    } catch {
      toast({ title: 'Select the link and copy it', description: 'The browser did not allow copying.' });
    }
  };
  return (
    <div className="space-y-3">
      <p className="text-sm">
        {created.emailed
          ? `The link was e-mailed to ${created.request.emailedTo}. You can also copy it:`
          : 'Send this link to the client. It is shown only now: it cannot be shown again.'}
      </p>
      <div className="flex gap-2">
        <Input
          ref={link}
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
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
