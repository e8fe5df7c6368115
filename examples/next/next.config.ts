import type { NextConfig } from 'next';

const config: NextConfig = {
  // A native addon: loaded by Node at run time, never bundled.
  serverExternalPackages: ['better-sqlite3'],
  poweredByHeader: false,
};

export default config;
