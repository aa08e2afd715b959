import { defineConfig } from 'vitest/config';

/**
 * Files that keep a module graph of their own (isolation). Every other file shares one per worker
 * (`isolate: false`): each starts its own servers on its own databases and restores what it changes, so
 * sharing only saves a new import of the API (GraphQL, PGlite's WASM, the seed's catalogue) per file,
 * about half the package's CPU. These keep their own: they change the process's environment, or they kill
 * and restart database servers and wait for listeners to come back, where a slower shared process would
 * only make their waits longer (docs/test-harness.md).
 */
const ISOLATED = [
  'test/sessions.test.ts',
  'test/postgres-server.test.ts',
  'test/durability.test.ts',
  'test/database-damage.test.ts',
  'test/data-folder.test.ts',
];

export default defineConfig({
  test: {
    // Tests assert behaviour, not speed (benchmarks measure speed): the long timeout only stops a hang.
    testTimeout: 120_000,
    // A set-up that opens the embedded database may make its first copy (PGlite's initdb, seconds).
    hookTimeout: 120_000,
    environment: 'node',
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, include: ['test/**/*.test.ts'], exclude: ISOLATED } },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
