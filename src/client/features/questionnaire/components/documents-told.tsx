import { FileCheck2 } from 'lucide-react';
import { recordFields, type ItemKind } from '@/shared/record/record-fields';
import type { RecordFact } from '@/shared/record/record-types';
import type { QuestionnaireSection } from '@/shared/schemas/questionnaire';
import { itemFacts, RecordFactsList } from '@/client/components/client-record/record-facts-list';
import { itemName, type RecordLookup } from '@/client/components/client-record/record-lookup';

/** What documents (and the client through a request) said, as opposed to what an adviser typed. */
const fromDocuments = (fact: RecordFact) => fact.source.kind === 'document' || fact.source.kind === 'client';

type Group = { title: string; facts: RecordFact[] };

/** A fund's insurance (covers, premiums, waiting and benefit periods): the Insurance tab's, not Assets'. */
const superCoverFields = Object.keys(recordFields.super).filter((field) => field.startsWith('insurance'));

function itemGroups(lookup: RecordLookup, kind: ItemKind, only?: (fact: RecordFact) => boolean): Group[] {
  return lookup.items(kind).flatMap((item) => {
    const facts = itemFacts(lookup, item.subject).filter(
      (fact) => fromDocuments(fact) && (!only || only(fact)),
    );
    return facts.length > 0 ? [{ title: itemName(lookup, item), facts }] : [];
  });
}

/** For each tab, what the client's documents told that belongs there. */
function groupsFor(tab: QuestionnaireSection, lookup: RecordLookup): Group[] {
  switch (tab) {
    case 'income': {
      const pay = [...lookup.factsOf('cashFlow'), ...lookup.factsOf('income')].filter(
        (fact) => fromDocuments(fact) && fact.field !== 'payFrequency',
      );
      const tax = lookup.factsOf('tax').filter(fromDocuments);
      return [
        ...(pay.length > 0 ? [{ title: 'Pay', facts: pay }] : []),
        ...(tax.length > 0 ? [{ title: 'Notice of assessment', facts: tax }] : []),
      ];
    }
    case 'assets':
      return [
        ...itemGroups(lookup, 'super', (fact) => !superCoverFields.includes(fact.field)),
        ...itemGroups(lookup, 'bank'),
        ...itemGroups(lookup, 'asset'),
      ];
    case 'liabilities':
      return itemGroups(lookup, 'liability');
    case 'insurance':
      return [
        ...itemGroups(lookup, 'super', (fact) => superCoverFields.includes(fact.field)).map((group) => ({
          ...group,
          title: `${group.title} (inside super)`,
        })),
        ...itemGroups(lookup, 'policy'),
      ];
    default:
      return [];
  }
}

/**
 * A tab's "From the documents": the facts of the client's record its documents gave that belong to this tab,
 * read-only with their sources (the salary and pay from the payslip, the home loan, covers inside super);
 * the tab's questions ask for what documents cannot tell.
 */
export function DocumentsTold({
  clientId,
  tab,
  lookup,
}: {
  clientId: string;
  tab: QuestionnaireSection;
  lookup: RecordLookup;
}) {
  const groups = groupsFor(tab, lookup);
  if (groups.length === 0) return null;
  return (
    <section
      aria-labelledby={`documents-told-${tab}`}
      className="space-y-3 rounded-lg border border-primary/30 bg-accent/30 p-4"
      data-testid="documents-told"
    >
      <div>
        <h3 id={`documents-told-${tab}`} className="flex items-center gap-2 font-semibold">
          <FileCheck2 className="size-4 text-primary" aria-hidden="true" /> From the documents
        </h3>
        <p className="text-sm text-muted-foreground">
          What the client&apos;s documents say, as kept in their record. The questions below ask for the rest.
        </p>
      </div>
      {groups.map((group) => (
        <div key={group.title} className="space-y-1.5" data-testid="documents-told-group">
          <p className="text-sm font-semibold">{group.title}</p>
          <RecordFactsList clientId={clientId} facts={group.facts} />
        </div>
      ))}
    </section>
  );
}
