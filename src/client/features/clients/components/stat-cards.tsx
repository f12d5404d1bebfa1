import { CheckCircle2, Clock, FileCheck2, Users } from 'lucide-react';
import type { Stats } from '@/shared/schemas/client';
import { Card, CardContent } from '@/client/components/ui/card';

const cards = [
  { key: 'activeClients', label: 'Active Clients', icon: Users, tone: 'bg-accent text-accent-foreground' },
  {
    key: 'documentsProcessed',
    label: 'Documents Processed',
    icon: FileCheck2,
    tone: 'bg-blue-50 text-blue-700',
  },
  { key: 'pendingReview', label: 'Pending Review', icon: Clock, tone: 'bg-amber-50 text-amber-700' },
  { key: 'completed', label: 'Completed', icon: CheckCircle2, tone: 'bg-green-50 text-green-700' },
] as const;

export function StatCards({ stats }: { stats: Stats | undefined }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ key, label, icon: Icon, tone }) => (
        <Card key={key}>
          <CardContent className="flex items-center gap-3 p-4 sm:gap-4 sm:p-6">
            <span className={`hidden rounded-lg p-2.5 sm:inline-flex ${tone}`}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="text-xs font-medium leading-tight text-muted-foreground sm:text-sm">{label}</p>
              <p className="text-2xl font-semibold tabular-nums" data-testid={`stat-${key}`}>
                {stats?.[key] ?? 0}
              </p>
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
