// Hostile notification data through the real app in Chromium: GetNotifications is answered (via
// page.route) with hundreds of filter-evasion payloads as messages and as URLs (card link, avatar,
// thumbnail, links inside the message). Traps on alert/confirm/prompt/print/open, a setter flag, the
// console, dialogs, navigation and new pages must record nothing after every card and every link
// inside a message has been clicked. A control proves the traps fire on an unsanitized payload.
import { expect, test, type Page } from './test.ts';
import { nextFrames, notificationsBell, notificationsDrawer, open, operationName, scrollUntilCards } from './fixtures.ts';

// The page's CSP would block an inline handler that got through (a second line of defence); off here,
// so these tests prove the first line, the sanitizer and the URL policy, on their own.
test.use({ bypassCSP: true });

/** Ways a payload may try to run; each one trips a trap. */
const RUN = ['alert(1)', 'window.__pwned=1', "console.log('PWNED')", 'print()', 'confirm(1)', 'prompt(1)', "top['al'+'ert'](1)", 'self.__pwned=1'];
const run = (i: number) => RUN[i % RUN.length] as string;

/** Message payloads (server HTML), by family; `$` is replaced by a script that trips a trap. */
const MESSAGE_TEMPLATES: readonly string[] = [
  // <script> in its many spellings
  '<script>$</script>',
  '<SCRIPT>$</SCRIPT>',
  '<ScRiPt>$</sCrIpT>',
  '<script src="data:,$"></script>',
  '<script/src="data:text/javascript,$"></script>',
  '<script type="module">$</script>',
  '<scr<script>ipt>$</scr</script>ipt>',
  '<<script>$//<</script>',
  '"><script>$</script>',
  "'><script>$</script>",
  '</title><script>$</script>',
  '</textarea><script>$</script>',
  '</style><script>$</script>',
  '<script>/*</script>*/$</script>',
  '<script\n>$</script\n>',
  '<script\t>$</script>',
  // event handlers
  '<img src=x onerror="$">',
  '<img src=x onerror=$>',
  '<IMG SRC=x ONERROR="$">',
  '<img src=x onError="$">',
  '<img/src=x/onerror="$">',
  '<img\nsrc=x\nonerror="$">',
  '<img\tsrc=x\tonerror="$">',
  '<img src=x onerror\n="$">',
  '<img src=`x` onerror="$">',
  '<img src onerror="$">',
  '<img src="" onerror="$">',
  '<img """><script>$</script>">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<image src=x onerror="$">',
  '<svg onload="$">',
  '<svg/onload="$">',
  '<svg onload=$//',
  '<body onload="$">',
  '<body onpageshow="$">',
  '<iframe onload="$"></iframe>',
  '<video src=x onerror="$"></video>',
  '<video><source onerror="$"></video>',
  '<audio src=x onerror="$"></audio>',
  '<input autofocus onfocus="$">',
  '<input onblur="$" autofocus><input autofocus>',
  '<select autofocus onfocus="$"></select>',
  '<textarea autofocus onfocus="$"></textarea>',
  '<keygen autofocus onfocus="$">',
  '<button autofocus onfocus="$">x</button>',
  '<details open ontoggle="$"><summary>x</summary></details>',
  '<marquee onstart="$">x</marquee>',
  '<div onmouseover="$">hover me</div>',
  '<b onclick="$">click me</b>',
  '<span onpointerenter="$">point</span>',
  '<p onmouseenter="$">enter</p>',
  '<em onfocusin="$" tabindex=0>focus</em>',
  '<strong onanimationstart="$" style="animation:mh-pulse 1s">anim</strong>',
  '<a href="/ok" onclick="$">link</a>',
  '<a href="#" onmouseover="$">link</a>',
  '<i ontransitionend="$" style="transition:all 1ms">t</i>',
  '<object data=x onerror="$"></object>',
  '<embed src=x onerror="$">',
  '<link rel=stylesheet href=x onerror="$">',
  '<style onload="$"></style>',
  '<x-notice onclick="$">custom</x-notice>',
  '<custom-element autofocus tabindex=0 onfocus="$"></custom-element>',
  '<form><button formaction="javascript:$">go</button></form>',
  '<isindex type=image src=1 onerror="$">',
  '<input type=image src=x onerror="$">',
  '<table background="javascript:$"><tr><td>x</td></tr></table>',
  '<body background="javascript:$">',
  // javascript: in URL attributes, disguised
  '<a href="javascript:$">link</a>',
  '<a href="JAVASCRIPT:$">link</a>',
  '<a href=" javascript:$">link</a>',
  '<a href="\tjavascript:$">link</a>',
  '<a href="java\tscript:$">link</a>',
  '<a href="java\nscript:$">link</a>',
  '<a href="java\rscript:$">link</a>',
  '<a href="jav&#x09;ascript:$">link</a>',
  '<a href="jav&#x0A;ascript:$">link</a>',
  '<a href="jav&#x0D;ascript:$">link</a>',
  '<a href="jav&Tab;ascript:$">link</a>',
  '<a href="jav&NewLine;ascript:$">link</a>',
  '<a href="&#106;avascript:$">link</a>',
  '<a href="&#x6A;avascript:$">link</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058$">link</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A$">link</a>',
  '<a href="javascript&colon;$">link</a>',
  '<a href="javascript&#58;$">link</a>',
  '<a href="javascript&#x3a;$">link</a>',
  '<a href="&#x01;javascript:$">link</a>',
  '<a href="&#14;javascript:$">link</a>',
  '<a href="javascript://%0a$">link</a>',
  '<a href="javascript://comment%0A$">link</a>',
  '<a href=javascript:$>link</a>',
  "<a href='javascript:$'>link</a>",
  '<a href=`javascript:$`>link</a>',
  '<a href="vbscript:msgbox(1)">link</a>',
  '<a href="livescript:$">link</a>',
  '<a href="mocha:$">link</a>',
  '<a href="data:text/html,<script>$</script>">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>',
  '<a href="DATA:text/html,<svg onload=$>">link</a>',
  '<a href="//evil.example/phish">link</a>',
  '<a href="/\\evil.example">link</a>',
  '<a href="\\\\evil.example">link</a>',
  '<a href="/.//evil.example">link</a>',
  '<a href="https:evil.example">link</a>',
  '<a href="javascript:$" target="_blank">new tab</a>',
  '<a href="/ok" target="_blank" rel="opener">opener</a>',
  '<a ping="https://evil.example" href="/ok">ping</a>',
  '<iframe src="javascript:$"></iframe>',
  '<frameset><frame src="javascript:$"></frameset>',
  '<object data="javascript:$"></object>',
  '<object type="text/html" data="data:text/html,<script>$</script>"></object>',
  '<embed src="javascript:$">',
  '<embed src="data:text/html,<script>$</script>">',
  '<form action="javascript:$"><input type=submit value=go></form>',
  '<form action="javascript:$"><button>go</button></form>',
  '<form><input formaction="javascript:$" type=submit value=go></form>',
  '<img src="javascript:$">',
  '<img lowsrc="javascript:$" dynsrc="javascript:$">',
  '<bgsound src="javascript:$">',
  '<meta http-equiv="refresh" content="0;url=javascript:$">',
  '<meta http-equiv="refresh" content="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<base href="javascript:$//"><a href="x">relative</a>',
  '<base href="//evil.example/"><a href="x">relative</a>',
  // SVG
  '<svg><script>$</script></svg>',
  '<svg><script href="data:,$"></script></svg>',
  '<svg><animate onbegin="$" attributeName=x dur=1s></svg>',
  '<svg><set attributeName=href to="javascript:$"></set><a><text y=20>x</text></a></svg>',
  '<svg><a xlink:href="javascript:$"><text x=20 y=20>click</text></a></svg>',
  '<svg><a href="javascript:$"><rect width=50 height=50></rect></a></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x onload=$ xmlns=%22http://www.w3.org/2000/svg%22/>#x"></use></svg>',
  '<svg><foreignObject><iframe srcdoc="<script>$</script>"></iframe></foreignObject></svg>',
  '<svg><style><img src=x onerror="$"></style></svg>',
  '<svg><title><img src=x onerror="$"></title></svg>',
  '<svg></p><style><a id="</style><img src=1 onerror=$>">',
  '<svg><p><style><img src=x onerror="$"></style></p></svg>',
  '<svg><image href="javascript:$"></image></svg>',
  '<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">$</handler></svg>',
  // MathML
  '<math><mtext><table><mglyph><style><img src=x onerror="$"></style></mglyph></table></mtext></math>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=$&gt;"></mglyph></table></mtext></math>',
  '<math><maction actiontype="statusline" xlink:href="javascript:$">click</maction></math>',
  '<math href="javascript:$">click</math>',
  '<math><mi xlink:href="data:x,<script>$</script>">x</mi></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror="$">',
  '<math><annotation-xml encoding="text/html"><img src=x onerror="$"></annotation-xml></math>',
  // mutation XSS and parser differentials
  '<noscript><p title="</noscript><img src=x onerror=$>">',
  '<noembed><img title="</noembed><img src=x onerror=$>"></noembed>',
  '<noframes><img title="</noframes><img src=x onerror=$>"></noframes>',
  '<iframe><img title="</iframe><img src=x onerror=$>"></iframe>',
  '<textarea><img title="</textarea><img src=x onerror=$>"></textarea>',
  '<title><img title="</title><img src=x onerror=$>"></title>',
  '<xmp><img title="</xmp><img src=x onerror=$>"></xmp>',
  '<template><img src=x onerror="$"></template>',
  '<template><script>$</script></template>',
  '<select><style></select><img src=x onerror="$">',
  '<a href="/ok" title="</a><img src=x onerror=$>">t</a>',
  '<!--><img src=x onerror="$">-->',
  '<!-- --!><img src=x onerror="$">-->',
  '<![CDATA[><img src=x onerror="$">]]>',
  '<?xml ><img src=x onerror="$">?>',
  '</p><img src=x onerror="$">',
  '<p>unclosed <b>bold <img src=x onerror="$">',
  '<table><td><img src=x onerror="$"></td></table>',
  '<div id="x"><style>#x{background:url(javascript:$)}</style></div>',
  '<a><table><a href="javascript:$">nested</a></table></a>',
  // srcdoc, frames, objects
  '<iframe srcdoc="<script>$</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=x onerror=$&gt;"></iframe>',
  '<iframe src="data:text/html,<script>$</script>"></iframe>',
  '<iframe sandbox="allow-scripts" srcdoc="<script>parent.$</script>"></iframe>',
  '<portal src="javascript:$"></portal>',
  '<applet code="x" codebase="javascript:$"></applet>',
  // CSS
  '<div style="background:url(javascript:$)">css</div>',
  '<div style="width:expression($)">css</div>',
  '<style>@import "javascript:$";</style>',
  '<style>*{background:url("javascript:$")}</style>',
  '<link rel="stylesheet" href="javascript:$">',
  '<span style="behavior:url(x.htc)">css</span>',
  // DOM clobbering and ids
  '<a id="__pwned" name="__pwned" href="/ok">clobber</a>',
  '<form name="getElementById"></form><img name="body">',
  '<img name="cookie" id="defaultView">',
  '<a id="location" href="javascript:$">clobber</a>',
  '<input name="attributes"><input name="nodeName">',
  // text that only looks like markup must stay text
  '&lt;script&gt;$&lt;/script&gt;',
  '%3Cscript%3E$%3C/script%3E',
  '\\u003cscript\\u003e$\\u003c/script\\u003e',
  '+ADw-script+AD4-$+ADw-/script+AD4-',
  '<b>Mallory</b> said: &lt;img src=x onerror=$&gt;',
  // the seed's own hostile shapes
  '<b>Mallory Quinn</b> commented: <script>alert(document.cookie)</script>Great palette!',
  '<b>Mallory Quinn</b> shared a sketch <img src=x onerror=alert(1)>',
  'You won a free year! <a href="javascript:alert(1)">Claim your reward</a>',
  '<b>Mallory</b> invited you to <a href="//evil.example/phish" onclick="steal()">a collab</a><span style="background:url(javascript:alert(1))">now</span><iframe src="https://evil.example"></iframe>',
];

/** URL payloads: each is the card's url, the actor's avatar, the thumbnail and a link in the message. */
const URL_VECTORS: readonly string[] = [
  'javascript:$',
  'JAVASCRIPT:$',
  'JaVaScRiPt:$',
  ' javascript:$',
  '\tjavascript:$',
  '\njavascript:$',
  'java\tscript:$',
  'java\nscript:$',
  'java\rscript:$',
  '\u0000javascript:$',
  '\u0001javascript:$',
  '\u001fjavascript:$',
  'javascript\u0000:$',
  'javascript:$\u0000',
  '\u00a0javascript:$',
  '\u2028javascript:$',
  '\ufeffjavascript:$',
  'jav&#x09;ascript:$',
  '&#106;avascript:$',
  'javascript&colon;$',
  'javascript://%0a$',
  'javascript:/*--></title></style></textarea></script><svg/onload=$>*/',
  'data:text/html,<script>$</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="$"/>',
  'DATA:text/html,<img src=x onerror=$>',
  ' data:text/html,<script>$</script>',
  'vbscript:msgbox(1)',
  'VBSCRIPT:msgbox(1)',
  'livescript:$',
  'file:///etc/passwd',
  'blob:https://evil.example/1',
  'filesystem:https://evil.example/temporary/x',
  'intent://evil.example#Intent;scheme=javascript;end',
  'chrome://settings',
  'about:blank',
  'view-source:https://evil.example',
  'ws://evil.example',
  'mailto:victim@example.com',
  'tel:+15551234',
  '//evil.example/phish',
  '///evil.example/phish',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example\\x',
  ' //evil.example',
  '\t//evil.example',
  '/\t/evil.example',
  '/.//evil.example',
  '/a/..//evil.example',
  'https:\\\\evil.example',
  'https:evil.example',
  'http://evil.example/"><script>$</script>',
  '/ok"><img src=x onerror=$>',
  "/ok' onmouseover='$",
  '/search?q=<script>$</script>',
  '',
  '   ',
  `/${'x'.repeat(3000)}`,
];

interface Vector {
  readonly kind: 'message' | 'url';
  readonly payload: string;
}

const VECTORS: readonly Vector[] = [
  ...MESSAGE_TEMPLATES.map((template, i) => ({ kind: 'message' as const, payload: template.replaceAll('$', run(i)) })),
  ...URL_VECTORS.map((template, i) => ({ kind: 'url' as const, payload: template.replaceAll('$', run(i)) })),
];

function notificationFor(vector: Vector, index: number) {
  const url = vector.kind === 'url' ? vector.payload : index % 2 === 0 ? `/classes/xss-${index}` : null;
  const picture = vector.kind === 'url' ? vector.payload : '/img/avatars/2.svg';
  return {
    __typename: 'Notification',
    id: `xss-${index}`,
    isRead: false,
    url,
    actors: [{ __typename: 'NotificationActor', firstName: `Vector ${index}`, lastName: '"><img src=x onerror=alert(1)>', mediumPictureUrl: picture, vanityUsername: '../../settings', username: 'x' }],
    previewText: `<b>preview ${index}</b><script>alert(1)</script>`,
    buttonText: `Open ${index}`,
    image: { __typename: 'NotificationImage', sources: [{ __typename: 'ImageSource', url: picture, width: 160, height: 90 }] },
    message: vector.kind === 'url' ? `Vector ${index}: <a href="${vector.payload}">message link</a>` : `Vector ${index}: ${vector.payload}`,
    createdAt: new Date(Date.UTC(2026, 10, 20, 12) - index * 60_000).toISOString(),
  };
}

/** Traps in every frame, before any page script: each records into window.__hits. */
function installTraps() {
  const w = window as unknown as Record<string, unknown> & { __hits: string[] };
  w.__hits = [];
  const trap = (name: string) =>
    function trapped(...args: unknown[]) {
      w.__hits.push(`${name}:${String(args[0])}`);
      return null;
    };
  for (const name of ['alert', 'confirm', 'prompt', 'print', 'open']) {
    Object.defineProperty(window, name, { value: trap(name), writable: false, configurable: false });
  }
  Object.defineProperty(window, '__pwned', {
    configurable: false,
    get: () => undefined,
    set: (value: unknown) => void w.__hits.push(`__pwned:${String(value)}`),
  });
  // Same-origin and http(s) links the policy let through are not followed (their targets are not
  // under test); anything else is left to navigate, so a javascript: URL would run and trip a trap.
  // Cancelled in the capture phase, before the header sees the click: the drawer knows no navigation
  // follows and stays open for the next card (a followed link closes it).
  window.addEventListener('click', (event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    if (anchor.protocol === 'http:' || anchor.protocol === 'https:') {
      (window as unknown as { __followed?: string[] }).__followed ??= [];
      (window as unknown as { __followed: string[] }).__followed.push(anchor.getAttribute('href') ?? '');
      event.preventDefault();
    }
  }, true);
}

interface Watch {
  dialogs: string[];
  console: string[];
  navigations: string[];
  popups: string[];
  errors: string[];
}

async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { dialogs: [], console: [], navigations: [], popups: [], errors: [] };
  await page.addInitScript(installTraps);
  page.on('dialog', async (dialog) => {
    seen.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/PWNED/.test(message.text())) seen.console.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.context().on('page', (popup) => seen.popups.push(popup.url()));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.navigations.push(frame.url());
    else seen.navigations.push(`frame: ${frame.url()}`);
  });
  return seen;
}

async function hits(page: Page): Promise<string[]> {
  const all: string[] = [];
  for (const frame of page.frames()) {
    all.push(...(await frame.evaluate(() => (window as unknown as { __hits?: string[] }).__hits ?? []).catch(() => [])));
  }
  return all;
}

test('at least 200 hostile messages and URLs render through the real cards and never execute', async ({ page }) => {
  test.setTimeout(300_000);
  expect(VECTORS.length).toBeGreaterThanOrEqual(200);
  const seen = await watch(page);
  const marked: string[] = [];
  await page.route('**/graphql', async (route) => {
    const name = operationName(route.request().postData());
    if (name === 'GetNotifications') {
      // The real answer (so the viewer stays the same entity in Apollo's cache) with our list in it.
      const response = await route.fetch();
      const body = (await response.json()) as { data: { viewer: { notifications: Record<string, unknown> } } };
      body.data.viewer.notifications = {
        __typename: 'NotificationConnection',
        count: VECTORS.length,
        edges: VECTORS.map((vector, i) => ({ __typename: 'NotificationEdge', cursor: String(i), node: notificationFor(vector, i) })),
        pageInfo: { __typename: 'PageInfo', startCursor: '0', endCursor: String(VECTORS.length - 1), hasNextPage: false, hasPreviousPage: false },
      };
      await route.fulfill({ response, json: body });
      return;
    }
    if (name === 'MarkNotificationsAsRead') {
      await route.fulfill({ json: { data: { markNotificationsAsRead: { __typename: 'MarkNotificationsAsReadPayload', notificationIds: [], unreadCount: 0 } } } });
      return;
    }
    if (name === 'MarkNotification') {
      const id = (JSON.parse(route.request().postData() ?? '{}') as { variables: { input: { id: string } } }).variables.input.id;
      marked.push(id);
      await route.fulfill({ json: { data: { markNotification: { __typename: 'Notification', id, isRead: true } } } });
      return;
    }
    await route.fallback();
  });

  // 'expired' has nothing unread, so no mark-all-read: every card stays unread until its own click.
  await open(page, { persona: 'expired', variant: 'desktop' });
  const startUrl = page.url();
  seen.navigations.length = 0;
  await notificationsBell(page).click();
  const drawer = notificationsDrawer(page);
  const cards = drawer.locator('.mh-ncard');
  // One answer with every vector; the list draws them a page at a time as it is scrolled.
  await scrollUntilCards(drawer.locator('[data-scroll-root]').first(), VECTORS.length, 120_000);

  // Nothing script-capable survived anywhere in the drawer, and every link passes the URL policy.
  expect(await drawer.locator('script, iframe, frame, object, embed, form, base, meta, link, style, math, template, portal, img[src^="javascript" i], [onerror], [onload], [onclick], [onfocus], [onmouseover], [srcdoc], [formaction]').count()).toBe(0);
  expect(await drawer.locator('.mh-ncard__message svg, .mh-ncard__message img, .mh-ncard__message [style]').count()).toBe(0);
  const hrefs = await drawer.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => !/^(\/(?![/\\])|https?:\/\/)/i.test(href))).toEqual([]);
  const images = await drawer.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
  expect(images.filter((src) => !/^(\/(?![/\\])|https?:\/\/)/i.test(src))).toEqual([]);

  // Click every card (its action link, or the card itself when it is not a link) and every message link.
  let clicked = 0;
  for (let i = 0; i < VECTORS.length; i += 1) {
    const card = cards.nth(i);
    const action = card.locator('a.mh-ncard__action');
    await ((await action.count()) ? action.click() : card.locator('.mh-ncard__message').click({ position: { x: 2, y: 2 } }));
    clicked += 1;
    const inner = card.locator('.mh-ncard__message a');
    for (let j = 0, n = await inner.count(); j < n; j += 1) {
      const link = inner.nth(j);
      const box = await link.boundingBox();
      // An empty <a> has no box to click: a dispatched click still runs its activation behaviour.
      await (box && box.width > 0 && box.height > 0 ? link.click({ force: true }) : link.dispatchEvent('click'));
      clicked += 1;
    }
  }
  // Whatever a click could set off (a handler, a navigation, a dialog) starts within its task: two frames later it would show.
  await nextFrames(page);

  expect(await hits(page)).toEqual([]);
  expect(seen.dialogs).toEqual([]);
  expect(seen.console).toEqual([]);
  expect(seen.popups).toEqual([]);
  expect(seen.navigations).toEqual([]);
  expect(seen.errors).toEqual([]);
  expect(page.url()).toBe(startUrl);
  expect(clicked).toBeGreaterThanOrEqual(VECTORS.length);
  // The clicks reached the machine: each unread card was marked once.
  expect(new Set(marked).size).toBe(marked.length);
  expect(marked.length).toBe(VECTORS.length);
  const followed = await page.evaluate(() => (window as unknown as { __followed?: string[] }).__followed ?? []);
  expect(followed.filter((href) => !/^(\/(?![/\\])|https?:\/\/)/i.test(href))).toEqual([]);
  const summary = `${VECTORS.length} vectors (${MESSAGE_TEMPLATES.length} messages, ${URL_VECTORS.length} URLs), ${clicked} clicks, ${followed.length} safe links followed-and-stopped, 0 executions`;
  test.info().annotations.push({ type: 'xss', description: summary });
  console.log(`[xss] ${summary}`);
});

test('control: the same traps fire on payloads that were NOT sanitized', async ({ page }) => {
  const seen = await watch(page);
  await open(page, { persona: 'guest', variant: 'desktop' });
  await page.evaluate(() => {
    const scratch = document.createElement('div');
    scratch.id = 'scratch';
    // Deliberately unsanitized: this is what the sanitizer exists to prevent.
    scratch.innerHTML = '<img src=x onerror="window.__pwned=1"><a id="js" href="javascript:alert(1)">js</a>';
    document.body.append(scratch);
  });
  await page.click('#js');
  await expect.poll(() => hits(page)).toEqual(expect.arrayContaining(['__pwned:1', 'alert:1']));
  await page.evaluate(() => {
    const scratch = document.getElementById('scratch');
    // An interval that never ends: a renderer that first samples the new <svg> late (a loaded machine)
    // still finds the animation active and fires its begin, where a 1 s interval could be over by then.
    if (scratch) scratch.innerHTML = `<svg><animate onbegin="console.log('PWNED')" attributeName=x dur=1s repeatCount=indefinite></svg>`;
  });
  await expect.poll(() => seen.console.length).toBeGreaterThan(0);
});
