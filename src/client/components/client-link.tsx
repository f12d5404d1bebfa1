import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { initials } from '@/shared/format/name';

type ClientLinkProps = {
  to: string;
  client: { givenNames: string; familyName: string; email: string | null };
  /** Shown before the chevron (e.g. the Fact Find's progress). */
  trailing?: ReactNode;
};

/** One client in a picker list: initials, name and e-mail, linking to that client's screen. */
export function ClientLink({ to, client, trailing }: ClientLinkProps) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-md px-2 py-3 hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
    >
      <span
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
        aria-hidden="true"
      >
        {initials(client.givenNames, client.familyName)}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">
          {client.givenNames} {client.familyName}
        </span>
        <span className="block truncate text-sm text-muted-foreground">{client.email}</span>
      </span>
      {trailing}
      <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}
