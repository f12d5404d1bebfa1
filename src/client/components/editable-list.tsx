import { useState, type ReactNode } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/client/components/ui/button';

export type EditableListProps<T> = {
  title: string;
  /** Shown before the title. */
  icon?: ReactNode;
  /** Shows the number of items after the title. */
  showCount?: boolean;
  /** Shown under the title. */
  description?: ReactNode;
  addLabel: string;
  onAdd: () => void;
  /** While true the add button is hidden and addForm is shown above the list. */
  adding?: boolean;
  addForm?: ReactNode;
  items: readonly T[];
  itemKey: (item: T, index: number) => string;
  /** Names an item in its buttons' labels: "Edit …" and "Delete …", or "Remove …". */
  itemName: (item: T, index: number) => string;
  itemTestId: string;
  /** Shown when there are no items (and none is being added). */
  emptyMessage: ReactNode;
  ordered?: boolean;
  /** Shown under the list. */
  footer?: ReactNode;
  /**
   * An item's summary. With it, each item is a row with Edit and Delete buttons, and Edit puts the item's
   * form in the row's place until the form calls close. Without it, each item's form is always open, in a
   * card headed by itemTitle with a Remove button.
   */
  renderSummary?: (item: T, index: number) => ReactNode;
  renderForm: (item: T, index: number, close: () => void) => ReactNode;
  /** The heading of an item's card when there is no summary; itemName when not given. */
  itemTitle?: (item: T, index: number) => string;
  /** Deletes an item; while a promise it returns is pending, that row's buttons are disabled. */
  onDelete: (item: T, index: number) => void | Promise<void>;
};

const noop = () => {};

/** A list of records with add, edit and delete, and a message when it is empty. */
export function EditableList<T>({
  title,
  icon,
  showCount = false,
  description,
  addLabel,
  onAdd,
  adding = false,
  addForm,
  items,
  itemKey,
  itemName,
  itemTestId,
  emptyMessage,
  ordered = false,
  footer,
  renderSummary,
  renderForm,
  itemTitle = itemName,
  onDelete,
}: EditableListProps<T>) {
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const rows = renderSummary !== undefined;
  const List = ordered ? 'ol' : 'ul';

  const remove = async (item: T, index: number, key: string) => {
    setDeleting(key);
    try {
      await onDelete(item, index);
    } finally {
      setDeleting(null);
    }
  };

  const heading = (
    <h3 className={icon || showCount ? 'flex items-center gap-2 font-semibold' : 'font-semibold'}>
      {icon && <>{icon} </>}
      {title}
      {showCount && (
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
          {items.length}
        </span>
      )}
    </h3>
  );

  const renderItem = (item: T, index: number) => {
    const key = itemKey(item, index);
    const name = itemName(item, index);
    if (!rows) {
      return (
        <li key={key} className="space-y-4 rounded-lg border p-4" data-testid={itemTestId}>
          <div className="flex items-center justify-between gap-2">
            <h4 className="font-semibold">{itemTitle(item, index)}</h4>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => void onDelete(item, index)}
              aria-label={`Remove ${name}`}
            >
              <Trash2 className="size-4 text-destructive" aria-hidden="true" /> Remove
            </Button>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">{renderForm(item, index, noop)}</div>
        </li>
      );
    }
    if (editing === key) {
      return <li key={key}>{renderForm(item, index, () => setEditing(null))}</li>;
    }
    const busy = deleting === key;
    return (
      <li key={key} className="flex gap-3 rounded-lg border p-3" data-testid={itemTestId}>
        <div className="min-w-0 flex-1 space-y-1">{renderSummary(item, index)}</div>
        <div className="flex shrink-0 gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Edit ${name}`}
            onClick={() => setEditing(key)}
            disabled={busy}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Delete ${name}`}
            onClick={() => void remove(item, index, key)}
            disabled={busy}
          >
            <Trash2 className="size-4 text-destructive" aria-hidden="true" />
          </Button>
        </div>
      </li>
    );
  };

  return (
    <section className={rows ? 'space-y-3' : 'space-y-4'} aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {description ? (
          <div>
            {heading}
            <p className="text-sm text-muted-foreground">{description}</p>
          </div>
        ) : (
          heading
        )}
        {!adding && (
          <Button type="button" variant="outline" size="sm" onClick={onAdd}>
            <Plus className="size-4" aria-hidden="true" /> {addLabel}
          </Button>
        )}
      </div>
      {adding && addForm}
      {items.length === 0 && !adding ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          {emptyMessage}
        </p>
      ) : (
        <List className={rows ? 'space-y-2' : 'space-y-3'}>{items.map(renderItem)}</List>
      )}
      {footer}
    </section>
  );
}
