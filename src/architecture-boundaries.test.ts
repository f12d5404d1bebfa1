import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for a probe file at `filePath` holding `code` (the file need not exist). */
async function lintProbe(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the boundaries eslint.config.js enforces', () => {
  it('refuses a feature importing another feature, by alias or by relative path', async () => {
    const messages = await lintProbe(
      'src/client/features/clients/probe.ts',
      [
        "import { claimDocuments } from '@/client/features/documents/api/claim-documents';",
        "import { useFactFindSummary } from '../fact-find/api/fact-find';",
        'export const probe = [claimDocuments, useFactFindSummary];',
      ].join('\n'),
    );
    expect(messages.filter((message) => message.startsWith('import-x/no-restricted-paths'))).toHaveLength(2);
    expect(messages[0]).toContain('Features do not import each other');
  }, 120_000);

  it('lets a feature import its own files, components/ and lib/', async () => {
    const messages = await lintProbe(
      'src/client/features/clients/probe.ts',
      [
        "import { Notice } from '@/client/components/notice';",
        "import { cn } from '@/client/lib/cn';",
        "import { DashboardPage } from './components/dashboard-page';",
        'export const probe = [Notice, cn, DashboardPage];',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  }, 120_000);

  it("refuses the server's layers importing upwards, and the browser importing the server", async () => {
    const core = await lintProbe(
      'src/server/core/probe.ts',
      "import { clientRoutes } from '@/server/routes/clients';\nexport const probe = clientRoutes;",
    );
    expect(core.join('\n')).toContain('Core functions do not know about HTTP');
    const pipeline = await lintProbe(
      'src/server/reading/probe.ts',
      "import { createUser } from '@/server/core/users/create-user';\nexport const probe = createUser;",
    );
    expect(pipeline.join('\n')).toContain('The reading pipeline stands apart');
    const browser = await lintProbe(
      'src/client/lib/probe.ts',
      "import { readConfig } from '@/server/config';\nexport const probe = readConfig;",
    );
    expect(browser.join('\n')).toContain('The browser never imports server code');
  }, 120_000);

  it('refuses training importing bench, and the app importing either', async () => {
    const training = await lintProbe(
      'training/factory/probe.ts',
      "import { photosDir } from '../../bench/photos/make-photos';\nexport const probe = photosDir;",
    );
    expect(training.join('\n')).toContain('Training never imports bench');
    const bench = await lintProbe(
      'bench/probe.ts',
      "import { score } from '../training/scoring/score';\nexport const probe = score;",
    );
    expect(bench.filter((message) => message.startsWith('import-x/no-restricted-paths'))).toEqual([]);
    const app = await lintProbe(
      'src/server/reading/probe.ts',
      "import { score } from '../../../training/scoring/score';\nexport const probe = score;",
    );
    expect(app.join('\n')).toContain('The app never imports bench or training');
  }, 120_000);
});
