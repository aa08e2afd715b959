import { DEVICE_SESSION_COOKIE, newDeviceSessionId, parseDeviceSessionId } from '@masthead/header-core';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

function cryptoRandom(): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) / 2 ** 32;
}

/** The raw value of cookie `name`, or null (a malformed cookie string never throws). */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The device session id from the `masthead_dsid` cookie; a missing or invalid one is replaced by a fresh
 * id (written back for a year). Browser only.
 */
export function ensureDeviceSessionId(doc: Document = document): string {
  let cookies = '';
  try {
    cookies = doc.cookie;
  } catch {
    // Cookies blocked (sandboxed frame): fall through to a fresh, unsaved id.
  }
  const existing = parseDeviceSessionId(readCookie(cookies, DEVICE_SESSION_COOKIE));
  if (existing) return existing;
  const random = typeof globalThis.crypto?.getRandomValues === 'function' ? cryptoRandom : Math.random;
  const id = newDeviceSessionId(random);
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  try {
    doc.cookie = `${DEVICE_SESSION_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
  } catch {
    // Still usable for this page's batches.
  }
  return id;
}
