import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceAliases } from '../../scripts/package-sources.js';

// The demo runs on the packages' sources, so no package build is needed: every entry of
// @portcullis/core's and @portcullis/react's `exports` (subpaths included, read from their
// package.json) is aliased to the source file it is built from.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: sourceAliases(),
    // The kit's sources sit outside this folder; make sure both sides share one React.
    dedupe: ['react', 'react-dom'],
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
