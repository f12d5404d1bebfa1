import { useEffect } from 'react';

/**
 * While `active` (files are on their way to the server), reloading or closing the tab asks first: the
 * browser shows its own "Leave site?" question (it does not show a page's words).
 */
export function useWarnBeforeLeaving(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
