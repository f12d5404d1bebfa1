import { Link } from 'react-router-dom';
import { ArrowRight, FileSearch } from 'lucide-react';
import { formatDateTime } from '@/shared/format/date';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { useOpenBatches } from '../api/document-batches';

/**
 * Extracted Data, documents not yet linked to a client: the documents-first runs they came in (batches),
 * newest first, each to look at or to make into a client; left alone, a run is deleted 30 days after its
 * last upload (decision 018).
 */
export function OpenBatchesCard() {
  const batches = useOpenBatches().data?.batches ?? [];
  if (batches.length === 0) return null;
  return (
    <Card data-testid="open-batches">
      <CardHeader>
        <CardTitle className="text-lg">Uploaded before their client existed</CardTitle>
        <CardDescription>
          Make each into a new client from its pre-filled Fact Find, or link its documents to a client below.
          Documents no client has are deleted 30 days after their last upload.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y rounded-lg border">
          {batches.map((batch) => {
            const count = batch.documents.length;
            const ids = batch.documents.map((document) => document.id).join(',');
            return (
              <li key={batch.id} className="flex flex-col gap-3 p-3 md:flex-row md:items-center">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{batch.personName ?? 'No name read yet'}</p>
                  <p className="text-sm text-muted-foreground">
                    {count} document{count === 1 ? '' : 's'} · uploaded {formatDateTime(batch.createdAt)}
                    {batch.createdBy.name ? ` by ${batch.createdByMe ? 'you' : batch.createdBy.name}` : ''}
                  </p>
                </div>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Button asChild variant="outline" size="sm">
                    <Link to={`/extracted-data?clientId=unassigned&documents=${ids}`}>
                      <FileSearch aria-hidden="true" /> Show documents
                    </Link>
                  </Button>
                  <Button asChild size="sm">
                    <Link to={`/fact-find/new?batch=${batch.id}`}>
                      Continue to Pre-filled Fact Find <ArrowRight aria-hidden="true" />
                    </Link>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
