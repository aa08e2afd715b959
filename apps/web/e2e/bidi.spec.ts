// Words from data read in their own direction in an Arabic page (issue 25, defect 4): the English
// review a student wrote, quoted in an Arabic notification, keeps its "!" at its own (right) end, and
// the quotation marks around it stay in the sentence's right-to-left order.
import { expect, test, type Locator } from './test.ts';
import { open } from './fixtures.ts';

const REVIEW = 'Clear, warm and practical. I finished my first piece!';

/** Where the review's first and last letters and the marks around it are painted, and the directions. */
function layout(message: Locator) {
  return message.evaluate((root, review) => {
    // The message's characters in document order, each with its text node and offset.
    const chars: { node: Text; offset: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let offset = 0; offset < node.data.length; offset += 1) chars.push({ node, offset });
    }
    const text = chars.map(({ node, offset }) => node.data[offset]).join('');
    const at = text.indexOf(review);
    if (at < 1) return null;
    const box = (index: number) => {
      const char = chars[index];
      if (!char) return null;
      const range = document.createRange();
      range.setStart(char.node, char.offset);
      range.setEnd(char.node, char.offset + 1);
      const { left, right } = range.getBoundingClientRect();
      return { char: char.node.data[char.offset], left, right };
    };
    const first = box(at);
    const last = box(at + review.length - 1);
    const holder = chars[at]?.node.parentElement as Element;
    return {
      pageDirection: getComputedStyle(root).direction,
      quoteDirection: getComputedStyle(holder).direction,
      holder: holder.tagName,
      first,
      last,
      open: box(at - 1),
      close: box(at + review.length),
    };
  }, REVIEW);
}

test('ar: the review card quotes the English review left to right, "!" at its own end, inside the sentence\'s «»', async ({ page }) => {
  await open(page, { persona: 'teacher', variant: 'desktop', locale: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('.mh-bell__button').click();
  const drawer = page.locator('dialog.mh-notifications');
  const message = drawer.locator('.mh-ncard__message', { hasText: REVIEW }).first();
  await expect(message).toBeVisible();
  await expect(message).toContainText('«');
  const seen = await layout(message);
  expect(seen).not.toBeNull();
  expect(seen?.pageDirection).toBe('rtl');
  // The quotation reads left to right as painted: "C" at its left, "!" at its right end.
  expect([seen?.first?.char, seen?.last?.char]).toEqual(['C', '!']);
  expect(seen?.last?.left, '"!" right of "C"').toBeGreaterThan(seen?.first?.left ?? Infinity);
  // The marks stay in the sentence's order, right to left: the opening one right of the quotation.
  expect([seen?.open?.char, seen?.close?.char]).toEqual(['«', '»']);
  expect(seen?.open?.left, 'the opening mark right of the quotation').toBeGreaterThanOrEqual(seen?.last?.right ?? Infinity);
  expect(seen?.close?.right, 'the closing mark left of the quotation').toBeLessThanOrEqual(seen?.first?.left ?? -Infinity);
  // Because it is its own isolate, whose direction comes from its words.
  expect(seen?.holder).toBe('BDI');
  expect(seen?.quoteDirection).toBe('ltr');
  await message.screenshot({ path: test.info().outputPath('review-card.png') });
});
