import { describe, expectTypeOf, it } from 'vitest';
import { createAuthClient } from '../../client/index.js';
import type { Session, User } from '../../plugin/index.js';
import { createPortcullis } from '../../portcullis.js';
import { anonymousClient } from '../anonymous/client.js';
import { anonymous } from '../anonymous/index.js';
import { username } from '../username/index.js';
import { customSessionClient } from './client.js';
import { customSession } from './index.js';

const options = {
  database: ':memory:',
  plugins: [username()],
  user: { additionalFields: { company: { type: 'string' as const, required: false as const } } },
};
const auth = createPortcullis({
  ...options,
  plugins: [
    ...options.plugins,
    customSession(async ({ user, session }) => {
      expectTypeOf(user.username).toEqualTypeOf<string | null>();
      expectTypeOf(user.company).toEqualTypeOf<string | null>();
      expectTypeOf(session.token).toEqualTypeOf<string>();
      return { user: { id: user.id, name: user.name }, session, roles: ['reader'] as string[] };
    }, options),
  ],
});
type Custom = {
  user: { id: string; name: string };
  session: Session;
  roles: string[];
};

describe('customSession', () => {
  it('types auth.api.getSession with the function’s result', () => {
    expectTypeOf(
      auth.api.getSession({ headers: new Headers() }),
    ).resolves.toEqualTypeOf<Custom | null>();
  });

  it('keeps the other endpoints', () => {
    expectTypeOf(auth.api.signInUsername).toBeFunction();
    expectTypeOf(auth.api.listSessions).toBeFunction();
  });

  it('gives the core user without options', () => {
    customSession(async ({ user }) => {
      expectTypeOf(user).toEqualTypeOf<User>();
      return { id: user.id };
    });
  });

  it('leaves an instance without it typed as before', () => {
    const plain = createPortcullis({ database: ':memory:', plugins: [anonymous()] });
    expectTypeOf(plain.api.getSession({ headers: new Headers() })).resolves.toEqualTypeOf<{
      session: Session;
      user: User;
    } | null>();
  });
});

describe('customSessionClient', () => {
  it('types getSession and $store with the server’s answer', async () => {
    const client = createAuthClient({ plugins: [customSessionClient<typeof auth>()] });
    const { data } = await client.getSession();
    expectTypeOf(data).toEqualTypeOf<Custom | null>();
    expectTypeOf(client.$store.getSnapshot().data).toEqualTypeOf<Custom | null>();
  });

  it('composes with other client plugins', async () => {
    const client = createAuthClient({
      plugins: [anonymousClient(), customSessionClient<typeof auth>()],
    });
    expectTypeOf(client.signIn.anonymous).toBeFunction();
    expectTypeOf((await client.getSession()).data).toEqualTypeOf<Custom | null>();
  });

  it('leaves a client without it typed as before', async () => {
    const client = createAuthClient({ plugins: [anonymousClient()] });
    const { data } = await client.getSession();
    expectTypeOf(data!.user.isAnonymous).toEqualTypeOf<boolean | null>();
  });
});
