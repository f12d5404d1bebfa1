import { FolderOpen } from 'lucide-react';
import { formatDateTime } from '@/shared/format/date';
import type { CapturedDocument } from '@/client/lib/captured-document';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { DocumentCapture } from '@/client/components/document-capture/document-capture';
import { Notice } from '@/client/components/notice';
import { useOpenBatches } from '../api/document-batches';
import { AcceptedDocuments } from './accepted-documents';

/** The three-step page's Capture Documents step: runs left unfinished, what is read, and the capture. */
export function DocumentFirstCaptureStep({
  onResume,
  onProcess,
  problem,
  onDismissProblem,
}: {
  onResume: (batchId: string) => void;
  onProcess: (documents: CapturedDocument[]) => Promise<boolean>;
  problem: string | null;
  onDismissProblem: () => void;
}) {
  return (
    // On a phone the capture comes first and the list of documents read after it (desktop: list first).
    <div className="flex flex-col gap-6">
      <UnfinishedBatches onResume={onResume} />
      <Card className="order-last sm:order-none">
        <CardHeader>
          <CardTitle>Capture Documents</CardTitle>
          <CardDescription>
            Photograph or upload whatever the client has brought. These are the documents we read:
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <AcceptedDocuments />
          <Notice tone="info" data-testid="extraction-note">
            <p>
              The client&apos;s name, address, date of birth and financial information will be extracted from
              these documents automatically, ready for you to review.
            </p>
          </Notice>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          <DocumentCapture
            onProcess={onProcess}
            problem={problem}
            onDismissProblem={onDismissProblem}
            keepAs="document-first"
          />
        </CardContent>
      </Card>
    </div>
  );
}

/** The adviser's own runs not yet made into a client: the page resumes one where it was left. */
function UnfinishedBatches({ onResume }: { onResume: (batchId: string) => void }) {
  const batches =
    useOpenBatches()
      .data?.batches.filter((batch) => batch.createdByMe)
      .slice(0, 3) ?? [];
  if (batches.length === 0) return null;
  return (
    <Notice tone="info" title="Documents not yet made into a client" data-testid="unfinished-batches">
      <ul className="mt-1 space-y-2">
        {batches.map((batch) => (
          <li key={batch.id} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <span className="min-w-0">
              <span className="font-medium">{batch.personName ?? 'No name read yet'}</span>
              <span className="text-sm">
                {' '}
                · {batch.documents.length} document{batch.documents.length === 1 ? '' : 's'} · uploaded{' '}
                {formatDateTime(batch.createdAt)}
              </span>
            </span>
            <Button size="sm" variant="outline" onClick={() => onResume(batch.id)}>
              <FolderOpen aria-hidden="true" /> Resume
            </Button>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
