// Card view model: everything from server data passes the URL policy here (the card's link its link
// rules, the pictures its picture rules); the HTML message does not (it is handed on raw, to be
// sanitized by the one module allowed to render HTML).
import { safeLink, safeUrl, type LinkPolicy } from '../url/index.ts';
import { isItemRead, looksUnread as looksUnreadNow } from './notifications.model.ts';
import { comparableText, containsWords, htmlToText, isolatedRuns, type TextRun } from './notifications.text.ts';
import type { NotificationFeedId, NotificationImageSource, NotificationNode, NotificationPage, NotificationsContext } from './notifications.types.ts';
import { timeAgo, timeAgoLabel } from './time-ago.ts';

export interface NotificationCardActor {
  /** 'First Last', or the username when both are blank. */
  readonly name: string;
  /** Avatar through the URL policy; null when missing or refused (render initials or nothing). */
  readonly avatarUrl: string | null;
}

export interface NotificationCardImage {
  /** The best source through the URL policy. */
  readonly src: string;
  /** Intrinsic size of that source: set as width/height so the fixed box reserves its aspect ratio. */
  readonly width: number;
  readonly height: number;
}

export interface NotificationCardView {
  readonly id: string;
  readonly feed: NotificationFeedId;
  /** Zero-based position in its list. */
  readonly position: number;
  /** Read per the server, or per a mutation the server confirmed; never optimistic. */
  readonly isRead: boolean;
  /**
   * How the card looks: unread while it was unread when the drawer opened (until the drawer closes or
   * the card is clicked), even after the server confirmed it read. Screen readers hear it as unread.
   */
  readonly looksUnread: boolean;
  /**
   * The card's link through the URL policy's link rules (`safeLink`: our origin or a listed host);
   * null → render the card, but not as a link.
   */
  readonly href: string | null;
  readonly actors: readonly NotificationCardActor[];
  /** The preview line, or null when there is none or the message already says it (see `visiblePreview`). */
  readonly previewText: string | null;
  /** The preview line in runs, each piece of data the server isolated (FSI…PDI) its own run: render those as `<bdi>`. */
  readonly previewRuns: readonly TextRun[] | null;
  readonly buttonText: string | null;
  /** Null when there is no usable source, or after the thumbnail failed to load. */
  readonly image: NotificationCardImage | null;
  /**
   * The server's HTML, untouched. UNSAFE: render it only through header-react's sanitizing module
   * (DOMPurify); never injected as HTML anywhere else.
   */
  readonly rawMessageHtml: string;
  /** The message as plain text (tags dropped, entities decoded): what shows before the HTML can be sanitized. */
  readonly messageText: string;
  /** ISO instant, for `<time dateTime>`. */
  readonly createdAt: string;
  /** '5m', '3h', '2d', '4w'. */
  readonly timeAgo: string;
  /** '5 minutes ago', for `aria-label`/`title` of the `<time>`. */
  readonly timeAgoLabel: string;
  readonly props: { readonly id: string; readonly 'data-state': 'read' | 'unread' };
  /** Bind on the card link (or the card when it is not a link). Tracks once, marks read. */
  readonly onClick: () => void;
  /** Bind on the thumbnail's `error` event. */
  readonly onImageError: () => void;
}

export interface CardOptions {
  readonly now: number;
  /** The page's locale: the card's age is written in its language. */
  readonly locale: string;
  /** Where the card's link may point; its `origin` is also the one the pictures' relative URLs resolve against. */
  readonly links: LinkPolicy;
  /** Box width times pixel density the thumbnail should fill; the smallest source at least this wide wins. */
  readonly imageWidth: number;
  readonly domId: (feed: NotificationFeedId, position: number) => string;
  readonly onClick: (id: string) => void;
  readonly onImageError: (id: string) => void;
}

function safe(raw: unknown, origin: string | undefined): string | null {
  return origin === undefined ? safeUrl(raw) : safeUrl(raw, origin);
}

function isUsableSource(source: NotificationImageSource | null | undefined): source is NotificationImageSource {
  return (
    typeof source === 'object' &&
    source !== null &&
    Number.isFinite(source.width) &&
    Number.isFinite(source.height) &&
    source.width > 0 &&
    source.height > 0
  );
}

/** The smallest safe source at least `minWidth` wide, else the widest safe one; null when none is usable. */
export function pickImageSource(
  sources: readonly (NotificationImageSource | null | undefined)[] | null | undefined,
  minWidth: number,
  origin?: string,
): NotificationCardImage | null {
  const usable = (sources ?? [])
    .filter(isUsableSource)
    .map((source) => ({ src: safe(source.url, origin), width: source.width, height: source.height }))
    .filter((source): source is NotificationCardImage => source.src !== null)
    .sort((a, b) => a.width - b.width);
  return usable.find((source) => source.width >= minWidth) ?? usable[usable.length - 1] ?? null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The preview line worth showing under `messageHtml`: `preview` itself, or null when it is blank or adds
 * nothing, because the message's words already contain it (compared without case, spacing, markup,
 * typographic quotes, or quotes and an ellipsis at its ends: "…: “Great palette!”" covers "Great palette!").
 */
export function visiblePreview(messageHtml: string, preview: unknown): string | null {
  const shown = text(preview);
  if (shown === null) return null;
  const words = comparableText(shown);
  if (words === '') return null;
  return containsWords(comparableText(htmlToText(messageHtml)), words) ? null : shown;
}

/** What a card shows that depends on its notification alone (and the link policy and thumbnail width). */
type CardContent = Pick<NotificationCardView, 'href' | 'actors' | 'previewText' | 'previewRuns' | 'buttonText' | 'rawMessageHtml' | 'messageText' | 'createdAt'> & {
  readonly image: NotificationCardImage | null;
};

/**
 * Each notification's content, computed once: a long list is mapped to views on every change of the
 * drawer, and the URL policy, the markup-to-text pass and the preview rule are the costly part.
 * Notifications are immutable snapshots of the server's answer, so their identity is the key.
 */
const contents = new WeakMap<NotificationNode, { readonly links: string; readonly imageWidth: number; readonly content: CardContent }>();

function cardContent(item: NotificationNode, options: CardOptions): CardContent {
  const known = contents.get(item);
  if (known && known.links === options.links.key && known.imageWidth === options.imageWidth) return known.content;
  const actors = (item.actors ?? []).filter((actor) => typeof actor === 'object' && actor !== null);
  const rawMessageHtml = typeof item.message === 'string' ? item.message : '';
  const previewText = visiblePreview(rawMessageHtml, item.previewText);
  const content: CardContent = {
    href: safeLink(item.url, options.links),
    actors: actors.map((actor) => ({
      name: `${actor.firstName ?? ''} ${actor.lastName ?? ''}`.trim() || (actor.username ?? ''),
      avatarUrl: safe(actor.mediumPictureUrl, options.links.origin),
    })),
    previewText,
    previewRuns: previewText === null ? null : isolatedRuns(previewText),
    buttonText: text(item.buttonText),
    image: pickImageSource(item.image?.sources, options.imageWidth, options.links.origin),
    rawMessageHtml,
    messageText: htmlToText(rawMessageHtml),
    createdAt: item.createdAt,
  };
  contents.set(item, { links: options.links.key, imageWidth: options.imageWidth, content });
  return content;
}

export function toCardView(
  item: NotificationNode,
  feed: NotificationFeedId,
  position: number,
  context: NotificationsContext,
  options: CardOptions,
): NotificationCardView {
  const isRead = isItemRead(item, context);
  // The look: read as of this opening of the drawer (`shownReadBefore`), a clicked card at once.
  const looksUnread = looksUnreadNow(item, context);
  const content = cardContent(item, options);
  return {
    ...content,
    id: item.id,
    feed,
    position,
    isRead,
    looksUnread,
    image: context.hiddenImageIds.includes(item.id) ? null : content.image,
    timeAgo: timeAgo(item.createdAt, options.now, options.locale),
    timeAgoLabel: timeAgoLabel(item.createdAt, options.now, options.locale),
    props: { id: options.domId(feed, position), 'data-state': looksUnread ? 'unread' : 'read' },
    onClick: () => options.onClick(item.id),
    onImageError: () => options.onImageError(item.id),
  };
}

/**
 * The pictures the first `count` cards of a page show (up to two avatars each, the thumbnail), through
 * the URL policy, without repeats: what a renderer loads ahead so the cards open with them.
 */
export function cardPictures(page: NotificationPage, options: { readonly origin?: string | undefined; readonly imageWidth?: number; readonly count: number }): string[] {
  const edges = Array.isArray(page?.edges) ? page.edges.slice(0, options.count) : [];
  const urls = new Set<string>();
  for (const edge of edges) {
    const item = edge?.node;
    if (typeof item !== 'object' || item === null) continue;
    const actors = Array.isArray(item.actors) ? item.actors.slice(0, 2) : [];
    for (const actor of actors) {
      const url = typeof actor === 'object' && actor !== null ? safe(actor.mediumPictureUrl, options.origin) : null;
      if (url) urls.add(url);
    }
    const image = pickImageSource(item.image?.sources, options.imageWidth ?? 160, options.origin);
    if (image) urls.add(image.src);
  }
  return [...urls];
}
