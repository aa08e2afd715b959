// The contenders of the search race and their pages, bundled the way a site would ship each.
import { build } from 'esbuild';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { BENCH_DIR, OUT_DIR } from '../lib/util.mjs';

const PAGES_DIR = `${BENCH_DIR}src/search/pages/`;

/**
 * The contenders, in the order they alternate. `input` finds the text box; `options` counts the rows
 * shown at the end (a sanity check that the data arrived).
 */
export const CONTENDERS = [
  {
    id: 'ours',
    label: 'Masthead (DesktopHeader)',
    entry: 'ours.jsx',
    // The GET form's input: it becomes the combobox once its machine has loaded on first use (the click).
    input: (page) => page.getByRole('banner').locator('input[name="query"]'),
    ready: (page) => page.getByRole('banner').getByRole('combobox').waitFor({ state: 'visible' }),
    options: '[role="option"]',
  },
  { id: 'algolia', label: 'Algolia autocomplete-js', entry: 'algolia.jsx', input: (page) => page.locator('input.aa-Input'), options: '[role="option"]' },
  { id: 'zag', label: 'Zag combobox (@zag-js/react)', entry: 'zag.jsx', input: (page) => page.locator('#q'), options: '[role="option"]' },
  { id: 'downshift', label: 'Downshift useCombobox', entry: 'downshift.jsx', input: (page) => page.locator('#q'), options: '[role="option"]' },
  { id: 'plain', label: 'plain React input + list (floor)', entry: 'plain.jsx', input: (page) => page.locator('#q'), options: '#root li' },
];

/** Bundles each contender's page the way a site would ship it (React included, production, minified). */
export async function buildPages() {
  const outRoot = `${OUT_DIR}search/`;
  rmSync(outRoot, { recursive: true, force: true });
  const built = {};
  for (const c of CONTENDERS) {
    const outdir = `${outRoot}${c.id}/`;
    let result;
    try {
      result = await build({
      entryPoints: { main: `${PAGES_DIR}${c.entry}` },
      absWorkingDir: BENCH_DIR,
      outdir,
      bundle: true,
      format: 'esm',
      splitting: true,
      minify: process.env.MASTHEAD_NO_MINIFY !== "1",
      target: ['chrome120'],
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      metafile: true,
      logLevel: 'silent',
      });
    } catch (error) {
      // A renderer mid-change in the tree must not stop the race: that contender is reported unavailable.
      built[c.id] = { error: `page did not build: ${(error.errors?.[0]?.text ?? String(error)).slice(0, 200)}` };
      continue;
    }
    const files = readdirSync(outdir);
    const js = files.filter((f) => f.endsWith('.js'));
    const mainBytes = readFileSync(`${outdir}main.js`);
    built[c.id] = {
      dir: outdir,
      css: files.includes('main.css'),
      jsFiles: js.length,
      mainMinBytes: mainBytes.length,
      mainGzipBytes: gzipSync(mainBytes, { level: 9 }).length,
      inputs: Object.keys(result.metafile.inputs).length,
    };
  }
  return built;
}
