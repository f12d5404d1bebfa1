import { useId, useRef, useState, type DragEvent, type ReactNode, type RefObject } from 'react';
import { cn } from '@/client/lib/cn';

/**
 * A drag-and-drop area that also opens the file browser when clicked or activated with the keyboard.
 * It highlights while files are dragged over it.
 */
export function DropZone({
  accept,
  onFiles,
  disabled = false,
  label,
  children,
  className,
  inputTestId,
  inputRef: externalInputRef,
}: {
  accept: string;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** The accessible name of the file input (the zone is named by its text). */
  label: string;
  children: ReactNode;
  className?: string;
  inputTestId?: string;
  /** Lets a separate Browse Files button open the same file browser. */
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const ownInputRef = useRef<HTMLInputElement>(null);
  const inputRef = externalInputRef ?? ownInputRef;
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);

  const onDragEnter = (event: DragEvent) => {
    event.preventDefault();
    if (disabled) return;
    dragDepth.current += 1;
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  // The zone is named by what it shows (a screen reader reads its text, which is also what is seen); the
  // file input sits beside it, not inside, so no control is nested in another.
  return (
    <>
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        data-testid="drop-zone"
        data-dragging={dragging || undefined}
        onClick={() => !disabled && inputRef.current?.click()}
        // Space would scroll the page. (Enter is left alone: cancelling its keydown costs the key its user
        // activation, and the browser then refuses to open the file browser.)
        onKeyDown={(event) => {
          if (event.key === ' ') event.preventDefault();
        }}
        // Activated when the key comes up, as a native button is.
        onKeyUp={(event) => {
          if (disabled || (event.key !== 'Enter' && event.key !== ' ')) return;
          event.preventDefault();
          inputRef.current?.click();
        }}
        onDragEnter={onDragEnter}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors outline-none sm:px-6 sm:py-10',
          'focus-visible:ring-[3px] focus-visible:ring-ring/50',
          dragging
            ? 'border-primary bg-accent ring-4 ring-primary/10'
            : 'border-input bg-muted/40 hover:border-primary/60 hover:bg-accent/60',
          disabled && 'cursor-not-allowed opacity-60',
          className,
        )}
      >
        {children}
      </div>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        multiple
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        data-testid={inputTestId}
        disabled={disabled}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
