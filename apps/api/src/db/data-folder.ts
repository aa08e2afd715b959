/**
 * The embedded database's folder on disk (issue 34): who may open it, and who may read it.
 *
 * - One process at a time: PGlite has no lock of its own, and two processes writing one folder corrupt
 *   it. The lock file is made in one step that fails when it exists (a link to a file already holding
 *   our pid), so of two API processes opening the folder at once exactly one gets it; one left by a
 *   process that is gone (kill -9) is taken over.
 * - Only its owner: PGlite's file system layer writes most of what initdb makes (pg_hba.conf, the
 *   catalog, the WAL) with mode 0666 whatever the umask, as it copies the mode PostgreSQL asked for
 *   with chmod. The folder is made 0700 before PGlite writes a byte, and every file in it is set to
 *   0600 (every folder to 0700) after it opened and after it closed.
 */
import { chmodSync, linkSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The lock file's name in the data folder. */
export const LOCK_FILE = 'masthead-api.pid';
const FILE_MODE = 0o600;
const FOLDER_MODE = 0o700;
/** The folders this process holds: a lock with our pid in another folder is a previous run's (a container's pid repeats). */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/**
 * Whether `pid` has ended and only waits for its parent to collect its exit status (Linux's /proc says so): a
 * signal still reaches it, but it holds no file and writes nothing. An API killed with kill -9 is one until its
 * parent (or init, when that was killed too) collects it, and its lock is then as stale as a gone process's.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

/** The pid in a lock file, or null when the file is gone or holds no pid. */
function holderOf(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Creates `file` holding `content`, or answers false when it exists; never a half-written file. */
function createExclusively(file: string, content: string): boolean {
  // Written whole under a name of our own first ('wx': O_CREAT | O_EXCL), then linked to its place:
  // link fails with EEXIST when the lock exists, and a reader never finds it empty.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, content, { flag: 'wx', mode: FILE_MODE });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

function inUse(path: string, pid: number): Error {
  const who = pid === process.pid ? 'this process' : `another API process (pid ${pid})`;
  return new Error(`The embedded database in ${path} is in use by ${who}. Stop it, or set MASTHEAD_DATA_DIR to another folder.`);
}

/**
 * Claims the data folder `path` for this process; resolves to the function that releases it. Throws when
 * a live process (this one included) holds it.
 */
export function lockFolder(path: string): () => void {
  const file = join(path, LOCK_FILE);
  const takeover = `${file}.takeover`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (createExclusively(file, String(process.pid))) {
      held.add(file);
      return () => {
        held.delete(file);
        rmSync(file, { force: true });
      };
    }
    const holder = holderOf(file);
    if (holder !== null && (holder === process.pid ? held.has(file) : isAlive(holder))) throw inUse(path, holder);
    // Left by a process that is gone. Two processes may find that at once: the one that creates the
    // takeover file removes the stale lock, the other finds the takeover file and reports it.
    if (!createExclusively(takeover, String(process.pid))) {
      const other = holderOf(takeover);
      if (other !== null && isAlive(other)) throw inUse(path, other);
      throw new Error(`The embedded database in ${path} has a stale lock (${takeover}, a process that stopped while taking it over). Make sure no API runs on this folder, then delete that file.`);
    }
    try {
      // Still the stale one (not a lock made meanwhile by a process that removed it first)?
      if (holderOf(file) === holder) rmSync(file, { force: true });
    } finally {
      rmSync(takeover, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${path}: its lock file kept changing. Is another API starting on this folder?`);
}

/** Creates the data folder readable by its owner only (0700), and makes an existing one so. */
export function makeFolder(path: string): void {
  mkdirSync(path, { recursive: true, mode: FOLDER_MODE });
  chmodSync(path, FOLDER_MODE);
}

/** Sets every file under `path` to 0600 and every folder to 0700 (only those that differ). */
export function restrictModes(path: string): void {
  let entries;
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch (error) {
    // A folder removed meanwhile (PostgreSQL's temporary ones, or the data folder deleted under a test).
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const full = join(path, entry.name);
    if (entry.isSymbolicLink()) continue;
    const mode = entry.isDirectory() ? FOLDER_MODE : FILE_MODE;
    try {
      if ((statSync(full).mode & 0o777) !== mode) chmodSync(full, mode);
    } catch (error) {
      // A file PostgreSQL removed meanwhile (a WAL segment recycled) needs no mode.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      continue;
    }
    if (entry.isDirectory()) restrictModes(full);
  }
}
