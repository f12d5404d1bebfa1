import { useCallback, useState, type SetStateAction } from 'react';

function read<T>(key: string, initial: T): T {
  try {
    const stored = sessionStorage.getItem(key);
    return stored === null ? initial : (JSON.parse(stored) as T);
  } catch {
    return initial;
  }
}

/**
 * useState kept in sessionStorage under `key`, so a reload of the page (in the same tab) comes back to where
 * the adviser was. The value must survive JSON. Storage that is full or blocked only loses the persistence.
 */
export function useSessionState<T>(key: string, initial: T): [T, (next: SetStateAction<T>) => void] {
  const [value, setValue] = useState<T>(() => read(key, initial));
  const update = useCallback(
    (next: SetStateAction<T>) => {
      setValue((current) => {
        const resolved = next instanceof Function ? next(current) : next;
        try {
          sessionStorage.setItem(key, JSON.stringify(resolved));
        } catch {
          // Persistence is a convenience: the page works without it.
        }
        return resolved;
      });
    },
    [key],
  );
  return [value, update];
}
