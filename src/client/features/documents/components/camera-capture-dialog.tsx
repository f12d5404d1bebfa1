import { useState } from 'react';
import { documentTypeLabels, type DocumentType } from '@/shared/options';
import { serverMessage } from '@/client/lib/api-client';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { toast } from '@/client/components/ui/use-toast';
import { useProcessDocuments } from '../api/process-documents';
import type { CapturedDocument } from '@/client/lib/captured-document';
import { prepareUploadFile } from '@/client/lib/prepare-upload-file';
import { DocumentCapture } from '@/client/components/document-capture/document-capture';

/** The upload screen's camera buttons: photograph a document of a chosen type for this client. */
export function CameraCaptureDialog({
  clientId,
  type,
  onClose,
  onUploaded,
}: {
  clientId: string;
  type: DocumentType | null;
  onClose: () => void;
  onUploaded: () => void;
}) {
  const processDocuments = useProcessDocuments();
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (documents: CapturedDocument[]) => {
    setProblem(null);
    try {
      const files = await Promise.all(documents.map(prepareUploadFile));
      await processDocuments.mutateAsync({
        files,
        types: documents.map((document) => document.type),
        clientId,
        source: documents.every((document) => document.origin === 'camera') ? 'camera' : 'upload',
      });
      toast({
        title:
          documents.length === 1
            ? 'Document uploaded and processing started'
            : `${documents.length} documents uploaded and processing started`,
      });
      onUploaded();
      onClose();
      return true;
    } catch (error) {
      console.error(error);
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to upload document. Please try again.',
      });
      setProblem(serverMessage(error, error instanceof Error ? error.message : 'Upload failed'));
      return false;
    }
  };

  const label = type ? documentTypeLabels[type] : '';
  return (
    <Dialog open={type !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl" aria-describedby="camera-dialog-description">
        <DialogHeader>
          <DialogTitle>Photograph a {label}</DialogTitle>
          <DialogDescription id="camera-dialog-description">
            Each photo is saved as a {label.toLowerCase()}. Take one photo per page, then process them.
          </DialogDescription>
        </DialogHeader>
        {type && (
          <DocumentCapture
            key={type}
            cameraOnly
            defaultType={type}
            onProcess={upload}
            onCameraClosed={onClose}
            problem={problem}
            onDismissProblem={() => setProblem(null)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
