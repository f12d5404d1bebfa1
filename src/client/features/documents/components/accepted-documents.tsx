import { Briefcase, FileText, IdCard, Landmark } from 'lucide-react';

const groups = [
  {
    title: 'Identity & Personal',
    icon: IdCard,
    items: ["Driver's licence or passport", 'Medicare card', 'Utility bills'],
  },
  {
    title: 'Employment',
    icon: Briefcase,
    items: ['Recent payslips', 'Employment contracts', 'Tax returns (last 2 years)'],
  },
  {
    title: 'Financial Statements',
    icon: Landmark,
    items: ['Superannuation statements', 'Bank statements', 'Investment statements', 'Insurance policies'],
  },
  {
    title: 'Other',
    icon: FileText,
    items: ['Mortgage statements', 'Credit card statements', 'Loan documents'],
  },
] as const;

/** The documents the three-step page accepts, in four groups. */
export function AcceptedDocuments() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Documents you can upload">
      {groups.map(({ title, icon: Icon, items }) => (
        <li key={title} className="rounded-lg border bg-card p-4">
          <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold">
            <span className="flex size-7 items-center justify-center rounded-md bg-accent text-accent-foreground">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            {title}
          </h3>
          <ul className="space-y-1 text-sm text-muted-foreground">
            {items.map((item) => (
              <li key={item} className="flex gap-2">
                <span
                  aria-hidden="true"
                  className="mt-2 size-1 shrink-0 rounded-full bg-muted-foreground/60"
                />
                {item}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
