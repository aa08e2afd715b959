/**
 * The HTML pieces of notification messages. Names and titles are HTML-escaped into the message because
 * the message is HTML; the url fields stay raw, like a real server relaying user content.
 */

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A person's name as the message shows it: bold. */
export const bold = (name: string): string => `<b>${escapeHtml(name)}</b>`;

/** A link whose words are HTML already (e.g. a sentence around an isolated title); the href is escaped. */
export const linkHtml = (url: string, html: string): string => `<a href="${escapeHtml(url)}">${html}</a>`;

/** A link; both the href and the text are escaped. */
export const link = (url: string, text: string): string => linkHtml(url, escapeHtml(text));

/**
 * Words from data inside a sentence of the language (a quoted comment, a title in a phrase) as a bidi
 * isolate: read in their own direction, punctuation at their own end, while the quotation marks and the
 * words around them stay in the sentence's (an English review quoted in Arabic, issue 25). `<bdi>` says
 * so itself: its direction is `auto` and its text does not count towards its parent's `dir="auto"`, in
 * any client, with no attribute from us; clients whose sanitizer drops it keep its words. A name in
 * <b> and a title that is a link's whole text need no more: the header's sanitizer isolates those.
 */
export const isolate = (text: string): string => `<bdi>${escapeHtml(text)}</bdi>`;

/**
 * The same for plain text (the previews): between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE, the
 * Unicode isolates for text without markup. A preview that is someone's words alone is not wrapped: the
 * client gives the whole preview its own direction.
 */
export const isolateText = (text: string): string => `\u2068${text}\u2069`;
