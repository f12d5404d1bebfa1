import { lazy, Suspense, useRef, useState } from 'react';
import { Camera, CheckCircle2, Circle, FileUp, Loader2, TriangleAlert, XCircle } from 'lucide-react';
import type { ClientRequestView, RequestDocument } from '@/shared/schemas/document-request';
import { documentTypeLabels, type DocumentType } from '@/shared/options';
import { serverMessage } from '@/client/lib/api-client';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';
import type { CapturedDocument } from '@/client/lib/captured-document';
import { prepareUploadFile } from '@/client/lib/prepare-upload-file';
import { checkUploadScreenFiles, uploadScreenAccept } from '@/client/lib/file-rules';
import { useSendDocuments } from '../api/client-request';

// The camera (its dialog and capture screen) loads when the client first asks for it: most send files.
const RequestCameraDialog = lazy(async () => ({
  default: (await import('./request-camera-dialog')).RequestCameraDialog,
}));

const stateText: Record<RequestDocument['state'], string> = {
  reading: 'Reading…',
  read: 'Received',
  failed: "Couldn't read",
};

function DocumentLine({ document }: { document: RequestDocument }) {
  const Icon = document.state === 'reading' ? Loader2 : document.state === 'failed' ? XCircle : CheckCircle2;
  return (
    <li className="space-y-1 rounded-md border bg-background p-2 text-sm">
      <div className="flex items-center gap-2">
        <Icon
          aria-hidden
          className={`size-4 shrink-0 ${document.state === 'reading' ? 'animate-spin text-muted-foreground' : document.state === 'failed' ? 'text-destructive' : 'text-success'}`}
        />
        <span className="min-w-0 flex-1 truncate" title={document.filename}>
          {document.filename}
        </span>
        <span className="shrink-0 text-xs text-muted-foreground">
          {document.state === 'read' && document.type
            ? (documentTypeLabels[document.type as DocumentType] ?? stateText.read)
            : stateText[document.state]}
        </span>
      </div>
      {document.problem && (
        <p className="flex gap-1.5 text-xs text-warning-foreground" role="status">
          <TriangleAlert aria-hidden className="mt-0.5 size-3.5 shrink-0 text-warning" />
          {document.problem}
        </p>
      )}
    </li>
  );
}

/**
 * The checklist: each item with what has arrived for it, and a photo or a file to send for it. The
 * same file rules as the adviser's upload screen (PDF, JPEG, PNG or HEIC, up to 10 MB each).
 */
export function RequestChecklist({ token, view }: { token: string; view: ClientRequestView }) {
  const send = useSendDocuments(token);
  const fileInput = useRef<HTMLInputElement>(null);
  // Which item the file browser was opened for (read when the browser returns the files).
  const fileItem = useRef<string | null>(null);
  const [cameraItem, setCameraItem] = useState<string | null>(null);

  const upload = async (files: File[], itemId: string | null) => {
    try {
      await send.mutateAsync({ files, itemId });
      toast({
        title: files.length === 1 ? 'Document sent' : `${files.length} documents sent`,
        description: 'We are reading it now. You can keep going.',
      });
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Not sent',
        description: serverMessage(error, 'The upload did not work. Please try again.'),
      });
      return false;
    }
  };

  const chooseFiles = (itemId: string) => {
    fileItem.current = itemId;
    fileInput.current?.click();
  };

  const onFilesChosen = async (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    if (files.length === 0) return;
    const check = checkUploadScreenFiles(files);
    for (const skipped of check.skipped)
      toast({ variant: 'destructive', title: `"${skipped.name}" was not sent`, description: skipped.reason });
    if (check.accepted.length > 0) await upload(check.accepted, fileItem.current);
  };

  const onPhotos = async (documents: CapturedDocument[]) =>
    upload(await Promise.all(documents.map(prepareUploadFile)), cameraItem);
  const cameraLabel = view.checklist.find((item) => item.id === cameraItem)?.label ?? '';

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your checklist</CardTitle>
        <p className="text-sm text-muted-foreground">
          {view.checklist.filter((item) => item.done).length} of {view.checklist.length} done
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={uploadScreenAccept}
          className="hidden"
          data-testid="request-file-input"
          onChange={(event) => void onFilesChosen(event.target.files)}
        />
        <ul className="space-y-3">
          {view.checklist.map((item) => {
            const arrived = view.documents.filter((document) => document.itemId === item.id);
            // Done by a document sent with another item (or with none): say which, so the tick makes sense.
            const coveredBy = view.documents.filter(
              (document) =>
                document.itemId !== item.id &&
                document.state === 'read' &&
                item.accepts.some((type) => type === document.type),
            );
            return (
              <li
                key={item.id}
                className="space-y-2 rounded-lg border p-3"
                data-testid={`request-item-${item.id}`}
              >
                <div className="flex items-start gap-2">
                  {item.done ? (
                    <CheckCircle2 aria-label="Done" className="mt-0.5 size-5 shrink-0 text-success" />
                  ) : (
                    <Circle
                      aria-label="Still needed"
                      className="mt-0.5 size-5 shrink-0 text-muted-foreground"
                    />
                  )}
                  <p className="font-medium">{item.label}</p>
                </div>
                {arrived.length === 0 && coveredBy.length > 0 && (
                  <p className="text-sm text-muted-foreground">
                    Covered by {coveredBy.map((document) => `"${document.filename}"`).join(', ')}, sent with
                    another item.
                  </p>
                )}
                {arrived.length > 0 && (
                  <ul className="space-y-1.5">
                    {arrived.map((document) => (
                      <DocumentLine key={document.id} document={document} />
                    ))}
                  </ul>
                )}
                <div className="grid grid-cols-2 gap-2">
                  <Button
                    variant="outline"
                    onClick={() => setCameraItem(item.id)}
                    aria-label={`Take a photo: ${item.label}`}
                  >
                    <Camera /> Take a photo
                  </Button>
                  <Button
                    variant="outline"
                    onClick={() => chooseFiles(item.id)}
                    disabled={send.isPending}
                    aria-label={`Choose a file: ${item.label}`}
                  >
                    <FileUp /> Choose a file
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        {view.documents.some((document) => document.itemId === null) && (
          <div className="space-y-1.5">
            <p className="text-sm font-medium">Other documents</p>
            <ul className="space-y-1.5">
              {view.documents
                .filter((document) => document.itemId === null)
                .map((document) => (
                  <DocumentLine key={document.id} document={document} />
                ))}
            </ul>
          </div>
        )}
        {send.isPending && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2 aria-hidden className="size-4 animate-spin" /> Sending…
          </p>
        )}
      </CardContent>
      {cameraItem && (
        <Suspense fallback={null}>
          <RequestCameraDialog
            key={cameraItem}
            label={cameraLabel}
            onPhotos={onPhotos}
            onClose={() => setCameraItem(null)}
          />
        </Suspense>
      )}
    </Card>
  );
}
