import { describe, expectTypeOf, it } from 'vitest';
import type { SessionWithUser, User } from '../src/index.js';
import { createPortcullis } from '../src/index.js';

const auth = createPortcullis({ baseURL: 'http://localhost:3000', database: ':memory:' });

describe('auth.api types', () => {
  it('infers bodies and results from the endpoint declarations', () => {
    expectTypeOf(auth.api.signUpEmail).parameter(0).toHaveProperty('body');
    expectTypeOf(
      auth.api.signUpEmail({ body: { name: 'a', email: 'b', password: 'c' } }),
    ).resolves.toEqualTypeOf<{
      token: string | null;
      user: User;
    }>();
    expectTypeOf(auth.api.getSession()).resolves.toEqualTypeOf<SessionWithUser | null>();
    expectTypeOf(
      auth.api.signUpEmail({ body: { name: 'a', email: 'b', password: 'c' }, asResponse: true }),
    ).resolves.toEqualTypeOf<Response>();
    // @ts-expect-error: password is required
    auth.api.signInEmail({ body: { email: 'a@b.co' } });
    // @ts-expect-error: get-session takes no body
    auth.api.getSession({ body: { x: 1 } });
  });
});
