import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { Button } from '@/client/components/ui/button';
import { focusBack } from '@/client/lib/focus';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';

/**
 * Asks before the adviser leaves a screen with changes not yet saved: another screen of the app (a nav
 * link, Back) opens a dialog; closing or reloading the tab, the browser's own prompt. A replace is the app
 * moving on after a save, never the adviser leaving, so it is not asked about; a screen that moves on with a
 * push after saving calls `allowLeaving()` first. Render `dialog` in the screen.
 */
export function useUnsavedChangesGuard(unsaved: boolean) {
  const leaving = useRef(false);
  // Where the adviser was when leaving was asked about: "Stay on this page" puts the focus back there.
  const returnTo = useRef<HTMLElement | null>(null);
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => {
    const block =
      unsaved &&
      !leaving.current &&
      historyAction !== 'REPLACE' &&
      currentLocation.pathname !== nextLocation.pathname;
    if (block) returnTo.current = document.activeElement as HTMLElement | null;
    return block;
  });

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const dialog = (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <DialogContent
        showCloseButton={false}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          focusBack(returnTo.current);
        }}
      >
        <DialogHeader>
          <DialogTitle>Leave without saving?</DialogTitle>
          <DialogDescription>
            You have changes on this page that are not saved. If you leave now, they will be lost.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => blocker.state === 'blocked' && blocker.reset()}>
            Stay on this page
          </Button>
          <Button variant="destructive" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
            Leave without saving
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );

  return {
    dialog,
    allowLeaving: () => {
      leaving.current = true;
    },
  };
}
