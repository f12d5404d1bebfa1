import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link2, Trash2 } from 'lucide-react';
import type { ClientListItem } from '@/shared/schemas/client';
import type { DocumentSummary } from '@/shared/schemas/document';
import { serverMessage } from '@/client/lib/api-client';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { claimDocuments } from '../api/claim-documents';
import { useDeleteDocument } from '../api/delete-document';
import { refreshDocumentLists } from '../api/document-queries';

/**
 * A documents-first document no client has claimed (its run was left unfinished): the adviser links it to a
 * client, whose Fact Find then offers what was read from it, or deletes it. Left alone, it is deleted with
 * its batch 30 days after the batch's last upload.
 */
export function UnlinkedDocumentActions({
  document,
  clients,
}: {
  document: DocumentSummary;
  clients: readonly ClientListItem[];
}) {
  const queryClient = useQueryClient();
  const [clientId, setClientId] = useState('');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const selectId = `link-${document.id}`;
  const nameOf = (id: string) => {
    const client = clients.find((candidate) => candidate.id === id);
    return client ? `${client.givenNames} ${client.familyName}` : 'the client';
  };

  const link = useMutation({
    mutationFn: (target: string) => claimDocuments(target, [document.id]),
    onSuccess: async (_result, target) => {
      await refreshDocumentLists(queryClient, target);
      toast({
        title: 'Document linked',
        description: `"${document.filename}" now belongs to ${nameOf(target)}.`,
      });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: serverMessage(error, 'The document could not be linked. Please try again.'),
      }),
  });
  const remove = useDeleteDocument(null);
  // Awaited rather than given callbacks: the card goes as soon as the lists refresh, and a component's
  // mutate callbacks are not called once it is gone.
  const deleteDocument = async () => {
    try {
      await remove.mutateAsync(document.id);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: serverMessage(error, 'The document could not be deleted. Please try again.'),
      });
      return;
    }
    setConfirmingDelete(false);
    toast({ title: 'Document deleted successfully' });
  };

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end" data-testid="unlinked-document-actions">
      <div className="flex-1 space-y-1">
        <Label htmlFor={selectId}>Link to a client</Label>
        <NativeSelect
          id={selectId}
          value={clientId}
          onChange={(event) => setClientId(event.target.value)}
          placeholder="Choose a client"
          options={clients.map((client) => ({
            value: client.id,
            label: `${client.givenNames} ${client.familyName}`,
          }))}
        />
      </div>
      <Button variant="outline" disabled={!clientId || link.isPending} onClick={() => link.mutate(clientId)}>
        <Link2 aria-hidden="true" /> {link.isPending ? 'Linking...' : 'Link'}
      </Button>
      <Button variant="ghost" className="text-destructive" onClick={() => setConfirmingDelete(true)}>
        <Trash2 aria-hidden="true" /> Delete
      </Button>
      <Dialog open={confirmingDelete} onOpenChange={setConfirmingDelete}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this document?</DialogTitle>
            <DialogDescription>
              &quot;{document.filename}&quot; and everything read from it will be deleted. This cannot be
              undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmingDelete(false)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => void deleteDocument()}>
              {remove.isPending ? 'Deleting...' : 'Delete Document'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
