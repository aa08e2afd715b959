import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The smoke builds the bundles and renders on the server: seconds, not milliseconds. The timeout
    // only stops a hang; speed itself is what `npm run bench` reports, never asserted.
    testTimeout: 120_000,
    include: ['test/**/*.test.mjs'],
    environment: 'node',
  },
});
