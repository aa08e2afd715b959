#!/usr/bin/env node
// Fails when a folder's modules import each other in a circle. Every relative import counts: values,
// `import type`, `export … from` and dynamic `import()`, so a circle that only types close is found too
// (design §7: layers run one way). TypeScript and JavaScript modules alike (.ts, .tsx, .mts, .mjs, .js,
// .jsx): every package and app, the bench and the scripts. Usage, from a package folder:
// node ../../scripts/check-cycles.mjs src [more folders]
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const roots = process.argv.slice(2);
if (roots.length === 0) roots.push('src');
const SOURCE = /\.(ts|tsx|mts|mjs|js|jsx)$/;
const IGNORED = /(\.test\.(tsx?|mjs)|\.d\.m?ts)$|\/(gql|gql-live|node_modules|dist|\.out)\//;
// import … from '…', export … from '…', import '…', import('…'); comments are stripped first.
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return SOURCE.test(name) && !IGNORED.test(path) ? [path] : [];
  });
}

const modules = roots.flatMap((root) => files(resolve(root)));
const known = new Set(modules);
const graph = new Map();
for (const file of modules) {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const edges = new Set();
  for (const [, specifier] of text.matchAll(SPECIFIERS)) {
    const target = resolve(dirname(file), specifier);
    const candidates = [target, `${target}.ts`, `${target}.tsx`, `${target}.mjs`, `${target}.js`, join(target, 'index.ts'), join(target, 'index.mjs')];
    const found = candidates.find((c) => known.has(c) || (existsSync(c) && statSync(c).isFile() && known.has(c)));
    if (found) edges.add(found);
  }
  graph.set(file, edges);
}

// Tarjan's strongly connected components: every component of more than one module (or a module that
// imports itself) is a circle.
let index = 0;
const stack = [];
const meta = new Map();
const circles = [];
function connect(v) {
  meta.set(v, { index, low: index, onStack: true });
  index += 1;
  stack.push(v);
  for (const w of graph.get(v)) {
    if (!meta.has(w)) {
      connect(w);
      meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
    } else if (meta.get(w).onStack) {
      meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
    }
  }
  if (meta.get(v).low === meta.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      meta.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v).has(v)) circles.push(component);
  }
}
for (const v of graph.keys()) if (!meta.has(v)) connect(v);

const cwd = process.cwd();
if (circles.length === 0) {
  console.log(`[cycles] no import cycles among ${modules.length} modules`);
} else {
  for (const circle of circles) {
    console.error(`[cycles] these modules import each other in a circle:\n  ${circle.map((f) => relative(cwd, f)).sort().join('\n  ')}`);
  }
  process.exit(1);
}
