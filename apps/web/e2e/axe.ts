// axe-core in the page, as every accessibility spec runs it: the WCAG 2.2 AA tags, one part of the page.
import axe from 'axe-core';
import type { Page } from './test.ts';

/** The rules axe runs: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What axe finds inside `include` (a CSS selector), one line per rule: "rule-id: target, target". An empty list
 * is a pass.
 *
 * axe is put into the page once (its 600 KB script again only after a navigation) and run there with `axe.run`.
 * @axe-core/playwright did more for every check: it evaluated the script again, then opened a new blank page, a
 * renderer of its own, to merge results per frame. The header has no frames to merge, and on two cores that
 * page was most of a check's cost (docs/test-harness.md).
 */
export async function axeViolations(page: Page, include = 'header'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async ({ selector, tags }) => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run({ include: [selector] }, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, { selector: include, tags: AXE_TAGS });
}
