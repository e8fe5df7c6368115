/**
 * Better Auth 1.2.7's `oneTap` plugin on both sides: `/one-tap/callback` with Google ID tokens
 * signed by the key the msw mock publishes at Google's key-set URL (`support/providers.ts`), and
 * the tokens an attacker would try.
 */
import { oneTap } from '@portcullis/core';
import { oneTap as baOneTap } from 'better-auth/plugins';
import { generateKeyPair, SignJWT } from 'jose';
import type { Driver } from '../support/driver.js';
import { GOOGLE_CLIENT, googleIdToken, IDENTITIES } from '../support/providers.js';
import { type Scenario, signUp } from './types.js';

const tap = (d: Driver, label: string, idToken: unknown, as?: string) =>
  d.step(label, { path: '/one-tap/callback', body: { idToken }, as });

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export const oneTapScenario: Scenario = {
  name: 'one-tap',
  options: {
    social: true,
    extra: { betterAuth: () => [baOneTap()], portcullis: () => [oneTap()] },
  },
  async run(d) {
    const gus = IDENTITIES.gus!;
    await tap(d, 'new user', await googleIdToken(gus), 'gus');
    await d.step('get-session after one tap', { path: '/get-session', as: 'gus' });
    await d.step('list-accounts after one tap', { path: '/list-accounts', as: 'gus' });
    await tap(d, 'same user again', await googleIdToken(gus), 'gus-again');
    await tap(d, 'issuer without scheme', await googleIdToken(gus, { iss: 'accounts.google.com' }));
    await tap(d, 'no email', await googleIdToken(gus, { email: undefined }));

    await tap(d, 'wrong audience', await googleIdToken(gus, { aud: 'attacker-client' }));
    await tap(d, 'wrong issuer', await googleIdToken(gus, { iss: 'https://evil.example' }));
    const now = Math.floor(Date.now() / 1000);
    await tap(d, 'expired', await googleIdToken(gus, { iat: now - 7200, exp: now - 60 }));
    await tap(
      d,
      'alg none',
      `${part({ alg: 'none', typ: 'JWT' })}.${part({
        iss: 'https://accounts.google.com',
        aud: GOOGLE_CLIENT.clientId,
        sub: gus.id,
        email: gus.email,
        email_verified: true,
        exp: now + 600,
      })}.`,
    );
    const stranger = await generateKeyPair('RS256');
    const foreign = (kid: string) =>
      new SignJWT({ sub: gus.id, email: gus.email, email_verified: true })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer('https://accounts.google.com')
        .setAudience(GOOGLE_CLIENT.clientId)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(stranger.privateKey);
    await tap(d, 'key not in the key set', await foreign('stranger-key'));
    await tap(d, 'another key under the published kid', await foreign('compat-key'));
    await tap(d, 'not a JWT', 'not-a-jwt');
    await tap(d, 'idToken not a string', 42);

    // An email user without a Google account: not linked (unverified local email).
    await signUp(d, 'ida', 'ida@example.com');
    await tap(d, 'existing email user', await googleIdToken(IDENTITIES.ida!), 'ida-tap');
  },
};
