import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { DocumentCapture } from '@/client/components/document-capture/document-capture';
import type { CapturedDocument } from '@/client/lib/captured-document';

/** Photographs for one checklist item: open while mounted; closes once the photos are sent. */
export function RequestCameraDialog({
  label,
  onPhotos,
  onClose,
}: {
  label: string;
  onPhotos: (documents: CapturedDocument[]) => Promise<boolean>;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl" aria-describedby="request-camera-description">
        <DialogHeader>
          <DialogTitle>Take a photo: {label}</DialogTitle>
          <DialogDescription id="request-camera-description">
            Lay the document flat in good light. Take one photo per page, then send them.
          </DialogDescription>
        </DialogHeader>
        <DocumentCapture
          cameraOnly
          forClient
          onProcess={async (documents) => {
            const sent = await onPhotos(documents);
            if (sent) onClose();
            return sent;
          }}
          onCameraClosed={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}
