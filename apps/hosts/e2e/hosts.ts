// What the host tests share: the manifest prepare.mjs wrote, and the checks every host page passes.
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

export interface Manifest {
  dir: string;
  tarballs: Record<string, { file: string; bytes: number }>;
  hosts: Record<'next' | 'vite', { dir: string; installSeconds: number; buildSeconds: number }>;
}

export const MANIFEST: Manifest = JSON.parse(
  readFileSync(join(process.env.MASTHEAD_HOSTS_DIR || join(tmpdir(), 'masthead-hosts-test'), 'manifest.json'), 'utf8'),
) as Manifest;

/**
 * Collects what the page reports that a host must never see: uncaught errors, React's warnings
 * (hydration mismatches, invalid hook calls, a second React) and failed requests.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

/** Opens a page of a host and waits until React has hydrated (or, in the SPA, mounted) it. */
export async function openHost(page: Page, path: string, width = 1280): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
}

/** The sum of layout-shift scores since the page started (none without recent input is expected). */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

export { expect };
