import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';

export type ConflictRow = { label: string; mine: unknown; theirs: unknown };

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : Array.isArray(value)
      ? value.join(', ')
      : String(value);

/** "balanceMonthly" → "Balance monthly"; "insurancePolicies.<id>.premium" → "Insurance policies: premium". */
export function fieldLabel(path: string): string {
  const parts = path.split('.');
  const words = (key: string) => key.replace(/([A-Z])/g, ' $1').toLowerCase();
  const name = words(parts[parts.length - 1] ?? path);
  const group = parts.length > 2 ? `${words(parts[0] ?? '')}: ` : '';
  const text = `${group}${name}`.trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A save answered 409: someone else saved the same record since it was read. Shows each value both changed
 * (the adviser's beside the one now saved) and lets the adviser keep theirs or take the other's.
 */
export function SaveConflictDialog({
  what,
  rows,
  onKeepMine,
  onTakeTheirs,
}: {
  what: string;
  rows: ConflictRow[] | null;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  return (
    <Dialog open={rows !== null} onOpenChange={(open) => !open && onTakeTheirs()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Someone else saved {what}</DialogTitle>
          <DialogDescription>
            They saved while you were editing. Choose which values to keep: nothing of yours is lost until you
            choose.
          </DialogDescription>
        </DialogHeader>
        <table className="w-full text-sm" aria-label="Values changed by both">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="py-1 font-medium">Field</th>
              <th className="py-1 font-medium">Yours</th>
              <th className="py-1 font-medium">Saved by them</th>
            </tr>
          </thead>
          <tbody>
            {(rows ?? []).map((row) => (
              <tr key={row.label} className="border-t">
                <td className="py-1 pr-2">{row.label}</td>
                <td className="py-1 pr-2">{shown(row.mine)}</td>
                <td className="py-1">{shown(row.theirs)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <DialogFooter>
          <Button variant="outline" onClick={onTakeTheirs}>
            Take theirs
          </Button>
          <Button onClick={onKeepMine}>Keep mine</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
