import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Tests assert behaviour, not speed (benchmarks measure speed): the long timeout only stops a hang.
    testTimeout: 120_000,
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker: the core has no DOM, no mocks and no module state a test changes, so a
    // file need not import xstate and the machines again (a third less CPU for the package's tests).
    isolate: false,
  },
});
