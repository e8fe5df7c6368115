import { defineConfig } from 'tsup';

export default defineConfig({
  // The admin area is its own entry, so apps that never show it do not ship it. It reaches the
  // provider and the session through '@portcullis/react' (external): one React context for both
  // entries, in ESM and CommonJS alike.
  entry: { index: 'src/index.ts', admin: 'src/admin/index.ts' },
  format: ['esm', 'cjs'],
  // The admin entry's declarations import '@portcullis/react' (kept external): while both
  // entries' declarations are built, it is the sources.
  dts: { compilerOptions: { paths: { '@portcullis/react': ['./src/index.ts'] } } },
  sourcemap: true,
  clean: true,
  external: ['react', 'react-dom', '@portcullis/core', '@portcullis/react'],
  target: 'es2022',
  // Every module of the kit is a client component.
  banner: { js: "'use client';" },
});
