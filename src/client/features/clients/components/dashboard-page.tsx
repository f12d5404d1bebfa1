import { useEffect, useState } from 'react';
import { useClientPage, useStats } from '../api/list-clients';
import { ArchivedClients } from './archived-clients';
import { RecentClients } from './recent-clients';
import { StatCards } from './stat-cards';
import { RequestActivityCard } from '@/client/components/document-requests/request-activity-card';

/** Clients shown at first, and added by each Show more. */
const pageSize = 50;

export function DashboardPage() {
  const stats = useStats();
  const [search, setSearch] = useState('');
  const [searched, setSearched] = useState('');
  const [limit, setLimit] = useState(pageSize);
  // The search is asked once the adviser pauses typing, and starts again from the first page.
  useEffect(() => {
    const next = search.trim();
    if (next === searched) return;
    const timer = setTimeout(() => {
      setSearched(next);
      setLimit(pageSize);
    }, 250);
    return () => clearTimeout(timer);
  }, [search, searched]);
  const page = useClientPage({ search: searched, limit });
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Client Dashboard</h1>
        <p className="text-muted-foreground">Manage client fact-finding and document processing</p>
      </div>
      <StatCards stats={stats.data} />
      <RequestActivityCard />
      <RecentClients
        clients={page.data?.clients}
        total={page.data?.total ?? 0}
        isLoading={page.isLoading}
        search={search}
        searched={searched}
        onSearchChange={setSearch}
        onShowMore={() => setLimit((shown) => shown + pageSize)}
      />
      <ArchivedClients />
    </div>
  );
}
