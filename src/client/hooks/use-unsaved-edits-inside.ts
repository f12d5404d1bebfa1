import { createContext, useCallback, useContext, useEffect, useId, useState } from 'react';

/**
 * Forms inside a screen that save on their own (customer due diligence, estate planning) tell the screen
 * while they hold edits not yet saved, so its leave guard asks before those are lost too.
 */
export const UnsavedEditsInside = createContext<((key: string, unsaved: boolean) => void) | null>(null);

/** The screen's side: whether any form inside holds unsaved edits, and the value of its provider. */
export function useUnsavedEditsInside(): { any: boolean; report: (key: string, unsaved: boolean) => void } {
  const [keys, setKeys] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback(
    (key: string, unsaved: boolean) =>
      setKeys((current) => {
        if (current.has(key) === unsaved) return current;
        const next = new Set(current);
        if (unsaved) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  return { any: keys.size > 0, report };
}

/** A form's side: reports whether it holds unsaved edits, and that it holds none once it is gone. */
export function useReportUnsavedEdits(unsaved: boolean): void {
  const report = useContext(UnsavedEditsInside);
  const key = useId();
  useEffect(() => report?.(key, unsaved), [report, key, unsaved]);
  useEffect(() => () => report?.(key, false), [report, key]);
}
