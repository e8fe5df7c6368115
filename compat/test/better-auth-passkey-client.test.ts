/**
 * Better Auth 1.2.7's own `passkeyClient`, unchanged, against Portcullis's `passkey()` plugin
 * over real HTTP (issue 21: an app's passkey screens built on `better-auth/client` move over as
 * they are). Its `@simplewebauthn/browser` ceremonies run against a software authenticator
 * behind `navigator.credentials` (packages/core/test/passkey/webauthn-stub.ts). The newest 1.x
 * client has no passkeyClient (it moved to a package of its own), so there is one row.
 */
import { createAuthClient } from 'better-auth/client';
import { passkeyClient } from 'better-auth/client/plugins';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installWebAuthnStub } from '../../packages/core/test/passkey/webauthn-stub.js';
import { createCookieFetch } from './support/cookie-fetch.js';
import { type PortcullisServer, startPortcullisServer } from './support/portcullis-server.js';

interface Result {
  data: any;
  error: { status: number; code?: string; message?: string } | null;
}

const ada = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'correct-horse-battery' };

function ok(answer: unknown): any {
  const { data, error } = answer as Result;
  expect(error, JSON.stringify(error)).toBeNull();
  return data;
}

describe('better-auth 1.2.7 passkeyClient against Portcullis', () => {
  let server: PortcullisServer;
  const create = () =>
    createAuthClient({
      baseURL: server.baseURL,
      fetchOptions: { customFetchImpl: createCookieFetch(server.origin).fetch },
      plugins: [passkeyClient()],
    });
  let laptop: ReturnType<typeof create>;

  beforeAll(async () => {
    server = await startPortcullisServer({ passkey: true });
    installWebAuthnStub({ origin: server.origin, rpID: new URL(server.origin).hostname });
    laptop = create();
    ok(await laptop.signUp.email(ada));
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await server?.close();
  });

  it('addPasskey registers a passkey (resolving to nothing, as against Better Auth)', async () => {
    expect(await laptop.passkey.addPasskey({ name: 'Laptop' })).toBeUndefined();
    const passkeys = ok(await laptop.passkey.listUserPasskeys());
    expect(passkeys).toEqual([
      expect.objectContaining({ name: 'Laptop', counter: 0, transports: 'internal,hybrid' }),
    ]);
  });

  it('addPasskey again on the same authenticator: "previously registered"', async () => {
    const answer = (await laptop.passkey.addPasskey({ name: 'Twice' })) as Result;
    expect(answer.error).toMatchObject({ status: 400, message: 'previously registered' });
  });

  it('signIn.passkey signs another browser in with the discoverable credential', async () => {
    const phone = create();
    expect(ok(await phone.getSession())).toBeNull();
    expect(await phone.signIn.passkey()).toBeUndefined();
    expect(ok(await phone.getSession()).user).toMatchObject({ email: ada.email });
  });

  it('updatePasskey and deletePasskey', async () => {
    const [passkey] = ok(await laptop.passkey.listUserPasskeys());
    const renamed = ok(await laptop.passkey.updatePasskey({ id: passkey.id, name: 'Work laptop' }));
    expect(renamed.passkey).toMatchObject({ id: passkey.id, name: 'Work laptop' });
    expect(ok(await laptop.passkey.deletePasskey({ id: passkey.id }))).toBeNull();
    expect(ok(await laptop.passkey.listUserPasskeys())).toEqual([]);
  });
});
