import { defineConfig } from 'vitest/config';

/**
 * Files that keep a module graph and a jsdom of their own: hydration renders the server's HTML into the
 * document and watches React's warnings, which a shared world has already seen. Every other file shares one
 * per worker (`isolate: false`), as header-react's providers-only files do: isolation costs each file a new
 * jsdom and a new import of React, Apollo and the testing helpers. A file that needs a world of its own fails
 * loudly when shared (hydration's 66 cases did), so it is named here.
 */
const ISOLATED = ['test/hydration.test.tsx'];

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
