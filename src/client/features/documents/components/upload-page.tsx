import { fullName } from '@/shared/format/name';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowRight,
  Camera,
  ClipboardList,
  CloudUpload,
  CreditCard,
  FileText,
  FolderOpen,
  ImageIcon,
  Landmark,
  Loader2,
  PiggyBank,
  Receipt,
  RotateCcw,
  X,
} from 'lucide-react';
import { limits, type DocumentType } from '@/shared/options';
import { formatFileSize } from '@/shared/format/file-size';
import { ApiError, serverMessage } from '@/client/lib/api-client';
import { newIdempotencyKey } from '@/client/lib/idempotency-key';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { toast } from '@/client/components/ui/use-toast';
import { useClient } from '../api/list-clients';
import { useClientDocuments } from '../api/list-client-documents';
import { uploadClientDocument } from '../api/upload-client-document';
import { refreshDocumentLists } from '../api/document-queries';
import { useDocumentStatuses } from '../hooks/use-document-statuses';
import { isDocumentFinished, withLatestStatuses } from '../lib/document-progress';
import {
  checkUploadScreenFiles,
  fileKind,
  uploadScreenAccept,
  type FileKind,
  type SkippedFile,
} from '@/client/lib/file-rules';
import { CameraCaptureDialog } from './camera-capture-dialog';
import { ClientDocumentList } from './client-document-list';
import { ClientPicker } from './client-picker';
import { DropZone } from '@/client/components/document-capture/drop-zone';
import { Notice } from '@/client/components/notice';
import { PageHeader } from './page-header';
import { SkippedFilesNotice } from '@/client/components/document-capture/skipped-files-notice';

/** Upload-list item (specification section 3): a local id, the file, its name, size text and kind. */
type UploadItem = {
  id: string;
  /** The same for the file's Retry: an upload whose answer was lost is not recorded twice. */
  idempotencyKey: string;
  file: File;
  name: string;
  sizeText: string;
  kind: FileKind;
  state: 'uploading' | 'failed';
  error?: string;
  /** False when the server refused the file itself (its type or size): sending it again can only fail. */
  retryable?: boolean;
};

const cameraButtons: { type: DocumentType; label: string; icon: typeof CreditCard }[] = [
  { type: 'license', label: "Driver's License", icon: CreditCard },
  { type: 'super', label: 'Super Statement', icon: PiggyBank },
  { type: 'bank', label: 'Bank Statement', icon: Landmark },
  { type: 'payslip', label: 'Payslip', icon: Receipt },
];

let uploadSequence = 0;

/** /upload and /upload/:clientId: Document Upload for a client. */
export function UploadPage() {
  const { clientId } = useParams();
  if (!clientId) {
    return (
      <div className="space-y-6">
        <PageHeader
          title="Document Upload"
          description="Upload a client's documents to read and extract their details."
        />
        <ClientPicker linkTo={(id) => `/upload/${id}`} heading="Whose documents are these?" />
      </div>
    );
  }
  return <ClientUpload key={clientId} clientId={clientId} />;
}

function ClientUpload({ clientId }: { clientId: string }) {
  const queryClient = useQueryClient();
  const client = useClient(clientId);
  const [pollingSince, setPollingSince] = useState(() => Date.now());
  const documents = useClientDocuments(clientId);
  const list = documents.data ?? [];
  // The list is fetched once (and after each upload, retry or delete); the documents it shows still being
  // read have their statuses polled in one request every 2 s.
  const polling = useDocumentStatuses(
    list.filter((document) => !isDocumentFinished(document)).map((document) => document.id),
    pollingSince,
  );
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const [skipped, setSkipped] = useState<SkippedFile[]>([]);
  const [cameraType, setCameraType] = useState<DocumentType | null>(null);

  const notFound = client.error instanceof ApiError && client.error.status === 404;
  if (notFound) {
    return (
      <div className="space-y-6">
        <PageHeader title="Document Upload" />
        <Notice tone="error" title="Client not found" className="mx-auto max-w-2xl">
          <p>This client does not exist or belongs to another practice.</p>
        </Notice>
        <ClientPicker linkTo={(id) => `/upload/${id}`} />
      </div>
    );
  }

  const uploadOne = async (item: UploadItem): Promise<boolean> => {
    try {
      await uploadClientDocument({ clientId, file: item.file, idempotencyKey: item.idempotencyKey });
      setUploads((current) => current.filter((upload) => upload.id !== item.id));
      return true;
    } catch (error) {
      console.error('Upload failed', error);
      const reason = serverMessage(error, 'Upload failed');
      const retryable = !(error instanceof ApiError && (error.status === 413 || error.status === 415));
      setUploads((current) =>
        current.map((upload) =>
          upload.id === item.id ? { ...upload, state: 'failed', error: reason, retryable } : upload,
        ),
      );
      return false;
    }
  };

  const uploadAll = async (items: UploadItem[]) => {
    const results: boolean[] = [];
    for (const item of items) results.push(await uploadOne(item));
    setPollingSince(Date.now());
    await refreshDocumentLists(queryClient, clientId);
    const uploaded = results.filter(Boolean).length;
    if (uploaded < items.length) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to upload document. Please try again.',
      });
    } else if (uploaded === 1) {
      toast({ title: 'Document uploaded and processing started' });
    } else {
      toast({
        title: `${uploaded} documents uploaded and processing started. AI will automatically identify document types.`,
      });
    }
  };

  const addFiles = (files: File[]) => {
    const check = checkUploadScreenFiles(files);
    setSkipped(check.skipped);
    if (check.skipped.length > 0) console.warn('Files skipped', check.skipped);
    const items: UploadItem[] = check.accepted.map((file) => ({
      id: `upload-${++uploadSequence}`,
      idempotencyKey: newIdempotencyKey(),
      file,
      name: file.name,
      sizeText: formatFileSize(file.size),
      kind: fileKind(file),
      state: 'uploading',
    }));
    if (items.length === 0) return;
    setUploads((current) => [...items, ...current]);
    void uploadAll(items);
  };

  const retryUpload = (item: UploadItem) => {
    const again: UploadItem = { ...item, state: 'uploading', error: undefined };
    setUploads((current) => current.map((upload) => (upload.id === item.id ? again : upload)));
    void uploadAll([again]);
  };

  const rows = withLatestStatuses(list, documents.dataUpdatedAt, polling.statuses, polling.checkedAt);
  const inFlight = rows.some((document) => !isDocumentFinished(document));
  const pollingStopped = inFlight && polling.timedOut;
  const name = client.data ? `${client.data.givenNames} ${client.data.familyName}` : null;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Document Upload"
        description={
          name ? (
            <>
              Documents for <span className="font-medium text-foreground">{name}</span>. Each one is read and
              its details extracted automatically.
            </>
          ) : (
            <Skeleton className="mt-1 h-5 w-64" />
          )
        }
        actions={
          list.length > 0 ? (
            <>
              <Button asChild>
                <Link to={`/questionnaire/${clientId}`}>
                  <ClipboardList aria-hidden="true" /> Complete Questionnaire
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={`/fact-find/${clientId}`}>
                  Skip to Fact Find Review <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </>
          ) : undefined
        }
      />

      <Card>
        <CardHeader>
          <CardTitle>Add documents</CardTitle>
          <CardDescription>
            PDF, JPEG, PNG or HEIC, up to {formatFileSize(limits.maxFileBytes)} each and{' '}
            {limits.maxFilesPerRequest} at a time. Licences, passports, payslips, bank, super and tax
            documents are all recognised.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 lg:grid-cols-5">
          <div className="space-y-4 lg:col-span-3">
            <DropZone
              accept={uploadScreenAccept}
              onFiles={addFiles}
              label="Drop files here or click to browse"
              inputTestId="upload-file-input"
              className="h-full min-h-48"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-card text-primary shadow-sm">
                <CloudUpload className="size-6" aria-hidden="true" />
              </span>
              <div className="space-y-1">
                <p className="font-medium">Drag and drop files here</p>
                <p className="text-sm text-muted-foreground">or click to browse your computer</p>
              </div>
              <span className="inline-flex items-center gap-2 rounded-md border bg-card px-3 py-1.5 text-sm font-medium shadow-xs">
                <FolderOpen className="size-4" aria-hidden="true" /> Browse Files
              </span>
            </DropZone>
          </div>
          <div className="space-y-3 lg:col-span-2">
            <div>
              <h3 className="font-medium">Or photograph a document</h3>
              <p className="text-sm text-muted-foreground">
                Opens the camera with the document type already set.
              </p>
            </div>
            <div className="grid grid-cols-2 gap-2">
              {cameraButtons.map(({ type, label, icon: Icon }) => (
                <Button
                  key={type}
                  variant="outline"
                  className="h-auto flex-col gap-1.5 py-3 whitespace-normal"
                  onClick={() => setCameraType(type)}
                >
                  <span className="relative">
                    <Icon className="size-5 text-primary" aria-hidden="true" />
                    <Camera
                      className="absolute -right-2 -bottom-1.5 size-3 rounded-full bg-card"
                      aria-hidden="true"
                    />
                  </span>
                  <span className="text-center text-xs sm:text-sm">{label}</span>
                </Button>
              ))}
            </div>
          </div>
          <div className="space-y-3 lg:col-span-5 empty:hidden">
            <SkippedFilesNotice skipped={skipped} onDismiss={() => setSkipped([])} />
            {uploads.length > 0 && (
              <ul
                className="divide-y rounded-lg border"
                aria-label="Uploads in progress"
                data-testid="upload-queue"
              >
                {uploads.map((item) => (
                  <li key={item.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                    {item.kind === 'pdf' ? (
                      <FileText className="size-4 shrink-0 text-red-600" aria-hidden="true" />
                    ) : (
                      <ImageIcon className="size-4 shrink-0 text-sky-700" aria-hidden="true" />
                    )}
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{item.name}</span>
                      {item.state === 'failed' ? (
                        <span className="block text-destructive">{item.error}</span>
                      ) : (
                        <span className="block text-muted-foreground">{item.sizeText} · Uploading...</span>
                      )}
                    </span>
                    {item.state === 'uploading' ? (
                      <Loader2 className="size-4 animate-spin text-muted-foreground" aria-label="Uploading" />
                    ) : (
                      <>
                        {item.retryable !== false && (
                          <Button variant="outline" size="sm" onClick={() => retryUpload(item)}>
                            <RotateCcw aria-hidden="true" /> Retry
                          </Button>
                        )}
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-8"
                          aria-label={`Remove ${item.name}`}
                          onClick={() =>
                            setUploads((current) => current.filter((upload) => upload.id !== item.id))
                          }
                        >
                          <X aria-hidden="true" />
                        </Button>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
          <div className="space-y-1.5">
            <CardTitle>Documents{list.length > 0 ? ` (${list.length})` : ''}</CardTitle>
            <CardDescription>
              {inFlight && !pollingStopped
                ? 'Reading documents. Statuses update as each one finishes.'
                : 'Everything uploaded for this client, newest first.'}
            </CardDescription>
          </div>
        </CardHeader>
        <CardContent className="px-0 pb-2">
          {pollingStopped && (
            <div className="px-4 pb-4 sm:px-6">
              <Notice tone="warning" title="Some documents are taking longer than usual">
                <p>They are still being read. Check again in a little while.</p>
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-2"
                  onClick={() => {
                    setPollingSince(Date.now());
                    polling.checkAgain();
                  }}
                >
                  <RotateCcw aria-hidden="true" /> Check again
                </Button>
              </Notice>
            </div>
          )}
          {documents.isLoading ? (
            <div className="space-y-3 px-6 pb-4">
              {[0, 1].map((row) => (
                <Skeleton key={row} className="h-14 w-full" />
              ))}
            </div>
          ) : documents.isError || polling.error ? (
            <p className="px-6 pb-4 text-sm text-destructive">
              The documents could not be loaded. Please reload the page.
            </p>
          ) : list.length === 0 ? (
            <div
              className="flex flex-col items-center gap-2 px-6 pt-2 pb-8 text-center"
              data-testid="no-documents"
            >
              <FileText className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="font-medium">No documents yet</p>
              <p className="max-w-sm text-sm text-muted-foreground">
                Drop files above or photograph a document. The links to the questionnaire and the Fact Find
                appear once there is one.
              </p>
            </div>
          ) : (
            <ClientDocumentList
              documents={rows}
              clientId={clientId}
              clientName={client.data ? fullName(client.data.givenNames, client.data.familyName) : ''}
            />
          )}
        </CardContent>
      </Card>

      <CameraCaptureDialog
        clientId={clientId}
        type={cameraType}
        onClose={() => setCameraType(null)}
        onUploaded={() => setPollingSince(Date.now())}
      />
    </div>
  );
}
