// @ts-check
// The host's HTTP server: `next start`'s job, plus the two things `next start` cannot do because they need
// the socket (issue 34, item 8). Run it as `node server.mjs [--hostname 127.0.0.1] [--port 3001]`.
//
// - Who the client is. Next.js sets `X-Forwarded-For` only when the request has none, so through `next
//   start` every request chose the address the API rate limits analytics by (700 of 700 accepted where
//   the web app refused 28). Here the socket's peer is appended to what came, as the web app's proxy does
//   (header-core's forwardedFor): the API takes the last entry from a proxy on its machine.
// - Which names it answers for. A page whose name is re-pointed at this machine (DNS rebinding) reaches
//   it with `Host: evil.example`; the forward sends the API its own Host, so without a check here the host
//   would carry the page past the API's 421. The same rule as the API's and the web app's (header-core's):
//   loopback names, the address it listens on, MASTHEAD_ALLOWED_HOSTS and the hosts of
//   MASTHEAD_ALLOWED_ORIGINS; any other name gets 421 before Next.js sees the request.
//
// An adopter behind a reverse proxy that sets X-Forwarded-For itself keeps this server (the proxy's
// address is then the one that counts) or puts the limit in that proxy.
import console from 'node:console';
import { createServer } from 'node:http';
import process from 'node:process';
import { URL } from 'node:url';
import { forwardedFor, hostNotAllowedMessage, hostnameOf, isAllowedHostname, parseAllowedHosts, SECURITY_HEADERS } from '@masthead/header-core/security';

/** @param {string} name @param {string} fallback */
function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const hostname = option('hostname', '127.0.0.1');
const port = Number(option('port', process.env.PORT || '3000'));
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number (got '${option('port', '')}').`);

/** The names answered besides the loopback ones (a bad setting stops the start, naming it). */
function allowedNames() {
  const names = new Set(parseAllowedHosts(process.env.MASTHEAD_ALLOWED_HOSTS));
  for (const origin of (process.env.MASTHEAD_ALLOWED_ORIGINS ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)) {
    try {
      names.add(new URL(origin).hostname);
    } catch {
      throw new Error(`MASTHEAD_ALLOWED_ORIGINS: '${origin}' is not an origin (scheme://host[:port], e.g. https://www.example.com).`);
    }
  }
  // The address it listens on is a name it answers for; a wildcard one is not (list the machine's names).
  if (hostname !== '0.0.0.0' && hostname !== '::') names.add(hostnameOf(hostname.includes(':') ? `[${hostname}]` : hostname) ?? hostname);
  return names;
}
const allowed = allowedNames();

// As `next start` runs: the built app, in production mode (set before Next.js is loaded, which reads it).
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');
const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

/**
 * Whether the path's percent-encoding can be read (`/%E0%A4%A` cannot: Next.js answered it with a bare 500).
 * @param {string | undefined} url
 */
function readablePath(url) {
  try {
    decodeURIComponent((url ?? '/').split('?')[0] ?? '/');
    return true;
  } catch {
    return false;
  }
}

const server = createServer((req, res) => {
  // Every answer carries the security headers, whatever Next.js does with the request (issue 34, item 6);
  // its own answers set the page policy over the default one.
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  const host = req.headers.host ?? 'localhost';
  if (!isAllowedHostname(allowed, hostnameOf(host) ?? '')) {
    const body = { errors: [{ message: hostNotAllowedMessage('This site', host), extensions: { code: 'HOST_NOT_ALLOWED' } }] };
    res.writeHead(421, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    return void res.end(JSON.stringify(body));
  }
  if (!readablePath(req.url)) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    return void res.end('This address is not valid: its path has a broken percent-encoding (a % must be followed by two hexadecimal digits of UTF-8).\n');
  }
  const chain = forwardedFor(req.headers['x-forwarded-for'], req.socket.remoteAddress);
  if (chain) req.headers['x-forwarded-for'] = chain;
  void handle(req, res);
});
server.on('error', (error) => {
  console.error(`The Next.js host could not listen on ${hostname}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, hostname, () => {
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  // The origins this server is reached at on this machine join the configured ones: the route handlers
  // (this process runs them) read MASTHEAD_ALLOWED_ORIGINS when /logout compares a form's Origin.
  const own = [hostname === '0.0.0.0' || hostname === '::' ? null : hostname.includes(':') ? `[${hostname}]` : hostname, '127.0.0.1', 'localhost'];
  const origins = [process.env.MASTHEAD_ALLOWED_ORIGINS, ...new Set(own.filter(Boolean).map((name) => `http://${name}:${bound}`))];
  process.env.MASTHEAD_ALLOWED_ORIGINS = origins.filter(Boolean).join(',');
  console.log(`▲ The Next.js host is ready on http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${bound}`);
});
