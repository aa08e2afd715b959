import { defineConfig } from 'vitest/config';

/**
 * Files that keep a module graph and a jsdom of their own: the drawer's failed load mocks its chunk
 * (vi.mock), and hydration watches React's warnings as it renders the server's HTML. The rest share one per
 * worker, as header-desktop's do (its config says why).
 */
const ISOLATED = ['test/hydration.test.tsx', 'test/drawer-failed.test.tsx'];

export default defineConfig({
  test: {
    // Tests assert behaviour, not speed (benchmarks measure speed): the long timeout only stops a hang.
    testTimeout: 120_000,
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./test/setup.ts'],
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'], exclude: ISOLATED } },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
