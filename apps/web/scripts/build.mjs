#!/usr/bin/env node
// Bundles the browser side of the web app (React hydration + the header renderers + their CSS).
import { build } from 'esbuild';
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
const written = new Set();
for (const output of result.outputFiles) {
  replaceFile(output.path, output.contents);
  written.add(resolve(output.path));
}
// Then what earlier builds left (chunks under other hashes, source maps a production build has none of).
for (const entry of readdirSync(assets, { recursive: true, withFileTypes: true })) {
  const file = join(entry.parentPath, entry.name);
  if (entry.isFile() && !written.has(resolve(file))) rmSync(file, { force: true });
}
replaceFile(`${here}dist/meta.json`, JSON.stringify(result.metafile));
const outputs = Object.entries(result.metafile.outputs).filter(([f]) => !f.endsWith('.map'));
for (const [file, info] of outputs) console.log(`[build] ${file.replace(here, '')} ${(info.bytes / 1024).toFixed(1)} KiB`);
