import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** Every client feature is a zone of its own: it imports components/, lib/, hooks/, shared code and itself. */
const features = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((feature) => ({
  target: `./src/client/features/${feature}`,
  from: './src/client/features',
  except: [`./${feature}`],
  message: 'Features do not import each other: move what two features share to src/client/components or lib.',
}));

/** The server's layers: routes → core → db; the reading pipeline stands apart from routes and core. */
const serverZones = [
  {
    target: './src/server/core',
    from: ['./src/server/routes', './src/server/http'],
    message: 'Core functions do not know about HTTP: routes call core, never the other way.',
  },
  {
    target: './src/server/db',
    from: ['./src/server/routes', './src/server/core', './src/server/reading', './src/server/http'],
    message: 'The database layer is the bottom layer: it imports none of the layers above it.',
  },
  {
    target: './src/server/reading',
    from: ['./src/server/routes', './src/server/core', './src/server/http'],
    message: 'The reading pipeline stands apart: core and routes call it, it calls neither.',
  },
  {
    target: './src/server/routes',
    from: './src/server/db',
    // Request guards every route runs before it calls core: practice scoping, idempotency keys, the read cache.
    except: ['./practice-scope.ts', './once-per-key.ts', './read-cache.ts'],
    message: 'Routes reach the database through src/server/core.',
  },
];

/** The browser never imports server code; code shared by both imports neither side. */
const sideZones = [
  { target: './src/client', from: './src/server', message: 'The browser never imports server code.' },
  {
    target: './src/shared',
    from: ['./src/server', './src/client'],
    message: 'Shared code imports neither the server nor the browser.',
  },
];

/**
 * One direction between the scripts and the app: bench/ measures what training/ makes (its factory, fixtures
 * and scorer), so bench imports training and training never imports bench; the app imports neither (its tests
 * and test-support may). Decision 027.
 */
const scriptZones = [
  {
    target: './training',
    from: './bench',
    message:
      'Training never imports bench: bench measures what training makes. Move what both need into training/.',
  },
  {
    target: './src',
    from: ['./bench', './training'],
    message: 'The app never imports bench or training (only its tests and test-support may).',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'src/server/db/migrations', 'test-results', 'bench/.cache'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain Node scripts and configs (TypeScript files get their globals from @types/node).
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    // One block for every boundary, so no later block replaces an earlier one's rule (flat config keeps only
    // the last value of a rule for a file).
    files: ['src/**/*.{ts,tsx}', 'training/**/*.ts'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/server/test-support/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureZones, ...serverZones, ...sideZones, ...scriptZones] },
      ],
      // Type-only imports count: a cycle of types still ties the modules' design together.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
