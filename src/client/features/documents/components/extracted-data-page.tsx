import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ArrowRight, FileSearch, Loader2, Upload } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useClientOptions } from '../api/list-clients';
import { useDocuments } from '../api/list-documents';
import { isDocumentFinished } from '../lib/document-progress';
import { ExtractedDocumentCard } from './extracted-document-card';
import { OpenBatchesCard } from './open-batches-card';
import { UnlinkedDocumentActions } from './unlinked-document-actions';
import { Notice } from '@/client/components/notice';
import { PageHeader } from './page-header';

const allDocuments = 'all';

/**
 * /extracted-data: every document whose reading completed, with what was extracted. `?clientId=` narrows
 * to a client ('unassigned' for documents no client has claimed); `?documents=` to one upload's documents.
 */
export function ExtractedDataPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const clientId = searchParams.get('clientId') ?? undefined;
  const onlyIds = useMemo(() => {
    const list = searchParams.get('documents');
    return list ? new Set(list.split(',').filter(Boolean)) : null;
  }, [searchParams]);
  const [pollingSince] = useState(() => Date.now());
  const documents = useDocuments(clientId, pollingSince);
  const clients = useClientOptions();

  const all = documents.data ?? [];
  const inScope = onlyIds ? all.filter((document) => onlyIds.has(document.id)) : all;
  const withData = inScope.filter((document) => document.ocrStatus === 'completed' && document.extractedData);
  const stillReading = inScope.filter((document) => !isDocumentFinished(document)).length;
  const isClient = clientId && clientId !== 'unassigned';
  const clientNames = new Map(
    (clients.data ?? []).map((client) => [client.id, `${client.givenNames} ${client.familyName}`]),
  );

  const clientOptions = [
    { value: 'unassigned', label: 'Not yet linked to a client' },
    ...(clients.data ?? []).map((client) => ({
      value: client.id,
      label: `${client.givenNames} ${client.familyName}`,
    })),
  ];

  const actions = (
    <>
      <Button asChild variant="outline">
        <Link to={isClient ? `/upload/${clientId}` : '/document-first'}>
          <Upload aria-hidden="true" /> Upload More Documents
        </Link>
      </Button>
      <Button asChild>
        <Link to={isClient ? `/fact-find/${clientId}` : '/fact-find'}>
          Proceed to Fact Find <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Extracted Data Review"
        description="What was read from each document, where it was found and how sure the reading is."
        actions={actions}
      />

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Label htmlFor="document-filter" className="shrink-0">
          Show documents for
        </Label>
        <div className="sm:w-72">
          <NativeSelect
            id="document-filter"
            value={clientId ?? allDocuments}
            options={[{ value: allDocuments, label: 'All clients' }, ...clientOptions]}
            onChange={(event) => {
              const next = new URLSearchParams();
              if (event.target.value !== allDocuments) next.set('clientId', event.target.value);
              setSearchParams(next);
            }}
          />
        </div>
      </div>

      {clientId === 'unassigned' && !onlyIds && <OpenBatchesCard />}

      {onlyIds && (
        <Notice tone="info">
          <p>
            Showing the documents from this upload.{' '}
            <Link to="/extracted-data" className="font-medium underline underline-offset-2">
              Show all documents
            </Link>
          </p>
        </Notice>
      )}
      {stillReading > 0 && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {stillReading} document{stillReading === 1 ? ' is' : 's are'} still being read and will appear here
          when finished.
        </p>
      )}

      {documents.isLoading ? (
        <div className="space-y-3">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-20 w-full rounded-xl" />
          ))}
        </div>
      ) : documents.isError ? (
        <Notice tone="error" title="The documents could not be loaded">
          <p>Please reload the page.</p>
        </Notice>
      ) : withData.length === 0 ? (
        <Card>
          <CardContent
            className="flex flex-col items-center gap-3 px-6 py-14 text-center"
            data-testid="no-extracted-data"
          >
            <span className="rounded-full bg-accent p-3 text-accent-foreground">
              <FileSearch className="size-6" aria-hidden="true" />
            </span>
            <h2 className="text-lg font-semibold">No Extracted Data Available</h2>
            <p className="max-w-sm text-sm text-muted-foreground">
              Once documents have been uploaded and read, what was extracted from them appears here.
            </p>
            <Button asChild>
              <Link to="/document-first">
                <Upload aria-hidden="true" /> Upload Documents
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-muted-foreground">
            {withData.length} document{withData.length === 1 ? '' : 's'} with extracted data
          </p>
          {withData.map((document, index) => (
            <ExtractedDocumentCard
              key={document.id}
              document={document}
              defaultOpen={index === 0}
              clientName={
                isClient ? undefined : document.clientId ? clientNames.get(document.clientId) : null
              }
              ownerName={document.clientId ? (clientNames.get(document.clientId) ?? null) : null}
              actions={
                document.clientId ? undefined : (
                  <UnlinkedDocumentActions document={document} clients={clients.data ?? []} />
                )
              }
            />
          ))}
        </div>
      )}
    </div>
  );
}
