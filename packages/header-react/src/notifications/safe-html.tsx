// THE one module allowed to put server HTML into the DOM (design §4). Everything else renders text.
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { useMemo } from 'react';
import type { LinkPolicy } from '@masthead/header-core';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { whenIdle } from '../hooks/scheduling.ts';

/**
 * Inline formatting and links only: no media, forms, frames, SVG or MathML, no style or class. `bdi` is
 * how the API isolates words from data inside a sentence (a quoted comment, a title in a phrase): it
 * reads in its own direction, and a parent's `dir="auto"` skips it (issue 25).
 */
export const SAFE_HTML_TAGS = ['b', 'strong', 'i', 'em', 'a', 'br', 'p', 'span', 'bdi'] as const;
/** `href`, and only on `<a>` (a hook drops it elsewhere); every value then goes through the link policy. */
export const SAFE_HTML_ATTRIBUTES = ['href'] as const;
/** Set on every link that keeps its href: no opener, no referrer, no endorsement of user content. */
export const SAFE_LINK_REL = 'noopener noreferrer nofollow';

const CONFIG: Config = {
  ALLOWED_TAGS: [...SAFE_HTML_TAGS],
  ALLOWED_ATTR: [...SAFE_HTML_ATTRIBUTES],
  ALLOWED_NAMESPACES: ['http://www.w3.org/1999/xhtml'],
  ALLOW_ARIA_ATTR: false,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // DOMPurify's default minus every scheme but http(s); the link policy below is the real gate.
  ALLOWED_URI_REGEXP: /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

// Hooks belong to an instance; ours is private so a host's own DOMPurify setup is untouched.
let purifier: Purifier | null | undefined;
// The link policy of the call in progress (sanitize is synchronous, so a module slot is enough).
let callLinks: LinkPolicy | null = null;

function createPurifier(): Purifier | null {
  if (typeof window === 'undefined') return null;
  const instance = DOMPurify(window);
  if (!instance.isSupported) return null;
  // Read once: a config passed to each call is parsed again by each (a quarter of a short message's time).
  // As a DOM, so dead links can be unwrapped once every node has been sanitized (never mid-walk).
  instance.setConfig({ ...CONFIG, RETURN_DOM: true });
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'href' && node.nodeName !== 'A') data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    // The policy's own check (header-core's `safeLink`), so this chunk does not carry the rules twice.
    const safe = href === null || callLinks === null ? null : callLinks.href(href);
    if (safe === null) {
      // Refused by the URL policy (a script-capable scheme, or a host that is neither ours nor listed):
      // the words stay, the link goes (unwrapped after the walk, below).
      node.removeAttribute('href');
      node.removeAttribute('rel');
      return;
    }
    node.setAttribute('href', safe);
    node.setAttribute('rel', SAFE_LINK_REL);
  });
  return instance;
}

/**
 * Sanitizes notification HTML for the DOM, or returns null where there is no DOM (the server, a
 * worker): DOMPurify then returns its input untouched, so its output must never be used there.
 * @param links where links may point (`linkPolicy`; the cards' `NotificationsApi.links`).
 */
export function sanitizeNotificationHtml(html: string, links: LinkPolicy): string | null {
  if (purifier === undefined) purifier = createPurifier();
  if (purifier === null) return null;
  const key = `${links.key}\n${html}`;
  const known = sanitized.get(key);
  if (known !== undefined) return known;
  const clean = sanitizeNow(purifier, html, links);
  if (sanitized.size >= SANITIZED_CACHE_SIZE) sanitized.delete(sanitized.keys().next().value ?? '');
  sanitized.set(key, clean);
  return clean;
}

/** Messages sanitized so far (by link policy and HTML): the same input always gives the same output. */
const sanitized = new Map<string, string>();
const SANITIZED_CACHE_SIZE = 500;

/** A start tag and its attributes (a quoted value may hold `>`). */
const START_TAG = /<([a-z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
/** One attribute: its name and, if it has one, its value as written. */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;
const STYLE_ELEMENT = /<style\b[\s\S]*?(?:<\/style\s*>|$)/gi;

/**
 * The message without what the browser's parser would weigh against the page's CSP: every attribute
 * but an `<a>`'s href, and `<style>` elements. Chrome checks an event handler attribute or an inline
 * style when it parses one, in any document of the page (DOMParser's, a template's, the Sanitizer
 * API's alike), and reports a CSP violation for each, though nothing runs (issue 25). So the HTML
 * reaches a parser only after this pass. DOMPurify stays the gate: this pass only drops, and whatever a
 * malformed tag lets through it is DOMPurify's to remove, at the cost of a report at most.
 */
export function withoutInlineCode(html: string): string {
  return html.replace(STYLE_ELEMENT, '').replace(START_TAG, (_tag, name: string, attributes: string) => {
    let href = '';
    if (name.toLowerCase() === 'a') {
      for (const [, attribute, value] of attributes.matchAll(ATTRIBUTE)) {
        if (attribute?.toLowerCase() === 'href' && value !== undefined) {
          href = ` href=${value}`;
          break;
        }
      }
    }
    return `<${name}${href}>`;
  });
}

function sanitizeNow(purifier: Purifier, html: string, links: LinkPolicy): string {
  callLinks = links;
  try {
    // The instance's own config (createPurifier): returns a DOM.
    const body = purifier.sanitize(withoutInlineCode(html)) as unknown as Element | null;
    if (body === null) return '';
    unwrapDeadLinks(body);
    isolateWords(body);
    return body.innerHTML;
  } finally {
    callLinks = null;
  }
}

/**
 * An `<a>` left without an href (the URL policy refused it, or it never had one) is no link, yet a
 * host's `a { … }` rules would still paint it as one: it gives way to its words, so only real links
 * look like links.
 */
function unwrapDeadLinks(root: Element): void {
  for (const anchor of Array.from(root.querySelectorAll('a:not([href])'))) anchor.replaceWith(...Array.from(anchor.childNodes));
}

/**
 * The words a message takes from data (people's names in bold, class titles in links) read in their own
 * direction: an English title in an Arabic sentence, or an Arabic name in an English one, keeps its
 * punctuation at its own end (bidi isolation, issue 11). Set after sanitizing: our attribute, not the server's.
 * Other words from data (quotations) come as `<bdi>`, an isolate by itself (no attribute: `dir` is dropped).
 */
function isolateWords(root: Element): void {
  for (const element of Array.from(root.querySelectorAll('b, strong, a'))) element.setAttribute('dir', 'auto');
}

export interface SafeHtmlProps {
  /** Untrusted HTML from the server (a notification message). */
  html: string;
  /** The same message as plain text (`htmlToText`; the card view's `messageText`): shown where it cannot be sanitized. */
  text: string;
  /** Class of the wrapping `<div>`. */
  className?: string;
  /** DOM id of the wrapper (e.g. a card link's `aria-describedby` target). */
  id?: string;
  /** Where links inside may point (`NotificationsApi.links`; `linkPolicy` from header-core). */
  links: LinkPolicy;
}

/**
 * Renders untrusted HTML through DOMPurify with a narrow allowlist; links pass the URL policy (our
 * origin or a listed host, else they become their words) and get
 * `rel="noopener noreferrer nofollow"`. On the server and during hydration it renders the same plain
 * text (tags stripped) on both sides, so hydration matches; the sanitized HTML replaces it right after.
 * In practice the notification drawer is client-only, so users see the HTML at once.
 */
export function SafeHtml({ html, text, className, id, links }: SafeHtmlProps) {
  const hydrated = useHydrated();
  const clean = useMemo(() => (hydrated ? sanitizeNotificationHtml(html, links) : null), [hydrated, html, links]);
  const attributes = { ...(className ? { className } : {}), ...(id ? { id } : {}) };
  if (clean === null) return <div {...attributes}>{text}</div>;
  return <div {...attributes} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * Sanitizes messages ahead of their cards, a few at a time while the browser is idle (the drawer warmed
 * before the bell's click), so the cards render from the cache above.
 */
const IDLE = { timeout: 2000, fallbackMs: 16 };

export function sanitizeAhead(htmls: readonly string[], links: LinkPolicy): void {
  const queue = [...htmls];
  const step = (deadline?: IdleDeadline) => {
    let budget = 4;
    while (queue.length > 0 && (deadline ? deadline.timeRemaining() > 2 : budget-- > 0)) sanitizeNotificationHtml(queue.shift() ?? '', links);
    if (queue.length > 0) whenIdle(step, IDLE);
  };
  whenIdle(step, IDLE);
}
