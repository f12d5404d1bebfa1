import { fieldLabel } from '@/shared/field-registry';
import { formatDate } from '@/shared/format/date';
import { formatMobile } from '@/shared/format/mobile';
import { formatMoneyPrecise } from '@/shared/format/money';
import { cn } from '@/client/lib/cn';
import {
  extractionWarnings,
  isHiddenKey,
  provenanceOf,
  valueKind,
  visibleEntries,
} from '../lib/extracted-values';
import type { DocumentCorrection } from '@/shared/schemas/document-correction';
import { CheckNote, ConfidenceDot } from './confidence-badge';
import { FieldCorrection } from './field-correction';
import { Notice } from '@/client/components/notice';

function formatScalar(key: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  switch (valueKind(key, value)) {
    case 'money':
      return formatMoneyPrecise(value as number) || String(value);
    case 'date':
      return formatDate(value as string) || String(value);
    case 'percent':
      return `${value}%`;
    case 'phone':
      return formatMobile(String(value)) || String(value);
    default:
      return String(value);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function Value({ name, value, depth }: { name: string; value: unknown; depth: number }) {
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="text-muted-foreground">None</span>;
    return (
      <ol className="space-y-2">
        {value.map((item, index) => (
          <li key={index} className={cn(isPlainObject(item) && 'rounded-md border bg-muted/30 p-2')}>
            <Value name={name} value={item} depth={depth + 1} />
          </li>
        ))}
      </ol>
    );
  }
  if (isPlainObject(value)) return <Entries data={value} depth={depth + 1} />;
  return <span className="break-words">{formatScalar(name, value)}</span>;
}

/** What the review needs to let the adviser correct a document's values. */
export type Correctable = { documentId: string; corrections: DocumentCorrection[] };

function Entries({
  data,
  depth,
  provenance,
  correctable,
}: {
  data: Record<string, unknown>;
  depth: number;
  provenance?: Record<string, unknown>;
  correctable?: Correctable;
}) {
  const entries = visibleEntries(data);
  if (entries.length === 0) return <span className="text-muted-foreground">Nothing extracted</span>;
  return (
    <dl className={cn('divide-y', depth > 0 && 'border-l-2 border-border pl-3')}>
      {entries.map(([key, value]) => {
        const source = provenance ? provenanceOf(provenance, key) : undefined;
        const correction = correctable?.corrections.find((item) => item.fieldKey === key);
        const struck = correction?.action === 'corrected';
        return (
          <div
            key={key}
            className="grid gap-1 py-2 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)] sm:gap-4"
            data-testid={depth === 0 ? 'extracted-field' : undefined}
            data-key={key}
          >
            <dt className="text-sm text-muted-foreground">{fieldLabel(key)}</dt>
            <dd className="min-w-0 space-y-1 text-sm font-medium">
              <span className={cn(struck && 'text-muted-foreground line-through')}>
                <Value name={key} value={value} depth={depth} />
              </span>
              {source && (
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-normal text-muted-foreground">
                  {source.check ? (
                    <CheckNote reason={source.check} />
                  ) : (
                    source.confidence && <ConfidenceDot level={source.confidence} />
                  )}
                  {source.source?.page != null && <span>Page {source.source.page}</span>}
                  {source.source?.text && (
                    <q className="max-w-full truncate italic" title={source.source.text}>
                      {source.source.text}
                    </q>
                  )}
                </div>
              )}
              {correctable &&
                depth === 0 &&
                source &&
                (typeof value === 'string' || typeof value === 'number') && (
                  <FieldCorrection
                    documentId={correctable.documentId}
                    fieldKey={key}
                    reading={String(value)}
                    correction={correction}
                    format={(corrected) => formatScalar(key, corrected)}
                  />
                )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * A readable, nested view of a document's extracted data. Keys starting with an underscore, 'error' and
 * 'requiresManualReview' are hidden; an error is shown in a red box; each fact shows where it was read
 * (page and text) and how sure the reading is.
 */
export function ExtractedDataView({
  data,
  className,
  correctable,
}: {
  data: Record<string, unknown>;
  className?: string;
  /** Offers Correct and Confirm on each fact read from the document. */
  correctable?: Correctable;
}) {
  const error = data.error;
  const warnings = extractionWarnings(data);
  const hasVisible = Object.keys(data).some((key) => !isHiddenKey(key));
  return (
    <div className={cn('space-y-3', className)}>
      {error != null && error !== '' && (
        <div
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
          role="alert"
          data-testid="extracted-error"
        >
          <span className="font-semibold">Error: </span>
          {typeof error === 'string' ? error : JSON.stringify(error)}
        </div>
      )}
      {data.requiresManualReview === true && (
        <Notice tone="warning" title="Check this document by hand">
          <p>Some of its details could not be read with confidence.</p>
        </Notice>
      )}
      {warnings.length > 0 && (
        <Notice tone="info" title="Notes from the reading">
          <ul className="list-disc space-y-0.5 pl-4">
            {warnings.map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </ul>
        </Notice>
      )}
      {hasVisible ? (
        <Entries data={data} depth={0} provenance={data} correctable={correctable} />
      ) : (
        <p className="text-sm text-muted-foreground">No details were extracted from this document.</p>
      )}
    </div>
  );
}
