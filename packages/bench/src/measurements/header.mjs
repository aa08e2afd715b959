// The header on the core page (header-page.mjs, one module per measurement in header-page/); Lighthouse
// unless --skip=lighthouse.
import { formatHeaderPage, headerPageSummary } from '../header-page/measurements.mjs';

export const id = 'header';
export const key = 'headerPage';
export const title = () => 'the header on the core page (Chromium, Lighthouse)';
export const failure = 'header page failed';

export async function run({ skip }) {
  const { runHeaderPage } = await import('../header-page.mjs');
  return runHeaderPage({ lighthouse: !skip.has('lighthouse') });
}
export const row = formatHeaderPage;
export const goal = headerPageSummary;
