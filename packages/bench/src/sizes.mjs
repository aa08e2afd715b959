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
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BENCH_DIR, OUT_DIR, ROOT_DIR, isMain, kib, parseArgs, table } from './lib/util.mjs';

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

/** Bundles that are a renderer a host mounts (the rest, like `messages`, are reported beside them). */
const RENDERER_BUNDLES = ['desktop', 'mobile', 'all'];

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** A metafile input path (relative to packages/bench) made relative to the monorepo root. */
const fromRoot = (input) => (input.includes(':') ? input : relative(ROOT_DIR, resolve(BENCH_DIR, input)));

/** The package a bundled input belongs to: `pkg` for node_modules, `@masthead/x` for the workspace. */
export function packageOf(input) {
  input = fromRoot(input);
  const nm = input.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = input.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const ws = /(?:^|\/)(packages|apps)\/([^/]+)\//.exec(input);
  if (ws) return ws[2] === 'bench' ? '(entry)' : `@masthead/${ws[2]}`;
  return input;
}

/** An input's area: a workspace package's first folder under src/ (search, notifications, parts…), or its npm package. */
function areaOf(input) {
  const rel = fromRoot(input);
  const m = /^(?:packages|apps)\/([^/]+)\/src\/([^/]+)\//.exec(rel);
  return m ? `@masthead/${m[1]} ${m[2]}/` : packageOf(input);
}

const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** Decodes one source-map segment's base64 VLQ fields. */
function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64[ch];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** [start, end, area] ranges of a generated file, from its external source map (UTF-16 columns). */
function rangesOf(file) {
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const sources = map.sources.map((src) => areaOf(relative(BENCH_DIR, resolve(dirname(file), src))));
  const lines = code.split('\n');
  const ranges = [];
  let offset = 0;
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineNo) => {
    let col = 0;
    const segs = [];
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const f = decodeVlq(seg);
      col += f[0];
      if (f.length >= 4) {
        sourceIndex += f[1];
        segs.push([col, sources[sourceIndex]]);
      } else segs.push([col, '(esbuild runtime)']);
    }
    const text = lines[lineNo] ?? '';
    segs.forEach(([start, area], i) => ranges.push([offset + start, offset + (segs[i + 1]?.[0] ?? text.length), area]));
    offset += text.length + 1;
  });
  return { code, ranges };
}

/** Per area: gzip(all initial JS) − gzip(the same with that area's bytes removed), summed over files. */
function marginalGzipByArea(files) {
  const sliced = files.map(rangesOf);
  const areas = new Set(sliced.flatMap((f) => f.ranges.map((r) => r[2])));
  const gz = (text) => gzipSync(text, { level: 9 }).length;
  const full = sliced.reduce((a, f) => a + gz(f.code), 0);
  const out = new Map();
  for (const area of areas) {
    const without = sliced.reduce((a, f) => {
      let text = '';
      let at = 0;
      for (const [start, end, owner] of f.ranges) {
        if (owner !== area) continue;
        text += f.code.slice(at, start);
        at = end;
      }
      return a + gz(text + f.code.slice(at));
    }, 0);
    out.set(area, full - without);
  }
  return out;
}

/** Shortens an input path for display. */
function shortInput(input) {
  input = fromRoot(input);
  const nm = input.lastIndexOf('node_modules/');
  if (nm >= 0) return input.slice(nm + 'node_modules/'.length);
  const ws = /(?:^|\/)((?:packages|apps)\/.*)$/.exec(input);
  return ws ? ws[1] : input;
}

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

  // Biggest inputs of the initial JavaScript (minified bytes each contributes; gzip share estimated).
  const jsFiles = pick(initial, '.js');
  const byInput = new Map();
  for (const f of jsFiles) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[f].info.inputs)) {
      byInput.set(input, (byInput.get(input) ?? 0) + bytesInOutput);
    }
  }
  const gzipPerByte = initialJs.bytes ? initialJs.gzip / initialJs.bytes : 0;
  const byPackage = new Map();
  for (const [input, bytes] of byInput) byPackage.set(packageOf(input), (byPackage.get(packageOf(input)) ?? 0) + bytes);
  // Areas: a workspace package's first folder under src/ (search, notifications, menu, parts…), or the npm package.
  const byArea = new Map();
  for (const [input, bytes] of byInput) byArea.set(areaOf(input), (byArea.get(areaOf(input)) ?? 0) + bytes);
  // What each area really costs gzipped: the initial JS's gzip size minus its gzip size with that
  // area's bytes cut out (sliced by the source maps). Highly repetitive code (GraphQL ASTs) costs far
  // less than its minified share suggests.
  const marginal = marginalGzipByArea(jsFiles.map((f) => `${BENCH_DIR}${f}`));
  const areas = [...byArea]
    .sort((a, b) => b[1] - a[1])
    .map(([area, bytes]) => ({ area, bytes, gzipEstimate: Math.round(bytes * gzipPerByte), gzipMarginal: marginal.get(area) ?? null }));
  const topInputs = [...byInput]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([input, bytes]) => ({ input: shortInput(input), package: packageOf(input), bytes }));
  const packages = [...byPackage]
    .sort((a, b) => b[1] - a[1])
    .map(([pkg, bytes]) => ({ package: pkg, bytes, share: initialJs.bytes ? bytes / initialJs.bytes : 0, gzipEstimate: Math.round(bytes * gzipPerByte) }));

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
    analysis: { packages, areas, topInputs, inputs: [...byInput.keys()].map(shortInput).sort() },
  };
}

/** Reads budgets.json. */
export function readBudgets() {
  return JSON.parse(readFileSync(`${BENCH_DIR}budgets.json`, 'utf8'));
}

/** The figure a budget refers to, from the measured bundles. */
function figureFor(budget, bundles) {
  const [bundle, part] = budget.id.split('.');
  const b = bundles[bundle];
  if (!b) return null;
  if (part === 'initial') return b.initial.total.gzip;
  if (part === 'everything') return b.everything.gzip;
  return null;
}

/**
 * Checks every budget. `maxGzipBytes` is the goal; `ceilingGzipBytes`, while the goal is missed (or for a
 * budget without a goal), is the limit enforced meanwhile (a ratchet: lowered as the figure falls, never
 * raised without a README note).
 * One entry per budget: `ok` (within the enforced limit), `goalMet`, and the margins in bytes.
 */
export function checkBudgets(bundles, budgets = readBudgets()) {
  return budgets.budgets.map((budget) => {
    const gzip = figureFor(budget, bundles);
    // A budget without a goal is a ratchet only (the retired "everything" goal, issue 12).
    const goal = budget.maxGzipBytes ?? null;
    const limit = budget.ceilingGzipBytes ?? goal;
    return {
      id: budget.id,
      label: budget.label,
      gzip,
      maxGzip: goal,
      limit,
      ok: gzip !== null && gzip <= limit,
      goalMet: goal === null ? null : gzip !== null && gzip <= goal,
      overBy: gzip === null || goal === null ? null : gzip - goal,
      overLimitBy: gzip === null ? null : gzip - limit,
    };
  });
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

/** The tables for a terminal. */
export function formatSizes({ bundles, budgets }) {
  const rows = [['bundle / chunk', 'min bytes', 'min KiB', 'gzip bytes', 'gzip KiB']];
  const row = (label, s) => rows.push([label, s.bytes, kib(s.bytes), s.gzip, kib(s.gzip)]);
  for (const b of RENDERER_BUNDLES.map((name) => bundles[name]).filter(Boolean)) {
    row(`${b.name}: initial JS`, b.initial.js);
    row(`${b.name}: initial CSS`, b.initial.css);
    row(`${b.name}: initial total`, b.initial.total);
    for (const l of b.lazy) row(`${b.name}: lazy ${l.name}${l.thirdParty.length ? ` (with ${l.thirdParty.join(', ')})` : ''}`, l);
    row(`${b.name}: everything`, b.everything);
  }
  const budgetRows = [['budget', 'gzip bytes', 'goal', 'vs goal', 'enforced limit', 'status']];
  for (const r of budgets) {
    const status = !r.ok ? 'EXCEEDED' : r.goalMet === null ? 'ratchet holds (no goal)' : r.goalMet ? 'ok' : 'goal missed, within the ceiling';
    budgetRows.push([r.label, r.gzip, r.maxGzip, r.overBy === null ? null : r.overBy > 0 ? `+${r.overBy} over` : `${-r.overBy} under`, r.limit, status]);
  }
  const d = bundles.all ?? bundles.desktop;
  const pkgRows = [['package (in initial JS of "' + d.name + '")', 'min bytes', 'share', '≈ gzip']];
  for (const p of d.analysis.packages.slice(0, 12)) pkgRows.push([p.package, p.bytes, `${(p.share * 100).toFixed(1)}%`, p.gzipEstimate]);
  const areaRows = [['area (in initial JS of "' + d.name + '")', 'min bytes', 'gzip cost (marginal)']];
  for (const a of [...d.analysis.areas].sort((x, y) => (y.gzipMarginal ?? 0) - (x.gzipMarginal ?? 0)).slice(0, 14)) areaRows.push([a.area, a.bytes, a.gzipMarginal]);
  const inputRows = [['biggest inputs', 'min bytes']];
  for (const i of d.analysis.topInputs.slice(0, 10)) inputRows.push([i.input, i.bytes]);
  // Messages (issue 11): what the i18n run time and the English catalog cost every page, and what a
  // page in another language loads besides (its catalog, one chunk).
  const i18nArea = d.analysis.areas.find((a) => a.area === '@masthead/header-core i18n/');
  const runtime = d.analysis.packages.find((p) => p.package === '@messageformat/runtime');
  const languageRows = [['messages (issue 11)', 'min bytes', 'gzip bytes']];
  if (i18nArea) languageRows.push(['in every initial bundle: English catalog and plural rules (marginal)', i18nArea.bytes, i18nArea.gzipMarginal]);
  if (runtime) languageRows.push(['in every initial bundle: @messageformat/runtime (≈)', runtime.bytes, runtime.gzipEstimate]);
  for (const l of bundles.messages?.lazy ?? []) languageRows.push([`loaded by a page in ${l.name}: its catalog`, l.bytes, l.gzip]);
  return [
    table(rows),
    '',
    table(budgetRows),
    '',
    table(pkgRows),
    '',
    table(areaRows),
    '',
    table(inputRows),
    '',
    table(languageRows),
  ].join('\n');
}

/** One message per budget over its enforced limit, naming the chunk and the figure. */
export function budgetFailures(budgets) {
  return budgets
    .filter((r) => !r.ok)
    .map((r) =>
      r.gzip === null
        ? `budget ${r.id}: no figure measured`
        : `budget exceeded: ${r.label} is ${r.gzip} bytes gzip (${kib(r.gzip)} KiB), limit ${r.limit} (${kib(r.limit)} KiB), over by ${r.overLimitBy} bytes`,
    );
}

/** One line per budget whose goal is missed (while its ceiling holds): reported, not failed. */
export function missedGoals(budgets) {
  return budgets
    .filter((r) => r.ok && r.goalMet === false)
    .map((r) => `goal missed: ${r.label} is ${r.gzip} bytes gzip (${kib(r.gzip)} KiB), goal ${r.maxGzip} (${kib(r.maxGzip)} KiB), ${r.overBy} bytes over; enforced ceiling ${r.limit}`);
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
