import type { NextConfig } from 'next';
import { SECURITY_HEADERS } from './app/lib/security';

const config: NextConfig = {
  // The header is installed from npm-style packages: no transpilePackages needed.
  poweredByHeader: false,
  // Every answer, pages, route handlers, static files and 404s alike (pages add their nonce CSP in proxy.ts).
  async headers() {
    return [{ source: '/:path*', headers: [...SECURITY_HEADERS] }];
  },
};

export default config;
