// Plain text of a notification's HTML message, without a DOM: for comparing words (the card's preview
// rule) and for the text a server renders before the sanitized HTML. Pure; imports nothing.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The words of `html` without markup, for places without a DOM. Rendered only as a React text node
 * (escaped) or compared, never put back into HTML, so a sloppy strip can look odd but can never execute.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|template|iframe|noscript|textarea|title|xmp|noembed|noframes)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[a-z!/?][^>]*>?/gi, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

// LRI, RLI, FSI, PDI: the Unicode isolates a plain text (a preview) puts around words from data.
const ISOLATE_MARKS = /[\u2066-\u2069]/g;
/** A piece of data between FSI and PDI, nothing nested. */
const ISOLATED = /\u2068([^\u2066-\u2069]*)\u2069/g;

/** A run of a plain text: words of the sentence, or a piece of data the server isolated. */
export interface TextRun {
  readonly text: string;
  /** Between FSI and PDI: render as its own isolate (`<bdi>`), so a parent's `dir="auto"` skips it. */
  readonly isolated: boolean;
}

/**
 * A preview's runs: the server isolates each piece of data inside a sentence with FSI…PDI (issue 25).
 * As markup they do what the characters cannot: `dir="auto"` on the paragraph skips a `<bdi>`, but not
 * an isolate in its text (Chromium 156), so an English sentence that starts with an Arabic name stays
 * left to right. Unpaired marks stay as text, where the bidi algorithm ends them at the paragraph's end.
 */
export function isolatedRuns(text: string): readonly TextRun[] {
  const runs: TextRun[] = [];
  let from = 0;
  for (const match of text.matchAll(ISOLATED)) {
    if (match.index > from) runs.push({ text: text.slice(from, match.index), isolated: false });
    runs.push({ text: match[1] ?? '', isolated: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) runs.push({ text: text.slice(from), isolated: false });
  return runs;
}

// Typographic quotes compare as straight ones; three dots as an ellipsis.
const QUOTES: Record<string, string> = { '\u2018': "'", '\u2019': "'", '\u201a': "'", '\u201b': "'", '\u201c': '"', '\u201d': '"', '\u201e': '"', '\u201f': '"', '\u00ab': '"', '\u00bb': '"' };
// Quotes, ellipses and spaces at either end say nothing about the words between them.
const EDGES = /^["'\s\u2026]+|["'\s\u2026]+$/g;

/** Text for comparing words: lower case, typographic quotes straightened, one space, no quotes or ellipsis at the ends, no bidi isolates. */
export function comparableText(text: string): string {
  return text
    .replace(ISOLATE_MARKS, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018-\u201f\u00ab\u00bb]/g, (quote) => QUOTES[quote] ?? quote)
    .replace(/\.{3,}/g, '\u2026')
    .replace(/\s+/g, ' ')
    .replace(EDGES, '');
}

const WORD = /[\p{L}\p{N}]/u;

/** Whether `needle` occurs in `haystack` as whole words (not "hi" inside "hill"). Both already comparable. */
export function containsWords(haystack: string, needle: string): boolean {
  if (needle === '') return false;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    const startsWord = WORD.test(needle[0] ?? '');
    const endsWord = WORD.test(needle[needle.length - 1] ?? '');
    if ((!startsWord || before === undefined || !WORD.test(before)) && (!endsWord || after === undefined || !WORD.test(after))) return true;
  }
  return false;
}
