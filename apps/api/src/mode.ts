/**
 * The servers' two modes, from MASTHEAD_ENV. Development (the default) keeps the playground's
 * conveniences: the dev persona sign-in and `/dev/*`, introspection, `?persona=` on pages, source
 * maps. Production turns every one of them off.
 */
export type ServerMode = 'development' | 'production';

/** Reads MASTHEAD_ENV; anything but the two names is an error that says what is allowed. */
export function serverMode(raw: string | undefined): ServerMode {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'development') return 'development';
  if (value === 'production') return 'production';
  throw new Error(`MASTHEAD_ENV must be 'development' or 'production' (got '${value.slice(0, 40)}').`);
}
