/**
 * Production sessions (issue 34): the session cookie holds a token this server signed, not a persona's
 * name. Development keeps the personas (`masthead_persona=teacher`); production accepts only
 *
 *   v1.<persona id>.<expiry, epoch seconds>.<HMAC-SHA256 of the first three parts, base64url>
 *
 * signed with MASTHEAD_SESSION_SECRET. Nothing is stored: any instance with the same secret verifies it,
 * and it ends at its expiry (or when the secret changes, which ends every session at once).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { findPersona, type PersonaId } from './personas.ts';

/** The environment variable production reads its signing secret from. */
export const SESSION_SECRET_ENV = 'MASTHEAD_SESSION_SECRET';
/** The shortest secret accepted: 32 characters (say 32 random bytes as hex, 64 characters). */
export const MIN_SECRET_LENGTH = 32;
/** How long a session lasts unless told otherwise, and the longest one issued. */
export const DEFAULT_SESSION_HOURS = 24 * 7;
export const MAX_SESSION_HOURS = 24 * 90;

const VERSION = 'v1';

/** Why a production cookie was refused, in words a person can act on. */
export type SessionProblem = 'malformed' | 'signature' | 'expired' | 'persona';

export type SessionCheck = { ok: true; persona: PersonaId; expiresAt: number } | { ok: false; problem: SessionProblem };

/**
 * Reads a secret as production needs it; what is missing or too short is an error that says how to
 * make one. `from` names where it came from (the environment variable or the option).
 */
export function requireSessionSecret(value: string | undefined, from = SESSION_SECRET_ENV): string {
  const secret = value?.trim() ?? '';
  if (secret.length >= MIN_SECRET_LENGTH) return secret;
  const what = secret === '' ? 'is not set' : `is ${secret.length} characters long, fewer than ${MIN_SECRET_LENGTH}`;
  return failStart(
    `${from} ${what}: production accepts only sessions signed with it. Make one with ` +
      `\`node -e "console.log(require('crypto').randomBytes(32).toString('hex'))"\`, give every API instance the same ` +
      'value, and issue a session with `npm run session -- <persona>` (docs/security.md).',
  );
}

function failStart(message: string): never {
  throw new Error(message);
}

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** Issues a session for a signed-in persona, ending `hours` from `now` (epoch ms). */
export function issueSession(secret: string, persona: string, options: { now?: number; hours?: number } = {}): { token: string; expiresAt: number } {
  const known = findPersona(persona);
  if (!known?.user) throw new Error(`'${persona.slice(0, 40)}' is not a persona one signs in as; pick one of the signed-in personas (free, member, teacher, …).`);
  const hours = options.hours ?? DEFAULT_SESSION_HOURS;
  if (!Number.isFinite(hours) || hours <= 0 || hours > MAX_SESSION_HOURS) {
    throw new Error(`A session lasts more than 0 and at most ${MAX_SESSION_HOURS} hours (got ${String(hours)}).`);
  }
  const expiresAt = Math.floor((options.now ?? Date.now()) / 1000 + hours * 3600);
  const payload = `${VERSION}.${known.id}.${expiresAt}`;
  return { token: `${payload}.${signature(secret, payload).toString('base64url')}`, expiresAt: expiresAt * 1000 };
}

/** Checks a cookie's token against the secret and the clock (epoch ms); says which rule it broke. */
export function verifySession(secret: string, token: string, now: number): SessionCheck {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION || !/^\d{1,12}$/.test(parts[2] ?? '')) return { ok: false, problem: 'malformed' };
  const [version, persona = '', expiry = '', sent = ''] = parts;
  const expected = signature(secret, `${version}.${persona}.${expiry}`);
  const given = Buffer.from(sent, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, problem: 'signature' };
  const expiresAt = Number(expiry) * 1000;
  if (expiresAt <= now) return { ok: false, problem: 'expired' };
  const known = findPersona(persona);
  if (!known?.user) return { ok: false, problem: 'persona' };
  return { ok: true, persona: known.id, expiresAt };
}

const PROBLEMS: Record<SessionProblem, string> = {
  malformed: 'Your session cookie is not a session this site issues. Sign in again.',
  signature: 'Your session was not issued by this site (or its key has changed). Sign in again.',
  expired: 'Your session has expired. Sign in again.',
  persona: 'Your session names no account that can sign in. Sign in again.',
};

/** What a person is told about a refused session. */
export function sessionProblemMessage(problem: SessionProblem): string {
  return PROBLEMS[problem];
}
