import { defineConfig } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../web/e2e/chromium.ts';
import { NEXT_PRODUCTION_PORT } from './e2e/ports.ts';

// The hosts were prepared (packed, installed outside the workspace, built) by scripts/prepare.mjs.
const DIR = process.env.MASTHEAD_HOSTS_DIR || join(tmpdir(), 'masthead-hosts-test');
const manifest = JSON.parse(readFileSync(join(DIR, 'manifest.json'), 'utf8')) as { hosts: Record<'next' | 'vite', { dir: string }> };
const API_PORT = Number(process.env.MASTHEAD_E2E_HOSTS_API_PORT ?? 4210);
const NEXT_PORT = Number(process.env.MASTHEAD_E2E_NEXT_PORT ?? 3210);
const VITE_PORT = Number(process.env.MASTHEAD_E2E_VITE_PORT ?? 3220);

const GRAPHQL = `http://127.0.0.1:${API_PORT}/graphql`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    { name: 'packaging', testMatch: 'packaging.spec.ts' },
    { name: 'next', testMatch: 'next*.spec.ts', use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${NEXT_PORT}` } },
    { name: 'vite', testMatch: 'vite.spec.ts', use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${VITE_PORT}` } },
  ],
  webServer: [
    {
      // The embedded API with its seed data, the same server `npm start` runs.
      command: 'tsx ../api/src/main.ts',
      url: `http://127.0.0.1:${API_PORT}/graphql?query=%7B__typename%7D`,
      // The seed in memory: the tests' API never shares the data folder of a running `npm start`.
      env: { MASTHEAD_API_PORT: String(API_PORT), MASTHEAD_DATA_DIR: 'memory' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      command: `pnpm exec next start --hostname 127.0.0.1 --port ${NEXT_PORT}`,
      cwd: manifest.hosts.next.dir,
      url: `http://127.0.0.1:${NEXT_PORT}/flows/individual`,
      env: { MASTHEAD_GRAPHQL_URL: GRAPHQL, NEXT_TELEMETRY_DISABLED: '1' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      command: `pnpm exec next start --hostname 127.0.0.1 --port ${NEXT_PRODUCTION_PORT}`,
      cwd: manifest.hosts.next.dir,
      url: `http://127.0.0.1:${NEXT_PRODUCTION_PORT}/flows/individual`,
      env: { MASTHEAD_GRAPHQL_URL: GRAPHQL, NEXT_TELEMETRY_DISABLED: '1', MASTHEAD_ENV: 'production' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      command: `pnpm exec vite preview --host 127.0.0.1 --port ${VITE_PORT} --strictPort`,
      cwd: manifest.hosts.vite.dir,
      url: `http://127.0.0.1:${VITE_PORT}/`,
      env: { MASTHEAD_GRAPHQL_URL: GRAPHQL },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
  ],
});
