import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** Runs `code` (an ES module) in a fresh Node process with tsx, and returns its stdout. */
function runFresh(code: string): string {
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  }).trim();
}

// `@simplewebauthn/server` takes about 0.2 s and 20 MB to load and installs reflect-metadata on
// the global Reflect; the passkey routes import it on first use. reflect-metadata's
// `Reflect.getMetadata` shows whether it has been loaded.
describe('@simplewebauthn/server is loaded lazily', () => {
  it('is not loaded by importing @portcullis/core, nor by an instance with passkey()', () => {
    const out = runFresh(`
      const core = await import('./packages/core/src/index.ts');
      const auth = core.createPortcullis({
        baseURL: 'http://localhost:3000',
        secret: 'a'.repeat(32),
        database: ':memory:',
        logger: { disabled: true },
        plugins: [core.passkey()],
      });
      await core.migrate(auth);
      console.log(typeof Reflect.getMetadata);
    `);
    expect(out).toBe('undefined');
  });

  it('is loaded when a passkey route first runs', () => {
    const out = runFresh(`
      const core = await import('./packages/core/src/index.ts');
      const auth = core.createPortcullis({
        baseURL: 'http://localhost:3000',
        secret: 'a'.repeat(32),
        database: ':memory:',
        logger: { disabled: true },
        plugins: [core.passkey()],
      });
      await core.migrate(auth);
      const response = await auth.handler(
        new Request('http://localhost:3000/api/auth/passkey/generate-authenticate-options', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
          body: '{}',
        }),
      );
      console.log(response.status, typeof Reflect.getMetadata);
    `);
    expect(out).toBe('200 function');
  });
});
