/**
 * Case- and accent-insensitive matching shared by suggestions and search. Symbols the catalog
 * never contains (emoji, pictographs, stray punctuation) are ignored, see fold().
 *
 * Ranking rule (documented contract for every *Suggestions field):
 *   tier 0: the text starts with the query            ("Water" → "Watercolor Basics")
 *   tier 1: a later word of the text starts with it    ("theory" → "Modern Color Theory")
 *   tier 2: the query occurs anywhere else             ("color" → "Watercolor Basics")
 * Lower tiers rank first; ties are broken by the caller (popularity, then id).
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

/** 0 = prefix, 1 = word prefix, 2 = substring. */
export type MatchTier = 0 | 1 | 2;

const WORD_CHAR_RE = /[\p{L}\p{N}]/u;

/**
 * The best tier at which `needle` occurs in `haystack` (both already folded), or null for no match.
 * An empty needle matches nothing: suggestions need something typed.
 */
export function matchTier(haystack: string, needle: string): MatchTier | null {
  if (needle.length === 0) return null;
  let best: MatchTier | null = null;
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(needle, from);
    if (at < 0) return best;
    if (at === 0) return 0;
    const before = haystack[at - 1] ?? '';
    const tier: MatchTier = WORD_CHAR_RE.test(before) ? 2 : 1;
    if (tier === 1) return 1;
    best = 2;
    from = at + 1;
  }
}

/** Splits a folded query into the words a full-text search must all find. */
export function queryTokens(foldedQuery: string): string[] {
  return foldedQuery.split(' ').filter((t) => t.length > 0);
}

/** Turns a title into a URL slug: folded, ASCII letters and digits joined by hyphens. */
export function slugify(text: string): string {
  return fold(text)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
