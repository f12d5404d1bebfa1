import { useEffect, useState } from 'react';

/**
 * Moves the keyboard focus to the element with an id once the screen is ready (its buttons enabled again,
 * the next tab shown): `focusAfter('some-id')`. For actions whose button goes away or changes when done.
 * The element may appear a frame later (a tab's content mounts after the tab is chosen): it is looked for
 * over the next frames.
 */
export function useFocusAfter(ready: boolean): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target || !ready) return;
    let tries = 0;
    const attempt = () => {
      const element = document.getElementById(target);
      if (element) element.focus();
      if (element || ++tries >= 30) setTarget(null);
      else frame = requestAnimationFrame(attempt);
    };
    let frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [target, ready]);
  return setTarget;
}
