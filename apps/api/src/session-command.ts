/**
 * `npm run session -- <persona> [--hours N]`: issues a production session (sessions.ts) for trying a
 * production site locally, signed with MASTHEAD_SESSION_SECRET, the secret the API runs with. Prints the
 * cookie (`masthead_persona=…`) alone on stdout, so `curl -H "Cookie: $(npm run -s session -- teacher)"`
 * works, and how to use it in a browser on stderr.
 */
import { pathToFileURL } from 'node:url';
import { PERSONA_COOKIE, PERSONAS } from './personas.ts';
import { DEFAULT_SESSION_HOURS, issueSession, requireSessionSecret, SESSION_SECRET_ENV } from './sessions.ts';

const SIGNED_IN = PERSONAS.filter((p) => p.user).map((p) => p.id);
const USAGE = `Usage: npm run session -- <persona> [--hours N]   (persona: ${SIGNED_IN.join(', ')}; N defaults to ${DEFAULT_SESSION_HOURS})`;

/** Reads the arguments; anything it cannot use is an error that shows the usage. */
export function parseSessionArgs(args: readonly string[]): { persona: string; hours: number } {
  let persona: string | undefined;
  let hours = DEFAULT_SESSION_HOURS;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--hours') {
      const value = args[(i += 1)];
      hours = Number(value);
      if (value === undefined || value.trim() === '' || !Number.isFinite(hours)) throw new Error(`--hours takes a number of hours (got ${JSON.stringify(value ?? null)}).\n${USAGE}`);
    } else if (arg.startsWith('-')) {
      throw new Error(`Unknown option ${arg}.\n${USAGE}`);
    } else if (persona === undefined) {
      persona = arg;
    } else {
      throw new Error(`One persona at a time (got ${persona} and ${arg}).\n${USAGE}`);
    }
  }
  if (persona === undefined) throw new Error(`Which persona? ${USAGE}`);
  return { persona, hours };
}

/** Issues the session the command line asks for; what to print, or throws with what went wrong. */
export function sessionCommand(args: readonly string[], env: Record<string, string | undefined>, now = Date.now()): { cookie: string; advice: string } {
  const { persona, hours } = parseSessionArgs(args);
  const secret = requireSessionSecret(env[SESSION_SECRET_ENV]);
  let issued: ReturnType<typeof issueSession>;
  try {
    issued = issueSession(secret, persona, { hours, now });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`, { cause: error });
  }
  const cookie = `${PERSONA_COOKIE}=${issued.token}`;
  const advice = [
    `A session for ${persona}, valid until ${new Date(issued.expiresAt).toISOString()}, for every API running with this ${SESSION_SECRET_ENV}.`,
    `In a browser on the site: developer tools > Application > Cookies, add ${PERSONA_COOKIE} with the value after "=" (Path /, HttpOnly).`,
    `With curl: curl -H "Cookie: ${cookie}" …`,
  ].join('\n');
  return { cookie, advice };
}

// Run as a command (not when a test imports it).
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { cookie, advice } = sessionCommand(process.argv.slice(2), process.env);
    console.error(advice);
    console.log(cookie);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
