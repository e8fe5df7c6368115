/**
 * Bugs the fuzz suite found whose fix lies in files other engineers are editing right now
 * (`src/plugins/admin/**`). Each is reproduced here as `it.fails`: the test states the right
 * answer, and fails today. When the fix lands, `it.fails` turns red: make it a plain `it` beside
 * the route, and remove the suite's exception for it (db-invariants.ts, `exceptKnownFinding`).
 */
import { describe, expect, it } from 'vitest';
import { setupAdmin } from '../kit/admin-test-kit.js';

const INVALID_EMAIL = { code: 'INVALID_EMAIL', message: 'Invalid email' };

/**
 * F1. `POST /admin/create-user` stores any string as the new user's email — empty, blank, not
 * an address — where sign-up answers 400 INVALID_EMAIL; so does an email given in `data`. The
 * database then holds a user without an email address. Fix: check the address in the route as
 * sign-up does (`assertValidEmail` of the plugin entry), for `email` and `data.email`.
 */
describe('F1: admin create-user refuses an email that is no address', () => {
  it.fails.each([
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

  it.fails('an empty data.email answers 400 and stores nobody', async () => {
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
