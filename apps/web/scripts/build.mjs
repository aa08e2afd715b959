#!/usr/bin/env node
// Bundles the browser side of the web app (React hydration + the header renderers + their CSS). Every
// file's name carries its content's hash, so the server can let browsers keep them for a year
// (src/server/static-assets.ts); the pages read the names from dist/meta.json (src/server/assets.ts).
// Each script and stylesheet is written compressed too (`.br`, `.gz` beside it), once, at build time.
import { build } from 'esbuild';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const here = fileURLToPath(new URL('..', import.meta.url));
const assets = resolve(`${here}dist/assets`);

/**
 * Writes `contents` at `file` so that a reader sees the old file or the new one, never none or half of
 * one: a server may be serving this folder while it is rebuilt (`npm start` and the web app's tests
 * run side by side in `npm test`).
 */
function replaceFile(file, contents) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

const result = await build({
  entryPoints: { client: `${here}src/client/main.tsx` },
  outdir: assets,
  // The entry's name is hashed too (client-<hash>.js and .css): then no file is ever revalidated.
  entryNames: '[name]-[hash]',
  write: false,
  bundle: true,
  format: 'esm',
  splitting: true,
  minify: process.env.MASTHEAD_NO_MINIFY !== "1",
  // Source maps for development; a production build (MASTHEAD_ENV=production npm start) has none.
  sourcemap: process.env.MASTHEAD_ENV !== "production",
  target: ['chrome120', 'firefox120', 'safari17'],
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  // Text as UTF-8 (the server sends scripts with charset=utf-8): Arabic words escaped as \uXXXX would
  // make the Arabic catalog about twice its size.
  charset: 'utf8',
  logLevel: 'warning',
});
/**
 * The compressed copies the server sends to browsers that take them: Brotli at its best quality and
 * gzip at level 9, affordable once per build (they were made per server process before).
 */
const COMPRESSED = [
  ['.br', (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })],
  ['.gz', (body) => promisify(gzip)(body, { level: 9 })],
];
/** Whether `file` holds `contents` already and each of its `copies` was written after it (so from those bytes). */
function upToDate(file, contents, copies) {
  try {
    const { mtimeMs } = statSync(file);
    return Buffer.from(contents).equals(readFileSync(file)) && copies.every((copy) => statSync(copy).mtimeMs >= mtimeMs);
  } catch {
    return false;
  }
}
const written = new Set();
const compressing = [];
for (const output of result.outputFiles) {
  // Source maps are development's and fetched by devtools only: not worth compressing.
  const compressed = /\.(?:js|css)$/.test(output.path) ? COMPRESSED : [];
  const copies = compressed.map(([suffix]) => `${output.path}${suffix}`);
  for (const file of [output.path, ...copies]) written.add(resolve(file));
  // A file the last build wrote alike keeps its copies (and its modification time, so its ETag): a
  // rebuild of unchanged sources, as every test run and `npm start` make, compresses nothing.
  if (upToDate(output.path, output.contents, copies)) continue;
  replaceFile(output.path, output.contents);
  for (const [suffix, compress] of compressed) {
    compressing.push(compress(output.contents).then((body) => replaceFile(`${output.path}${suffix}`, body)));
  }
}
await Promise.all(compressing);
// Then what earlier builds left (chunks under other hashes, source maps a production build has none of).
for (const entry of readdirSync(assets, { recursive: true, withFileTypes: true })) {
  const file = join(entry.parentPath, entry.name);
  if (entry.isFile() && !written.has(resolve(file))) rmSync(file, { force: true });
}
replaceFile(`${here}dist/meta.json`, JSON.stringify(result.metafile));
const outputs = Object.entries(result.metafile.outputs).filter(([f]) => !f.endsWith('.map'));
for (const [file, info] of outputs) console.log(`[build] ${file.replace(here, '')} ${(info.bytes / 1024).toFixed(1)} KiB`);
