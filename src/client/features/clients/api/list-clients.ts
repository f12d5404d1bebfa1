import { useQuery } from '@tanstack/react-query';
import type { ClientListItem, Stats } from '@/shared/schemas/client';

export function useClients() {
  // Statuses change as documents are processed elsewhere: the dashboard always shows fresh figures.
  return useQuery<ClientListItem[]>({ queryKey: ['/api/clients'], refetchOnMount: 'always' });
}

export function useStats() {
  return useQuery<Stats>({ queryKey: ['/api/stats'], refetchOnMount: 'always' });
}
