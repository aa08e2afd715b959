import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Tests assert behaviour, not speed (benchmarks measure speed): the long timeout only stops a hang.
    testTimeout: 120_000, hookTimeout: 120_000, include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
