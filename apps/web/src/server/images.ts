// The web app's own icon. The seed data's cover and avatar images are drawn and served by the API
// (apps/api/src/images.ts); the server forwards /img/* there (see server.ts), so there is one copy.

export const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#111"/><path fill="#fff" d="M7 23V9h3.2l5.8 8 5.8-8H25v14h-3.4v-8.6L16 22l-5.6-7.6V23z"/></svg>`;

/** The favicon for /favicon.svg and /favicon.ico; null for anything else. */
export function faviconFor(path: string): string | null {
  return path === '/favicon.svg' || path === '/favicon.ico' ? FAVICON : null;
}
