import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileText, ZoomIn, ZoomOut } from 'lucide-react';
import { formatDate } from '@/shared/format/date';
import type { FactSource } from '@/shared/schemas/extracted-facts';
import { boxToPercent } from '@/client/components/evidence-box';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog';
import { Spinner } from '@/client/components/ui/spinner';

type PageSize = { pageNumber: number; width: number; height: number };

/**
 * The page picture (GET /api/documents/:id/pages/:page/image) is the frame the word boxes are measured in,
 * scaled; the page's size in that frame (GET /api/documents/:id/pages/:page) turns a box into shares of it.
 */
function PagePicture({ source }: { source: FactSource }) {
  const pageNumber = source.page ?? 1;
  const path = `/api/documents/${source.documentId}/pages/${pageNumber}`;
  const size = useQuery<PageSize>({ queryKey: [path] });
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  // Fitted to the dialog's width; zoomed in, the page is wider than a phone and scrolls.
  const [zoomed, setZoomed] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const highlight = useRef<HTMLDivElement>(null);
  const showHighlight = loaded && Boolean(size.data) && Boolean(source.box);

  // The highlight scrolled to the middle of the picture's own scroll area (not the dialog or the page).
  useEffect(() => {
    const area = viewport.current;
    const mark = highlight.current;
    if (!showHighlight || !area || !mark) return;
    const areaBox = area.getBoundingClientRect();
    const markBox = mark.getBoundingClientRect();
    area.scrollTo({
      top: area.scrollTop + markBox.top - areaBox.top - (area.clientHeight - markBox.height) / 2,
      left: area.scrollLeft + markBox.left - areaBox.left - (area.clientWidth - markBox.width) / 2,
    });
  }, [showHighlight, zoomed]);

  if (size.isError || failed) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The page could not be shown.
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <div
        ref={viewport}
        className="max-h-[60dvh] overflow-auto overscroll-contain rounded-md border bg-muted/30 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        data-testid="evidence-page"
        // A region that scrolls is reachable and named: the keyboard scrolls it (arrows) once focused.
        role="region"
        aria-label={`Page ${pageNumber} of ${source.filename}`}
        tabIndex={0}
      >
        {!loaded && (
          <p className="flex items-center gap-2 p-6 text-sm text-muted-foreground" role="status">
            <Spinner iconClassName="size-4" /> Loading the page...
          </p>
        )}
        <div className={zoomed ? 'relative w-[250%] sm:w-[160%]' : 'relative w-full'}>
          <img
            src={`${path}/image`}
            alt={`Page ${pageNumber} of ${source.filename}${source.box ? ', the words read highlighted' : ''}`}
            className={loaded ? 'block h-auto w-full' : 'block h-0 w-full'}
            onLoad={() => setLoaded(true)}
            onError={() => setFailed(true)}
          />
          {showHighlight && source.box && size.data && (
            <div
              ref={highlight}
              data-testid="evidence-highlight"
              aria-hidden="true"
              className="pointer-events-none absolute rounded-sm border-2 border-amber-500 bg-yellow-300/40"
              style={boxToPercent(source.box, size.data)}
            />
          )}
        </div>
      </div>
      {loaded && (
        <div className="flex justify-end">
          <Button type="button" size="sm" variant="outline" onClick={() => setZoomed((value) => !value)}>
            {zoomed ? <ZoomOut aria-hidden="true" /> : <ZoomIn aria-hidden="true" />}
            {zoomed ? 'Fit to width' : 'Zoom in'}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The document a fact was read from, as a link-style button ("payslip-june.pdf, page 1", or with a label
 * before it: "View source: payslip-june.pdf, page 1"); it opens the original page with the words highlighted
 * and the text as read.
 */
export function EvidenceButton({
  source,
  label,
  compact = false,
}: {
  source: FactSource;
  label?: string;
  /** Shows only the file and page; the label is still what the button is called. */
  compact?: boolean;
}) {
  const page = source.page ? `, page ${source.page}` : '';
  const name = `${source.filename}${page}`;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button
          type="button"
          aria-label={`${label ?? 'View source'}: ${name}`}
          className="inline-flex max-w-full items-center gap-1 truncate rounded-sm text-primary underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <FileText className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{label && !compact ? `${label}: ${name}` : name}</span>
        </button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="pr-6 break-all">{source.filename}</DialogTitle>
          <DialogDescription>
            Page {source.page ?? 1}
            {source.documentDate ? ` · dated ${formatDate(source.documentDate)}` : ''}
            {source.corrected ? ' · corrected by an adviser' : ''}
          </DialogDescription>
        </DialogHeader>
        <PagePicture source={source} />
        {source.text && (
          <p className="text-sm break-words">
            Read as: <q className="font-medium">{source.text}</q>
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
