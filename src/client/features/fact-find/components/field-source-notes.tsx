import type { ReactNode } from 'react';
import { recordField } from '@/shared/record/record-fields';
import { FactSourceNote } from '@/client/components/client-record/fact-source';
import type { RecordLookup } from '@/client/components/client-record/record-lookup';
import { formFields } from '../lib/missing-actions';

/**
 * Under each of the client's values the form holds: where it came from (the document and page, who gave it),
 * and "Confirmed by client on …" when the client confirmed it; only while the field holds a value.
 */
export function fieldSourceNotes(clientId: string | null, lookup: RecordLookup): Map<string, ReactNode> {
  return new Map<string, ReactNode>(
    clientId
      ? formFields.flatMap((field) => {
          const fact = lookup.fact('client', field);
          if (!fact || fact.status === 'default') return [];
          const label = recordField('client', field)?.label ?? field;
          return [
            [field, <FactSourceNote key={field} clientId={clientId} fact={fact} label={label} />] as const,
          ];
        })
      : [],
  );
}
