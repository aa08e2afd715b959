// A throwaway PostgreSQL server for tests and benches: Debian's programs (scripts/setup.mjs's
// ensurePostgres installs them), a fresh cluster in a temporary directory, a free port on 127.0.0.1 and
// a Unix socket in that directory, so it never meets a system server (port 5432, /var/run/postgresql).
//
//   const pg = await startPostgres();       // pg.url = postgres://masthead@127.0.0.1:PORT/masthead
//   await pg.psql('SELECT 1');              // '1'
//   await pg.kill(); await pg.start();      // a crash (SIGKILL to the postmaster) and a recovery
//   await pg.dispose();                     // stops it and removes the directory
//
// Postgres refuses to run as root: as root, initdb, pg_ctl, the server and psql run as the `postgres`
// system user of Debian's package (the directory is chowned to it); otherwise as the current user.
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresBin } from '../setup.mjs';
import { alive, capture, childPids, freePort, tail, waitUntil, watchdog } from './harness-util.mjs';

/** The cluster's superuser (initdb -U), whatever the OS user is. */
const SUPERUSER = 'postgres';
const NAME = /^[a-z_][a-z0-9_]*$/;

/** A word for the shell, in single quotes. */
const quote = (text) => `'${String(text).replaceAll("'", `'\\''`)}'`;

/** How the programs run: as root, as the `postgres` system user; otherwise as we are. */
function identity(osUser) {
  if (process.getuid?.() !== 0) return { name: null, spawn: {} };
  const id = (flag) => spawnSync('id', [flag, osUser], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(`PostgreSQL refuses to run as root, and there is no '${osUser}' system user to run it as (Debian's postgresql package creates it; or pass { osUser }).`);
  }
  return { name: osUser, spawn: { uid: Number(uid.stdout), gid: Number(gid.stdout) } };
}

/** Our environment without libpq's PG* variables (a PGHOST or PGDATABASE would redirect psql), in English. */
function cleanEnv(home) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('PG')));
  return { ...env, HOME: home, LC_ALL: 'C', LANG: 'C' };
}

/**
 * Starts a server. Options:
 * - `bin`: the folder of initdb, pg_ctl (and psql); default postgresBin() (MASTHEAD_POSTGRES_BIN, or the
 *   newest /usr/lib/postgresql/<version>/bin);
 * - `port`: default a free one; `database`, `user`: default `masthead` (a LOGIN role that owns the database;
 *   the cluster's superuser is `postgres`, see adminUrl);
 * - `settings`: more server settings, `{ max_connections: 50 }` → `-c max_connections=50`;
 * - `osUser`: whom to run as when we are root (default `postgres`).
 * Returns { url, adminUrl, port, dir, dataDir, logFile, bin, psql(), spawnPsql(), start(), stop(), restart(),
 * kill(), running(), dispose() }. stop() keeps the directory (start() again later); dispose() stops the
 * server and removes it. Whatever is left when this process exits (even by SIGKILL) is stopped and removed.
 */
export async function startPostgres(options = {}) {
  const { bin = postgresBin(), database = 'masthead', user = 'masthead', settings = {}, osUser = 'postgres' } = options;
  for (const [what, name] of [['database', database], ['user', user]]) {
    if (!NAME.test(name)) throw new Error(`startPostgres: ${what} '${name}' must be a plain lower-case SQL name.`);
  }
  const program = (name) => join(bin, name);
  for (const name of ['initdb', 'pg_ctl', 'postgres']) {
    if (!existsSync(program(name))) {
      throw new Error(`PostgreSQL's ${name} is missing at ${program(name)}: install Debian's postgresql (scripts/setup.mjs's ensurePostgres(), which npm test runs) or set MASTHEAD_POSTGRES_BIN to the folder of its programs.`);
    }
  }
  const psqlPath = [program('psql'), '/usr/bin/psql'].find((path) => existsSync(path));
  if (!psqlPath) throw new Error(`psql is missing at ${program('psql')} and /usr/bin/psql: install Debian's postgresql-client.`);

  const as = identity(osUser);
  const dir = mkdtempSync(join(tmpdir(), 'masthead-pg-'));
  const dataDir = join(dir, 'data');
  const socketDir = join(dir, 'socket');
  const logFile = join(dir, 'server.log');
  const pidFile = join(dataDir, 'postmaster.pid');
  let port = options.port ?? (await freePort());
  mkdirSync(socketDir);
  const own = (path) => as.name && chownSync(path, as.spawn.uid, as.spawn.gid);
  own(dir);
  own(socketDir);
  const env = cleanEnv(dir);
  const run = (file, args, extra = {}) => capture(file, args, { cwd: dir, env, ...as.spawn, ...extra });
  const who = as.name ? ` (as the '${as.name}' user)` : '';

  // Stopped and removed whatever happens to this process: `exit` handles an ordinary end, the watchdog
  // the rest (a signal's default action or SIGKILL run no handler).
  let disposed = false;
  const cancelWatchdog = watchdog(
    `pid=$(head -n 1 "$2/postmaster.pid" 2>/dev/null) && [ -n "$pid" ] && kill -QUIT "$pid" 2>/dev/null
     for i in 1 2 3 4 5 6 7 8 9 10; do [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null && sleep 0.3; done
     rm -rf "$1"`,
    [dir, dataDir],
  );
  const onExit = () => {
    if (running()) spawnSync(program('pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { cwd: dir, env, ...as.spawn, stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
    cancelWatchdog();
  };
  process.once('exit', onExit);
  const fail = async (message) => {
    await dispose();
    return new Error(message);
  };

  let result = await run(program('initdb'), ['-D', dataDir, '-U', SUPERUSER, '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']).catch((error) => ({ code: null, stderr: error.message }));
  if (result.code !== 0) {
    const reach = as.name ? ` (the '${as.name}' user must be able to enter ${tmpdir()}; TMPDIR moves it)` : '';
    throw await fail(`initdb failed${who} in ${dataDir}${reach}: ${(result.stderr || result.stdout).trim()}`);
  }
  // Trust on loopback only: the socket (in a directory only the server's user may enter) and 127.0.0.1,
  // the one address the server listens on.
  writeFileSync(join(dataDir, 'pg_hba.conf'), '# scripts/postgres-server.mjs: trust on loopback only.\nlocal all all trust\nhost all all 127.0.0.1/32 trust\n', { mode: 0o600 });
  own(join(dataDir, 'pg_hba.conf'));

  function postmasterPid() {
    if (!existsSync(pidFile)) return null;
    return Number(readFileSync(pidFile, 'utf8').split('\n')[0]) || null;
  }
  function running() {
    return alive(postmasterPid());
  }

  /** pg_ctl start on `port`: resolves when the server accepts connections; a failure quotes the server's log. */
  async function start() {
    if (disposed) throw new Error('startPostgres: this server was disposed of.');
    if (running()) return;
    // A postmaster killed with SIGKILL leaves postmaster.pid and the socket's lock file behind. The new
    // server would take them over, unless the old process is a zombie nobody reaps (as under some
    // containers' init): `kill(pid, 0)` still succeeds on one, and it refuses to start. They are ours and
    // their process is dead, so they go (kill() waits for the old backends too, so the shared memory
    // these files would let the new server check for has no one attached).
    for (const file of [pidFile, join(socketDir, `.s.PGSQL.${port}.lock`), join(socketDir, `.s.PGSQL.${port}`)]) rmSync(file, { force: true });
    // pg_ctl hands these to the shell. fsync=off: a test's data survives the server's crash (the kernel
    // still has it), not the machine's.
    const serverOptions = [`-p ${port}`, `-k ${quote(socketDir)}`, '-c listen_addresses=127.0.0.1', '-c fsync=off', ...Object.entries(settings).map(([key, value]) => `-c ${quote(`${key}=${value}`)}`)].join(' ');
    const logBefore = existsSync(logFile) ? readFileSync(logFile, 'utf8').length : 0;
    const started = await run(program('pg_ctl'), ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '60', 'start']);
    if (started.code === 0) return;
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(logBefore) : '';
    const error = new Error(
      `PostgreSQL did not start on 127.0.0.1:${port}${who}: pg_ctl exited with ${started.code ?? started.signal}: ${(started.stderr || started.stdout).trim()}\n` +
        `--- the end of ${logFile} ---\n${log.trimEnd().split('\n').slice(-15).join('\n') || '(empty)'}`,
    );
    error.portInUse = /Address already in use|could not create any TCP\/IP sockets/.test(log);
    throw error;
  }

  /** pg_ctl stop -m fast (nothing when it is not running, e.g. after kill()). */
  async function stop() {
    if (!running()) return;
    const stopped = await run(program('pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
    if (stopped.code !== 0 && running()) throw new Error(`pg_ctl stop failed${who}: ${(stopped.stderr || stopped.stdout).trim()}\n--- the end of ${logFile} ---\n${tail(logFile)}`);
  }

  async function restart() {
    await stop();
    await start();
  }

  /**
   * A crash: SIGKILL to the postmaster (its pid from postmaster.pid). Resolves once it and its processes
   * are gone (the backends notice their postmaster's death and exit; any left after 10 s are killed).
   */
  async function kill() {
    const pid = postmasterPid();
    if (!alive(pid)) throw new Error(`startPostgres: kill(): the server is not running (postmaster.pid: ${pid ?? 'none'}).`);
    const children = childPids(pid);
    process.kill(pid, 'SIGKILL');
    const gone = () => !alive(pid) && children.every((child) => !alive(child));
    if (!(await waitUntil(gone, 10_000))) {
      for (const child of children) if (alive(child)) process.kill(child, 'SIGKILL');
      await waitUntil(gone, 5_000);
    }
  }

  /** Stops the server (fast, else immediate) and removes its directory. Safe to call twice. */
  async function dispose() {
    if (disposed) return;
    disposed = true;
    try {
      await stop();
    } catch {
      spawnSync(program('pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { cwd: dir, env, ...as.spawn, stdio: 'ignore' });
    }
    rmSync(dir, { recursive: true, force: true });
    process.off('exit', onExit);
    cancelWatchdog();
  }

  /** psql connected to the server (as `user` to `database` unless told otherwise), with pipes: for sessions. */
  function spawnPsql(args = [], { user: role = user, database: db = database } = {}) {
    return spawn(psqlPath, ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-h', '127.0.0.1', '-p', String(port), '-U', role, '-d', db, ...args], { cwd: dir, env, ...as.spawn, stdio: ['pipe', 'pipe', 'pipe'] });
  }

  /** Runs SQL with psql (unaligned, tuples only) and resolves with its output, trimmed; rejects with psql's error. */
  async function psql(sql, { user: role = user, database: db = database } = {}) {
    const out = await run(psqlPath, ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-h', '127.0.0.1', '-p', String(port), '-U', role, '-d', db], { input: sql });
    if (out.code !== 0) throw new Error(`psql failed (${role}@127.0.0.1:${port}/${db}): ${out.stderr.trim()}`);
    return out.stdout.trim();
  }

  // The first start picks another free port when someone took this one meanwhile (unless it was given).
  for (let attempt = 1; ; attempt += 1) {
    try {
      await start();
      break;
    } catch (error) {
      if (error.portInUse && options.port === undefined && attempt < 3) {
        port = await freePort();
        continue;
      }
      throw await fail(error.message);
    }
  }
  result = await run(psqlPath, ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-h', '127.0.0.1', '-p', String(port), '-U', SUPERUSER, '-d', 'postgres', '-c', `CREATE ROLE ${user} LOGIN`, '-c', `CREATE DATABASE ${database} OWNER ${user}`]);
  if (result.code !== 0) throw await fail(`Creating the role '${user}' and the database '${database}' failed: ${result.stderr.trim()}`);

  return {
    get url() {
      return `postgres://${user}@127.0.0.1:${port}/${database}`;
    },
    get adminUrl() {
      return `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`;
    },
    get port() {
      return port;
    },
    dir,
    dataDir,
    socketDir,
    logFile,
    bin,
    psql,
    spawnPsql,
    start,
    stop,
    restart,
    kill,
    running,
    dispose,
  };
}
