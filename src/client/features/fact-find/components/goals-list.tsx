import { useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Mic, Pencil, Target, Trash2 } from 'lucide-react';
import { formatDate, formatDateTime } from '@/shared/format/date';
import { formatMoney } from '@/shared/format/money';
import {
  goalCategories,
  goalInput,
  goalPriorities,
  goalTimeframeLabels,
  goalTimeframes,
  type Goal,
  type GoalInput,
} from '@/shared/schemas/fact-find';
import { toOptions } from '@/client/lib/option-labels';
import { cn } from '@/client/lib/cn';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { goalAudioUrl, useGoalAudioMutations, useGoalAudioNotes } from '../api/goal-audio';
import type { ListStore } from '../lib/list-store';
import { changedValues, failed, ListSection, wholeDollars } from './account-lists';
import { MoneyControl, SelectControl, TextAreaControl, TextControl } from './form-controls';

type GoalFormValues = GoalInput & FieldValues;

function goalFormValues(goal?: Goal): GoalFormValues {
  return {
    description: goal?.description ?? '',
    category: goal?.category ?? '',
    priority: goal?.priority ?? 'medium',
    timeframe: goal?.timeframe ?? '',
    targetAmount: wholeDollars(goal?.targetAmount),
    targetDate: goal?.targetDate ?? '',
    notes: goal?.notes ?? '',
  };
}

function GoalForm({
  goal,
  onSubmit,
  onCancel,
}: {
  goal?: Goal;
  onSubmit: (values: GoalInput, changes: Partial<GoalInput>) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<GoalFormValues>({
    resolver: zodResolver(goalInput) as never,
    defaultValues: goalFormValues(goal),
  });
  const [busy, setBusy] = useState(false);
  const common = {
    control: form.control,
    errors: form.formState.errors,
    idPrefix: goal ? `goal-${goal.id}` : 'goal-new',
  };
  const submit = form.handleSubmit(
    async () => {
      setBusy(true);
      try {
        await onSubmit(form.getValues(), changedValues(form));
      } finally {
        setBusy(false);
      }
    },
    (errors) => {
      if (errors.description)
        toast({
          variant: 'destructive',
          title: 'Goal description required',
          description: 'Please enter a description for the goal',
        });
    },
  );
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4 rounded-lg border bg-muted/30 p-4 sm:grid-cols-2"
      aria-label={goal ? 'Edit goal' : 'Add goal'}
    >
      <TextAreaControl {...common} name="description" label="Goal Description *" className="sm:col-span-2" />
      <SelectControl {...common} name="priority" label="Priority" options={toOptions(goalPriorities)} />
      <SelectControl
        {...common}
        name="category"
        label="Category"
        options={toOptions(goalCategories)}
        placeholder="Select..."
      />
      <SelectControl
        {...common}
        name="timeframe"
        label="Timeframe"
        options={toOptions(goalTimeframes, goalTimeframeLabels)}
        placeholder="Select..."
      />
      <MoneyControl {...common} name="targetAmount" label="Target Amount" />
      <TextControl {...common} name="targetDate" label="Target Date" type="date" />
      <TextControl {...common} name="notes" label="Notes" />
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : goal ? 'Save Goal' : 'Add Goal'}
        </Button>
      </div>
    </form>
  );
}

const priorityStyle: Record<string, string> = {
  high: 'border-red-200 bg-red-50 text-red-700',
  medium: 'border-amber-200 bg-amber-50 text-amber-800',
  low: 'border-slate-200 bg-slate-50 text-slate-600',
};

export function GoalsList({
  store,
  adding,
  onAddingChange,
}: {
  store: ListStore<Goal, GoalInput>;
  adding: boolean;
  onAddingChange: (adding: boolean) => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = async (goal: Goal) => {
    setDeleting(goal.id);
    try {
      await store.remove(goal);
      toast({ title: 'Goal removed' });
    } catch (error) {
      failed(error);
    } finally {
      setDeleting(null);
    }
  };
  return (
    <ListSection
      icon={<Target className="size-4 text-primary" aria-hidden="true" />}
      title="Goals"
      count={store.items.length}
      addLabel="Add Goal"
      onAdd={() => onAddingChange(true)}
      adding={adding}
    >
      {adding && (
        <GoalForm
          onCancel={() => onAddingChange(false)}
          onSubmit={async (values) => {
            try {
              await store.add(values);
              toast({ title: 'Goal added' });
              onAddingChange(false);
            } catch (error) {
              failed(error);
            }
          }}
        />
      )}
      {store.items.length === 0 && !adding ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          No goals recorded yet. Add what the client wants to achieve.
        </p>
      ) : (
        <ol className="space-y-2">
          {store.items.map((goal) =>
            editing === goal.id ? (
              <li key={goal.id}>
                <GoalForm
                  goal={goal}
                  onCancel={() => setEditing(null)}
                  onSubmit={async (_values, changes) => {
                    try {
                      await store.update(goal, changes);
                      toast({ title: 'Goal updated' });
                      setEditing(null);
                    } catch (error) {
                      failed(error);
                    }
                  }}
                />
              </li>
            ) : (
              <li key={goal.id} className="flex gap-3 rounded-lg border p-3" data-testid="goal">
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="font-medium">{goal.description}</p>
                  <div className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
                    <Badge variant="outline" className={cn('capitalize', priorityStyle[goal.priority])}>
                      {goal.priority} priority
                    </Badge>
                    {goal.category && (
                      <Badge variant="secondary" className="capitalize">
                        {goal.category}
                      </Badge>
                    )}
                    {goal.timeframe && (
                      <span>
                        {goalTimeframeLabels[goal.timeframe as keyof typeof goalTimeframeLabels] ??
                          goal.timeframe}
                      </span>
                    )}
                    {goal.targetAmount !== null && <span>· Target {formatMoney(goal.targetAmount)}</span>}
                    {goal.targetDate && <span>· By {formatDate(goal.targetDate)}</span>}
                  </div>
                  {goal.notes && <p className="text-sm">{goal.notes}</p>}
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit goal ${goal.description}`}
                    onClick={() => setEditing(goal.id)}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete goal ${goal.description}`}
                    onClick={() => void remove(goal)}
                    disabled={deleting === goal.id}
                  >
                    <Trash2 className="size-4 text-destructive" aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ),
          )}
        </ol>
      )}
    </ListSection>
  );
}

const duration = (seconds: number | null) =>
  seconds === null ? '' : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The voice notes kept with the client's goals, each playable and removable. */
export function GoalAudioNotes({ clientId }: { clientId: string }) {
  const notes = useGoalAudioNotes(clientId);
  const { remove } = useGoalAudioMutations(clientId);
  if (!notes.data || notes.data.length === 0) return null;
  return (
    <section className="space-y-2" aria-label="Goal voice notes">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Mic className="size-4 text-primary" aria-hidden="true" /> Voice notes
      </h3>
      <ul className="space-y-2">
        {notes.data.map((note, index) => (
          <li
            key={note.id}
            className="flex flex-wrap items-center gap-3 rounded-lg border p-2"
            data-testid="goal-audio-note"
          >
            <span className="text-sm text-muted-foreground">
              Note {index + 1} · {formatDateTime(note.createdAt)}{' '}
              {note.durationSeconds !== null && `· ${duration(note.durationSeconds)}`}
            </span>
            <audio
              controls
              preload="none"
              src={goalAudioUrl(clientId, note.id)}
              className="h-9 max-w-full flex-1"
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Delete voice note ${index + 1}`}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(note.id, {
                  onSuccess: () => toast({ title: 'Voice note removed' }),
                  onError: failed,
                })
              }
            >
              <Trash2 className="size-4 text-destructive" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
