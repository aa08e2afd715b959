#!/usr/bin/env node
// Bundle sizes of the header as a host app would ship it, and the budgets of budgets.json.
//
// Each renderer is bundled from an entry that imports it and its CSS, with the host's own libraries
// (react, react-dom, @apollo/client, graphql, rxjs) external: esbuild, minify, splitting, ESM. The
// initial chunk(s) are the entry's output and every chunk it imports statically, plus its CSS; every
// chunk reached only through a dynamic import() is a lazily loaded chunk, reported on its own.
//
//   node sizes.mjs                  prints the table
//   node sizes.mjs --check-budgets  also exits 1 when a budget is exceeded, naming the chunk and figure
//   node sizes.mjs --json           prints the figures as JSON
//
// What the initial JS is made of, the budgets and the tables are the modules of sizes/.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BENCH_DIR, OUT_DIR, isMain, parseArgs } from './lib/util.mjs';
import { analyseInitialJs, packageOf } from './sizes/analysis.mjs';
import { budgetFailures, checkBudgets, missedGoals } from './sizes/budgets.mjs';
import { formatSizes } from './sizes/format.mjs';

/** The host's libraries: a page that mounts the header already ships these. */
export const HOST_EXTERNALS = ['react', 'react-dom', '@apollo/client', 'graphql', 'rxjs'];

const ENTRY_DIR = `${OUT_DIR}sizes/entries/`;

/** What a host writes to mount each renderer (the CSS of header-react first, then the renderer's). */
export const BUNDLES = {
  desktop: {
    label: 'desktop',
    source: [
      "export { DesktopHeader } from '@masthead/header-desktop';",
      "import '@masthead/header-react/styles.css';",
      "import '@masthead/header-desktop/styles.css';",
    ],
  },
  mobile: {
    label: 'mobile',
    source: [
      "export { MobileHeader } from '@masthead/header-mobile';",
      "import '@masthead/header-react/styles.css';",
      "import '@masthead/header-mobile/styles.css';",
    ],
  },
  // Both renderers on one page (the web app picks one by width): shared code and CSS counted once.
  all: {
    label: 'all (both renderers + every lazy chunk)',
    source: [
      "export { DesktopHeader } from '@masthead/header-desktop';",
      "export { MobileHeader } from '@masthead/header-mobile';",
      "import '@masthead/header-react/styles.css';",
      "import '@masthead/header-desktop/styles.css';",
      "import '@masthead/header-mobile/styles.css';",
    ],
  },
  // What a page in another language adds (issue 11): the loader, and each catalog as the chunk it loads.
  messages: {
    label: 'messages (loadMessages and its catalogs)',
    source: ["export { loadMessages } from '@masthead/header-core/i18n';"],
  },
};

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** Builds one bundle and splits its outputs into the initial set and the lazily loaded groups. */
export async function measureBundle(name) {
  const spec = BUNDLES[name];
  const outdir = `${OUT_DIR}sizes/${name}/`;
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(ENTRY_DIR, { recursive: true });
  const entryFile = `${ENTRY_DIR}${name}.js`;
  writeFileSync(entryFile, `${spec.source.join('\n')}\n`);

  const result = await build({
    entryPoints: { [name]: entryFile },
    absWorkingDir: BENCH_DIR,
    outdir,
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    target: ['chrome120', 'firefox120', 'safari17'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: HOST_EXTERNALS.flatMap((pkg) => [pkg, `${pkg}/*`]),
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    metafile: true,
    // External maps leave the JavaScript byte for byte as without them; they let the analysis slice
    // each output by source file.
    sourcemap: 'external',
    write: true,
    logLevel: 'error',
  });
  const meta = result.metafile;
  const outputs = Object.fromEntries(
    Object.entries(meta.outputs)
      .filter(([file]) => !file.endsWith('.map'))
      .map(([file, info]) => {
        const bytes = readFileSync(`${BENCH_DIR}${file}`);
        return [file, { file, info, bytes: bytes.length, gzip: gzipSize(bytes) }];
      }),
  );

  // The entry's output, then everything reachable by static imports: what the page loads up front.
  const entryOut = Object.keys(outputs).find((f) => outputs[f].info.entryPoint && relative(BENCH_DIR, entryFile) === outputs[f].info.entryPoint);
  const staticClosure = (start) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file) || !outputs[file]) return;
      seen.add(file);
      for (const imp of outputs[file].info.imports ?? []) if (!imp.external && imp.kind === 'import-statement') visit(imp.path);
    };
    visit(start);
    return seen;
  };
  const initial = staticClosure(entryOut);
  // esbuild's own runtime (its CommonJS interop helpers, a chunk with no source file of ours or of any
  // package) is counted with the host libraries: a host that bundles React, which is CommonJS, already has
  // it in its first bundle (the web app's initial JS is 195,302 B gzip with and without @xstate/react,
  // whose CommonJS shim brings it here, where React is left out).
  const hostRuntime = [...initial].filter((f) => f.endsWith('.js') && Object.keys(outputs[f].info.inputs).every((input) => input === '<runtime>'));
  for (const f of hostRuntime) initial.delete(f);
  const css = outputs[entryOut].info.cssBundle;
  if (css) initial.add(css);

  // Each dynamic import() target, with the chunks only it needs.
  const lazyTargets = new Set();
  for (const file of Object.keys(outputs)) {
    for (const imp of outputs[file].info.imports ?? []) if (!imp.external && imp.kind === 'dynamic-import') lazyTargets.add(imp.path);
  }
  const claimed = new Set(initial);
  const lazy = [...lazyTargets].sort().map((target) => {
    const files = [...staticClosure(target)].filter((f) => !claimed.has(f));
    for (const f of files) claimed.add(f);
    const inputs = files.flatMap((f) => Object.keys(outputs[f].info.inputs));
    const packages = [...new Set(inputs.map(packageOf))].filter((p) => !p.startsWith('@masthead/'));
    const module = basename(outputs[target].info.entryPoint ?? target).replace(/\.[tj]sx?$/, '');
    return {
      name: module,
      files: files.map((f) => basename(f)),
      thirdParty: packages,
      bytes: files.reduce((a, f) => a + outputs[f].bytes, 0),
      gzip: files.reduce((a, f) => a + outputs[f].gzip, 0),
    };
  });
  const leftovers = Object.keys(outputs).filter((f) => !claimed.has(f));

  const pick = (files, ext) => [...files].filter((f) => f.endsWith(ext));
  const sizeOf = (files) => ({
    bytes: files.reduce((a, f) => a + outputs[f].bytes, 0),
    gzip: files.reduce((a, f) => a + outputs[f].gzip, 0),
  });
  const initialJs = sizeOf(pick(initial, '.js'));
  const initialCss = sizeOf(pick(initial, '.css'));
  const everything = sizeOf(Object.keys(outputs));
  const jsFiles = pick(initial, '.js');

  return {
    name,
    label: spec.label,
    initial: {
      files: [...initial].map((f) => basename(f)),
      js: initialJs,
      css: initialCss,
      total: { bytes: initialJs.bytes + initialCss.bytes, gzip: initialJs.gzip + initialCss.gzip },
    },
    lazy,
    unclassified: leftovers.map((f) => basename(f)),
    everything,
    analysis: analyseInitialJs(jsFiles, outputs, initialJs),
  };
}

/** Builds every bundle. */
export async function measureSizes() {
  const bundles = {};
  try {
    for (const name of Object.keys(BUNDLES)) bundles[name] = await measureBundle(name);
  } catch (error) {
    // esbuild has printed the details; one plain line says what it means for the figures.
    const first = error.errors?.[0];
    throw new Error(`the header did not build, so there is no size to check${first ? `: ${first.location?.file ?? ''}:${first.location?.line ?? ''} ${first.text}` : `: ${error.message}`}`);
  }
  return { bundles, budgets: checkBudgets(bundles) };
}

if (isMain(import.meta.url)) {
  const args = parseArgs();
  const sizes = await measureSizes().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
  if (args.json) console.log(JSON.stringify(sizes, null, 2));
  else console.log(formatSizes(sizes));
  if (args['check-budgets']) {
    const failures = budgetFailures(sizes.budgets);
    for (const f of failures) console.error(f);
    if (failures.length) process.exit(1);
    for (const line of missedGoals(sizes.budgets)) console.log(line);
    console.log('budgets: every enforced limit holds');
  }
}
