/**
 * The embedded database's folder on disk (issue 34, items 4 and 5): one process at a time, through a lock
 * created exclusively, and readable by its owner only, however PGlite wrote the files.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../src/db/data-folder.ts';
import { rawGql, startServer } from './helpers.ts';
import { eventually } from './poll.ts';

const root = mkdtempSync(join(tmpdir(), 'masthead-folder-'));
/** A folder the API made (initdb, migrations, seed), wrote to and closed; the tests below work on copies. */
const made = join(root, 'made');
let looseWhileRunning: string[] = [];

beforeAll(async () => {
  const server = await startServer({ database: { kind: 'folder', path: made } });
  await server.database();
  const marked = await rawGql(server, 'mutation { markNotificationsAsRead(input: { before: "2100-01-01T00:00:00.000Z" }) { unreadCount } }', {}, 'member');
  expect(marked.errors).toBeUndefined();
  looseWhileRunning = looseModes(made);
  await server.close();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A copy of the made folder, modes and all. */
function copyOfMade(name: string): string {
  const folder = join(root, name);
  cpSync(made, folder, { recursive: true });
  return folder;
}

/** Every path under `dir` (itself included) whose mode is not 0700 for a folder or 0600 for a file. */
function looseModes(dir: string): string[] {
  const loose: string[] = [];
  const visit = (path: string) => {
    const stat = statSync(path);
    const want = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777) !== want) loose.push(`${(stat.mode & 0o777).toString(8)} ${path}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return loose;
}

function countFiles(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

describe('file modes', () => {
  it('after the API made its folder, wrote to it and stopped, the folder is 0700 and every file in it 0600', () => {
    expect(countFiles(made)).toBeGreaterThan(900);
    expect(looseModes(made)).toEqual([]);
    // While it ran, too (what PostgreSQL writes once open is 0600 by itself).
    expect(looseWhileRunning).toEqual([]);
  });

  it('a folder left world-writable (by an older API) is made its owner\'s again on the next start', async () => {
    const folder = copyOfMade('loose');
    chmodSync(folder, 0o777);
    chmodSync(join(folder, 'pg_hba.conf'), 0o666);
    chmodSync(join(folder, 'base'), 0o755);
    const server = await startServer({ database: { kind: 'folder', path: folder } });
    await server.database();
    expect(looseModes(folder)).toEqual([]);
    await server.close();
    expect(looseModes(folder)).toEqual([]);
  });
});

describe('the folder lock', () => {
  it('of two servers opening one folder at once, exactly one gets it; the other is told who holds it', async () => {
    const folder = copyOfMade('race');
    const servers = [await startServer({ database: { kind: 'folder', path: folder } }), await startServer({ database: { kind: 'folder', path: folder } })];
    try {
      const opened = await Promise.allSettled(servers.map((server) => server.database()));
      expect(opened.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = opened.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      expect(String(refused?.reason)).toContain(`The embedded database in ${folder} is in use by this process. Stop it, or set MASTHEAD_DATA_DIR to another folder.`);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
    // Released on close: the folder opens again.
    const again = await startServer({ database: { kind: 'folder', path: folder } });
    await expect(again.database()).resolves.toContain(`folder ${folder}`);
    await again.close();
  });

  it('a lock held by another live process refuses; one left by a process that is gone is taken over', async () => {
    const folder = copyOfMade('held');
    const alive = process.ppid;
    writeFileSync(join(folder, LOCK_FILE), String(alive));
    const refused = await startServer({ database: { kind: 'folder', path: folder } });
    await expect(refused.database()).rejects.toThrow(`is in use by another API process (pid ${alive})`);
    await refused.close();
    // The pid of a process that has ended.
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(folder, LOCK_FILE), String(gone));
    const taken = await startServer({ database: { kind: 'folder', path: folder } });
    await expect(taken.database()).resolves.toContain(`folder ${folder}`);
    await taken.close();
  });

  it('a lock left by a process that ended but was not yet collected by its parent (a zombie, as kill -9 leaves one) is taken over', async () => {
    const folder = copyOfMade('zombie');
    // A shell starts a child that exits at once, then becomes a process that never collects it.
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 600'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const [line] = (await once(parent.stdout, 'data')) as [Buffer];
      const zombie = Number(line.toString().trim());
      await eventually(() => readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') === true, 'the child to have ended');
      writeFileSync(join(folder, LOCK_FILE), String(zombie));
      const taken = await startServer({ database: { kind: 'folder', path: folder } });
      await expect(taken.database()).resolves.toContain(`folder ${folder}`);
      await taken.close();
    } finally {
      parent.kill('SIGKILL');
    }
  });
});
