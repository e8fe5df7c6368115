// ESM smoke test of the packed packages, run inside a throwaway project by scripts/pack-smoke.sh
// after `npx portcullis migrate --yes` created the tables of ./smoke.db.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createPortcullis } from '@portcullis/core';
import { createAuthClient } from '@portcullis/core/client';
import { toNodeHandler } from '@portcullis/core/node';
import { PortcullisProvider, useSession } from '@portcullis/react';

const origin = 'http://localhost:3000';
const auth = createPortcullis({
  baseURL: origin,
  database: './smoke.db',
  secret: 'pack-smoke-secret-with-at-least-32-characters',
  emailAndPassword: { enabled: true },
});
const credentials = { email: 'smoke@example.com', password: 'correct horse battery' };

// Sign up through the Web-standard handler (no migrate() here: the CLI created the tables).
const signUp = await auth.handler(
  new Request(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ ...credentials, name: 'Smoke' }),
  }),
);
assert.equal(signUp.status, 200, `sign-up answered ${signUp.status}: ${await signUp.text()}`);
const cookie = signUp.headers
  .getSetCookie()
  .map((raw) => raw.split(';')[0])
  .join('; ');
assert.match(cookie, /portcullis\.session_token=/);

// Read the session back: the server API and the HTTP route.
const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
assert.equal(session?.user.email, credentials.email);
const viaRoute = await auth.handler(
  new Request(`${origin}/api/auth/get-session`, { headers: { cookie } }),
);
assert.equal((await viaRoute.json()).session.id, session.session.id);

// The password hasher verifies: a wrong password is refused, the right one signs in.
const wrong = await auth.api
  .signInEmail({ body: { ...credentials, password: 'nope-nope-nope' } })
  .then(
    () => 200,
    (error) => error.status,
  );
assert.equal(wrong, 401);

// The client and the Node adapter, over a real loopback server.
const server = createServer(toNodeHandler(auth));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
try {
  const url = `http://127.0.0.1:${server.address().port}`;
  const client = createAuthClient({
    baseURL: `${url}/api/auth`,
    // Node has no cookie jar: send the Origin the CSRF check wants and keep nothing.
    fetch: (input, init = {}) =>
      fetch(input, {
        ...init,
        headers: { ...Object.fromEntries(new Headers(init.headers)), origin },
      }),
  });
  const signedIn = await client.signIn.email(credentials);
  assert.equal(signedIn.error, null, JSON.stringify(signedIn.error));
  assert.equal(signedIn.data.user.email, credentials.email);
} finally {
  server.close();
}

assert.equal(typeof PortcullisProvider, 'function');
assert.equal(typeof useSession, 'function');
console.log('smoke.mjs: ESM sign-up, session, sign-in, client and React kit imports OK');
