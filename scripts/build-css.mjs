#!/usr/bin/env node
// Writes a package's dist/styles.css, the one stylesheet a host imports
// (`@masthead/header-desktop/styles.css`). A renderer's file is header-react's shared styles followed by
// its own, in the order the web app has always loaded them; header-react's file is its shared styles.
// Run from the package folder (its `build` script), after tsdown has emptied dist/.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const { name } = JSON.parse(readFileSync('package.json', 'utf8'));
const sources = [['@masthead/header-react', new URL('../packages/header-react/src/styles.css', import.meta.url)]];
if (name !== '@masthead/header-react') sources.push([name, new URL(`file://${process.cwd()}/src/styles.css`)]);
const css = sources.map(([from, file]) => `/* ${from} */\n${readFileSync(file, 'utf8').trim()}\n`).join('\n');
mkdirSync('dist', { recursive: true });
writeFileSync('dist/styles.css', css);
console.log(`[build-css] ${name}: dist/styles.css ${(Buffer.byteLength(css) / 1024).toFixed(1)} KiB`);
