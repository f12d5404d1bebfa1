import { conflictCurrent } from '@/client/lib/api-client';
import { fieldLabel, SaveConflictDialog } from '@/client/components/save-conflict-dialog';
import { useState, type ReactNode } from 'react';
import {
  useForm,
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { serverMessage } from '@/client/lib/api-client';
import { EditableList, type EditableListProps } from '@/client/components/editable-list';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { toast } from '@/client/components/ui/use-toast';
import type { ListStore } from '../lib/list-store';

/**
 * Only what the adviser changed is sent, so a value the form cannot show exactly (cents) is kept. Compared
 * with the form's starting values (react-hook-form's dirtyFields is only kept when read while rendering).
 */
export function changedValues<T extends FieldValues>(form: UseFormReturn<T>): Partial<T> {
  const start = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
  const values = form.getValues() as Record<string, unknown>;
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => !same(value, start[key])),
  ) as Partial<T>;
}

export function failed(error: unknown): void {
  toast({
    variant: 'destructive',
    title: 'Error',
    description: serverMessage(error, 'Could not save. Please try again.'),
  });
}

/** What a record's form is given: the record to edit (none to add one), and what to do with the values. */
export type RecordFormProps<Item, Input> = {
  item?: Item;
  onSubmit: (values: Input, changes: Partial<Input>) => Promise<void>;
  onCancel: () => void;
};

/**
 * The form of one account or goal: validated with the record's schema, a toast when the field it cannot
 * do without is missing, and Cancel and submit buttons. `children` lays out the fields, given what every
 * field control takes.
 */
export function RecordForm<Values extends FieldValues>({
  schema,
  defaultValues,
  idPrefix,
  label,
  submitLabel,
  required,
  onSubmit,
  onCancel,
  children,
}: {
  schema: z.ZodType;
  defaultValues: Values;
  /** Prefixes the fields' ids, so that two forms on the page never share one. */
  idPrefix: string;
  label: string;
  submitLabel: string;
  required: { name: Path<Values>; title: string; description: string };
  onSubmit: (values: Values, changes: Partial<Values>) => Promise<void>;
  onCancel: () => void;
  children: (field: { control: Control<Values>; idPrefix: string }) => ReactNode;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaultValues as DefaultValues<Values>,
  });
  const [busy, setBusy] = useState(false);
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
      if (errors[required.name])
        toast({ variant: 'destructive', title: required.title, description: required.description });
    },
  );
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4 rounded-lg border bg-muted/30 p-4 sm:grid-cols-2"
      aria-label={label}
    >
      {children({ control: form.control, idPrefix })}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

export type RecordListProps<Item extends { id: string }, Input> = {
  store: ListStore<Item, Input>;
  adding: boolean;
  onAddingChange: (adding: boolean) => void;
};

/**
 * The Fact Find's list of super accounts, bank accounts or goals, kept in a ListStore. Each change is
 * followed by a toast: "<noun> added", "… updated" or "… removed", described by nameOf when given.
 */
export function RecordList<Item extends { id: string }, Input>({
  store,
  adding,
  onAddingChange,
  noun,
  nameOf,
  Form,
  sameAs,
  ...list
}: RecordListProps<Item, Input> &
  Pick<
    EditableListProps<Item>,
    'title' | 'icon' | 'addLabel' | 'itemName' | 'itemTestId' | 'emptyMessage' | 'ordered' | 'renderSummary'
  > & {
    noun: string;
    nameOf?: (record: Item | Input) => string;
    Form: (props: RecordFormProps<Item, Input>) => ReactNode;
    /** Whether a record being added is one already listed: the adviser is asked before adding it twice. */
    sameAs?: (values: Input, item: Item) => boolean;
  }) {
  const [duplicate, setDuplicate] = useState<{ values: Input; close: () => void } | null>(null);
  const [conflict, setConflict] = useState<{
    theirs: Item;
    changes: Partial<Input>;
    close: () => void;
  } | null>(null);
  const conflictRows = conflict
    ? Object.entries(conflict.changes as Record<string, unknown>).map(([field, mine]) => ({
        label: fieldLabel(field),
        mine,
        theirs: (conflict.theirs as Record<string, unknown>)[field],
      }))
    : null;
  const kept = async (change: () => Promise<void>, title: string, name: () => string | undefined) => {
    try {
      await change();
      toast({ title, description: name() });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };
  const add = async (values: Input, close: () => void) => {
    if (
      await kept(
        () => store.add(values),
        `${noun} added`,
        () => nameOf?.(values).trim(),
      )
    )
      close();
  };
  const form = (item: Item | undefined, close: () => void) => (
    <Form
      item={item}
      onCancel={close}
      onSubmit={async (values, changes) => {
        if (!item) {
          if (sameAs && store.items.some((existing) => sameAs(values, existing)))
            setDuplicate({ values, close });
          else await add(values, close);
          return;
        }
        try {
          await store.update(item, changes);
        } catch (error) {
          const theirs = conflictCurrent<Item>(error);
          // Someone else saved this record since it was read: the adviser chooses between the two.
          if (theirs) return setConflict({ theirs, changes, close });
          failed(error);
          return;
        }
        toast({ title: `${noun} updated`, description: nameOf?.({ ...item, ...changes }).trim() });
        close();
      }}
    />
  );
  return (
    <>
      <EditableList
        {...list}
        showCount
        onAdd={() => onAddingChange(true)}
        adding={adding}
        addForm={form(undefined, () => onAddingChange(false))}
        items={store.items}
        itemKey={(item) => item.id}
        renderForm={(item, _index, close) => form(item, close)}
        onDelete={async (item) => {
          await kept(
            () => store.remove(item),
            `${noun} removed`,
            () => nameOf?.(item),
          );
        }}
      />
      <SaveConflictDialog
        what={`this ${noun.toLowerCase()}`}
        rows={conflictRows}
        onKeepMine={() => {
          if (!conflict) return;
          setConflict(null);
          void (async () => {
            // Saved on their version: the adviser's changed fields win, the others stay theirs.
            if (
              await kept(
                () => store.update(conflict.theirs, conflict.changes),
                `${noun} updated`,
                () => nameOf?.({ ...conflict.theirs, ...conflict.changes }).trim(),
              )
            )
              conflict.close();
          })();
        }}
        onTakeTheirs={() => {
          if (!conflict) return;
          setConflict(null);
          conflict.close();
          void store.refresh?.();
        }}
      />
      <Dialog open={duplicate !== null} onOpenChange={(open) => !open && setDuplicate(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Already listed</DialogTitle>
            <DialogDescription>
              {duplicate ? `${nameOf?.(duplicate.values).trim() || `This ${noun.toLowerCase()}`} ` : ''}
              with the same number is already in this Fact Find. Added again, its balance would be counted
              twice.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDuplicate(null)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                if (!duplicate) return;
                setDuplicate(null);
                void add(duplicate.values, duplicate.close);
              }}
            >
              Add Anyway
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
