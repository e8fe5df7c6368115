import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      'client/index': 'src/client/index.ts',
      'integrations/node': 'src/integrations/node.ts',
      'integrations/next-js': 'src/integrations/next-js.ts',
      'plugin/index': 'src/plugin/index.ts',
      'plugin/client': 'src/plugin/client.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    // Keeps the CLI, which the second build writes at the same time.
    clean: ['!cli/**'],
    // import.meta.url in the CommonJS build (used to load better-sqlite3 lazily).
    shims: true,
    // nextCookies() imports next/* at call time from the app's own Next.js; never bundle it.
    external: [/^next(\/|$)/],
    target: 'node20',
  },
  {
    // The `portcullis` bin: ESM only; tsup keeps the entry's `#!/usr/bin/env node` and makes
    // the file executable.
    entry: { 'cli/index': 'src/cli/index.ts' },
    format: ['esm'],
    sourcemap: true,
    clean: false,
    target: 'node20',
  },
]);
