import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, FileText, ImageIcon, PanelRight } from 'lucide-react';
import type { DocumentSummary } from '@/shared/schemas/document';
import { formatDateTime } from '@/shared/format/date';
import { cn } from '@/client/lib/cn';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { documentTypeLabel } from '../lib/document-type-label';
import { isNothingReadable } from '../lib/document-progress';
import { readByText } from '../lib/read-by-text';
import { useDocumentCorrections } from '../api/document-corrections';
import { ConfidenceBadge } from './confidence-badge';
import { DocumentStatusBadge } from './document-status-badge';
import { DocumentDescription } from './document-description';
import { ExtractedDataView } from './extracted-data-view';
import { OriginalDocument } from './original-document';

const ocrStatusText: Record<string, string> = {
  completed: 'OCR completed',
  processing: 'OCR processing',
  pending: 'OCR pending',
  failed: 'OCR failed',
};

/** One document in Extracted Data Review: expands to its extracted data (readable or raw) and the original. */
export function ExtractedDocumentCard({
  document,
  defaultOpen = false,
  clientName,
  ownerName = null,
  actions,
}: {
  document: DocumentSummary;
  defaultOpen?: boolean;
  /** Whose document it is; null when no client has claimed it yet. */
  clientName?: string | null;
  /** The full name of the client it belongs to, for saying when it names someone else. */
  ownerName?: string | null;
  /** What the adviser can do with the document, under its heading. */
  actions?: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [showOriginal, setShowOriginal] = useState(false);
  const corrections = useDocumentCorrections(
    document.id,
    open && document.ocrStatus === 'completed' && document.parseStatus === 'completed',
  );
  const contentId = useId();
  const data = document.extractedData ?? {};
  const typeLabel =
    documentTypeLabel(document.type) ??
    documentTypeLabel(document.classification?.document_type) ??
    'Unidentified document';
  const Icon = document.mimeType === 'application/pdf' ? FileText : ImageIcon;
  const readBy = readByText(document.readBy);

  return (
    <Card className="overflow-hidden" data-testid="extracted-document">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-start gap-3 px-4 py-4 text-left transition-colors hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-none sm:items-center sm:px-6"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1 space-y-1">
          <span className="block truncate font-semibold" title={document.filename}>
            {document.filename}
          </span>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <span>{typeLabel}</span>
            <span aria-hidden="true">·</span>
            <span>{formatDateTime(document.uploadedAt)}</span>
            {clientName !== undefined && (
              <>
                <span aria-hidden="true">·</span>
                <span>{clientName ?? 'Not yet linked to a client'}</span>
              </>
            )}
          </span>
          <span className="flex flex-wrap items-center gap-2 pt-0.5">
            <Badge variant="outline" data-testid="ocr-status">
              {ocrStatusText[document.ocrStatus] ?? document.ocrStatus}
            </Badge>
            {isNothingReadable(document) ? (
              <DocumentStatusBadge document={document} />
            ) : (
              <ConfidenceBadge level={document.classification?.confidence_level ?? document.confidence} />
            )}
          </span>
        </span>
        <ChevronDown
          className={cn(
            'mt-2 size-5 shrink-0 text-muted-foreground transition-transform sm:mt-0',
            open && 'rotate-180',
          )}
          aria-hidden="true"
        />
      </button>
      {(document.description || document.person) && (
        <div className="px-4 pb-3 sm:px-6 sm:pl-[4.75rem]">
          <DocumentDescription document={document} clientName={ownerName} />
        </div>
      )}
      {actions && <div className="px-4 pb-4 sm:px-6 sm:pl-[4.75rem]">{actions}</div>}
      {open && (
        <div id={contentId} className="border-t px-4 py-4 sm:px-6">
          <Tabs defaultValue="extracted">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <TabsList>
                <TabsTrigger value="extracted">Extracted Data</TabsTrigger>
                <TabsTrigger value="raw">Raw JSON</TabsTrigger>
              </TabsList>
              <Button
                variant="outline"
                size="sm"
                aria-pressed={showOriginal}
                onClick={() => setShowOriginal((value) => !value)}
              >
                <PanelRight aria-hidden="true" /> {showOriginal ? 'Hide original' : 'Show original'}
              </Button>
            </div>
            {readBy && (
              <p className="mt-2 text-xs text-muted-foreground" data-testid="read-by">
                {readBy}
              </p>
            )}
            <div className={cn('mt-2 grid gap-4', showOriginal && 'lg:grid-cols-2')}>
              <div className="min-w-0">
                <TabsContent value="extracted">
                  <div
                    className="max-h-[400px] overflow-y-auto rounded-lg border px-3 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:px-4"
                    data-testid="extracted-scroll"
                    // A box that scrolls is reachable by keyboard and named (specification: 400 px high).
                    role="region"
                    aria-label={`Extracted data: ${document.filename}`}
                    tabIndex={0}
                  >
                    <ExtractedDataView
                      data={data}
                      className="py-3"
                      correctable={
                        corrections.data
                          ? { documentId: document.id, corrections: corrections.data }
                          : undefined
                      }
                    />
                  </div>
                </TabsContent>
                <TabsContent value="raw">
                  <pre
                    className="max-h-[400px] overflow-auto rounded-lg border bg-slate-950 p-4 font-mono text-xs leading-relaxed text-slate-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    data-testid="raw-json"
                    role="region"
                    aria-label={`Raw JSON: ${document.filename}`}
                    tabIndex={0}
                  >
                    {JSON.stringify(data, null, 2)}
                  </pre>
                </TabsContent>
              </div>
              {showOriginal && (
                <OriginalDocument
                  documentId={document.id}
                  filename={document.filename}
                  mimeType={document.mimeType}
                  pageCount={document.pageCount}
                />
              )}
            </div>
          </Tabs>
        </div>
      )}
    </Card>
  );
}
