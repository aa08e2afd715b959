// Server rendering (ssr.mjs): a short timing in the smoke, the full one otherwise. Reported, no goal.
import { formatSsr, measureSsr } from '../ssr.mjs';

export const id = 'ssr';
export const key = 'ssr';
export const title = ({ smoke }) => `server rendering (renderToString, NODE_ENV=production${smoke ? ', smoke: a few runs' : ''})`;
export const failure = 'server rendering failed';
export const inSmoke = true;

export const run = ({ smoke }) => measureSsr(smoke ? { runs: 20, warmup: 5 } : { runs: 2000, warmup: 300 });
export const row = formatSsr;
export const goal = () => [];
