import { useState } from 'react';
import { Eye, FileText, ImageIcon, Loader2, RotateCcw, Trash2 } from 'lucide-react';
import { formatDateTime } from '@/shared/format/date';
import { formatFileSize } from '@/shared/format/file-size';
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
import { toast } from '@/client/components/ui/use-toast';
import { useDeleteDocument } from '../api/delete-document';
import { useRetryDocument } from '../api/retry-document';
import { nothingReadableText, uploadScreenStatus } from '../lib/document-progress';
import { documentTypeLabel } from '../lib/document-type-label';
import { DocumentDescription } from './document-description';
import { ConfidenceBadge } from './confidence-badge';
import { DocumentStatusBadge } from './document-status-badge';

function DocumentRow({
  document,
  onDelete,
  clientId,
  clientName,
}: {
  document: DocumentSummary;
  onDelete: (document: DocumentSummary) => void;
  clientId: string;
  clientName: string;
}) {
  const retry = useRetryDocument(clientId);
  const [retryProblem, setRetryProblem] = useState<string | null>(null);
  const status = uploadScreenStatus(document);
  const typeLabel = documentTypeLabel(document.type);
  const isPdf = document.mimeType === 'application/pdf';
  const Icon = isPdf ? FileText : ImageIcon;

  return (
    <li
      className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-6"
      data-testid="client-document"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted">
          <Icon className={isPdf ? 'size-5 text-red-600' : 'size-5 text-sky-700'} aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <p className="truncate font-medium" title={document.filename}>
            {document.filename}
          </p>
          <p className="text-xs text-muted-foreground">
            {[
              status === 'nothing-readable' ? 'Type not recognised' : (typeLabel ?? 'Type to be identified'),
              formatFileSize(document.fileSize),
              formatDateTime(document.uploadedAt),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <DocumentStatusBadge document={document} />
            {status === 'extracted' && <ConfidenceBadge level={document.confidence} />}
          </div>
          {status === 'extracted' && (
            <DocumentDescription document={document} clientName={clientName} showType={false} />
          )}
          {status === 'nothing-readable' && (
            <p className="text-sm text-amber-900" data-testid="nothing-readable-help">
              {nothingReadableText.explanation}
            </p>
          )}
          {status === 'failed' && (
            <p className="text-sm text-destructive" data-testid="failure-reason">
              {document.error ?? 'The document could not be read.'}
            </p>
          )}
          {retryProblem && <p className="text-sm text-destructive">{retryProblem}</p>}
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2 pl-13 sm:pl-0">
        {status === 'failed' && (
          <Button
            variant="outline"
            size="sm"
            disabled={retry.isPending}
            onClick={() => {
              setRetryProblem(null);
              retry.mutate(document.id, {
                onError: (error) =>
                  setRetryProblem(serverMessage(error, 'The document could not be retried.')),
              });
            }}
          >
            {retry.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <RotateCcw aria-hidden="true" />
            )}
            Retry
          </Button>
        )}
        <Button asChild variant="outline" size="sm">
          <a
            href={`/api/documents/${document.id}/file`}
            target="_blank"
            rel="noreferrer"
            aria-label={`View ${document.filename}`}
          >
            <Eye aria-hidden="true" /> View
          </a>
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={() => onDelete(document)}
          aria-label={`Delete ${document.filename}`}
        >
          <Trash2 aria-hidden="true" /> <span className="sm:sr-only lg:not-sr-only">Delete</span>
        </Button>
      </div>
    </li>
  );
}

/** The client's documents with live status, view, retry and delete. */
export function ClientDocumentList({
  documents,
  clientId,
  clientName,
}: {
  documents: DocumentSummary[];
  clientId: string;
  /** The client's full name, for saying when a document is someone else's. */
  clientName: string;
}) {
  const deleteDocument = useDeleteDocument(clientId);
  const [toDelete, setToDelete] = useState<DocumentSummary | null>(null);
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    setDeleteProblem(null);
    deleteDocument.mutate(toDelete.id, {
      onSuccess: () => {
        toast({ title: 'Document deleted successfully' });
        setToDelete(null);
      },
      onError: (error) => {
        console.error('Delete failed', error);
        setDeleteProblem(serverMessage(error, 'The document could not be deleted. Please try again.'));
      },
    });
  };

  return (
    <>
      <ul className="divide-y" data-testid="client-documents">
        {documents.map((document) => (
          <DocumentRow
            key={document.id}
            document={document}
            clientId={clientId}
            clientName={clientName}
            onDelete={setToDelete}
          />
        ))}
      </ul>
      <Dialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) {
            setToDelete(null);
            setDeleteProblem(null);
          }
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this document?</DialogTitle>
            <DialogDescription>
              <span className="font-medium break-all text-foreground">{toDelete?.filename}</span> and
              everything read from it will be removed. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          {deleteProblem && (
            <p className="text-sm text-destructive" role="alert">
              {deleteProblem}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => setToDelete(null)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirmDelete} disabled={deleteDocument.isPending}>
              {deleteDocument.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Delete document
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
