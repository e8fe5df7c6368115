#!/usr/bin/env node
// The `portcullis` command. An installed package runs the built CLI (dist/cli/index.js). In a
// checkout of the repository, where src/ exists and dist/ may be missing or stale, the TypeScript
// sources run through tsx, a development dependency of the repository, so that `npx portcullis`
// works right after `npm ci`. This file exists before any build, which is what lets npm link the
// bin into node_modules/.bin when it installs the workspace.
import { existsSync } from 'node:fs';

const built = new URL('../dist/cli/index.js', import.meta.url);
const source = new URL('../src/cli/index.ts', import.meta.url);

if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(source.href);
} else {
  await import(built.href);
}
