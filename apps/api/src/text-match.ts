/**
 * Case- and accent-insensitive matching shared by suggestions and search.
 *
 * Ranking rule (documented contract for every *Suggestions field):
 *   tier 0: the text starts with the query            ("Water" → "Watercolor Basics")
 *   tier 1: a later word of the text starts with it    ("theory" → "Modern Color Theory")
 *   tier 2: the query occurs anywhere else             ("color" → "Watercolor Basics")
 * Lower tiers rank first; ties are broken by the caller (popularity, then id).
 */

// NFD does not decompose these letters into base + combining mark, so fold them by hand.
const EXTRA_FOLDS: Readonly<Record<string, string>> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  þ: 'th',
};
const EXTRA_FOLD_RE = /[øłđßæœıþ]/g;
const COMBINING_MARKS_RE = /\p{M}+/gu;
const WHITESPACE_RE = /\s+/g;

/** Lower-cases, strips accents (NFD + drop combining marks) and collapses whitespace. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS_RE, '')
    .toLowerCase()
    .replace(EXTRA_FOLD_RE, (ch) => EXTRA_FOLDS[ch] ?? ch)
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
