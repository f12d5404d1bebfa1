import { Mic, Target, Trash2 } from 'lucide-react';
import { formatDate, formatDateTime } from '@/shared/format/date';
import { formatMoney, toMoneyInput } from '@/shared/format/money';
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
import {
  MoneyControl,
  SelectControl,
  TextAreaControl,
  TextControl,
  DateControl,
} from '@/client/components/form-controls';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { goalAudioUrl, useGoalAudioMutations, useGoalAudioNotes } from '../api/goal-audio';
import { failed, RecordForm, RecordList, type RecordFormProps, type RecordListProps } from './record-list';

function goalFormValues(goal?: Goal): GoalInput {
  return {
    description: goal?.description ?? '',
    category: goal?.category ?? '',
    priority: goal?.priority ?? 'medium',
    timeframe: goal?.timeframe ?? '',
    targetAmount: toMoneyInput(goal?.targetAmount),
    targetDate: goal?.targetDate ?? '',
    notes: goal?.notes ?? '',
  };
}

function GoalForm({ item: goal, ...actions }: RecordFormProps<Goal, GoalInput>) {
  return (
    <RecordForm
      {...actions}
      schema={goalInput}
      defaultValues={goalFormValues(goal)}
      idPrefix={goal ? `goal-${goal.id}` : 'goal-new'}
      label={goal ? 'Edit goal' : 'Add goal'}
      submitLabel={goal ? 'Save Goal' : 'Add Goal'}
      required={{
        name: 'description',
        title: 'Goal description required',
        description: 'Please enter a description for the goal',
      }}
    >
      {(common) => (
        <>
          <TextAreaControl {...common} name="description" label="Goal Description *" rows={2} />
          <SelectControl
            {...common}
            name="priority"
            label="Priority"
            options={toOptions(goalPriorities)}
            placeholder={null}
          />
          <SelectControl {...common} name="category" label="Category" options={toOptions(goalCategories)} />
          <SelectControl
            {...common}
            name="timeframe"
            label="Timeframe"
            options={toOptions(goalTimeframes, goalTimeframeLabels)}
          />
          <MoneyControl {...common} name="targetAmount" label="Target Amount" />
          <DateControl {...common} name="targetDate" label="Target Date" />
          <TextControl {...common} name="notes" label="Notes" />
        </>
      )}
    </RecordForm>
  );
}

const priorityStyle: Record<string, string> = {
  high: 'border-red-200 bg-red-50 text-red-700',
  medium: 'border-amber-200 bg-amber-50 text-amber-800',
  low: 'border-slate-200 bg-slate-50 text-slate-600',
};

function GoalSummary({ goal }: { goal: Goal }) {
  return (
    <>
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
            {goalTimeframeLabels[goal.timeframe as keyof typeof goalTimeframeLabels] ?? goal.timeframe}
          </span>
        )}
        {goal.targetAmount !== null && <span>· Target {formatMoney(goal.targetAmount)}</span>}
        {goal.targetDate && <span>· By {formatDate(goal.targetDate)}</span>}
      </div>
      {goal.notes && <p className="text-sm">{goal.notes}</p>}
    </>
  );
}

export function GoalsList(props: RecordListProps<Goal, GoalInput>) {
  return (
    <RecordList
      {...props}
      title="Goals"
      icon={<Target className="size-4 text-primary" aria-hidden="true" />}
      addLabel="Add Goal"
      emptyMessage="No goals recorded yet. Add what the client wants to achieve."
      itemTestId="goal"
      itemName={(goal) => `goal ${goal.description}`}
      ordered
      noun="Goal"
      Form={GoalForm}
      renderSummary={(goal) => <GoalSummary goal={goal} />}
    />
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
              preload="metadata"
              src={goalAudioUrl(clientId, note.id)}
              onLoadedMetadata={(event) => revealDuration(event.currentTarget)}
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

/**
 * A recording made in the browser (WebM) carries no duration, so the player would show 0:00 / 0:00 until it
 * had played to the end. Seeking far past the end makes the browser find the real end; then back to the start.
 */
function revealDuration(audio: HTMLAudioElement): void {
  if (Number.isFinite(audio.duration)) return;
  const back = () => {
    audio.removeEventListener('durationchange', back);
    audio.currentTime = 0;
  };
  audio.addEventListener('durationchange', back);
  audio.currentTime = Number.MAX_SAFE_INTEGER;
}
