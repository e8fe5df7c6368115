import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'client/index': 'src/client/index.ts',
    'integrations/node': 'src/integrations/node.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  // import.meta.url in the CommonJS build (used to load better-sqlite3 lazily).
  shims: true,
  target: 'node20',
});
