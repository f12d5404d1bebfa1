import { fullName } from '@/shared/format/name';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArrowRight, ClipboardList } from 'lucide-react';
import type { DocumentType } from '@/shared/options';
import { ApiError } from '@/client/lib/api-client';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useClient } from '../api/list-clients';
import { useClientDocuments } from '../api/list-client-documents';
import { useClientUploads } from '../hooks/use-client-uploads';
import { useDocumentStatuses } from '../hooks/use-document-statuses';
import { isDocumentFinished, withLatestStatuses } from '../lib/document-progress';
import { AddDocumentsCard } from './add-documents-card';
import { CameraCaptureDialog } from './camera-capture-dialog';
import { ClientDocumentsCard } from './client-documents-card';
import { ClientPicker } from './client-picker';
import { Notice } from '@/client/components/notice';
import { DocumentWays } from './document-ways';
import { PageHeader } from './page-header';
import { SkippedFilesNotice } from '@/client/components/document-capture/skipped-files-notice';
import { UnsentUploadsNotice } from '@/client/components/document-capture/unsent-uploads-notice';
import { UploadQueue } from './upload-queue';

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
        <DocumentWays current="upload" />
        <ClientPicker linkTo={(id) => `/upload/${id}`} heading="Whose documents are these?" />
      </div>
    );
  }
  return <ClientUpload key={clientId} clientId={clientId} />;
}

function ClientUpload({ clientId }: { clientId: string }) {
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
  const uploads = useClientUploads(clientId, () => setPollingSince(Date.now()));
  const [cameraType, setCameraType] = useState<DocumentType | null>(null);

  if (client.error instanceof ApiError && client.error.status === 404) {
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

  const rows = withLatestStatuses(list, documents.dataUpdatedAt, polling.statuses, polling.checkedAt);
  const inFlight = rows.some((document) => !isDocumentFinished(document));
  const name = client.data ? fullName(client.data.givenNames, client.data.familyName) : null;

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

      <DocumentWays current="upload" clientId={clientId} />
      <UnsentUploadsNotice
        unsent={uploads.unsent}
        onSendAgain={uploads.sendUnsentAgain}
        onDiscard={uploads.discardUnsent}
      />
      <AddDocumentsCard onFiles={uploads.addFiles} onCamera={setCameraType}>
        <SkippedFilesNotice skipped={uploads.skipped} onDismiss={uploads.clearSkipped} />
        <UploadQueue
          uploads={uploads.uploads}
          onRetry={uploads.retryUpload}
          onRemove={uploads.removeUpload}
        />
      </AddDocumentsCard>

      <ClientDocumentsCard
        clientId={clientId}
        clientName={name ?? ''}
        rows={rows}
        loading={documents.isLoading}
        failed={documents.isError || Boolean(polling.error)}
        inFlight={inFlight}
        pollingStopped={inFlight && polling.timedOut}
        onCheckAgain={() => {
          setPollingSince(Date.now());
          polling.checkAgain();
        }}
      />

      <CameraCaptureDialog
        clientId={clientId}
        type={cameraType}
        onClose={() => setCameraType(null)}
        onUploaded={() => setPollingSince(Date.now())}
      />
    </div>
  );
}
