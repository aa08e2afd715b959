// What the initial JavaScript of a bundle is made of: by package, by area (a workspace package's first
// folder under src/) with each area's marginal gzip cost sliced by the source maps, and its biggest inputs.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BENCH_DIR, ROOT_DIR } from '../lib/util.mjs';

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

/**
 * The analysis of `jsFiles` (the initial JS, paths relative to packages/bench) from esbuild's `outputs`
 * (file → { info }) and their size `initialJs`: { packages, areas, topInputs, inputs }.
 */
export function analyseInitialJs(jsFiles, outputs, initialJs) {
  // Biggest inputs of the initial JavaScript (minified bytes each contributes; gzip share estimated).
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
  return { packages, areas, topInputs, inputs: [...byInput.keys()].map(shortInput).sort() };
}
