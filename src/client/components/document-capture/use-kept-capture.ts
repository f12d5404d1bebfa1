import { useUnsentUploads } from '@/client/hooks/use-unsent-uploads';
import type { CapturedDocument } from '@/client/lib/captured-document';
import { forgetUploads, keepUploads } from '@/client/lib/kept-uploads';

/**
 * The capture's documents kept in the browser while they are sent (lib/kept-uploads.ts), under `scope`, so
 * a reload in the middle of an upload does not lose them: the next visit lists them (`unsent`) to send
 * again or discard. Without a scope nothing is kept.
 */
export function useKeptCapture(scope: string | undefined) {
  const [unsent, setUnsent] = useUnsentUploads(scope);

  return {
    unsent,
    /** Before sending: the documents are written to the browser's store. */
    keep: async (documents: CapturedDocument[]) => {
      if (!scope) return;
      await keepUploads(
        documents.map((document) => ({
          id: document.id,
          scope,
          idempotencyKey: '',
          file: document.file,
          type: document.type,
        })),
      );
    },
    /** The server has them. */
    forget: (documents: CapturedDocument[]) => forgetUploads(documents.map((document) => document.id)),
    /** The kept files, handed back to be captured again (and kept afresh when sent). */
    takeUnsent: () => {
      const taken = unsent;
      setUnsent([]);
      void forgetUploads(taken.map((upload) => upload.id));
      return taken;
    },
    discard: () => {
      void forgetUploads(unsent.map((upload) => upload.id));
      setUnsent([]);
    },
  };
}
