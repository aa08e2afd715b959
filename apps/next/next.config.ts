import type { NextConfig } from 'next';

const config: NextConfig = {
  // The header is installed from npm-style packages: no transpilePackages needed.
  poweredByHeader: false,
};

export default config;
