// The mobile drawer's Browse group for a member who follows categories (spec §2: the drawer's group
// titles Browse, Plans, Shop; the desktop Browse menu's lists keep their own headings inside Browse).
import { expect, test, type APIRequestContext } from './test.ts';
import { print } from 'graphql';
import { GetFollowedCategoriesAndFacetsDocument, GetTopLevelCategoriesDocument } from '@masthead/graphql';
import { banner, open } from './fixtures.ts';

/** The persona's followed categories and the top-level ones, by name, from the API. */
async function names(request: APIRequestContext, persona: string) {
  const post = async (query: string) =>
    (await (await request.post('/graphql', { data: { query }, headers: { cookie: `masthead_persona=${persona}`, 'content-type': 'application/json' } })).json()) as {
      data: { viewer?: { followedCategories: { edges: { node: { displayName: string } }[] } }; topLevelCategories?: { displayName: string }[] };
    };
  const followed = (await post(print(GetFollowedCategoriesAndFacetsDocument))).data.viewer!.followedCategories.edges.map((e) => e.node.displayName);
  const top = (await post(print(GetTopLevelCategoriesDocument))).data.topLevelCategories!.map((c) => c.displayName);
  return { followed, top };
}

test('a member who follows categories: Browse lists each list once, under its own heading', async ({ page, request }) => {
  const { followed, top } = await names(request, 'member');
  expect(followed.length).toBeGreaterThan(0);
  await open(page, { persona: 'member', variant: 'mobile' });
  await banner(page).getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  const browse = drawer.locator('[data-group-id="browse"]');
  await expect(browse.getByRole('heading', { level: 3 })).toHaveText('Browse');
  // The followed categories arrive with their own query: wait for their list.
  await expect(browse.getByRole('list', { name: 'Your Categories' })).toBeVisible();
  await expect(browse.getByRole('heading', { level: 4 })).toHaveText(['Your Categories', 'Categories', 'Explore']);
  const linksOf = (name: string) => browse.getByRole('list', { name, exact: true }).getByRole('link');
  await expect(linksOf('Your Categories')).toHaveText(followed);
  await expect(linksOf('Categories')).toHaveText(top);
  await expect(linksOf('Explore')).toHaveText(['All Classes', 'All Learning Paths', 'All Student Projects']);
  // Nothing outside those three lists: the followed categories are not run into the rest again.
  await expect(browse.getByRole('list')).toHaveCount(3);
  await expect(browse.getByRole('link')).toHaveCount(followed.length + top.length + 3);
});

test("a followed sub-category's link keeps its path (/browse/fine-art/painting) and leads to its page", async ({ page }) => {
  await open(page, { persona: 'member', variant: 'desktop' });
  await banner(page).getByRole('button', { name: 'Browse' }).click();
  const link = banner(page).getByRole('list', { name: 'Your Categories' }).getByRole('link', { name: 'Painting' });
  await expect(link).toHaveAttribute('href', '/browse/fine-art/painting?via=header');
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/browse/fine-art/painting');
  await link.click();
  expect((await response).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/not found/i);
});
