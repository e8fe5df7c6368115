import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Tests import the packages' sources, so no build is needed to run them.
const alias = {
  '@portcullis/core/plugin/client': src('./packages/core/src/plugin/client.ts'),
  '@portcullis/core/plugin': src('./packages/core/src/plugin/index.ts'),
  '@portcullis/core/client': src('./packages/core/src/client/index.ts'),
  '@portcullis/core/node': src('./packages/core/src/integrations/node.ts'),
  '@portcullis/core/next-js': src('./packages/core/src/integrations/next-js.ts'),
  '@portcullis/core': src('./packages/core/src/index.ts'),
  '@portcullis/react/admin': src('./packages/react/src/admin/index.ts'),
  '@portcullis/react/two-factor': src('./packages/react/src/two-factor/index.ts'),
  '@portcullis/react/locales/en': src('./packages/react/src/locales/en.ts'),
  '@portcullis/react/locales/fr': src('./packages/react/src/locales/fr.ts'),
  '@portcullis/react': src('./packages/react/src/index.ts'),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'core',
          root: './packages/core',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'react',
          root: './packages/react',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'demo-e2e',
          root: './examples/demo',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'examples',
          root: './examples',
          environment: 'node',
          // Each example's own tests; the demo has its browser project above.
          include: ['*/test/**/*.test.ts'],
          exclude: ['demo/**', '**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 300_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'compat',
          root: './compat',
          environment: 'node',
          // Better Auth itself, side by side with Portcullis, and its clients against Portcullis.
          include: ['test/**/*.test.ts'],
          // Better Auth 1.2.7 stores 127.0.0.1 as every session's IP when it believes it runs
          // under test (NODE_ENV=test or TEST); the harness compares the IP it really reads.
          env: { NODE_ENV: 'development', TEST: 'false' },
          testTimeout: 30_000,
        },
      },
    ],
  },
});
