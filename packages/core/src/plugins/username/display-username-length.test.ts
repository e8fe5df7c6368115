import { describe, expect, it } from 'vitest';
import { cookieHeader, createTestAuth, user } from '../../../test/helpers.js';
import { type UsernameOptions, username } from './index.js';

async function setup(options?: UsernameOptions) {
  return createTestAuth({ plugins: [username(options)] });
}

const tooLong = (max: number) => ({
  code: 'VALIDATION_ERROR',
  message: 'Invalid body parameters',
  details: [
    { path: 'displayUsername', message: `Too big: expected string to have <=${max} characters` },
  ],
});

describe('displayUsername: at most 256 characters by default', () => {
  it('sign-up refuses 257 characters with 400 VALIDATION_ERROR and accepts 256', async () => {
    const { post } = await setup();
    const refused = await post('/sign-up/email', {
      ...user,
      username: 'ada',
      displayUsername: 'D'.repeat(257),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(tooLong(256));
    const accepted = await post('/sign-up/email', {
      ...user,
      username: 'ada',
      displayUsername: 'D'.repeat(256),
    });
    expect(accepted.status).toBe(200);
  });

  it('update-user refuses 257 characters, with or without a username', async () => {
    const { post } = await setup();
    const cookie = cookieHeader(await post('/sign-up/email', { ...user, username: 'ada' }));
    const alone = await post('/update-user', { displayUsername: 'D'.repeat(257) }, { cookie });
    expect(await alone.json()).toEqual(tooLong(256));
    const withName = await post(
      '/update-user',
      { username: 'ada2', displayUsername: 'D'.repeat(257) },
      { cookie },
    );
    expect(await withName.json()).toEqual(tooLong(256));
  });

  it('maxDisplayUsernameLength sets another maximum', async () => {
    const { post } = await setup({ maxDisplayUsernameLength: 40 });
    const refused = await post('/sign-up/email', {
      ...user,
      username: 'ada',
      displayUsername: 'D'.repeat(41),
    });
    expect(await refused.json()).toEqual(tooLong(40));
  });

  it('refuses a maximum below maxUsernameLength at start-up: the default is the username', () => {
    expect(() => username({ maxDisplayUsernameLength: 20 })).toThrow(
      /maxDisplayUsernameLength \(20\) is below maxUsernameLength \(30\)/,
    );
    expect(() => username({ maxDisplayUsernameLength: 0 })).toThrow(/maxDisplayUsernameLength/);
  });
});
