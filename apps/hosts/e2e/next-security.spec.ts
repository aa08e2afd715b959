// The Next.js host fails closed as the web app does (issue 26): no sign-in from a link in production, no
// unbounded request bodies, the security headers on every answer, the API's language contract through
// the forward, pages no shared cache may keep, and signing out by POST only. Plain HTTP against `next
// start` where the answer is the point; Chromium where the browser's behaviour is.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { BODY_LIMITS } from '@masthead/graphql';
import { expect, test, type APIResponse } from './test.ts';
import { openHost, watchConsole } from './hosts.ts';

const PERSONA_COOKIE = 'masthead_persona';

/** Sends a request with a body by hand and resolves with the answer as soon as it comes, body sent or not. */
function rawPost(url: string, headers: Record<string, string>, write: (send: (chunk: Buffer) => boolean) => void): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers }, (res: IncomingMessage) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body });
        req.destroy();
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close the connection once it has answered, while we are still sending.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    write((chunk) => req.write(chunk));
  });
}

function expectSecurityHeaders(answer: APIResponse, what: string): void {
  const headers = answer.headers();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
}

test.describe('next host · security (issue 26)', () => {
  test('production: ?persona= signs nobody in, and /graphql answers as a visitor', async ({ request, nextProduction }) => {
    const page = await request.get(`${nextProduction}/?persona=teacher&variant=desktop`, { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    expect(page.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(`${PERSONA_COOKIE}=`))).toEqual([]);
    const html = await page.text();
    expect(html).not.toContain('>Account menu, ');
    expect(html).toContain('>Sign In<');
    const viewer = await request.post(`${nextProduction}/graphql`, { data: { query: '{ viewer { id } }' }, headers: { origin: nextProduction } });
    expect(await viewer.json()).toMatchObject({ data: { viewer: null } });
  });

  test('production: Sign In is a plain link, with no demo sign-in in the page', async ({ page, nextProduction }) => {
    await openHost(page, `${nextProduction}/?variant=desktop`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', /^\/signin/);
    await expect(page.locator('a[href*="persona="]')).toHaveCount(0);
  });

  test('development: the persona cookie is Secure when the request came over https', async ({ request }) => {
    const plain = await request.get('/?persona=free&variant=desktop', { maxRedirects: 0 });
    const overHttps = await request.get('/?persona=free&variant=desktop', { maxRedirects: 0, headers: { 'x-forwarded-proto': 'https' } });
    const cookieOf = (answer: APIResponse) => answer.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(`${PERSONA_COOKIE}=`))?.value ?? '';
    expect(cookieOf(plain)).toMatch(/HttpOnly/i);
    expect(cookieOf(plain)).not.toMatch(/;\s*Secure/i);
    expect(cookieOf(overHttps)).toMatch(/;\s*Secure/i);
  });

  test('a streamed body without a length is refused with 411, as the API refuses it', async ({ baseURL }) => {
    const answer = await rawPost(`${baseURL}/graphql`, { 'content-type': 'application/json', origin: baseURL! }, (send) => {
      for (let i = 0; i < 64; i++) send(Buffer.alloc(16 * 1024, 32));
    });
    expect(answer.status).toBe(411);
    expect(answer.body).toContain('Content-Length');
  });

  test('a body declared over the limit is refused before it is read (the rest is never sent)', async ({ baseURL }) => {
    for (const [path, limit] of Object.entries(BODY_LIMITS)) {
      const answer = await rawPost(`${baseURL}${path}`, { 'content-type': 'application/json', 'content-length': String(400 * 1024 * 1024), origin: baseURL! }, (send) => {
        send(Buffer.alloc(1024, 32));
      });
      expect(answer.status, path).toBe(413);
      expect(answer.body, path).toContain(`the limit is ${limit}`);
    }
  });

  test('every kind of answer carries the security headers', async ({ request }) => {
    const page = await request.get('/?persona=teacher&variant=desktop');
    expectSecurityHeaders(page, 'a page');
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeTruthy();
    expectSecurityHeaders(await request.get(script!), 'a static file');
    expectSecurityHeaders(await request.get('/_next/static/chunks/no-such-file.js'), 'a 404');
    expectSecurityHeaders(await request.post('/graphql', { data: { query: '{ __typename }' } }), '/graphql');
    expectSecurityHeaders(await request.get('/analytics'), '/analytics');
    expectSecurityHeaders(await request.get('/logout'), '/logout');
  });

  test('a path that only begins like a route handler, the icon or a built file is a page, with the page policy (issue 34, item 6)', async ({ request }) => {
    for (const path of ['/iconic', '/graphqlx', '/analytics-report', '/logoutx', '/logout/x', '/favicon.ico', '/_next/nothing', '/a%00b']) {
      const answer = await request.get(path);
      expectSecurityHeaders(answer, path);
      if ((answer.headers()['content-type'] ?? '').startsWith('text/html')) {
        expect(answer.headers()['content-security-policy'], path).toMatch(/script-src [^;]*'nonce-/);
      }
    }
    // The exclusions themselves still answer as route handlers and files, with the headers every answer has.
    expectSecurityHeaders(await request.get('/icon.svg'), '/icon.svg');
    expect((await request.get('/icon.svg')).headers()['content-type']).toContain('image/svg+xml');
  });

  test('a path whose percent-encoding is broken is a 400 that says so, with the security headers (issue 34, item 6)', async ({ request }) => {
    for (const path of ['/%E0%A4%A', '/search/%', '/%zz?query=x', '/graphql%']) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(400);
      expectSecurityHeaders(answer, path);
      expect(await answer.text(), path).toContain('This address is not valid: its path has a broken percent-encoding');
    }
  });

  test("a page's scripts run by a fresh nonce only, and a teacher's page with its drawer open breaks no rule", async ({ page, request }) => {
    const nonceOf = (answer: APIResponse) => /script-src [^;]*'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1];
    const first = await request.get('/?persona=teacher&variant=desktop');
    const second = await request.get('/?persona=teacher&variant=desktop');
    const policy = first.headers()['content-security-policy'] ?? '';
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(nonceOf(first)).toBeTruthy();
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    const scripts = (await first.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonceOf(first)}"`);

    const problems = watchConsole(page);
    await page.addInitScript(() => {
      (window as unknown as { __violations: string[] }).__violations = [];
      document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { __violations: string[] }).__violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await openHost(page, '/?persona=teacher&variant=desktop');
    await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).locator('.mh-ncard').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("the API's language contract goes through: German cards on a German page, public answers per language", async ({ page }) => {
    // The first page may be fetched ahead of the click, while the page is idle: listen from the start.
    const feed = page.waitForResponse((answer) => answer.url().includes('/graphql') && answer.request().method() === 'POST' && (answer.request().postData() ?? '').includes('GetNotifications'));
    await openHost(page, '/?persona=team-owner&variant=mobile&locale=de', 390);
    await page.getByRole('banner').getByRole('button', { name: /^Benachrichtigungen/ }).click();
    expect((await feed).headers()['content-language']).toBe('de');
    const drawer = page.getByRole('dialog', { name: 'Benachrichtigungen' });
    await expect(drawer.locator('.mh-ncard').first()).toBeVisible();
    await expect(drawer.getByText(/ansehen$/).first()).toBeVisible();
    await expect(drawer.getByText(/^View (Profile|Class|Project)$/)).toHaveCount(0);

    await openHost(page, '/?locale=de&variant=desktop');
    const suggestions = page.waitForResponse((answer) => answer.url().includes('/graphql?') && answer.request().method() === 'GET' && answer.url().includes('SearchSuggestions'));
    const box = page.getByRole('banner').locator('input[name="query"]');
    await box.click();
    await box.pressSequentially('wat', { delay: 40 });
    const answer = await suggestions;
    expect(answer.headers()['content-language']).toBe('de');
    expect(answer.headers()['vary']?.toLowerCase()).toContain('accept-language');
    expect(answer.headers()['cache-control']).toContain('public');
  });

  test('pages that carry the member are never kept by a shared cache', async ({ request }) => {
    for (const path of ['/?persona=teacher&variant=desktop', '/search?query=watercolor&persona=free', '/flows/individual?persona=free']) {
      const cacheControl = (await request.get(path)).headers()['cache-control'] ?? '';
      expect(cacheControl, path).toMatch(/private/);
      expect(cacheControl, path).toMatch(/no-store/);
    }
  });

  test('signing out takes a POST from this site: a GET or another site cannot do it', async ({ request, baseURL }) => {
    await request.get('/?persona=free&variant=desktop');
    const get = await request.get('/logout', { maxRedirects: 0 });
    expect(get.status()).toBe(405);
    expect(get.headers()['allow']).toBe('POST');
    expect(await get.text()).toContain('<form method="post" action="/logout">');
    const viewer = async () => (await (await request.post('/graphql', { data: { query: '{ viewer { id } }' }, headers: { origin: baseURL! } })).json()) as { data: { viewer: unknown } };
    expect((await viewer()).data.viewer).not.toBeNull();
    const foreign = await request.post('/logout', { maxRedirects: 0, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(foreign.status()).toBe(403);
    expect((await viewer()).data.viewer).not.toBeNull();
    const own = await request.post('/logout', { maxRedirects: 0, headers: { origin: baseURL!, 'sec-fetch-site': 'same-origin' } });
    expect(own.status()).toBe(303);
    expect(own.headers()['set-cookie']).toMatch(new RegExp(`^${PERSONA_COOKIE}=;.*Max-Age=0`));
    expect((await viewer()).data.viewer).toBeNull();
  });
});
