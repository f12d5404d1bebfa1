import { Link } from 'react-router-dom';
import { cn } from '@/client/lib/cn';

export type DocumentWay = 'document-first' | 'upload' | 'workflow';

/**
 * The three screens that bring documents in, each named for what it does, shown at the top of each so the
 * adviser knows which one to use: a new client from documents (/), a client's file (/upload, nav "File
 * Upload"), or step by step with a review (/documents, nav "Document Capture"). Links keep the client.
 */
export function DocumentWays({ current, clientId }: { current: DocumentWay; clientId?: string | null }) {
  const ways: { way: DocumentWay; to: string; name: string; what: string }[] = [
    {
      way: 'document-first',
      to: '/',
      name: 'New client from documents',
      what: 'No client yet: their documents make the client and pre-fill the Fact Find.',
    },
    {
      way: 'upload',
      to: clientId ? `/upload/${clientId}` : '/upload',
      name: 'File Upload',
      what: 'A client you have: add files or photos to their file. Each is read as it arrives.',
    },
    {
      way: 'workflow',
      to: clientId ? `/documents?clientId=${clientId}` : '/documents',
      name: 'Document Capture',
      what: 'A client you have, step by step: capture, watch them read, check what was extracted.',
    },
  ];
  return (
    <nav aria-label="Ways to bring documents in" data-testid="document-ways">
      <ul className="grid gap-2 sm:grid-cols-3">
        {ways.map(({ way, to, name, what }) => {
          const here = way === current;
          return (
            <li key={way}>
              <Link
                to={to}
                aria-current={here ? 'page' : undefined}
                className={cn(
                  'block h-full rounded-lg border px-3 py-2 text-sm transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  here ? 'border-primary bg-accent' : 'bg-card',
                )}
              >
                <span className="flex flex-wrap items-center gap-x-2 font-medium">
                  {name}
                  {here && <span className="text-xs font-normal text-muted-foreground">(this page)</span>}
                </span>
                <span className="block text-muted-foreground">{what}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
