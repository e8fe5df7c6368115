/** Profile, linked accounts, verification and recovery: SPEC §2, §4, §5, §8. */
import { PASSWORD, type Scenario, signUp } from './types.js';

export const profileScenario: Scenario = {
  name: 'profile',
  async run(d) {
    await signUp(d, 'ada', 'ada@example.com');
    await d.step('update-user, name', {
      path: '/update-user',
      body: { name: 'Ada L.' },
      as: 'ada',
    });
    await d.step('update-user, email refused', {
      path: '/update-user',
      body: { email: 'new@example.com' },
      as: 'ada',
    });
    await d.step('update-user, signed out', { path: '/update-user', body: { name: 'X' } });
    await d.step('change-password, wrong current', {
      path: '/change-password',
      body: { currentPassword: 'wrong-password-here', newPassword: 'another-long-password' },
      as: 'ada',
    });
    await d.step('change-password, too short', {
      path: '/change-password',
      body: { currentPassword: PASSWORD, newPassword: 'short' },
      as: 'ada',
    });
    await d.step('change-password', {
      path: '/change-password',
      body: { currentPassword: PASSWORD, newPassword: 'another-long-password' },
      as: 'ada',
    });
    await d.step('list-accounts', { path: '/list-accounts', as: 'ada' });
    await d.step('unlink-account, last one', {
      path: '/unlink-account',
      body: { providerId: 'credential' },
      as: 'ada',
    });
    await d.step('change-email, same email', {
      path: '/change-email',
      body: { newEmail: 'ada@example.com' },
      as: 'ada',
    });
    await d.step('change-email, invalid', {
      path: '/change-email',
      body: { newEmail: 'nope' },
      as: 'ada',
    });
    await signUp(d, 'bo', 'bo@example.com');
    await d.step('change-email, taken', {
      path: '/change-email',
      body: { newEmail: 'bo@example.com' },
      as: 'ada',
    });
    await d.step('change-email, unverified user', {
      path: '/change-email',
      body: { newEmail: 'ada.new@example.com' },
      as: 'ada',
    });
    await d.step('delete-user, wrong password', {
      path: '/delete-user',
      body: { password: 'wrong-password-here' },
      as: 'bo',
    });
    await d.step('delete-user', { path: '/delete-user', body: { password: PASSWORD }, as: 'bo' });
  },
};

export const recoveryScenario: Scenario = {
  name: 'verification and reset',
  async run(d) {
    await signUp(d, 'ada', 'ada@example.com');
    await d.step('send-verification-email', {
      path: '/send-verification-email',
      body: { email: 'ada@example.com' },
    });
    await d.step('send-verification-email, invalid email', {
      path: '/send-verification-email',
      body: { email: 'nope' },
    });
    await d.step('verify-email, invalid token', { path: '/verify-email?token=not-a-token' });
    await d.step('verify-email, invalid token, callbackURL', {
      path: '/verify-email?token=not-a-token&callbackURL=/welcome',
    });
    const mail = await d.email('verify-email', 'ada@example.com');
    await d.step('verify-email', { path: mail?.url ?? '/verify-email' });
    await d.step('forget-password', {
      path: '/forget-password',
      body: { email: 'ada@example.com', redirectTo: '/reset' },
    });
    await d.step('forget-password, unknown email', {
      path: '/forget-password',
      body: { email: 'nobody@example.com', redirectTo: '/reset' },
    });
    const reset = await d.email('reset-password', 'ada@example.com');
    await d.step('reset-password link', {
      path: `/reset-password/${reset?.token}?callbackURL=/reset`,
    });
    await d.step('reset-password link, invalid token', {
      path: '/reset-password/not-a-token?callbackURL=/reset',
    });
    await d.step('reset-password, invalid token', {
      path: '/reset-password',
      body: { token: 'not-a-token', newPassword: 'another-long-password' },
    });
    await d.step('reset-password', {
      path: '/reset-password',
      body: { token: reset?.token, newPassword: 'another-long-password' },
    });
    await d.step('reset-password, token used', {
      path: '/reset-password',
      body: { token: reset?.token, newPassword: 'yet-another-password' },
    });
  },
};
