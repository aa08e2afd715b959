// Which styles and scripts a page's HTML carries, read from the client build (dist/): the stylesheet
// inlined, the entry and its chunks preloaded. Each is re-read when a build replaces its file.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogOf } from '@masthead/header-core/i18n';

const CLIENT_CSS = fileURLToPath(new URL('../../dist/assets/client.css', import.meta.url));
let inlined: { mtimeMs: number; tag: string; hash: string } | null = null;

/**
 * The page's styles, inlined into the first HTML: a stylesheet request would block the first paint
 * (Lighthouse's render-blocking resources, about 150 ms on a phone), and the header's and the page's
 * CSS together are about 6 KiB gzip. Read from the built file (re-read when a build replaces it);
 * without one, the link to it. `hash` is the inlined element's CSP source (null for the link).
 */
export function stylesheet(): { tag: string; hash: string | null } {
  try {
    const { mtimeMs } = statSync(CLIENT_CSS);
    if (inlined?.mtimeMs !== mtimeMs) {
      const css = readFileSync(CLIENT_CSS, 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
      // Our own build's CSS, but it must not be able to end the element early.
      const text = css.replace(/<\//g, '<\\/');
      inlined = { mtimeMs, tag: `<style>${text}</style>`, hash: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
    }
    return inlined;
  } catch {
    return { tag: '<link rel="stylesheet" href="/assets/client.css">', hash: null };
  }
}

const BUILD_META = fileURLToPath(new URL('../../dist/meta.json', import.meta.url));
const CLIENT_SCRIPT = '<script type="module" src="/assets/client.js" fetchpriority="low"></script>';
let scripts: { mtimeMs: number; preloads: string[]; catalogs: Map<string, string> } | null = null;

const preload = (file: string) => `<link rel="modulepreload" href="/assets/${encodeURI(basename(file))}" fetchpriority="low">`;

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
  try {
    const { mtimeMs } = statSync(BUILD_META);
    if (scripts?.mtimeMs !== mtimeMs) {
      const meta = JSON.parse(readFileSync(BUILD_META, 'utf8')) as { outputs: Record<string, { entryPoint?: string; imports?: { path: string; kind: string }[] }> };
      const entry = Object.entries(meta.outputs).find(([file]) => basename(file) === 'client.js')?.[1];
      const catalogs = new Map<string, string>();
      for (const [file, output] of Object.entries(meta.outputs)) {
        const catalog = /\/i18n\/compiled\/([\w-]+)\.ts$/.exec(output.entryPoint ?? '')?.[1];
        if (catalog && file.endsWith('.js')) catalogs.set(catalog, file);
      }
      const preloads = (entry?.imports ?? []).filter((i) => i.kind === 'import-statement').map((i) => preload(i.path));
      scripts = { mtimeMs, preloads, catalogs };
    }
    const catalog = catalogOf(locale);
    const file = catalog ? scripts.catalogs.get(catalog) : undefined;
    return [...scripts.preloads, ...(file ? [preload(file)] : []), CLIENT_SCRIPT].join('\n');
  } catch {
    return CLIENT_SCRIPT;
  }
}
