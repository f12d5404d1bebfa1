import { useEffect, useRef, useState } from 'react';
import { Camera, CloudUpload, FolderOpen, Loader2, ScanLine, Send, Sparkles } from 'lucide-react';
import { limits } from '@/shared/options';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { useCamera } from './use-camera';
import { useCapturedDocuments } from './use-captured-documents';
import { capturedTypeLabel, type CapturedDocument } from '@/client/lib/captured-document';
import {
  captureSkippedDescription,
  checkCaptureFiles,
  imageOrPdfAccept,
  type SkippedFile,
} from '@/client/lib/file-rules';
import { CameraView } from './camera-view';
import { CapturedGrid } from './captured-grid';
import { DropZone } from './drop-zone';
import { Notice } from '@/client/components/notice';
import { SkippedFilesNotice } from './skipped-files-notice';

export type DocumentCaptureProps = {
  /** Uploads the documents; resolve true when they were taken (the grid then empties). */
  onProcess: (documents: CapturedDocument[]) => Promise<boolean>;
  /** The type new documents get; 'auto' lets the AI identify it. */
  defaultType?: CapturedDocument['type'];
  /** Camera only (the upload screen's camera buttons): no banner, drop zone or Browse Files. */
  cameraOnly?: boolean;
  /** Camera-only mode: the camera view closed with nothing captured. */
  onCameraClosed?: () => void;
  /** Camera-only mode on the client's own page: their words (photos to send), no document types. The adviser's
   * texts are the specification's and stay as they are. */
  forClient?: boolean;
  /** A reason the last upload was refused, shown above the Process button. */
  problem?: string | null;
  onDismissProblem?: () => void;
};

/**
 * The Document Capture component: AI explainer, drop zone, Browse Files, Use Camera (live view with
 * capture, switch and Stop Camera), the 'Captured Documents (n)' grid and 'Process Documents (n)'.
 */
export function DocumentCapture({
  onProcess,
  defaultType = 'auto',
  cameraOnly = false,
  forClient = false,
  onCameraClosed,
  problem,
  onDismissProblem,
}: DocumentCaptureProps) {
  const captured = useCapturedDocuments();
  const [cameraOpen, setCameraOpen] = useState(cameraOnly);
  const [uploading, setUploading] = useState(false);
  const [skipped, setSkipped] = useState<SkippedFile[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const hasDocumentsRef = useRef(false);
  useEffect(() => {
    hasDocumentsRef.current = captured.documents.length > 0;
  }, [captured.documents.length]);

  const cameraButton = useRef<HTMLButtonElement>(null);
  const closeCamera = () => {
    setCameraOpen(false);
    if (cameraOnly && !hasDocumentsRef.current) onCameraClosed?.();
    // The focus goes back to the button that opened the camera (enabled again once the view closes).
    requestAnimationFrame(() => cameraButton.current?.focus());
  };
  const camera = useCamera({ onClosed: closeCamera });
  const { start, stop } = camera;

  useEffect(() => {
    if (cameraOpen) void start(camera.facingMode);
    // Start once each time the view opens; switching restarts through the hook itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cameraOpen, start]);

  const addFiles = (files: File[]) => {
    const check = checkCaptureFiles(files, captured.room);
    setSkipped(check.skipped);
    if (check.accepted.length > 0) captured.add(check.accepted, defaultType, 'file');
    if (check.skipped.length > 0) {
      toast({ title: 'Some Files Skipped', description: captureSkippedDescription(check) });
    } else if (check.accepted.length > 0) {
      toast({
        title: 'Files Added',
        description: `${check.accepted.length} file(s) added. AI will automatically identify document types.`,
      });
    }
  };

  const capturePhoto = async () => {
    const photo = await camera.capture();
    if (!photo) return;
    captured.add([photo], defaultType, 'camera');
    if (forClient) {
      toast({ title: 'Photo taken', description: 'Take another page, or send the photos.' });
      return;
    }
    toast({
      title: 'Document Captured',
      description:
        defaultType === 'auto'
          ? 'Document captured successfully. AI will automatically identify the document type.'
          : `${capturedTypeLabel(defaultType)} captured successfully.`,
    });
  };

  const stopCamera = () => {
    stop();
    closeCamera();
  };

  const process = async () => {
    if (uploading) return;
    if (captured.documents.length === 0) {
      toast(
        forClient
          ? { title: 'No photos yet', description: 'Take a photo of the document first.' }
          : { title: 'No Documents', description: 'Please capture or upload at least one document.' },
      );
      return;
    }
    setUploading(true);
    try {
      const taken = await onProcess(captured.documents);
      if (taken) {
        stop();
        captured.clear();
        setSkipped([]);
      }
    } finally {
      setUploading(false);
    }
  };

  const count = captured.documents.length;
  const full = captured.room === 0;

  return (
    <div className="space-y-5" data-testid="document-capture">
      {!cameraOnly && (
        <>
          <div className="flex gap-3 rounded-xl border border-primary/20 bg-gradient-to-r from-accent to-card p-4">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
              <Sparkles className="size-5" aria-hidden="true" />
            </span>
            <div className="space-y-1 text-sm">
              <p className="font-semibold">AI document recognition</p>
              <p className="text-muted-foreground">
                Photograph or upload the client&apos;s documents. Each one is read automatically, identified
                (licence, payslip, super or bank statement and more) and its details extracted, so you
                don&apos;t have to type them. You can also set a document&apos;s type yourself.
              </p>
            </div>
          </div>

          <DropZone
            accept={imageOrPdfAccept}
            onFiles={addFiles}
            disabled={uploading || full}
            label="Drop documents here or click to browse"
            inputRef={inputRef}
            inputTestId="capture-file-input"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-card text-primary shadow-sm">
              <CloudUpload className="size-6" aria-hidden="true" />
            </span>
            <div className="space-y-1">
              <p className="font-medium">Drag and drop documents here</p>
              <p className="text-sm text-muted-foreground">
                or click to browse. Images and PDFs, several at once
                {full ? ` (${limits.maxFilesPerRequest} is the most per batch: process these first)` : ''}.
              </p>
            </div>
          </DropZone>

          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              variant="outline"
              onClick={() => inputRef.current?.click()}
              disabled={uploading || full}
              className="sm:flex-1"
            >
              <FolderOpen aria-hidden="true" /> Browse Files
            </Button>
            <Button
              ref={cameraButton}
              variant="outline"
              onClick={() => setCameraOpen(true)}
              disabled={uploading || cameraOpen}
              className="sm:flex-1"
            >
              <Camera aria-hidden="true" /> Use Camera
            </Button>
          </div>
        </>
      )}

      {cameraOpen && (
        <CameraView
          camera={camera}
          onCapture={() => void capturePhoto()}
          onStop={stopCamera}
          canCapture={!full && !uploading}
        />
      )}
      {cameraOnly && !cameraOpen && (
        <Button
          ref={cameraButton}
          variant="outline"
          onClick={() => setCameraOpen(true)}
          disabled={uploading}
          className="w-full"
        >
          <Camera aria-hidden="true" /> {forClient ? 'Open the camera' : 'Use Camera'}
        </Button>
      )}

      <SkippedFilesNotice skipped={skipped} onDismiss={() => setSkipped([])} />

      <CapturedGrid
        documents={captured.documents}
        onRemove={captured.remove}
        onTypeChange={captured.setType}
        disabled={uploading}
        forClient={forClient}
      />

      {problem && (
        <Notice
          tone="error"
          title="The documents were not uploaded"
          onDismiss={onDismissProblem}
          data-testid="upload-problem"
        >
          <p>{problem}</p>
        </Notice>
      )}

      <div className="flex flex-col-reverse items-stretch gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {forClient
            ? count === 0
              ? 'No photos yet.'
              : `${count} ${count === 1 ? 'photo' : 'photos'} ready to send.`
            : count === 0
              ? 'Nothing captured yet.'
              : `${count} of at most ${limits.maxFilesPerRequest} documents ready to process.`}
        </p>
        <Button size="lg" onClick={() => void process()} disabled={uploading} data-testid="process-documents">
          {uploading ? (
            <>
              <Loader2 className="animate-spin" aria-hidden="true" />{' '}
              {forClient ? 'Sending…' : 'Uploading Documents...'}
            </>
          ) : forClient ? (
            <>
              <Send aria-hidden="true" /> Send {count} {count === 1 ? 'photo' : 'photos'}
            </>
          ) : (
            <>
              <ScanLine aria-hidden="true" /> Process Documents ({count})
            </>
          )}
        </Button>
      </div>
    </div>
  );
}
