#!/usr/bin/env node
// Writes a package's dist/styles.css, the one stylesheet a host imports
// (`@masthead/header-desktop/styles.css`), and a renderer's dist/renderer.css (its own styles only). A renderer's file is header-react's shared styles followed by
// its own, in the order the web app has always loaded them; header-react's file is its shared styles.
// Each source styles.css lists a part's stylesheets with `@import './…';`, inlined here in order, so the
// built file needs no bundler. Run from the package folder (its `build` script), after tsdown.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const IMPORT = /^@import\s+['"](\.{1,2}\/[^'"]+\.css)['"];\s*$/gm;

/** The stylesheet at `url` with its relative `@import`s replaced by their files, recursively. */
function inline(url, seen = new Set()) {
  const path = fileURLToPath(url);
  if (seen.has(path)) throw new Error(`build-css: ${path} imports itself`);
  const css = readFileSync(url, 'utf8');
  return css.replace(IMPORT, (_, relative) => inline(new URL(relative, url), new Set([...seen, path])).trim()).trim();
}

const { name } = JSON.parse(readFileSync('package.json', 'utf8'));
const sources = [['@masthead/header-react', new URL('../packages/header-react/src/styles.css', import.meta.url)]];
if (name !== '@masthead/header-react') sources.push([name, new URL(`file://${process.cwd()}/src/styles.css`)]);
const parts = sources.map(([from, file]) => `/* ${from} */\n${inline(file)}\n`);
const outputs = { 'styles.css': parts.join('\n') };
// A renderer's own styles alone, for a host that mounts both renderers (HeaderByWidth): it imports
// header-react's styles.css once, then each renderer.css. Two styles.css would repeat the shared
// styles after the first renderer's own and override them.
if (parts.length > 1) outputs['renderer.css'] = parts[1];
mkdirSync('dist', { recursive: true });
for (const [file, css] of Object.entries(outputs)) {
  if (/@import/.test(css)) throw new Error(`build-css: an @import was left in dist/${file}`);
  writeFileSync(`dist/${file}`, css);
  console.log(`[build-css] ${name}: dist/${file} ${(Buffer.byteLength(css) / 1024).toFixed(1)} KiB`);
}
