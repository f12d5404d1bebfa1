import { useState } from 'react';
import { Camera } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { useWarnBeforeLeaving } from '@/client/hooks/use-warn-before-leaving';
import { useCaptureCamera } from './use-capture-camera';
import { useCapturedDocuments } from './use-captured-documents';
import { useKeptCapture } from './use-kept-capture';
import { capturedTypeLabel, type CapturedDocument } from '@/client/lib/captured-document';
import { captureSkippedDescription, checkCaptureFiles, type SkippedFile } from '@/client/lib/file-rules';
import { CameraView } from './camera-view';
import { CaptureFooter } from './capture-footer';
import { CaptureSources } from './capture-sources';
import { CapturedGrid } from './captured-grid';
import { Notice } from '@/client/components/notice';
import { SkippedFilesNotice } from './skipped-files-notice';
import { UnsentUploadsNotice } from './unsent-uploads-notice';

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
  /**
   * Keeps the documents in the browser while they are sent, under this name ('document-first',
   * 'workflow:<client id>'): a reload in the middle lists them next time, to send again or discard.
   */
  keepAs?: string;
};

/** What a photo taken says: the specification's words for the adviser, plainer ones for the client. */
function photoTakenToast(type: CapturedDocument['type'], forClient: boolean) {
  if (forClient) return { title: 'Photo taken', description: 'Take another page, or send the photos.' };
  return {
    title: 'Document Captured',
    description:
      type === 'auto'
        ? 'Document captured successfully. AI will automatically identify the document type.'
        : `${capturedTypeLabel(type)} captured successfully.`,
  };
}

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
  keepAs,
}: DocumentCaptureProps) {
  const captured = useCapturedDocuments();
  const kept = useKeptCapture(keepAs);
  const [uploading, setUploading] = useState(false);
  const [skipped, setSkipped] = useState<SkippedFile[]>([]);
  useWarnBeforeLeaving(uploading);
  const {
    camera,
    open: cameraOpen,
    setOpen: setCameraOpen,
    close: closeCamera,
    openerRef: cameraButton,
  } = useCaptureCamera({
    cameraOnly,
    hasDocuments: captured.documents.length > 0,
    onClosedEmpty: onCameraClosed,
  });
  const { stop } = camera;

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
    toast(photoTakenToast(defaultType, forClient));
  };

  const stopCamera = () => {
    stop();
    closeCamera();
  };

  const process = async (documents = captured.documents) => {
    if (uploading) return;
    if (documents.length === 0) {
      toast(
        forClient
          ? { title: 'No photos yet', description: 'Take a photo of the document first.' }
          : { title: 'No Documents', description: 'Please capture or upload at least one document.' },
      );
      return;
    }
    setUploading(true);
    try {
      await kept.keep(documents);
      const taken = await onProcess(documents);
      if (taken) {
        await kept.forget(documents);
        stop();
        captured.clear();
        setSkipped([]);
      }
    } finally {
      setUploading(false);
    }
  };

  // Files a reload interrupted go back into the grid and are sent at once, with what is already there.
  const sendUnsentAgain = () => {
    const restored = kept
      .takeUnsent()
      .flatMap((upload) =>
        captured.add([upload.file], (upload.type ?? defaultType) as CapturedDocument['type'], 'file'),
      );
    void process([...captured.documents, ...restored]);
  };

  return (
    <div className="space-y-5" data-testid="document-capture">
      {!cameraOnly && (
        <UnsentUploadsNotice
          unsent={kept.unsent}
          onSendAgain={sendUnsentAgain}
          onDiscard={kept.discard}
          busy={uploading}
        />
      )}
      {!cameraOnly && (
        <CaptureSources
          onFiles={addFiles}
          onOpenCamera={() => setCameraOpen(true)}
          uploading={uploading}
          full={captured.room === 0}
          cameraOpen={cameraOpen}
          cameraButtonRef={cameraButton}
        />
      )}

      {cameraOpen && (
        <CameraView
          camera={camera}
          onCapture={() => void capturePhoto()}
          onStop={stopCamera}
          canCapture={captured.room > 0 && !uploading}
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

      <CaptureFooter
        count={captured.documents.length}
        uploading={uploading}
        forClient={forClient}
        onProcess={() => void process()}
      />
    </div>
  );
}
