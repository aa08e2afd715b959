// The link policy in the real drawer (issue 10): a URL from data is a link only on our own origin or on a
// host the configuration lists. GetNotifications is answered (via page.route, on the real answer) with a
// card whose url is on a foreign host and a message linking to a foreign host and to the community site.
import { expect, test, type Request } from './test.ts';
import { APP_CONFIG } from '../src/app/app-data.ts';
import { notificationsBell, notificationsDrawer, open, operationName } from './fixtures.ts';

const FOREIGN = 'https://evil.example/';
const COMMUNITY = `${APP_CONFIG.communityUrl ?? 'https://community.masthead.example'}/t/watercolor-club/42`;

/** The operation of a GraphQL request, sent as a POST body or as a GET's parameters. */
function operationOf(request: Request): string | null {
  return operationName(request.postData()) ?? new URL(request.url()).searchParams.get('operationName');
}

function notification(id: string, minutesAgo: number, fields: { url: string | null; buttonText: string; message: string }) {
  return {
    __typename: 'Notification',
    id,
    isRead: false,
    actors: [{ __typename: 'NotificationActor', firstName: 'Mallory', lastName: 'Quinn', mediumPictureUrl: '/img/avatars/13.svg', vanityUsername: null, username: 'mallory.quinn' }],
    previewText: null,
    image: null,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    ...fields,
  };
}

test('the drawer shows no link to a foreign host; the community site’s link stays', async ({ page }) => {
  const nodes = [
    notification('link-policy-card', 1, { url: FOREIGN, buttonText: 'Claim your prize', message: '<b>Mallory Quinn</b> says you won a prize' }),
    notification('link-policy-message', 2, {
      url: '/classes/watercolor-basics/101',
      buttonText: 'View Class',
      message: `<b>Mallory Quinn</b> posted <a href="${FOREIGN}phish">the contest rules</a> in <a href="${COMMUNITY}">the Watercolor Club</a>`,
    }),
  ];
  await page.route('**/graphql**', async (route) => {
    const name = operationOf(route.request());
    if (name === 'GetNotifications') {
      // The real answer (the viewer stays the same entity in Apollo's cache) with our two cards in it.
      const response = await route.fetch();
      const body = (await response.json()) as { data: { viewer: { notifications: Record<string, unknown> } } };
      body.data.viewer.notifications = {
        __typename: 'NotificationConnection',
        count: nodes.length,
        edges: nodes.map((node, i) => ({ __typename: 'NotificationEdge', cursor: String(i), node })),
        pageInfo: { __typename: 'PageInfo', startCursor: '0', endCursor: String(nodes.length - 1), hasNextPage: false, hasPreviousPage: false },
      };
      await route.fulfill({ response, json: body });
      return;
    }
    if (name === 'MarkNotificationsAsRead') {
      await route.fulfill({ json: { data: { markNotificationsAsRead: { __typename: 'MarkNotificationsAsReadPayload', notificationIds: [], unreadCount: 0 } } } });
      return;
    }
    await route.fallback();
  });

  await open(page, { persona: 'expired', variant: 'desktop' });
  await notificationsBell(page).click();
  const drawer = notificationsDrawer(page);
  const [card, message] = [drawer.locator('.mh-ncard').nth(0), drawer.locator('.mh-ncard').nth(1)];
  await expect(drawer.locator('.mh-ncard')).toHaveCount(2);
  // The sanitized message has replaced the server-rendered text (the community link is drawn).
  const community = message.getByRole('link', { name: 'the Watercolor Club' });
  await expect(community).toHaveAttribute('href', COMMUNITY);
  await expect(community).toHaveAttribute('rel', 'noopener noreferrer nofollow');

  // No link anywhere in the drawer to the foreign host: the card is a card without a link, the message
  // link is its words.
  await expect(drawer.locator('a[href*="evil.example"]')).toHaveCount(0);
  await expect(card.locator('a')).toHaveCount(0);
  await expect(card.getByText('Claim your prize')).toBeVisible();
  await expect(card.getByText(/says you won a prize/)).toBeVisible();
  await expect(message.getByText('the contest rules')).toBeVisible();
  expect(await message.getByText('the contest rules').evaluate((words) => words.closest('a'))).toBeNull();
  await expect(message.getByRole('link', { name: 'View Class' })).toHaveAttribute('href', '/classes/watercolor-basics/101');

  // Every link the drawer holds is ours (a path, or this origin) or on a listed host.
  const allowed = new Set([APP_CONFIG.communityUrl, APP_CONFIG.helpSiteUrl, APP_CONFIG.liveSessionsUrl, APP_CONFIG.creatorHubUrl, APP_CONFIG.partnerUrl].flatMap((url) => (url ? [new URL(url).host] : [])));
  const origin = new URL(page.url()).origin;
  const hrefs = await drawer.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const foreign = hrefs.filter((href) => {
    if (/^\/(?![/\\])/.test(href)) return false;
    const url = new URL(href);
    return url.origin !== origin && !allowed.has(url.host);
  });
  expect(foreign).toEqual([]);
  expect(hrefs).toContain(COMMUNITY);
});
