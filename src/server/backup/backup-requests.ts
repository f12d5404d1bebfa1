import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { describeErrorForLog } from '@/server/logging/describe-error-for-log';
import { backUpEmbedded } from './embedded-backup';

/**
 * The embedded database can only be opened by the process running it, so `npm run backup` asks that one:
 * the process records itself in DATA_DIR/server.pid; the script leaves a request in DATA_DIR/backups/requests
 * and sends SIGUSR2; the process answers in a status file beside it, rewritten at every step, so the script
 * reports progress as it happens and a failure at once.
 */
const serverPidFile = (dataDir: string) => path.join(dataDir, 'server.pid');
export const requestsFolder = (dataDir: string) => path.join(dataDir, 'backups', 'requests');

export type BackupStatus = {
  state: 'running' | 'done' | 'failed';
  /** The steps so far, oldest first. */
  progress: string[];
  folder?: string;
  error?: string;
};

export const statusFile = (dataDir: string, requestId: string) =>
  path.join(requestsFolder(dataDir), `${requestId}.status.json`);

function writeStatus(dataDir: string, requestId: string, status: BackupStatus): void {
  // Written whole under another name first, so the script never reads half a file.
  const file = statusFile(dataDir, requestId);
  writeFileSync(`${file}.tmp`, JSON.stringify(status));
  renameSync(`${file}.tmp`, file);
}

/** Answers backup requests while the app runs; returns how to stop (the pid file goes with it). */
export function acceptBackupRequests(client: PGlite, dataDir: string): () => void {
  const pidFile = serverPidFile(dataDir);
  writeFileSync(pidFile, String(process.pid));
  const answer = (requestId: string) => {
    const status: BackupStatus = { state: 'running', progress: [] };
    const say = (message: string) => {
      status.progress.push(message);
      writeStatus(dataDir, requestId, status);
    };
    say('Backup started');
    void backUpEmbedded(client, dataDir, { onProgress: say }).then(
      (folder) => {
        console.log(`Backup written to ${folder}`);
        writeStatus(dataDir, requestId, { ...status, state: 'done', folder });
      },
      (error: unknown) => {
        console.error('The backup failed:', describeErrorForLog(error));
        writeStatus(dataDir, requestId, {
          ...status,
          state: 'failed',
          error: error instanceof Error ? error.message : String(error),
        });
      },
    );
  };
  const onSignal = () => {
    const folder = requestsFolder(dataDir);
    if (!existsSync(folder)) return;
    for (const name of readdirSync(folder).filter((file) => file.endsWith('.request'))) {
      rmSync(path.join(folder, name), { force: true });
      answer(name.slice(0, -'.request'.length));
    }
  };
  process.on('SIGUSR2', onSignal);
  return () => {
    process.off('SIGUSR2', onSignal);
    rmSync(pidFile, { force: true });
  };
}

/** Leaves a backup request for the running app (then signal it); returns the request's id. */
export function leaveBackupRequest(dataDir: string): string {
  const requestId = `${Date.now()}-${process.pid}`;
  mkdirSync(requestsFolder(dataDir), { recursive: true });
  writeFileSync(path.join(requestsFolder(dataDir), `${requestId}.request`), '');
  return requestId;
}

export function readBackupStatus(dataDir: string, requestId: string): BackupStatus | null {
  try {
    return JSON.parse(readFileSync(statusFile(dataDir, requestId), 'utf8')) as BackupStatus;
  } catch {
    return null;
  }
}

/** The process running the embedded database under `dataDir`, or null (none, or one that is gone). */
export function runningServer(dataDir: string): number | null {
  const pidFile = serverPidFile(dataDir);
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // the file was left by a process that is gone
  }
}
