// Issue 15, item 2, in Chromium: a signed-in person's browser visits a page that auto-submits a form.
// From a page on this very site (where SameSite=Lax does not help) a form post to /graphql is not
// JSON and is refused (415) before anything runs; from another site, the state-changing routes refuse
// the foreign Origin (403). Either way the person's unread notifications stay unread.
import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { open } from './fixtures.ts';

// A persona with unread notifications in the seed, which every test starts from.
const PERSONA = 'applicant';
const MUTATION = `mutation { markNotificationsAsRead(input: { before: "${new Date(Date.now() + 86_400_000).toISOString()}" }) { unreadCount } }`;

async function unread(request: APIRequestContext): Promise<number> {
  const answer = await request.post('/graphql', {
    data: { query: '{ viewer { notifications(first: 0) { count } } }' },
    headers: { cookie: `masthead_persona=${PERSONA}`, 'content-type': 'application/json' },
  });
  return ((await answer.json()) as { data: { viewer: { notifications: { count: number } } } }).data.viewer.notifications.count;
}

/** Serves `html` at `url` (a page of this site or of another) and opens it; resolves with the form post's answer. */
async function submitFrom(page: Page, url: string, html: string, target: string): Promise<number> {
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  const answered = page.waitForResponse((r) => r.url() === target && r.request().method() === 'POST' && r.request().isNavigationRequest());
  await page.goto(url);
  return (await answered).status();
}

const form = (action: string, enctype: string, fields: string) =>
  `<!doctype html><form method="post" action="${action}" enctype="${enctype}">${fields}</form><script>document.forms[0].submit()</script>`;

test.beforeEach(async ({ page, request }) => {
  // Signed in as the persona, with unread notifications (the seed has 4).
  await open(page, { persona: PERSONA, variant: 'desktop' });
  expect(await unread(request)).toBeGreaterThan(0);
});

const SAME_SITE = [
  ['an urlencoded form', 'application/x-www-form-urlencoded', `<input name="query" value='${MUTATION}'>`],
  ['a multipart form', 'multipart/form-data', `<input name="query" value='${MUTATION}'>`],
  // JSON smuggled into a text/plain body: {"query":"…","x":"="}
  ['a text/plain form carrying JSON', 'text/plain', `<input name='{"query":${JSON.stringify(MUTATION).replace(/'/g, '&#39;')},"x":"' value='"}'>`],
] as const;

for (const [name, enctype, fields] of SAME_SITE) {
  test(`a page on this site posting ${name} to /graphql: 415, and nothing is marked read`, async ({ page, request, baseURL }) => {
    const before = await unread(request);
    const status = await submitFrom(page, `${baseURL}/a-page-with-a-form`, form('/graphql', enctype, fields), `${baseURL}/graphql`);
    expect(status).toBe(415);
    await expect(page.locator('body')).toContainText('application/json');
    expect(await unread(request)).toBe(before);
  });
}

for (const path of ['/graphql', '/analytics', '/dev/reset', '/dev/login']) {
  test(`a page on another site posting to ${path}: 403 for its Origin`, async ({ page, request, baseURL }) => {
    const before = await unread(request);
    const status = await submitFrom(page, 'http://another-site.test/', form(`${baseURL}${path}`, 'text/plain', '<input name="a" value="b">'), `${baseURL}${path}`);
    expect(status).toBe(403);
    await expect(page.locator('body')).toContainText('http://another-site.test');
    expect(await unread(request)).toBe(before);
  });
}
