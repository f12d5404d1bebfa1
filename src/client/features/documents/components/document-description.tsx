import { AlertTriangle, UserX, Users } from 'lucide-react';
import type { DocumentSummary } from '@/shared/schemas/document';
import { documentTypeLabel } from '../lib/document-type-label';
import { otherPersonReason } from '@/shared/format/other-person';

/**
 * What a read document holds, whose it is and whether it is stale, in a few lines under its name:
 * "Payslip · Greenfield Agricultural · 1–15 Jun 2025 · net $2,410".
 */
export function DocumentDescription({
  document,
  clientName,
  showType = true,
}: {
  document: Pick<DocumentSummary, 'type' | 'description' | 'person'>;
  /** Off where the row already names the type. */
  showType?: boolean;
  /** The client's full name, for saying whose a document is; null when no client has it. */
  clientName: string | null;
}) {
  const { description, person } = document;
  if (!description && !person) return null;
  const facts = [
    showType ? documentTypeLabel(document.type) : null,
    ...(description?.highlights ?? []),
  ].filter(Boolean);
  return (
    <div className="min-w-0 space-y-1 text-sm" data-testid="document-description">
      {description && facts.length > (showType ? 1 : 0) && (
        <p className="break-words text-muted-foreground">{facts.join(' · ')}</p>
      )}
      {person?.status === 'other' && clientName && (
        <p className="flex items-start gap-1.5 text-destructive" data-testid="document-person">
          <UserX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            This document {otherPersonReason(person, clientName)}. Its facts are not offered for this client.
          </span>
        </p>
      )}
      {person?.status === 'partner' && (
        <p className="flex items-start gap-1.5 text-primary" data-testid="document-person">
          <Users className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            This document is {person.name ?? 'the partner'}&apos;s, the partner&apos;s: its facts are offered
            for the partner&apos;s fields.
          </span>
        </p>
      )}
      {description?.warnings.map((warning) => (
        <p key={warning} className="flex items-start gap-1.5 text-amber-800" data-testid="document-warning">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{warning}</span>
        </p>
      ))}
    </div>
  );
}
