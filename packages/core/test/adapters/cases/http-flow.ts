import { beforeAll, describe, expect, it } from 'vitest';
import { createPortcullis, migrate, type Portcullis } from '../../../src/index.js';
import {
  BASE_URL,
  cookieHeader,
  createCountingHasher,
  requestHelpers,
  SECRET,
} from '../../helpers.js';
import type { CaseContext } from '../adapter.case.js';

/** The whole account flow through the HTTP handler, on this engine. */
export function httpFlowCases({ target }: CaseContext) {
  describe('HTTP flow through createPortcullis', () => {
    let auth: Portcullis;
    let http: ReturnType<typeof requestHelpers>;

    beforeAll(async () => {
      auth = createPortcullis({
        baseURL: BASE_URL,
        secret: SECRET,
        database: (schema) => target.createAdapter(schema),
        logger: { disabled: true },
        emailAndPassword: { enabled: true, password: createCountingHasher().hasher },
      });
      await migrate(auth);
      http = requestHelpers(auth);
    });

    it('signs up, signs in (email in any case), gets the session, signs out', async () => {
      const account = { name: 'Grace', email: 'Grace@Example.com', password: 'hopper-1906-cobol' };
      const signUp = await http.post('/sign-up/email', account);
      expect(signUp.status).toBe(200);
      const { user } = await signUp.json();
      expect(user).toMatchObject({ email: 'grace@example.com', emailVerified: false, image: null });

      const signIn = await http.post('/sign-in/email', {
        email: 'GRACE@example.COM',
        password: account.password,
      });
      expect(signIn.status).toBe(200);
      const cookie = cookieHeader(signIn);

      const session = await http.get('/get-session', { cookie });
      expect(session.status).toBe(200);
      const body = await session.json();
      expect(body.user).toMatchObject({ id: user.id, email: 'grace@example.com' });
      expect(body.session.userId).toBe(user.id);
      expect(new Date(body.session.expiresAt).getTime()).toBeGreaterThan(Date.now());

      expect((await http.post('/sign-out', {}, { cookie })).status).toBe(200);
      expect(await (await http.get('/get-session', { cookie })).json()).toBeNull();
    });

    it('refuses a wrong password with 401', async () => {
      await http.post('/sign-up/email', {
        name: 'Alan',
        email: 'alan@example.com',
        password: 'enigma-bombe-1939',
      });
      const response = await http.post('/sign-in/email', {
        email: 'alan@example.com',
        password: 'not-the-password',
      });
      expect(response.status).toBe(401);
    });

    it('answers one of two racing sign-ups with the same email 200 and the other 422', async () => {
      const account = {
        name: 'Edsger',
        email: 'edsger@example.com',
        password: 'go-to-harmful-1968',
      };
      const responses = await Promise.all([
        http.post('/sign-up/email', account),
        http.post('/sign-up/email', { ...account, email: 'EDSGER@example.com' }),
      ]);
      expect(responses.map((r) => r.status).sort()).toEqual([200, 422]);
      const loser = responses.find((r) => r.status === 422)!;
      expect(await loser.json()).toEqual({
        code: 'USER_ALREADY_EXISTS',
        message: 'User already exists',
      });
      expect(
        await auth.$context.adapter.count({
          model: 'user',
          where: [{ field: 'email', value: 'edsger@example.com' }],
        }),
      ).toBe(1);
    });
  });
}
