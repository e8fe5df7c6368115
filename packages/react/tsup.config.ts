import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  external: ['react', 'react-dom', '@portcullis/core'],
  target: 'es2022',
  // Every module of the kit is a client component.
  banner: { js: "'use client';" },
});
