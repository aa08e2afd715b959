#!/usr/bin/env node
// `npm run bench`: installs what is missing (pnpm, the dependencies, Debian's Chromium and nginx) as
// `npm start` and `npm test` do, then runs the benchmarks of packages/bench; arguments are passed on
// (`npm run bench -- --quick`).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureDependencies, ensureNginx, ensurePnpm, ensurePostgres } from './setup.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensurePnpm();
ensureDependencies();
ensureChromium();
try {
  ensureNginx();
} catch (error) {
  // Only the HTTP cache scenario needs it; it reports "not available" with this reason and the rest runs.
  console.log(`[setup] ${error.message}`);
}
// The search-latency section starts a throwaway PostgreSQL server; without one installed, that section
// fails with its reason and the rest runs.
try {
  ensurePostgres();
} catch (error) {
  console.log(`[setup] ${error.message}`);
}
const result = spawnSync('pnpm', ['--filter', '@masthead/bench', 'bench', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
