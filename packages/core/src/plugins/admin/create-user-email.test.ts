import { describe, expect, it } from 'vitest';
import { setupAdmin } from '../../../test/kit/admin-test-kit.js';

const INVALID_EMAIL = { code: 'INVALID_EMAIL', message: 'Invalid email' };

/**
 * Found by the fuzz suite (test/fuzz): create-user stored any string as the new user's email —
 * empty, blank, not an address — where sign-up answers 400 INVALID_EMAIL (Better Auth 1.2.7 does
 * the same as create-user did); so did an email given in `data`.
 */
describe('F1: admin create-user refuses an email that is no address', () => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['not an address', 'not an email'],
  ])('an %s email answers 400 INVALID_EMAIL and stores nobody', async (_label, email) => {
    const t = await setupAdmin();
    const root = await t.signUp('Root', 'admin');
    const answer = await t.call(root, 'create-user', {
      email,
      password: 'correct-horse',
      name: 'Eve',
    });
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 400,
      body: INVALID_EMAIL,
    });
    expect(await t.adapter.count({ model: 'user' })).toBe(1);
  });

  it('an empty data.email answers 400 and stores nobody', async () => {
    const t = await setupAdmin();
    const root = await t.signUp('Root', 'admin');
    const answer = await t.call(root, 'create-user', {
      email: 'eve@example.com',
      password: 'correct-horse',
      name: 'Eve',
      data: { email: '' },
    });
    expect(answer.status).toBe(400);
    expect(await t.adapter.count({ model: 'user' })).toBe(1);
  });
});
