import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../web/e2e/chromium.ts';
import type { HostKind } from './e2e/test.ts';

// The hosts were prepared (packed, installed outside the workspace, built) by scripts/prepare.mjs. No
// webServer here: each worker starts the API and its project's host itself (e2e/test.ts), on ports the
// system chose.
export default defineConfig<{ hostKind: HostKind }>({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    { name: 'packaging', testMatch: 'packaging.spec.ts' },
    { name: 'next', testMatch: 'next*.spec.ts', use: { browserName: 'chromium', hostKind: 'next' } },
    { name: 'vite', testMatch: 'vite.spec.ts', use: { browserName: 'chromium', hostKind: 'vite' } },
  ],
});
