import type { ClientStatus } from '@/shared/schemas/client';
import { Badge } from '@/client/components/ui/badge';

const variants = { 'Ready to Sign': 'success', 'Needs Info': 'warning', Processing: 'secondary' } as const;

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  return <Badge variant={variants[status]}>{status}</Badge>;
}
