// Header analytics reach the API's endpoint, batched, with the device session id; also on page exit.
import { expect, test } from './test.ts';
import { banner, open } from './fixtures.ts';

interface Arrived {
  events: { name: string; deviceSessionId: string; properties: Record<string, unknown> }[];
}

test('a Browse category click sends click-nav-bar and browse-category with the device session id', async ({ page, request }) => {
  await open(page, { persona: 'member', variant: 'desktop' });
  await banner(page).getByRole('button', { name: 'Browse', exact: true }).click();
  const link = banner(page).getByRole('link', { name: 'Illustration', exact: true }).first();
  const href = await link.getAttribute('href');
  await link.click();
  await page.waitForURL(/\/browse\/illustration/);
  const dsid = (await page.context().cookies()).find((c) => c.name === 'masthead_dsid')?.value;
  expect(dsid).toBeTruthy();
  await expect
    .poll(async () => {
      const arrived = (await (await request.get('/analytics')).json()) as Arrived;
      return arrived.events.filter((e) => e.deviceSessionId === dsid).map((e) => e.name);
    })
    .toEqual(expect.arrayContaining(['click-nav-bar', 'browse-category']));
  const arrived = (await (await request.get('/analytics')).json()) as Arrived;
  const click = arrived.events.find((e) => e.deviceSessionId === dsid && e.name === 'click-nav-bar');
  expect(click?.properties).toMatchObject({ menu_item: 'Browse', submenu_item: 'Illustration', nav_level: 'main', url_destination: href });
});
