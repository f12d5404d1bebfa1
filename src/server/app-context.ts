import type { Config } from './config';
import type { Database } from './db/connection';
import type { ChangeFeed } from './db/change-feed';
import type { DocumentQueue } from './jobs/document-queue';
import type { TrainingQueue } from './jobs/training-queue';
import type { PropertyValuationProvider } from './property/property-valuation';
import type { Storage } from './storage/storage';
import type { Mailer } from './mail/mailer';

/** What route plugins need from the process: built once in main.ts (or by a test) and passed down. */
export type AppContext = {
  db: Database;
  /** Changes committed by any process (caches forget what changed). */
  changes: ChangeFeed;
  /** The embedded database only: whether it answered a statement within the last `ms` (db/embedded-turns.ts). */
  databaseAnsweredWithin?: (ms: number) => boolean;
  config: Config;
  storage: Storage;
  documentQueue: DocumentQueue;
  /** Asks for a practice's reading model to be trained again from its corrections (decision 033). */
  trainingQueue: TrainingQueue;
  propertyValuation: PropertyValuationProvider;
  /** Outgoing e-mail, or null when the server has no SMTP (links are then copied by the adviser). */
  mailer: Mailer | null;
  /**
   * The embedded database on disk: rewrites the tables a deleted client's rows were in and drops the WAL
   * that recorded them (db/connection.ts). Absent with PostgreSQL and in memory.
   */
  scrubDeletedRows?: () => Promise<void>;
  /** Where the log goes (standard output unless a test reads it). */
  logStream?: NodeJS.WritableStream;
};
