import { recordField, subjectKind, type ItemKind } from '@/shared/record/record-fields';
import type { RecordFact } from '@/shared/record/record-types';
import { cn } from '@/client/lib/cn';
import { FactSourceNote } from './fact-source';
import { factWords, itemName, namingFields, type RecordLookup } from './record-lookup';

/** Where a fact came from, as one key: facts of one item that share it show it once, under the item. */
const sourceKey = (fact: RecordFact) =>
  fact.source.kind === 'document'
    ? `document:${fact.source.documentId ?? ''}:${fact.source.page ?? ''}`
    : `${fact.source.kind}:${fact.source.actorName}:${fact.at.slice(0, 10)}:${fact.status}`;

/** The source most of the facts share (the statement an account was read from), if any. */
function commonSource(facts: readonly RecordFact[]): string | null {
  const counts = new Map<string, number>();
  for (const fact of facts) counts.set(sourceKey(fact), (counts.get(sourceKey(fact)) ?? 0) + 1);
  let best: string | null = null;
  for (const [key, count] of counts) if (count > 1 && (!best || count > (counts.get(best) ?? 0))) best = key;
  return best;
}

const labelOf = (fact: RecordFact) => recordField(fact.subject, fact.field)?.label ?? fact.field;

/**
 * Facts of the record read-only, each "label  value with its cycle, date or period", and where it came from:
 * once for the facts that share a source, beside a fact whose source differs. Confirmed-by-client notes and
 * a fact's history ride with its source line.
 */
export function RecordFactsList({
  clientId,
  facts,
  className,
  testId = 'record-facts',
}: {
  clientId: string;
  facts: readonly RecordFact[];
  className?: string;
  testId?: string;
}) {
  const shown = facts.filter((fact) => factWords(fact) !== '');
  if (shown.length === 0) return null;
  const common = commonSource(shown);
  const sharedFact = common ? shown.find((fact) => sourceKey(fact) === common) : undefined;
  return (
    // Label beside value where the list has room (its own width: an account's card is narrower than the
    // page), label above value where it has not.
    <div className={cn('@container space-y-1.5', className)}>
      <dl
        className="grid gap-y-2 text-sm @sm:grid-cols-[minmax(9rem,auto)_1fr] @sm:gap-x-4 @sm:gap-y-1"
        data-testid={testId}
      >
        {shown.map((fact) => {
          const label = labelOf(fact);
          const own =
            !common || sourceKey(fact) !== common || fact.earlier > 0 || Boolean(fact.confirmedByClientAt);
          return (
            <div
              key={`${fact.subject}.${fact.field}`}
              className="grid @sm:col-span-2 @sm:grid-cols-subgrid"
              data-testid="record-fact"
              data-field={fact.field}
            >
              <dt className="text-xs text-muted-foreground @sm:text-sm">{label}</dt>
              <dd className="min-w-0 space-y-0.5">
                <span className="font-medium break-words" data-testid="record-fact-value">
                  {factWords(fact)}
                </span>
                {own && <FactSourceNote clientId={clientId} fact={fact} label={label} />}
              </dd>
            </div>
          );
        })}
      </dl>
      {sharedFact && (
        <FactSourceNote
          clientId={clientId}
          fact={{ ...sharedFact, earlier: 0, confirmedByClientAt: null }}
          label={labelOf(sharedFact)}
        />
      )}
    </div>
  );
}

/** The facts of one account, loan, policy or asset beyond those that name it (its name is the heading). */
export function itemFacts(lookup: RecordLookup, subject: string): RecordFact[] {
  const kind = subjectKind(subject) as ItemKind | null;
  const skip = kind ? (namingFields[kind] ?? []) : [];
  return lookup.factsOf(subject).filter((fact) => !skip.includes(fact.field));
}

/** One item of the record: its name, and its facts with their sources. */
export function RecordItemCard({
  clientId,
  lookup,
  subject,
  kind,
  testId,
}: {
  clientId: string;
  lookup: RecordLookup;
  subject: string;
  kind: ItemKind;
  testId: string;
}) {
  const facts = itemFacts(lookup, subject);
  return (
    <li className="space-y-2 rounded-lg border bg-card p-3" data-testid={testId} data-subject={subject}>
      <p className="font-semibold break-words">{itemName(lookup, { subject, kind })}</p>
      {facts.length > 0 ? (
        <RecordFactsList clientId={clientId} facts={facts} />
      ) : (
        <p className="text-sm text-muted-foreground">No details recorded.</p>
      )}
    </li>
  );
}
