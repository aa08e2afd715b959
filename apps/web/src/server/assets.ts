// Which styles and scripts a page's HTML carries, read from the client build's metafile (dist/meta.json):
// the stylesheet inlined, the entry and its chunks preloaded. Every built name carries its content's
// hash (scripts/build.mjs), so the names come from the metafile, re-read when a build replaces it.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogOf } from '@masthead/header-core/i18n';

const ASSETS = fileURLToPath(new URL('../../dist/assets/', import.meta.url));
const BUILD_META = fileURLToPath(new URL('../../dist/meta.json', import.meta.url));

/** The entry's output: `client-<hash>.js` (`client.js` from a build before names were hashed). */
const ENTRY = /^client(?:-[A-Z2-7]{8})?\.js$/;

interface ClientBuild {
  mtimeMs: number;
  /** The entry's file name in dist/assets/. */
  entry: string;
  /** The entry's stylesheet's file name in dist/assets/, if it has one. */
  css: string | null;
  /** The modulepreload elements of the entry's static imports. */
  preloads: string[];
  /** A catalog's name (`ar`) → its chunk's file name. */
  catalogs: Map<string, string>;
}

interface Metafile {
  outputs: Record<string, { entryPoint?: string; cssBundle?: string; imports?: { path: string; kind: string }[] }>;
}

const preload = (file: string) => `<link rel="modulepreload" href="/assets/${encodeURI(basename(file))}" fetchpriority="low">`;
let build: ClientBuild | null = null;

/** The build's names, from its metafile; null when there is no build (the pages then point at names that answer 404 saying so). */
function clientBuild(): ClientBuild | null {
  try {
    const { mtimeMs } = statSync(BUILD_META);
    if (build?.mtimeMs !== mtimeMs) {
      const meta = JSON.parse(readFileSync(BUILD_META, 'utf8')) as Metafile;
      const [entryFile, entry] = Object.entries(meta.outputs).find(([file]) => ENTRY.test(basename(file))) ?? [];
      if (!entryFile || !entry) return null;
      const catalogs = new Map<string, string>();
      for (const [file, output] of Object.entries(meta.outputs)) {
        const catalog = /\/i18n\/compiled\/([\w-]+)\.ts$/.exec(output.entryPoint ?? '')?.[1];
        if (catalog && file.endsWith('.js')) catalogs.set(catalog, basename(file));
      }
      const preloads = (entry.imports ?? []).filter((i) => i.kind === 'import-statement').map((i) => preload(i.path));
      build = { mtimeMs, entry: basename(entryFile), css: entry.cssBundle ? basename(entry.cssBundle) : null, preloads, catalogs };
    }
    return build;
  } catch {
    return null;
  }
}

let inlined: { file: string; tag: string; hash: string } | null = null;

/**
 * The page's styles, inlined into the first HTML: a stylesheet request would block the first paint
 * (Lighthouse's render-blocking resources, about 150 ms on a phone), and the header's and the page's
 * CSS together are about 6 KiB gzip. Read from the built file (its name is its content's hash, so it is
 * read once per build); without one, the link to it. `hash` is the inlined element's CSP source (null
 * for the link).
 */
export function stylesheet(): { tag: string; hash: string | null } {
  const file = clientBuild()?.css ?? 'client.css';
  try {
    if (inlined?.file !== file) {
      const css = readFileSync(`${ASSETS}${file}`, 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
      // Our own build's CSS, but it must not be able to end the element early.
      const text = css.replace(/<\//g, '<\\/');
      inlined = { file, tag: `<style>${text}</style>`, hash: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
    }
    return inlined;
  } catch {
    return { tag: `<link rel="stylesheet" href="/assets/${encodeURI(file)}">`, hash: null };
  }
}

/**
 * The client entry and the chunks it imports, all fetched at low priority: the server HTML is the
 * whole first paint (styles inlined), so no script should compete with it. A module's static imports
 * are otherwise fetched at high priority once the entry arrives, and a mobile Lighthouse then counts
 * them into the first paint in some runs and not in others (FCP 0.65 s or 1.2 s for the same page).
 * Preloading them also fetches them beside the entry instead of after it. So is the catalog of the
 * page's language (header-core's compiled/<catalog>.ts chunk), which the client awaits before it
 * hydrates; English has none.
 */
export function clientScripts(locale: string): string {
  const found = clientBuild();
  const script = `<script type="module" src="/assets/${encodeURI(found?.entry ?? 'client.js')}" fetchpriority="low"></script>`;
  if (!found) return script;
  const catalog = catalogOf(locale);
  const file = catalog ? found.catalogs.get(catalog) : undefined;
  return [...found.preloads, ...(file ? [preload(file)] : []), script].join('\n');
}
