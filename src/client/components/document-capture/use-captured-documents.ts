import { useCallback, useEffect, useRef, useState } from 'react';
import { limits } from '@/shared/options';
import {
  releaseCapturedDocument,
  toCapturedDocument,
  type CapturedDocument,
} from '@/client/lib/captured-document';

/** The capture grid's documents; object URLs are released when an item leaves or the grid goes away. */
export function useCapturedDocuments() {
  const [documents, setDocuments] = useState<CapturedDocument[]>([]);
  const documentsRef = useRef(documents);
  useEffect(() => {
    documentsRef.current = documents;
  }, [documents]);
  useEffect(() => () => documentsRef.current.forEach(releaseCapturedDocument), []);

  const add = useCallback(
    (files: File[], type: CapturedDocument['type'], origin: CapturedDocument['origin']) => {
      const added = files.map((file) => toCapturedDocument(file, type, origin));
      setDocuments((current) => [...current, ...added]);
      return added;
    },
    [],
  );

  const remove = useCallback((id: string) => {
    setDocuments((current) => {
      const removed = current.find((document) => document.id === id);
      if (removed) releaseCapturedDocument(removed);
      return current.filter((document) => document.id !== id);
    });
  }, []);

  const setType = useCallback((id: string, type: CapturedDocument['type']) => {
    setDocuments((current) =>
      current.map((document) => (document.id === id ? { ...document, type } : document)),
    );
  }, []);

  const clear = useCallback(() => {
    setDocuments((current) => {
      current.forEach(releaseCapturedDocument);
      return [];
    });
  }, []);

  return {
    documents,
    room: Math.max(0, limits.maxFilesPerRequest - documents.length),
    add,
    remove,
    setType,
    clear,
  };
}
