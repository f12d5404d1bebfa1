import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AlertTriangle } from 'lucide-react';
import { fullName } from '@/shared/format/name';
import type { DuplicateClient, DuplicateClientsQuery } from '@/shared/schemas/client';
import { apiRequest } from '@/client/lib/api-client';

/** GET /api/clients/duplicates: clients of the practice a new one may be the same person as. */
export async function findDuplicateClients(query: DuplicateClientsQuery): Promise<DuplicateClient[]> {
  const params = new URLSearchParams(
    Object.entries(query).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
  const { duplicates } = await apiRequest<{ duplicates: DuplicateClient[] }>(
    'GET',
    `/api/clients/duplicates?${params.toString()}`,
  );
  return duplicates;
}

const reasons: Record<DuplicateClient['reason'], string> = {
  email: 'Same e-mail',
  'name-and-dob': 'Same name and date of birth',
};

/** The clients a new one may duplicate, each with why, a link to open it and any action the screen offers. */
export function DuplicateClientsNotice({
  duplicates,
  renderAction,
}: {
  duplicates: DuplicateClient[];
  /** An action on a client found (the new Fact Find: add the documents to them instead). */
  renderAction?: (client: DuplicateClient) => ReactNode;
}) {
  if (duplicates.length === 0) return null;
  return (
    <div
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="duplicate-clients"
    >
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" /> This client may already exist
      </p>
      <ul className="space-y-2">
        {duplicates.map((client) => (
          <li key={client.id} className="space-y-1.5">
            <p>
              <Link to={`/fact-find/${client.id}`} className="font-medium underline underline-offset-2">
                {fullName(client.givenNames, client.familyName)}
              </Link>{' '}
              ({client.email}) · {reasons[client.reason]}
            </p>
            {renderAction?.(client)}
          </li>
        ))}
      </ul>
    </div>
  );
}
