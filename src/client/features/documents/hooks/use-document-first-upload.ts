import { useState } from 'react';
import { ApiError, serverMessage } from '@/client/lib/api-client';
import type { CapturedDocument } from '@/client/lib/captured-document';
import { prepareUploadFile } from '@/client/lib/prepare-upload-file';
import { toast } from '@/client/components/ui/use-toast';
import { useProcessDocuments } from '../api/process-documents';

type UploadStatus = 'idle' | 'uploading' | 'processing';

/**
 * The three-step page's upload (specification: idle -> uploading -> processing, back to idle on failure;
 * processing while an upload is in progress is ignored). `onUploaded` gets the new batch's id.
 */
export function useDocumentFirstUpload(onUploaded: (batchId: string | null) => void) {
  const processDocuments = useProcessDocuments();
  const [uploadStatus, setUploadStatus] = useState<UploadStatus>('idle');
  const [uploadingCount, setUploadingCount] = useState(0);
  const [uploadedNames, setUploadedNames] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (documents: CapturedDocument[]): Promise<boolean> => {
    if (uploadStatus === 'uploading') return false;
    setProblem(null);
    setUploadingCount(documents.length);
    setUploadStatus('uploading');
    try {
      const files = await Promise.all(documents.map(prepareUploadFile));
      const created = await processDocuments.mutateAsync({
        files,
        types: documents.map((document) => document.type),
        clientId: 'new',
        source: documents.every((document) => document.origin === 'camera') ? 'camera' : 'upload',
        extractClientInfo: true,
      });
      setUploadedNames(created.documents.map((document) => document.filename));
      setUploadStatus('processing');
      onUploaded(created.batchId ?? null);
      toast({
        title: 'Documents Uploaded Successfully',
        description: `${created.documents.length} documents are now being processed. AI is extracting your information.`,
      });
      return true;
    } catch (error) {
      const message =
        error instanceof ApiError
          ? serverMessage(error, `Upload failed with status: ${error.status}`)
          : error instanceof Error
            ? error.message
            : 'Upload failed';
      console.error(message);
      toast({
        variant: 'destructive',
        title: 'Upload Failed',
        description: 'Failed to upload and process documents. Please try again.',
      });
      setProblem(message);
      setUploadStatus('idle');
      return false;
    }
  };

  return {
    uploadStatus,
    uploadingCount,
    uploadedNames,
    problem,
    clearProblem: () => setProblem(null),
    upload,
    reset: () => {
      setUploadStatus('idle');
      setUploadedNames([]);
      setProblem(null);
    },
  };
}
