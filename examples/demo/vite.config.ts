import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) =>
  fileURLToPath(new URL(`../../packages/${path}`, import.meta.url));

// The demo runs on the packages' sources, so no package build is needed. Exact-match patterns:
// a plain '@portcullis/react' prefix would also capture '@portcullis/react/styles.css'.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@portcullis\/core$/, replacement: fromRoot('core/src/index.ts') },
      { find: /^@portcullis\/core\/client$/, replacement: fromRoot('core/src/client/index.ts') },
      { find: /^@portcullis\/react$/, replacement: fromRoot('react/src/index.ts') },
      { find: /^@portcullis\/react\/admin$/, replacement: fromRoot('react/src/admin/index.ts') },
      {
        find: /^@portcullis\/react\/two-factor$/,
        replacement: fromRoot('react/src/two-factor/index.ts'),
      },
      { find: /^@portcullis\/react\/styles\.css$/, replacement: fromRoot('react/src/styles.css') },
    ],
    // The kit's sources sit outside this folder; make sure both sides share one React.
    dedupe: ['react', 'react-dom'],
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
