#!/usr/bin/env node
// Packs every library package (`pnpm pack`, after turbo's cached build) and installs the tarballs into
// copies of the Next.js and Vite hosts in a folder outside the workspace, then builds both hosts.
// Writes <dir>/manifest.json with the tarballs, their sizes and the build times.
//   node scripts/prepare.mjs [--only next|vite] [--dir PATH]
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { HOST_SOURCES, LIBRARIES, ROOT, hostsDir } from './hosts.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const dir = args.includes('--dir') ? args[args.indexOf('--dir') + 1] : hostsDir();
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', NEXT_TELEMETRY_DISABLED: '1', CI: '1' };

function run(cmd, argv, cwd) {
  const t0 = Date.now();
  console.log(`[hosts] ${cwd.replace(ROOT, '')}$ ${cmd} ${argv.join(' ')}`);
  execFileSync(cmd, argv, { cwd, env, stdio: 'inherit' });
  return (Date.now() - t0) / 1000;
}

// 1. Build (turbo replays it from the cache when nothing changed) and pack. Under turbo (`npm test`), the
// e2e task's `^build` has already built them.
if (!process.env.TURBO_HASH) run('pnpm', ['exec', 'turbo', 'run', 'build', ...LIBRARIES.map((name) => `--filter=@masthead/${name}`)], ROOT);
const packs = join(dir, 'packs');
rmSync(packs, { recursive: true, force: true });
mkdirSync(packs, { recursive: true });
const tarballs = {};
for (const name of LIBRARIES) {
  const pkgDir = join(ROOT, 'packages', name);
  const before = new Set(readdirSync(packs));
  run('pnpm', ['pack', '--pack-destination', packs], pkgDir);
  const file = readdirSync(packs).find((f) => !before.has(f));
  if (!file) throw new Error(`pnpm pack wrote no tarball for @masthead/${name}`);
  tarballs[`@masthead/${name}`] = { file: join(packs, file), bytes: statSync(join(packs, file)).size };
}

// 2. Each host: a fresh copy of its source, its @masthead dependencies pointed at the tarballs (and the
// tarballs' own @masthead dependencies too, through overrides: they are not on any registry).
const hosts = {};
for (const [host, source] of Object.entries(HOST_SOURCES)) {
  if (only && only !== host) continue;
  const target = join(dir, host);
  for (const entry of existsSync(target) ? readdirSync(target) : []) {
    if (entry !== 'node_modules') rmSync(join(target, entry), { recursive: true, force: true });
  }
  cpSync(source, target, { recursive: true, filter: (src) => !/(^|\/)(node_modules|\.next|dist)(\/|$)/.test(src.slice(source.length)) });
  const pkgFile = join(target, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  const local = Object.fromEntries(Object.entries(tarballs).map(([name, t]) => [name, `file:${t.file}`]));
  for (const name of Object.keys(pkg.dependencies)) if (local[name]) pkg.dependencies[name] = local[name];
  pkg.pnpm = { overrides: local, onlyBuiltDependencies: [] };
  writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  // The tarballs change on every build while their version does not: drop the installed copies, the
  // store's extracted ones (pnpm keys them by the tarball's path, so it would link the old contents)
  // and the lockfile that records their integrity.
  rmSync(join(target, 'node_modules', '@masthead'), { recursive: true, force: true });
  const store = join(target, 'node_modules', '.pnpm');
  for (const entry of existsSync(store) ? readdirSync(store) : []) {
    if (entry.startsWith('@masthead+')) rmSync(join(store, entry), { recursive: true, force: true });
  }
  rmSync(join(target, 'pnpm-lock.yaml'), { force: true });
  const install = run('pnpm', ['install', '--ignore-workspace', '--no-frozen-lockfile', '--config.confirmModulesPurge=false'], target);
  const build = run('pnpm', ['run', 'build'], target);
  hosts[host] = { dir: target, installSeconds: install, buildSeconds: build };
}

// 3. The header's JS as a host's bundler builds it from the installed packages (minified, split on the
// header's own lazy imports; the host's react, react-dom and Apollo excluded, as in design §5's budget).
async function headerJs(hostDir, pkg) {
  const result = await build({
    stdin: { contents: `export * from '${pkg}';`, resolveDir: hostDir, loader: 'js' },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    outdir: join(dir, 'measure'),
    external: ['react', 'react-dom', 'react/*', 'react-dom/*', '@apollo/client', '@apollo/client/*', 'graphql', 'rxjs'],
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'error',
  });
  const gz = new Map(result.outputFiles.map((f) => [f.path, gzipSync(f.contents).length]));
  // Initial: the entry and every chunk it imports statically, transitively; the rest loads on first use.
  const outputs = result.metafile.outputs;
  const key = (path) => Object.keys(outputs).find((k) => basename(k) === basename(path));
  const initial = new Set();
  const visit = (k) => {
    if (!k || initial.has(k)) return;
    initial.add(k);
    for (const imp of outputs[k].imports) if (imp.kind === 'import-statement' && !imp.external) visit(imp.path);
  };
  visit(Object.keys(outputs).find((k) => outputs[k].entryPoint));
  let initialGzipBytes = 0;
  for (const [path, bytes] of gz) if (initial.has(key(path))) initialGzipBytes += bytes;
  const allChunksGzipBytes = [...gz.values()].reduce((a, b) => a + b, 0);
  return { initialGzipBytes, allChunksGzipBytes, chunks: gz.size };
}
const measureDir = Object.values(hosts)[0]?.dir;
const headerJsSizes = {};
if (measureDir) {
  for (const pkg of ['@masthead/header-desktop', '@masthead/header-mobile']) headerJsSizes[pkg] = await headerJs(measureDir, pkg);
}

const manifest = { dir, tarballs, hosts, headerJs: headerJsSizes, preparedAt: new Date().toISOString() };
const manifestFile = join(dir, 'manifest.json');
const previous = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;
if (previous && only) manifest.hosts = { ...previous.hosts, ...hosts };
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`[hosts] ready in ${dir}`);
for (const [name, t] of Object.entries(tarballs)) console.log(`[hosts] ${name}: ${(t.bytes / 1024).toFixed(1)} KiB packed`);
for (const [name, m] of Object.entries(headerJsSizes)) {
  console.log(`[hosts] ${name} as a host bundles it: ${(m.initialGzipBytes / 1024).toFixed(1)} KiB gzip initial, ${(m.allChunksGzipBytes / 1024).toFixed(1)} KiB with its ${m.chunks - 1} lazy chunks`);
}
for (const [name, h] of Object.entries(manifest.hosts)) console.log(`[hosts] ${name}: install ${h.installSeconds.toFixed(1)} s, build ${h.buildSeconds.toFixed(1)} s`);
