/**
 * A list of accounts or goals as the Fact Find edits it: on the server for a saved client, in the page for
 * a client not yet created (/fact-find/new). Each call resolves once the change is kept, or throws.
 */
export type ListStore<Item extends { id: string }, Input> = {
  items: Item[];
  add: (input: Input) => Promise<void>;
  update: (item: Item, changes: Partial<Input>) => Promise<void>;
  remove: (item: Item) => Promise<void>;
  /** Reads the list again (after someone else's save was taken). */
  refresh?: () => Promise<unknown>;
};
