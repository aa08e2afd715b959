// The URL policy (design §4) at every place a data URL reaches the DOM from a notification: the
// card's link, the actors' avatars, the thumbnail (all through connectNotifications), and the links
// inside the message (through the sanitizer's hook). One table, four sinks: the pictures take the
// picture rules (`safeUrl`), the two links the link rules (`safeLink`: our origin or a listed host;
// here the CDN is listed, so the two agree but for the rows that say otherwise).
import { createActor, fromPromise, waitFor } from 'xstate';
import { linkPolicy, safeLink, safeUrl } from '@masthead/header-core';
import {
  connectNotifications,
  notificationsMachine,
  type MarkOneInput,
  type MarkOneResult,
  type NotificationCardView,
  type NotificationNode,
  type NotificationPage,
} from '@masthead/header-core/machines';
import { sanitizeNotificationHtml } from '../src/notifications/safe-html.tsx';

const ORIGIN = 'https://masthead.example';
const EVIL_SAME_ORIGIN = `${ORIGIN}/evil.example`;
const LINK_HOSTS = ['cdn.example'];
const LINKS = linkPolicy(ORIGIN, LINK_HOSTS);

/**
 * [what it is, the raw value, what must reach the DOM (null: nothing, the item is just not a link),
 * and for a link when it differs (a host that is not listed)].
 */
const CASES: readonly (readonly [string, string, string | null, (string | null)?])[] = [
  // Allowed: our own paths, and http(s) anywhere.
  ['root-relative path', '/classes/a/1', '/classes/a/1'],
  ['path with query and fragment', '/classes/a?x=1#top', '/classes/a?x=1#top'],
  ['bare relative path', 'classes/a', '/classes/a'],
  ['dot-relative path', './classes/a', '/classes/a'],
  ['dot-dot cannot climb out of the origin', '../../../etc/passwd', '/etc/passwd'],
  ['query only', '?x=1', '/?x=1'],
  ['fragment only', '#frag', '/#frag'],
  ['markup in a query is encoded', '/search?query=<script>', '/search?query=%3Cscript%3E'],
  ['padded with spaces', '  /padded  ', '/padded'],
  ['https CDN', 'https://cdn.example/a.png', 'https://cdn.example/a.png'],
  ['http CDN', 'http://cdn.example/a.png', 'http://cdn.example/a.png'],
  ['upper-case scheme and host', 'HTTPS://CDN.EXAMPLE/A', 'https://cdn.example/A'],
  ['our own absolute URL', `${ORIGIN}/teach`, `${ORIGIN}/teach`],
  ['space in an absolute URL', 'https://cdn.example/a b', 'https://cdn.example/a%20b'],
  ['backslashes after an http(s) scheme normalise', 'https:\\\\cdn.example\\a', 'https://cdn.example/a'],
  ['scheme-relative own scheme stays on our origin', 'https:evil.example', EVIL_SAME_ORIGIN],
  ['tab inside a path is dropped by the parser', '/cla\tsses', '/classes'],
  // Pictures from any http(s) host; links only to our origin or a listed host (issue 10).
  ['a picture host that is not listed', 'https://images.example/a.png', 'https://images.example/a.png', null],
  ['a foreign host', 'https://evil.example/', 'https://evil.example/', null],
  ['a look-alike of a listed host', 'https://cdn.example.evil.example/a', 'https://cdn.example.evil.example/a', null],
  ['a listed host behind a user name', 'https://evil.example@cdn.example/a', 'https://evil.example@cdn.example/a', null],
  // Refused: script-capable and other schemes, in every disguise.
  ['javascript:', 'javascript:alert(1)', null],
  ['JAVASCRIPT:', 'JAVASCRIPT:alert(1)', null],
  ['mixed case', 'JaVaScRiPt:alert(1)', null],
  ['leading space', ' javascript:alert(1)', null],
  ['leading tab and newline', '\t\njavascript:alert(1)', null],
  ['tab inside the scheme', 'java\tscript:alert(1)', null],
  ['newline inside the scheme', 'java\nscript:alert(1)', null],
  ['carriage return inside the scheme', 'java\rscript:alert(1)', null],
  ['leading NUL', '\u0000javascript:alert(1)', null],
  ['leading SOH', '\u0001javascript:alert(1)', null],
  ['leading US (0x1f)', '\u001fjavascript:alert(1)', null],
  ['trailing controls', 'javascript:alert(1)\u0000\u0008', null],
  ['javascript: with a comment and newline', 'javascript://%0aalert(1)', null],
  ['data: HTML', 'data:text/html,<script>alert(1)</script>', null],
  ['data: base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', null],
  ['DATA: SVG', 'DATA:image/svg+xml,<svg onload=alert(1)>', null],
  ['vbscript:', 'vbscript:msgbox(1)', null],
  ['file:', 'file:///etc/passwd', null],
  ['ftp:', 'ftp://example.com/x', null],
  ['blob:', `blob:${ORIGIN}/0b3e`, null],
  ['filesystem:', `filesystem:${ORIGIN}/temporary/x`, null],
  ['mailto:', 'mailto:a@example.com', null],
  ['tel:', 'tel:+15551234', null],
  ['intent:', 'intent://evil#Intent;end', null],
  ['chrome:', 'chrome://settings', null],
  ['about:', 'about:blank', null],
  ['ws:', 'ws://evil.example', null],
  // Refused: relative-looking forms that leave the origin.
  ['protocol-relative', '//evil.example/x', null],
  ['triple slash', '///evil.example/x', null],
  ['slash backslash', '/\\evil.example/x', null],
  ['backslash slash', '\\/evil.example', null],
  ['double backslash', '\\\\evil.example\\x', null],
  ['protocol-relative after a space', ' //evil.example', null],
  ['protocol-relative after a tab', '\t//evil.example', null],
  ['protocol-relative with a tab between slashes', '/\t/evil.example', null],
  ['dot segment that leaves a double slash', '/.//evil.example', null],
  ['dot-dot segment that leaves a double slash', '/a/..//evil.example', null],
  ['dot segment then backslash', '/./\\evil.example', null],
  // Refused: nothing or too much.
  ['empty', '', null],
  ['spaces only', '   ', null],
  ['over 2048 characters', `/${'x'.repeat(3000)}`, null],
];

/** Values that pass the policy: nothing, a root-relative path on our origin, or absolute http(s). */
function isHarmless(href: string | null): boolean {
  if (href === null) return true;
  if (/[\u0000-\u001f\u007f]/.test(href)) return false;
  if (href.startsWith('/')) return !/^[/\\]{2}|^\/\\/.test(href);
  try {
    return ['http:', 'https:'].includes(new URL(href).protocol);
  } catch {
    return false;
  }
}

function node(index: number, raw: string): NotificationNode {
  return {
    id: `n${index}`,
    isRead: false,
    url: raw,
    actors: [{ firstName: 'A', lastName: 'B', mediumPictureUrl: raw, vanityUsername: null, username: 'ab' }],
    previewText: 'p',
    buttonText: 'Open',
    image: { sources: [{ url: raw, width: 160, height: 90 }] },
    message: 'm',
    createdAt: new Date(Date.UTC(2026, 0, 1) - index * 1000).toISOString(),
  };
}

async function cardsFor(raws: readonly string[]): Promise<NotificationCardView[]> {
  const page: NotificationPage = { edges: raws.map((raw, i) => ({ cursor: String(i), node: node(i, raw) })), pageInfo: { endCursor: null, hasNextPage: false } };
  const logic = notificationsMachine.provide({
    actors: {
      fetchPage: fromPromise(async () => page),
      markAllRead: fromPromise(async () => ({})),
      markOne: fromPromise(async ({ input }: { input: MarkOneInput }): Promise<MarkOneResult> => ({ id: input.id, isRead: true })),
    },
  });
  const actor = createActor(logic, { input: { unreadCount: 0 } }).start();
  actor.send({ type: 'bell.click' });
  const snapshot = await waitFor(actor, (s) => s.matches({ own: 'loaded' }));
  const items = connectNotifications(snapshot, actor.send, { origin: ORIGIN, linkHosts: LINK_HOSTS }).feeds[0]?.items ?? [];
  actor.stop();
  return [...items];
}

function attribute(raw: string): string {
  return raw.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function messageHref(raw: string): string | null {
  const host = document.createElement('div');
  host.innerHTML = sanitizeNotificationHtml(`<a href="${attribute(raw)}">x</a>`, LINKS) ?? '';
  return host.querySelector('a')?.getAttribute('href') ?? null;
}

describe('URL policy: every sink of notification data', () => {
  it(`has at least 40 cases (${CASES.length})`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  let cards: NotificationCardView[] = [];
  beforeAll(async () => {
    cards = await cardsFor(CASES.map(([, raw]) => raw));
  });

  it.each(CASES.map(([what, raw, picture, link], index) => [what, raw, picture, link === undefined ? picture : link, index] as const))(
    '%s: %j → %j (as a link: %j)',
    (_what, raw, picture, link, index) => {
      expect(safeUrl(raw, ORIGIN)).toBe(picture);
      expect(safeLink(raw, LINKS)).toBe(link);
      const card = cards[index];
      expect(card?.href).toBe(link);
      expect(card?.actors[0]?.avatarUrl).toBe(picture);
      expect(card?.image?.src ?? null).toBe(picture);
      // The HTML parser rewrites NUL and CR in attributes before our hook sees them; the rest is exact.
      const href = messageHref(raw);
      if (/[\u0000\r]/.test(raw)) expect(isHarmless(href)).toBe(true);
      else expect(href).toBe(link);
    },
  );

  // Inside HTML, entity encodings are decoded by the parser before the policy runs.
  it.each([
    'jav&#x09;ascript:alert(1)',
    'jav&#9;ascript:alert(1)',
    'java&#x0A;script:alert(1)',
    'java&NewLine;script:alert(1)',
    'java&Tab;script:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
    'javascript&colon;alert(1)',
    '&#x20;javascript:alert(1)',
    '&#x01;javascript:alert(1)',
    'data&colon;text/html,x',
    '&sol;&sol;evil.example',
    '/&bsol;evil.example',
  ])('an entity-encoded message link %j is not a link', (encoded) => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeNotificationHtml(`<a href="${encoded}">x</a>`, LINKS) ?? '';
    const href = host.querySelector('a')?.getAttribute('href') ?? null;
    expect(href).toBeNull();
  });
});
