/**
 * Cuts `text` to at most `max` code points (never half a surrogate pair), then drops any lone
 * surrogate that was already there, so the result is always safe to put into a URL.
 */
export function truncateCodePoints(text: string, max: number): string {
  let out = '';
  let count = 0;
  for (const ch of text) {
    if (count >= max) break;
    count += 1;
    const code = ch.codePointAt(0) ?? 0;
    // for..of yields a lone surrogate as its own one-unit string; it cannot be encoded in a URL.
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) continue;
    out += ch;
  }
  return out;
}

/**
 * Up to two initials of a name, for an avatar without a picture: the first character (a whole code
 * point, never half an emoji) of each of its first two words, uppercased; '' for a blank name.
 */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => String.fromCodePoint(word.codePointAt(0) ?? 32))
    .join('')
    .toUpperCase();
}
