/**
 * How uploads hand documents to background processing. enqueue never throws: once a document is stored and
 * recorded it is the adviser's, and the worker re-queues unfinished documents when it starts.
 */
export type DocumentQueue = {
  enqueue: (documentIds: string[]) => Promise<void>;
};
