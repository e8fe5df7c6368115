import { describe, expectTypeOf, it } from 'vitest';
import type { User } from '../db/entities.js';
import { organization } from '../plugins/organization/index.js';
import { username } from '../plugins/username/index.js';
import { createPortcullis } from '../portcullis.js';
import {
  type ClientResult,
  createAuthClient,
  inferAdditionalFields,
  organizationClient,
  usernameClient,
} from './index.js';

// Never called: only its type matters, as with `import type { auth } from './auth'`.
function createServer() {
  return createPortcullis({
    database: ':memory:',
    emailAndPassword: { enabled: true },
    user: {
      additionalFields: {
        company: { type: 'string' },
        age: { type: 'number', required: false },
        plan: { type: 'string', defaultValue: 'free' },
        birthday: { type: 'date', required: false },
        internalScore: { type: 'number', input: false },
        secretNote: { type: 'string', required: false, returned: false },
      },
    },
    plugins: [username(), organization()],
  });
}
type Auth = ReturnType<typeof createServer>;

const client = createAuthClient({
  plugins: [usernameClient(), organizationClient(), inferAdditionalFields<Auth>()],
});
type ClientUser = NonNullable<ReturnType<typeof client.$store.getSnapshot>['data']>['user'];

describe('inferAdditionalFields<typeof auth>()', () => {
  it("puts the server's additional fields on the user of $store and getSession", () => {
    expectTypeOf<keyof ClientUser>().toEqualTypeOf<
      | keyof User
      | 'username'
      | 'displayUsername'
      | 'company'
      | 'age'
      | 'plan'
      | 'birthday'
      | 'internalScore'
    >();
    expectTypeOf<ClientUser['email']>().toEqualTypeOf<string>();
    expectTypeOf<ClientUser['username']>().toEqualTypeOf<string | null>();
    expectTypeOf<ClientUser['company']>().toEqualTypeOf<string>();
    expectTypeOf<ClientUser['age']>().toEqualTypeOf<number | null>();
    expectTypeOf<ClientUser['plan']>().toEqualTypeOf<string>();
    expectTypeOf<ClientUser['birthday']>().toEqualTypeOf<Date | null>();
    expectTypeOf<ClientUser['internalScore']>().toEqualTypeOf<number>();
    expectTypeOf(client.getSession).returns.resolves.toEqualTypeOf<
      ClientResult<{
        session: NonNullable<ReturnType<typeof client.$store.getSnapshot>['data']>['session'];
        user: ClientUser;
      } | null>
    >();
    // `returned: false` fields never reach the client.
    expectTypeOf<ClientUser>().not.toHaveProperty('secretNote');
  });

  it('types sign-up input: required fields required, defaults and optional ones optional', () => {
    type SignUpInput = Parameters<typeof client.signUp.email>[0];
    expectTypeOf<SignUpInput['company']>().toEqualTypeOf<string>();
    expectTypeOf<SignUpInput['age']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<SignUpInput['plan']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<SignUpInput['birthday']>().toEqualTypeOf<Date | string | null | undefined>();
    expectTypeOf<SignUpInput>().not.toHaveProperty('internalScore');
    const base = { name: 'Ada', email: 'ada@example.com', password: 'analytical engine' };
    expectTypeOf(client.signUp.email).toBeCallableWith({ ...base, company: 'Acme' });
    // @ts-expect-error -- `company` is required by the server
    void client.signUp.email(base);
    // @ts-expect-error -- `company` is a string
    void client.signUp.email({ ...base, company: 42 });
    // @ts-expect-error -- `internalScore` has `input: false`
    void client.signUp.email({ ...base, company: 'Acme', internalScore: 3 });
    // The answer's user has the core fields only (Better Auth 1.2.7); get-session has the rest.
    expectTypeOf(client.signUp.email).returns.resolves.toEqualTypeOf<
      ClientResult<{ token: string | null; user: User }>
    >();
  });

  it('types update-user input: every writable field optional', () => {
    expectTypeOf(client.updateUser).toBeCallableWith({ age: null });
    expectTypeOf(client.updateUser).toBeCallableWith({ company: 'Acme', username: 'ada' });
    // @ts-expect-error -- `company` is required: it cannot be cleared
    void client.updateUser({ company: null });
  });

  it('takes the fields themselves when the server type is not at hand', () => {
    const direct = createAuthClient({
      plugins: [inferAdditionalFields({ user: { company: { type: 'string' } } })],
    });
    expectTypeOf(direct.$store.getSnapshot().data?.user.company).toEqualTypeOf<
      string | undefined
    >();
    const none = createAuthClient({ plugins: [inferAdditionalFields<Auth>()] });
    expectTypeOf(none).not.toHaveProperty('organization');
  });
});
