import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Archive, ArchiveRestore, Trash2 } from 'lucide-react';
import type { Client } from '@/shared/schemas/client';
import type { DocumentSummary } from '@/shared/schemas/document';
import { formatDate } from '@/shared/format/date';
import { fullName } from '@/shared/format/name';
import { serverMessage } from '@/client/lib/api-client';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/use-toast';
import { useArchiveClient, useDestroyClient } from '../api/client';

const documentsWord = (count: number) => `${count} ${count === 1 ? 'document' : 'documents'}`;

/** How many documents the client has, read when a dialog opens (the dialogs say what goes). */
function useDocumentCount(clientId: string, enabled: boolean): number | null {
  const documents = useQuery<DocumentSummary[]>({
    queryKey: ['/api/clients', clientId, 'documents'],
    enabled,
  });
  return documents.data?.length ?? null;
}

function ArchiveDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  const name = fullName(client.givenNames, client.familyName);
  const archive = useArchiveClient(client.id);
  const count = useDocumentCount(client.id, true);
  const confirm = async () => {
    try {
      await archive.mutateAsync(true);
      toast({ title: 'Client archived', description: `${name} is no longer in the client list.` });
      onClose();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Not archived',
        description: serverMessage(error, 'Please try again.'),
      });
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Archive {name}?</DialogTitle>
          <DialogDescription>
            {name} leaves the client list and the dashboard's figures. Nothing is deleted: the Fact Find
            {count === null ? ', documents' : `, ${documentsWord(count)}`} and history are kept, and you can
            restore the client at any time from the archived clients on the dashboard.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={archive.isPending}>
            <Archive /> {archive.isPending ? 'Archiving…' : 'Archive client'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function DestroyDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  const name = fullName(client.givenNames, client.familyName);
  const destroy = useDestroyClient(client.id);
  const navigate = useNavigate();
  const count = useDocumentCount(client.id, true);
  const [typed, setTyped] = useState('');
  const matches = typed.trim().replace(/\s+/g, ' ').toLowerCase() === name.toLowerCase();
  const confirm = async () => {
    try {
      await destroy.mutateAsync();
      void navigate('/dashboard');
      toast({ title: 'Client destroyed', description: `Everything held about ${name} has been deleted.` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Not deleted',
        description: serverMessage(error, 'Please try again.'),
      });
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Destroy {name}'s records?</DialogTitle>
          <DialogDescription>
            This permanently deletes {name}, their Fact Find, accounts, goals,{' '}
            {count === null ? 'documents' : documentsWord(count)}, document requests and history, as the
            Privacy Act (APP 11) requires when the practice no longer needs them.{' '}
            <strong className="font-semibold text-foreground">This cannot be undone.</strong>
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (matches) void confirm();
          }}
        >
          <Label htmlFor="destroy-name">Type {name} to confirm</Label>
          <Input
            id="destroy-name"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <DialogFooter className="pt-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches || destroy.isPending}>
              <Trash2 /> {destroy.isPending ? 'Deleting…' : 'Destroy permanently'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Archive (kept, out of the lists; restored from here or the dashboard) and destroy (APP 11), each confirmed. */
export function ClientRemovalCard({ client }: { client: Client }) {
  const [open, setOpen] = useState<'archive' | 'destroy' | null>(null);
  const restore = useArchiveClient(client.id);
  const onRestore = async () => {
    try {
      await restore.mutateAsync(false);
      toast({ title: 'Client restored', description: 'They are back in the client list.' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Not restored',
        description: serverMessage(error, 'Please try again.'),
      });
    }
  };
  return (
    <Card data-testid="client-removal">
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Archive or destroy</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {client.archivedAt ? (
          <>
            <p className="text-sm text-muted-foreground" role="status">
              Archived on {formatDate(client.archivedAt.slice(0, 10))}: not in the client list.
            </p>
            <Button
              variant="outline"
              className="w-full justify-start"
              onClick={() => void onRestore()}
              disabled={restore.isPending}
            >
              <ArchiveRestore /> Restore client
            </Button>
          </>
        ) : (
          <Button variant="outline" className="w-full justify-start" onClick={() => setOpen('archive')}>
            <Archive /> Archive client
          </Button>
        )}
        <Button
          variant="outline"
          className="w-full justify-start text-destructive hover:text-destructive"
          onClick={() => setOpen('destroy')}
        >
          <Trash2 /> Destroy client's records
        </Button>
      </CardContent>
      {open === 'archive' && <ArchiveDialog client={client} onClose={() => setOpen(null)} />}
      {open === 'destroy' && <DestroyDialog client={client} onClose={() => setOpen(null)} />}
    </Card>
  );
}
