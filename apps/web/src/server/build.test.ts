// The client's build (scripts/build.mjs) may run while a server serves its folder: `npm start` rebuilds
// it, and in `npm test` the bench's `npm start` test runs beside this package's server tests. A file
// is replaced, never removed first, so every request answers while the build runs.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createWebServer } from './server.ts';

const WEB_DIR = fileURLToPath(new URL('../..', import.meta.url));

function runBuild(): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], { cwd: WEB_DIR, stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', resolve);
  });
}

let web: ReturnType<typeof createWebServer>;
let webUrl: string;
beforeAll(async () => {
  // A folder to serve, as `npm start` leaves it (the package's build ran before its tests).
  if (!existsSync(`${WEB_DIR}dist/meta.json`)) expect(await runBuild()).toBe(0);
  // The API is never asked: only /assets/ is requested here.
  web = createWebServer({ graphqlUrl: 'http://127.0.0.1:9/graphql', port: 0 });
  webUrl = await web.listen();
});
afterAll(async () => {
  await web.close();
});

/** The entry, its source map and its stylesheet, by the hashed names the build gave them. */
function entryFiles(): string[] {
  const meta = JSON.parse(readFileSync(`${WEB_DIR}dist/meta.json`, 'utf8')) as { outputs: Record<string, { cssBundle?: string }> };
  const [file, entry] = Object.entries(meta.outputs).find(([name]) => /\/client-\w+\.js$/.test(name)) ?? [];
  if (!file || !entry?.cssBundle) throw new Error('no client entry with a stylesheet in dist/meta.json');
  const path = (name: string) => `/assets/${name.split('/').pop()}`;
  return [path(file), `${path(file)}.map`, path(entry.cssBundle)];
}

it('the client rebuilt while the server serves it: the entry, its source map and its stylesheet answer 200 throughout', async () => {
  const statuses: number[] = [];
  const files = entryFiles();
  let building = true;
  const build = runBuild().finally(() => (building = false));
  while (building) {
    for (const path of files) {
      statuses.push((await fetch(new URL(path, webUrl))).status);
    }
  }
  expect(await build).toBe(0);
  expect(statuses.length).toBeGreaterThan(3);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
});
