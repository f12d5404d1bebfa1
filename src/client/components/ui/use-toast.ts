// The shadcn/ui toast store: a tiny module-level reducer shared by `toast()` and `useToast()`.
import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_DURATION, type ToastActionElement, type ToastProps } from '@/client/components/ui/toast';

/** At most one toast is shown at a time; a new toast replaces the current one. */
export const TOAST_LIMIT = 1;
/** A dismissed toast is removed from the store this long after it closes. */
export const TOAST_REMOVE_DELAY = 1000000;
/** Default time on screen (the Toaster's provider applies it; pass `duration` to override per toast). */
export const TOAST_DEFAULT_DURATION = TOAST_DURATION;

export type ToasterToast = Omit<ToastProps, 'title' | 'ref'> & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
};

export type ToastInput = Omit<ToasterToast, 'id'>;

type State = { toasts: ToasterToast[] };

type Action =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

let count = 0;

function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const toastTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function addToRemoveQueue(toastId: string): void {
  if (toastTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    toastTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY);
  toastTimeouts.set(toastId, timeout);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD_TOAST':
      return { ...state, toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };

    case 'UPDATE_TOAST':
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };

    case 'DISMISS_TOAST': {
      const { toastId } = action;
      return {
        ...state,
        toasts: state.toasts.map((t) =>
          toastId === undefined || t.id === toastId ? { ...t, open: false } : t,
        ),
      };
    }

    case 'REMOVE_TOAST':
      if (action.toastId === undefined) return { ...state, toasts: [] };
      return { ...state, toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners = new Set<() => void>();
let memoryState: State = { toasts: [] };

function dispatch(action: Action): void {
  // Side effect kept out of the reducer: schedule removal of whatever is being dismissed.
  if (action.type === 'DISMISS_TOAST') {
    if (action.toastId !== undefined) addToRemoveQueue(action.toastId);
    else memoryState.toasts.forEach((t) => addToRemoveQueue(t.id));
  }
  memoryState = reducer(memoryState, action);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): State {
  return memoryState;
}

/** Close one toast (or all, without an id). */
export function dismiss(toastId?: string): void {
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

/** Show a toast, e.g. `toast({ title: 'Saved', description: 'Client details updated.' })` or `variant: 'destructive'`. */
export function toast(props: ToastInput) {
  const id = genId();

  const update = (next: ToastInput) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } });
  const close = () => dismiss(id);

  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        props.onOpenChange?.(open);
        if (!open) close();
      },
    },
  });

  return { id, dismiss: close, update };
}

export function useToast() {
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { ...state, toast, dismiss };
}
