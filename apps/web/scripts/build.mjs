#!/usr/bin/env node
// Bundles the browser side of the web app (React hydration + the header renderers + their CSS).
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
// Start from an empty folder so chunks of earlier builds do not pile up.
rmSync(`${here}dist/assets`, { recursive: true, force: true });
const result = await build({
  entryPoints: { client: `${here}src/client/main.tsx` },
  outdir: `${here}dist/assets`,
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
mkdirSync(`${here}dist`, { recursive: true });
writeFileSync(`${here}dist/meta.json`, JSON.stringify(result.metafile));
const outputs = Object.entries(result.metafile.outputs).filter(([f]) => !f.endsWith('.map'));
for (const [file, info] of outputs) console.log(`[build] ${file.replace(here, '')} ${(info.bytes / 1024).toFixed(1)} KiB`);
