import { defineConfig } from 'vitest/config';
import { sourceAliases } from './scripts/package-sources.js';

// Tests import the packages' sources, so no build is needed to run them: every entry of the
// packages' `exports` maps, aliased to its source (scripts/package-sources.ts).
const alias = sourceAliases();

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
