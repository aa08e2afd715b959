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

/** A link; both the href and the text are escaped. */
export const link = (url: string, text: string): string => `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>`;
