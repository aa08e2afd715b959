import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.ts';

const WEB_PORT = Number(process.env.MASTHEAD_E2E_WEB_PORT ?? 3100);
const API_PORT = Number(process.env.MASTHEAD_E2E_API_PORT ?? 4100);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'tsx --tsconfig ../../tsconfig.base.json e2e/serve.ts',
    url: `http://127.0.0.1:${WEB_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { MASTHEAD_E2E_WEB_PORT: String(WEB_PORT), MASTHEAD_E2E_API_PORT: String(API_PORT) },
    stdout: 'pipe',
  },
});
