import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DEMO_DIR } from './paths.js';

/**
 * Builds the React app into `examples/demo/dist` with the demo's own Vite and `vite.config.ts`,
 * as `npm run build` does, so the server under test serves what users get.
 *
 * A child process rather than Vite's `build()` in the test worker: vitest sets
 * `NODE_ENV=test`, which Vite would bake into the bundle (React's development build).
 *
 * @throws Error with Vite's output when the build fails.
 */
export async function buildUi(): Promise<void> {
  const viteDir = dirname(
    createRequire(join(DEMO_DIR, 'package.json')).resolve('vite/package.json'),
  );
  const child = spawn(
    process.execPath,
    [join(viteDir, 'bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: DEMO_DIR,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`vite build failed (exit ${code}):\n${output}`);
}
