import type { NextConfig } from 'next';
import { SECURITY_HEADERS } from './app/lib/security';

const config: NextConfig = {
  // The header is installed from npm-style packages: no transpilePackages needed.
  poweredByHeader: false,
  experimental: {
    // Next.js copies the body of every request its proxy runs for (pages: proxy.ts's matcher leaves the API
    // routes out), 10 MB by default. Pages take no bodies here: hold no more than a form's worth.
    proxyClientMaxBodySize: '64kb',
  },
  // Every answer, pages, route handlers, static files and 404s alike (pages add their nonce CSP in proxy.ts).
  async headers() {
    return [{ source: '/:path*', headers: [...SECURITY_HEADERS] }];
  },
};

export default config;
