// CommonJS smoke test of the packed packages: every entry point loads with require(), and the
// CommonJS build of core signs a user up on SQLite (migrate(auth) here, no CLI).
const assert = require('node:assert/strict');
const core = require('@portcullis/core');
const client = require('@portcullis/core/client');
const node = require('@portcullis/core/node');
const nextJs = require('@portcullis/core/next-js');
const react = require('@portcullis/react');

assert.equal(typeof core.createPortcullis, 'function');
assert.equal(typeof client.createAuthClient, 'function');
assert.equal(typeof node.toNodeHandler, 'function');
assert.equal(typeof nextJs.toNextJsHandler, 'function');
assert.equal(typeof react.PortcullisProvider, 'function');
assert.equal(require('@portcullis/core/package.json').name, '@portcullis/core');
assert.match(require.resolve('@portcullis/react/styles.css'), /styles\.css$/);

(async () => {
  const origin = 'http://localhost:3000';
  const auth = core.createPortcullis({
    baseURL: origin,
    database: ':memory:',
    secret: 'pack-smoke-secret-with-at-least-32-characters',
    emailAndPassword: { enabled: true },
  });
  await core.migrate(auth);
  const signUp = await auth.handler(
    new Request(`${origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        email: 'cjs@example.com',
        password: 'correct horse battery',
        name: 'C',
      }),
    }),
  );
  assert.equal(signUp.status, 200, `sign-up answered ${signUp.status}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((raw) => raw.split(';')[0])
    .join('; ');
  const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
  assert.equal(session?.user.email, 'cjs@example.com');
  // A common password is refused (the bundled list loads lazily in the CommonJS build too).
  const common = await auth.handler(
    new Request(`${origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'c2@example.com', password: 'password123', name: 'C' }),
    }),
  );
  assert.equal(common.status, 400);
  assert.equal((await common.json()).code, 'PASSWORD_TOO_COMMON');
  console.log('smoke.cjs: CommonJS entry points and sign-up OK');
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
