/**
 * The captcha plugin on both sides (issue 32), each provider's siteverify URL answered by msw:
 * Better Auth's default routes with the `x-captcha-response` header missing, refused, passed,
 * the provider failing, a route it does not protect, and reCAPTCHA v3 scores against
 * `minScore`.
 */
import { captcha as portcullisCaptcha } from '@portcullis/core';
import { captcha as baCaptcha } from 'better-auth/plugins';
import type { Driver } from '../support/driver.js';
import { outbound, startOutboundMock } from '../support/outbound-mock.js';
import { PASSWORD, type Scenario } from './types.js';

type Provider = 'cloudflare-turnstile' | 'google-recaptcha' | 'hcaptcha';

const SECRET_KEY = 'compat-captcha-secret';

const sides = (provider: Provider, minScore?: number) => ({
  extra: {
    betterAuth: () => [
      baCaptcha({ provider, secretKey: SECRET_KEY, ...(minScore ? { minScore } : {}) } as never),
    ],
    portcullis: () => [
      portcullisCaptcha({
        provider,
        secretKey: SECRET_KEY,
        ...(minScore ? { minScore } : {}),
      } as never),
    ],
  },
});

const header = (token: string) => ({ 'x-captcha-response': token });

async function defaultRoutes(d: Driver) {
  startOutboundMock();
  outbound.captcha = 'up';
  const ada = { name: 'Ada', email: 'ada@example.com', password: PASSWORD };
  await d.step('sign-up, no header', { path: '/sign-up/email', body: ada });
  await d.step('sign-up, refused token', {
    path: '/sign-up/email',
    body: ada,
    headers: header('forged'),
  });
  await d.step('sign-up, passed', { path: '/sign-up/email', body: ada, headers: header('pass') });
  const credentials = { email: ada.email, password: PASSWORD };
  await d.step('sign-in, no header', { path: '/sign-in/email', body: credentials });
  await d.step('sign-in, refused token', {
    path: '/sign-in/email',
    body: credentials,
    headers: header('forged'),
  });
  await d.step('sign-in, passed', {
    path: '/sign-in/email',
    body: credentials,
    headers: header('pass'),
    as: 'ada',
  });
  await d.step('sign-in, passed with the remote IP', {
    path: '/sign-in/email',
    body: credentials,
    headers: { ...header('pass'), 'x-captcha-user-remote-ip': '203.0.113.7' },
  });
  const forget = { email: ada.email, redirectTo: '/reset' };
  await d.step('forget-password, no header', { path: '/forget-password', body: forget });
  await d.step('forget-password, passed', {
    path: '/forget-password',
    body: forget,
    headers: header('pass'),
  });
  await d.step('get-session, not protected', { path: '/get-session', as: 'ada' });

  outbound.captcha = '500';
  await d.step('sign-in, provider answers 500', {
    path: '/sign-in/email',
    body: credentials,
    headers: header('pass'),
  });
  outbound.captcha = 'offline';
  await d.step('sign-in, provider unreachable', {
    path: '/sign-in/email',
    body: credentials,
    headers: header('pass'),
  });
  outbound.captcha = 'up';
}

export const captchaTurnstileScenario: Scenario = {
  name: 'captcha, Turnstile',
  options: sides('cloudflare-turnstile'),
  run: defaultRoutes,
};

export const captchaHCaptchaScenario: Scenario = {
  name: 'captcha, hCaptcha',
  options: sides('hcaptcha'),
  run: defaultRoutes,
};

export const captchaRecaptchaScenario: Scenario = {
  name: 'captcha, reCAPTCHA',
  options: sides('google-recaptcha', 0.6),
  async run(d) {
    await defaultRoutes(d);
    const credentials = { email: 'ada@example.com', password: PASSWORD };
    await d.step('sign-in, v3 score below minScore', {
      path: '/sign-in/email',
      body: credentials,
      headers: header('v3-low'),
    });
    await d.step('sign-in, v3 score above minScore', {
      path: '/sign-in/email',
      body: credentials,
      headers: header('v3-high'),
    });
  },
};
