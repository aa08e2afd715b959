/**
 * Case- and accent-insensitive text shared by suggestions and search: fold() is what the search engine
 * cuts into words (search/words.ts; its matching and ranking are in search/engine.ts). Symbols the catalog
 * never contains (emoji, pictographs, stray punctuation) are ignored, see fold().
 */

// NFD does not decompose these letters into base + combining mark, so fold them by hand. In Arabic
// (issue 23) NFD already takes the hamza off alef, waw and yeh (أ إ آ → ا) and the marks (harakat, shadda)
// go with the other combining marks; alef maqsura and teh marbuta are written as yeh and heh by many
// (الموسيقى / الموسيقي, مائية / مائيه), so both fold to those, and the tatweel (a stretching stroke) goes.
const EXTRA_FOLDS: Readonly<Record<string, string>> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  þ: 'th',
  '\u0649': '\u064a',
  '\u0629': '\u0647',
  '\u0640': '',
};
const EXTRA_FOLD_RE = /[øłđßæœıþ\u0649\u0629\u0640]/g;
// Combining marks include the emoji variation selector (U+FE0F) and the keycap mark (U+20E3).
const COMBINING_MARKS_RE = /\p{M}+/gu;
// Invisible format characters: zero-width joiners inside emoji sequences, soft hyphens, bidi marks,
// flag tag characters. Removed outright so they never split or glue words.
const FORMAT_CHARS_RE = /\p{Cf}+/gu;
// Typographic apostrophes (what phones type) fold to the ASCII one the catalog uses.
const APOSTROPHES_RE = /[\u2018\u2019\u02bc\uff07]/g;
/**
 * Symbols and punctuation no catalog text contains: emoji and pictographs (skin tones and flags
 * included), #, !, quotes, ★, ™ and the like. Each becomes a space, so `🎨 paint` folds to `paint` and
 * a query of symbols only folds to the empty string. The punctuation the catalog's titles and names
 * do use (' : / & - .) is kept so it still matches literally (`children's`, `vue.js`, `ui/ux`).
 */
const UNMATCHABLE_RE = /(?![':/&.-])[\p{S}\p{P}\p{Extended_Pictographic}]/gu;
const WHITESPACE_RE = /\s+/g;

/**
 * Lower-cases, strips accents (NFD + drop combining marks), drops symbols the catalog never contains
 * (emoji, pictographs, stray punctuation) and collapses whitespace.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS_RE, '')
    .replace(FORMAT_CHARS_RE, '')
    .toLowerCase()
    .replace(EXTRA_FOLD_RE, (ch) => EXTRA_FOLDS[ch] ?? ch)
    .replace(APOSTROPHES_RE, "'")
    .replace(UNMATCHABLE_RE, ' ')
    .replace(WHITESPACE_RE, ' ')
    .trim();
}

/** Turns a title into a URL slug: folded, ASCII letters and digits joined by hyphens. */
export function slugify(text: string): string {
  return fold(text)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
