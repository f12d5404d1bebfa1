import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { describeErrorForLog } from '@/server/logging/describe-error-for-log';
import { backUpEmbedded } from './embedded-backup';

/**
 * The embedded database can only be opened by the process running it, so `npm run backup` asks that one:
 * the process records itself in DATA_DIR/server.pid and writes a backup to DATA_DIR/backups on SIGUSR2.
 */
const serverPidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

/** Answers backup requests while the app runs; returns how to stop (the pid file goes with it). */
export function acceptBackupRequests(client: PGlite, dataDir: string): () => void {
  const pidFile = serverPidFile(dataDir);
  writeFileSync(pidFile, String(process.pid));
  const backUp = () =>
    void backUpEmbedded(client, dataDir).then(
      (folder) => console.log(`Backup written to ${folder}`),
      (error: unknown) => console.error('The backup failed:', describeErrorForLog(error)),
    );
  process.on('SIGUSR2', backUp);
  return () => {
    process.off('SIGUSR2', backUp);
    rmSync(pidFile, { force: true });
  };
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
