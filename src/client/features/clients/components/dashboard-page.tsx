import { useClients, useStats } from '../api/list-clients';
import { RecentClients } from './recent-clients';
import { StatCards } from './stat-cards';

export function DashboardPage() {
  const stats = useStats();
  const clients = useClients();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Client Dashboard</h1>
        <p className="text-muted-foreground">Manage client fact-finding and document processing</p>
      </div>
      <StatCards stats={stats.data} />
      <RecentClients clients={clients.data} isLoading={clients.isLoading} />
    </div>
  );
}
