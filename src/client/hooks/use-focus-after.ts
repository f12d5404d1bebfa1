import { useEffect, useState } from 'react';

/**
 * Moves the keyboard focus to the element with an id once the screen is ready (its buttons enabled again,
 * the next tab shown): `focusAfter('some-id')`. For actions whose button goes away or changes when done.
 */
export function useFocusAfter(ready: boolean): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target || !ready) return;
    document.getElementById(target)?.focus();
    setTarget(null);
  }, [target, ready]);
  return setTarget;
}
