// The HTML shell around a server-rendered page: head, the rendered root, the page's data and its scripts.
import { textDirection } from '@masthead/header-core';
import { PAGE_DATA_ID } from '../app/app-data.ts';

/**
 * JSON that is safe inside a <script> element: no `<` (so no `</script>` or `<!--`) can end it early.
 * It is a data block (`type="application/json"`), which the browser never runs: the page needs no
 * inline script, so its CSP forbids every one.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface DocumentParts {
  /** The page's language (`lang`, and `dir` from it). */
  locale: string;
  /** The page's own title, before " · Masthead". */
  title: string;
  /** The styles' element (assets.ts). */
  styles: string;
  /** The rendered app, the content of #root. */
  root: string;
  /** What the client hydrates from, as the JSON data block. */
  pageData: unknown;
  /** The script and preload elements (assets.ts). */
  scripts: string;
}

/**
 * A whole HTML document. The first paint waits (`rel="expect"`) until the page's `<main>` is parsed, so
 * the header above it is whole: a busy browser otherwise paints the part of the document it has parsed
 * so far, a bar without its Sign In and Sign Up, which then move its search icon.
 */
export function htmlDocument({ locale, title, styles, root, pageData, scripts }: DocumentParts): string {
  return `<!doctype html>
<html lang="${escapeHtml(locale)}" dir="${textDirection(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Masthead</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${styles}
<link rel="expect" href="#main" blocking="render">
</head>
<body>
<div id="root">${root}</div>
<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(pageData)}</script>
${scripts}
</body>
</html>`;
}
