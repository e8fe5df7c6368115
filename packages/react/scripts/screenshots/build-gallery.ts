import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The gallery page's folder: `index.html` and `gallery.tsx`. */
const GALLERY_DIR = here('./gallery');

/**
 * Builds the gallery page (one kit component per `?view=`) with Vite into `outDir`, from the
 * packages' sources, with the kit's stylesheet as an app imports it. A production build, so the
 * page runs React as users get it and nothing reloads under the camera.
 *
 * @throws Error with Vite's message when the build fails.
 */
export async function buildGallery(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: GALLERY_DIR,
    mode: 'production',
    logLevel: 'warn',
    resolve: {
      // Exact-match patterns: a plain '@portcullis/react' prefix would also capture
      // '@portcullis/react/styles.css'.
      alias: [
        {
          find: /^@portcullis\/core\/client$/,
          replacement: here('../../../core/src/client/index.ts'),
        },
        { find: /^@portcullis\/react$/, replacement: here('../../src/index.ts') },
        { find: /^@portcullis\/react\/admin$/, replacement: here('../../src/admin/index.ts') },
        {
          find: /^@portcullis\/react\/locales\/fr$/,
          replacement: here('../../src/locales/fr.ts'),
        },
        { find: /^@portcullis\/react\/styles\.css$/, replacement: here('../../src/styles.css') },
      ],
      dedupe: ['react', 'react-dom'],
    },
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      rolldownOptions: {
        // Every module of the kit starts with 'use client', which means nothing in a page bundle.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  });
}
