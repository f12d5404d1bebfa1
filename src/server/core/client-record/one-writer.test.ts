import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Decision 017: the client's facts are written by core/client-record/record-facts.ts and nothing else, so a
 * value a person gave cannot be replaced around its rules. This reads the server's source for writes to the
 * tables the record keeps, and allows only the writer and the places that make or destroy a whole row.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const recordTables = [
  'clients',
  'superAccounts',
  'bankAccounts',
  'goals',
  'cashFlow',
  'assets',
  'liabilities',
  'insurancePolicies',
  'clientFacts',
];
/** File → why it may write a record table directly. */
const allowed: Record<string, string> = {
  'core/client-record/record-facts.ts': 'the writer',
  'core/client-record/dismiss-offers.ts': 'appends dismissals (not facts) to the ledger',
  'core/clients/create-client.ts': 'inserts the row whose facts it then records',
  'core/clients/delete-client.ts': 'destroys the client and everything it owns (APP 11)',
  'core/clients/archive-client.ts': "sets the row's archive date (where the client is listed, not a fact)",
  'core/goals/update-goal.ts': "marks a questionnaire goal as the adviser's (book-keeping, not a fact)",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : sourceFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

describe('one writer of the client record', () => {
  it('finds no write to a record table outside the writer', () => {
    const write = new RegExp(`\\.(insert|update|delete)\\((${recordTables.join('|')})\\)`, 'g');
    const offenders = sourceFiles(serverDir).flatMap((file) => {
      const relative = path.relative(serverDir, file).split(path.sep).join('/');
      if (allowed[relative]) return [];
      return [...readFileSync(file, 'utf8').matchAll(write)].map((match) => `${relative}: ${match[0]}`);
    });
    expect(offenders).toEqual([]);
  });

  it('would catch one (the check is not blind)', () => {
    const write = new RegExp(`\\.(insert|update|delete)\\((${recordTables.join('|')})\\)`);
    expect(write.test('await db.update(clients).set({ employer })')).toBe(true);
    expect(write.test('await db.insert(superAccounts).values(row)')).toBe(true);
  });
});
