import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Tests assert behaviour, not speed (benchmarks measure speed): the long timeout only stops a hang.
    testTimeout: 120_000,
    // A set-up that opens the embedded database may make its first copy (PGlite's initdb, seconds).
    hookTimeout: 120_000,
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
