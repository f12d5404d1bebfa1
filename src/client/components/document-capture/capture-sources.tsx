import { useRef, type Ref } from 'react';
import { Camera, CloudUpload, FolderOpen, Sparkles } from 'lucide-react';
import { limits } from '@/shared/options';
import { imageOrPdfAccept } from '@/client/lib/file-rules';
import { Button } from '@/client/components/ui/button';
import { DropZone } from './drop-zone';

/** The capture's AI explainer banner, drop zone, Browse Files and Use Camera. */
export function CaptureSources({
  onFiles,
  onOpenCamera,
  uploading,
  full,
  cameraOpen,
  cameraButtonRef,
}: {
  onFiles: (files: File[]) => void;
  onOpenCamera: () => void;
  uploading: boolean;
  /** The grid holds as many as one upload takes. */
  full: boolean;
  cameraOpen: boolean;
  /** Use Camera, where the focus goes back when the camera closes. */
  cameraButtonRef?: Ref<HTMLButtonElement>;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    // On a phone the drop zone and buttons come first, the explainer after them.
    <div className="flex flex-col gap-5">
      <div className="order-last flex gap-3 rounded-xl border border-primary/20 bg-gradient-to-r from-accent to-card p-4 sm:order-none">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Sparkles className="size-5" aria-hidden="true" />
        </span>
        <div className="space-y-1 text-sm">
          <p className="font-semibold">AI document recognition</p>
          <p className="text-muted-foreground">
            Photograph or upload the client&apos;s documents. Each one is read automatically, identified
            (licence, payslip, super or bank statement and more) and its details extracted, so you don&apos;t
            have to type them. You can also set a document&apos;s type yourself.
          </p>
        </div>
      </div>

      <DropZone
        accept={imageOrPdfAccept}
        onFiles={onFiles}
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
          ref={cameraButtonRef}
          variant="outline"
          onClick={onOpenCamera}
          disabled={uploading || cameraOpen}
          className="sm:flex-1"
        >
          <Camera aria-hidden="true" /> Use Camera
        </Button>
      </div>
    </div>
  );
}
