/**
 * Words, as the search engine reads them (issue 33): what a visitor types and what the catalogue says are
 * both cut into words the same way, and a typed word matches a word of the text, never letters inside one.
 *
 * - A word is a run of letters and digits after text-match.ts's fold (case, accents, Arabic's folds).
 * - A word that starts with Arabic's definite article (ال, or و ب ك ف and ال) also stands without it
 *   (`withoutArticle`): "الألوان المائية" and "ألوان مائية" find each other. Both forms are kept, in the
 *   index and in the query, since the same letters also begin words that have no article ("ألوان" folds
 *   to "الوان"). PostgreSQL's Snowball stemmer for Arabic keeps the article on short words ('الخط' but
 *   'خط'), so the engine does not leave it to the stemmer.
 *
 * The typo rule is Meilisearch's default (docs/search-engine.md): no typo in a word of up to 4 letters, one
 * from 5, two from 9; never on the first letter; a swap of two neighbouring letters counts as one typo
 * (the optimal string alignment distance), not two.
 */
import { fold } from '../text-match.ts';

/**
 * Japanese (kanji, hiragana, katakana) is written without spaces, and beside a Latin word as often as not
 * ("Watercolor入門"): a run of it is a word of its own, as is a run of any other letters and digits. Cut as one,
 * "watercolor入門" was a word nobody types, and 2,083 of the large catalogue's 5,668 vocabulary words were such
 * ("videoマスター講座"), each offered as a typo of the word it starts with.
 */
const JAPANESE = String.raw`\p{scx=Han}\p{scx=Hira}\p{scx=Kana}`;

/** The words of a text: runs of Japanese letters, and runs of other letters and digits; `extra` names more characters a word may hold (a character class's inside, such as `\p{M}`). */
export const wordPattern = (extra = ''): RegExp => new RegExp(`[${JAPANESE}${extra}]+|(?:(?![${JAPANESE}])[\\p{L}\\p{N}${extra}])+`, 'gu');

const WORD_RE = wordPattern();
const ARABIC_ARTICLE_RE = /^[وبكف]?ال(?=\p{L}{2})/u;

/** The words of `text`, folded, in order. Duplicates are kept (positions count). */
export function searchWords(text: string): string[] {
  return fold(text).match(WORD_RE) ?? [];
}

/** The word without Arabic's definite article, or null when it does not start with one. */
export function withoutArticle(word: string): string | null {
  const bare = word.replace(ARABIC_ARTICLE_RE, '');
  return bare === word ? null : bare;
}

/** A word as the index keeps it: itself, and without the article when it has one. */
export function indexForms(word: string): string[] {
  const bare = withoutArticle(word);
  return bare === null ? [word] : [word, bare];
}

/** How many typos a typed word of `length` letters may have (Meilisearch's default: 5 and 9). */
export function typoBudget(length: number): number {
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

/**
 * The optimal string alignment distance between `typed` and `word` (insert, delete, change, swap of two
 * neighbours: one each), or Infinity above `max`. With `prefix`, the distance to the closest prefix of
 * `word`: what the visitor may still be typing ("watrcol" is one typo from "watercol", a prefix of
 * "watercolor"). Letters are compared as code points. The first letter must be the same: a typo there is
 * not forgiven.
 */
export function typoDistance(typed: string, word: string, max: number, prefix = false): number {
  const a = typedPoints(typed);
  const b = wordPoints(word);
  const bLength = wordLength;
  if (a.length === 0 || bLength === 0 || a[0] !== b[0]) return Infinity;
  if (!prefix && Math.abs(a.length - bLength) > max) return Infinity;
  if (prefix && bLength < a.length - max) return Infinity;
  // Rows over `word`'s letters; `prefix` needs only the part of `word` that a prefix within `max` may use.
  // Three rows (the one before last, for a swap), the same ones every call: a keystroke compares its words
  // with hundreds of the vocabulary's, and rows made per call were a fifth of what a search request allocated.
  const cols = prefix ? Math.min(bLength, a.length + max) : bLength;
  if (rows[0].length <= cols) rows = [new Int32Array(cols * 2 + 2), new Int32Array(cols * 2 + 2), new Int32Array(cols * 2 + 2)];
  let [before, previous, current] = rows;
  for (let j = 0; j <= cols; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const letter = a[i - 1];
    for (let j = 1; j <= cols; j += 1) {
      const cost = letter === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && letter === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] as number) + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return Infinity;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  let distance = previous[cols] as number;
  if (prefix) for (let j = Math.max(0, a.length - max); j <= cols; j += 1) distance = Math.min(distance, previous[j] as number);
  return distance <= max ? distance : Infinity;
}

/** typoDistance's rows, grown to the longest word it has compared (it runs to the end before anything else does). */
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** A text's code points (letters are compared as code points, not UTF-16 units). */
function codePoints(text: string): number[] {
  const points: number[] = [];
  for (const letter of text) points.push(letter.codePointAt(0) as number);
  return points;
}

/**
 * `word`'s code points, in a buffer every call reuses (their number in `wordLength`): a keystroke compares
 * its words with hundreds of the vocabulary's, and an array for each was a twentieth of what it allocated.
 */
let wordBuffer = new Int32Array(64);
let wordLength = 0;
function wordPoints(word: string): Int32Array {
  if (wordBuffer.length < word.length) wordBuffer = new Int32Array(word.length * 2);
  wordLength = 0;
  for (let i = 0; i < word.length; i += 1) {
    const point = word.codePointAt(i) as number;
    wordBuffer[wordLength] = point;
    wordLength += 1;
    if (point > 0xffff) i += 1;
  }
  return wordBuffer;
}

/** The typed word's code points, kept for the next call: one typed word is compared with many words in a row. */
let lastTyped: { text: string; points: number[] } = { text: '', points: [] };
function typedPoints(typed: string): number[] {
  if (lastTyped.text !== typed) lastTyped = { text: typed, points: codePoints(typed) };
  return lastTyped.points;
}
