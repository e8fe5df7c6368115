import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import {
  APIError,
  createSession,
  defineEndpoint,
  emitEvent,
  type Session,
} from '../../../plugin/index.js';
import { consumeChallenge } from '../challenge.js';
import { expectedOriginOf, type PasskeyConfig, rpIDOf } from '../options.js';
import { passkeyError } from '../passkey-error.js';
import { splitTransports } from '../passkey-rows.js';
import type { Passkey } from '../schema.js';
import { loadWebAuthn } from '../webauthn.js';

/**
 * `POST /passkey/verify-authentication` `{ response }`: verifies the assertion
 * `startAuthentication` returned against the stored passkey (with `@simplewebauthn/server`:
 * challenge, origin, rpID, signature, and the signature counter, which must grow when the
 * authenticator reports one: a counter that goes backwards betrays a cloned authenticator) and
 * signs its user in: the session is created directly (a passkey is both factors; no second
 * factor is asked) and its cookie set. The challenge is used up whatever the outcome, and of two
 * concurrent assertions for one passkey only one moves its counter.
 *
 * @returns `{ session }` (Better Auth 1.2.7's answer); records `sign-in.success`
 *   (`details: { method: 'passkey' }`), or `sign-in.failure` (`reason` `passkey_not_found` or
 *   `invalid_assertion`).
 * @throws APIError 400 ORIGIN_MISSING 'origin missing' without an origin (no `origin` option and
 *   no trusted `Origin` header); 400 CHALLENGE_NOT_FOUND without the challenge cookie or when the
 *   challenge is unknown, used or expired; 401 PASSKEY_NOT_FOUND for an unknown credential; 400
 *   AUTHENTICATION_FAILED when the assertion does not verify or the session cannot be created
 *   (Better Auth's answer for both).
 */
export const verifyAuthenticationRoute = (config: PasskeyConfig) =>
  defineEndpoint(
    '/passkey/verify-authentication',
    {
      method: 'POST',
      body: z.object({ response: z.record(z.string(), z.any()) }),
      metadata: { summary: 'Verify authentication of a passkey', tags: ['Passkey'] },
    },
    async (ctx): Promise<{ session: Session }> => {
      const expectedOrigin = expectedOriginOf(ctx, config);
      if (!expectedOrigin) {
        throw new APIError('BAD_REQUEST', { code: 'ORIGIN_MISSING', message: 'origin missing' });
      }
      const challenge = await consumeChallenge(ctx, config);
      if (typeof challenge === 'string') throw passkeyError('BAD_REQUEST', 'CHALLENGE_NOT_FOUND');
      const response = ctx.body.response as unknown as AuthenticationResponseJSON;
      const passkey =
        typeof response.id === 'string'
          ? await ctx.context.adapter.findOne<Passkey>({
              model: 'passkey',
              where: [{ field: 'credentialID', value: response.id }],
            })
          : null;
      if (!passkey) {
        emitEvent(ctx, {
          type: 'sign-in.failure',
          details: { method: 'passkey', reason: 'passkey_not_found' },
        });
        throw passkeyError('UNAUTHORIZED', 'PASSKEY_NOT_FOUND');
      }
      const fail = (cause: unknown): never => {
        ctx.context.logger.info('Passkey authentication refused', cause);
        emitEvent(ctx, {
          type: 'sign-in.failure',
          userId: passkey.userId,
          details: { method: 'passkey', reason: 'invalid_assertion', passkeyId: passkey.id },
        });
        throw passkeyError('BAD_REQUEST', 'AUTHENTICATION_FAILED');
      };
      try {
        const { verifyAuthenticationResponse } = await loadWebAuthn();
        const verification = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge.expectedChallenge,
          expectedOrigin,
          expectedRPID: rpIDOf(ctx, config),
          credential: {
            id: passkey.credentialID,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64')),
            counter: passkey.counter,
            transports: splitTransports(passkey.transports),
          },
          requireUserVerification: false,
        });
        if (!verification.verified) return fail('not verified');
        // Compare-and-set: a concurrent assertion that moved the counter first wins.
        const moved = await ctx.context.adapter.updateMany({
          model: 'passkey',
          where: [
            { field: 'id', value: passkey.id },
            { field: 'counter', value: passkey.counter },
          ],
          update: { counter: verification.authenticationInfo.newCounter },
        });
        if (moved === 0) return fail('counter changed concurrently');
        const user = await ctx.context.store.findUserById(passkey.userId);
        if (!user) return fail('user not found');
        const session = await createSession(ctx, user);
        emitEvent(ctx, {
          type: 'sign-in.success',
          userId: user.id,
          sessionId: session.id,
          details: { method: 'passkey', passkeyId: passkey.id },
        });
        return { session: ctx.context.responseRow('session', session) };
      } catch (cause) {
        if (cause instanceof APIError && cause.body.code === 'AUTHENTICATION_FAILED') throw cause;
        return fail(cause);
      }
    },
  );
