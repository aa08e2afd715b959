// The host's two modes, from MASTHEAD_ENV, with the Masthead web app's rule: development (the default)
// keeps the playground's `?persona=` sign-in and the demo sign-in form; production turns both off.
// Read at run time (the proxy and the layouts run on the server), so one `next build` serves either mode.

export type HostMode = 'development' | 'production';

/** Anything but the two names stops the request with an error saying what is allowed. */
export function hostMode(raw: string | undefined = process.env['MASTHEAD_ENV']): HostMode {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'development') return 'development';
  if (value === 'production') return 'production';
  throw new Error(`MASTHEAD_ENV must be 'development' or 'production' (got '${value.slice(0, 40)}').`);
}

/** Whether the browser reached us over https, directly or through a proxy that says so. */
export function cameOverHttps(url: URL, forwardedProto: string | null): boolean {
  const first = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  return first ? first === 'https' : url.protocol === 'https:';
}
