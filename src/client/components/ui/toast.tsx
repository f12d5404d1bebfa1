import type { ComponentProps, ReactElement } from 'react';
import * as ToastPrimitives from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '@/client/lib/cn';

/** How long a toast stays on screen before closing itself. */
export const TOAST_DURATION = 5000;
/** Swiping a toast right by at least this many pixels dismisses it. */
export const TOAST_SWIPE_THRESHOLD = 50;

export type ToastProviderProps = ComponentProps<typeof ToastPrimitives.Provider>;

export function ToastProvider({
  duration = TOAST_DURATION,
  swipeDirection = 'right',
  swipeThreshold = TOAST_SWIPE_THRESHOLD,
  ...props
}: ToastProviderProps) {
  return (
    <ToastPrimitives.Provider
      duration={duration}
      swipeDirection={swipeDirection}
      swipeThreshold={swipeThreshold}
      {...props}
    />
  );
}

/**
 * On a phone, just below the 64px header: clear of the header's menu and of a dialog's actions at the bottom
 * (a toast at the bottom covered the camera's "Process Documents" button, and Radix keeps a toast open while a
 * finger rests on it). Bottom-right, at most 420px wide, from `sm` up.
 */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitives.Viewport>) {
  return (
    <ToastPrimitives.Viewport
      data-slot="toast-viewport"
      className={cn(
        'fixed top-16 left-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none',
        'sm:top-auto sm:right-0 sm:bottom-0 sm:left-auto md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-4 pr-8 shadow-lg',
    // Follow the finger while swiping (Radix sets these CSS variables), snap back on cancel.
    'transition-[translate] data-[swipe=cancel]:translate-x-0',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
    'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
    // Enter from the edge the viewport sits on; leave by fading out to the right.
    'data-[state=open]:animate-toast-in-top sm:data-[state=open]:animate-toast-in-bottom',
    'data-[state=closed]:animate-toast-out',
  ].join(' '),
  {
    variants: {
      variant: {
        default: 'border bg-card text-card-foreground',
        destructive: 'destructive group border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitives.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitives.Root
      data-slot="toast"
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export type ToastActionProps = ComponentProps<typeof ToastPrimitives.Action>;
export type ToastActionElement = ReactElement<ToastActionProps>;

/** `altText` is required: it tells screen-reader users how to reach the action (e.g. "Undo with Ctrl+Z"). */
export function ToastAction({ className, ...props }: ToastActionProps) {
  return (
    <ToastPrimitives.Action
      data-slot="toast-action"
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center rounded-md border bg-transparent px-3 text-sm font-medium transition-colors outline-none',
        'hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50',
        'group-[.destructive]:border-destructive-foreground/40 group-[.destructive]:hover:bg-destructive-foreground/10 group-[.destructive]:focus-visible:ring-destructive-foreground/50',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitives.Close>) {
  return (
    <ToastPrimitives.Close
      data-slot="toast-close"
      aria-label="Close"
      className={cn(
        'absolute top-2 right-2 rounded-md p-1 text-foreground/60 transition-opacity outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
        'group-[.destructive]:text-destructive-foreground/80 group-[.destructive]:hover:text-destructive-foreground group-[.destructive]:focus-visible:ring-destructive-foreground/50',
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitives.Close>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitives.Title>) {
  return (
    <ToastPrimitives.Title
      data-slot="toast-title"
      className={cn('text-sm font-semibold', className)}
      {...props}
    />
  );
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitives.Description>) {
  return (
    <ToastPrimitives.Description
      data-slot="toast-description"
      className={cn('text-sm opacity-90', className)}
      {...props}
    />
  );
}
