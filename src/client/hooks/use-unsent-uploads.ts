import { useEffect, useState } from 'react';
import { keptUploads, type KeptUpload } from '@/client/lib/kept-uploads';

/**
 * The uploads kept in the browser under `scope` (lib/kept-uploads.ts) that an earlier visit did not finish
 * sending, read once the screen opens, to list for sending again or discarding. `isOwn` leaves out what this
 * visit is sending itself. Without a scope there are none.
 */
export function useUnsentUploads(scope: string | null | undefined, isOwn?: (upload: KeptUpload) => boolean) {
  const [unsent, setUnsent] = useState<KeptUpload[]>([]);
  useEffect(() => {
    if (!scope) return;
    let current = true;
    void keptUploads(scope).then((kept) => {
      if (current) setUnsent(isOwn ? kept.filter((upload) => !isOwn(upload)) : kept);
    });
    return () => {
      current = false;
    };
    // Read once per scope: isOwn is asked at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scope]);
  return [unsent, setUnsent] as const;
}
