/** Cookie that carries the device session id the analytics batches are keyed by. */
export const DEVICE_SESSION_COOKIE = 'masthead_dsid';

const DEVICE_SESSION_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** The cookie value when it looks like an id we issued (UUID-ish, 8–64 of `[A-Za-z0-9-]`), else null. */
export function parseDeviceSessionId(cookieValue: string | null | undefined): string | null {
  if (typeof cookieValue !== 'string') return null;
  const value = cookieValue.trim();
  return DEVICE_SESSION_PATTERN.test(value) ? value : null;
}

/**
 * A fresh id in UUID v4 layout from an injected random source (`Math.random`, or
 * `crypto.getRandomValues` adapted to [0, 1) by the browser layer). Out-of-range randoms are clamped.
 */
export function newDeviceSessionId(random: () => number): string {
  const hex = (): number => {
    const r = random();
    const unit = Number.isFinite(r) ? Math.min(Math.max(r, 0), 0.999999999) : 0;
    return Math.floor(unit * 16);
  };
  const template = 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx';
  let out = '';
  for (const char of template) {
    if (char === 'x') out += hex().toString(16);
    else if (char === 'y') out += ((hex() & 0x3) | 0x8).toString(16);
    else out += char;
  }
  return out;
}
