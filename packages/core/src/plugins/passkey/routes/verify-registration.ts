import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import {
  defineEndpoint,
  emitEvent,
  type RawResult,
  requireSession,
} from '../../../plugin/index.js';
import { consumeChallenge } from '../challenge.js';
import { expectedOriginOf, type PasskeyConfig, rpIDOf } from '../options.js';
import { passkeyError } from '../passkey-error.js';
import { jsonNull } from '../passkey-rows.js';
import type { Passkey } from '../schema.js';
import { loadWebAuthn } from '../webauthn.js';

/**
 * `POST /passkey/verify-registration` `{ response, name? }`: verifies the attestation
 * `startRegistration` returned (with `@simplewebauthn/server`: challenge, origin, rpID, user
 * presence; user verification not required, as in Better Auth 1.2.7) and stores the passkey.
 * The challenge is used up whatever the outcome: a registration is verified once.
 *
 * @returns the stored passkey row (see `Passkey`); records `passkey.add`.
 * @throws APIError 401 UNAUTHORIZED / 403 SESSION_IS_NOT_FRESH (session); 400 CHALLENGE_NOT_FOUND
 *   without the challenge cookie; 401 YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY when the
 *   challenge was issued to another user; 400 FAILED_TO_VERIFY_REGISTRATION when the
 *   attestation does not verify (wrong origin, rpID or challenge, malformed; Better Auth answers
 *   500). Answers 400 with a `null` body, as Better Auth does, without an origin (no `origin`
 *   option and no trusted `Origin` header) and when the challenge is unknown, used or expired.
 */
export const verifyRegistrationRoute = (config: PasskeyConfig, maxNameLength: number) =>
  defineEndpoint(
    '/passkey/verify-registration',
    {
      method: 'POST',
      body: z.object({
        response: z.any(),
        name: z.string().max(maxNameLength).optional(),
      }),
      metadata: { summary: 'Verify registration of a new passkey', tags: ['Passkey'] },
    },
    async (ctx): Promise<Passkey | RawResult> => {
      const { user } = await requireSession(ctx, { fresh: true });
      const expectedOrigin = expectedOriginOf(ctx, config);
      if (!expectedOrigin) return jsonNull(400);
      const challenge = await consumeChallenge(ctx, config);
      if (challenge === 'no-cookie') throw passkeyError('BAD_REQUEST', 'CHALLENGE_NOT_FOUND');
      if (challenge === 'not-found') return jsonNull(400);
      if (challenge.userData.id !== user.id) {
        throw passkeyError('UNAUTHORIZED', 'YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY');
      }
      const response = ctx.body.response as RegistrationResponseJSON;
      let verification: Awaited<
        ReturnType<typeof import('@simplewebauthn/server').verifyRegistrationResponse>
      >;
      try {
        const { verifyRegistrationResponse } = await loadWebAuthn();
        verification = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge.expectedChallenge,
          expectedOrigin,
          expectedRPID: rpIDOf(ctx, config),
          requireUserVerification: false,
        });
      } catch (cause) {
        ctx.context.logger.info('Passkey registration refused', cause);
        throw passkeyError('BAD_REQUEST', 'FAILED_TO_VERIFY_REGISTRATION');
      }
      if (!verification.verified) return jsonNull(400);
      const info = verification.registrationInfo;
      const transports = Array.isArray(response.response?.transports)
        ? response.response.transports.join(',')
        : null;
      const passkey = await ctx.context.adapter.create<Passkey>({
        model: 'passkey',
        data: {
          name: ctx.body.name ?? null,
          userId: user.id,
          credentialID: info.credential.id,
          publicKey: Buffer.from(info.credential.publicKey).toString('base64'),
          counter: info.credential.counter,
          deviceType: info.credentialDeviceType,
          transports,
          backedUp: info.credentialBackedUp,
          createdAt: new Date(),
          aaguid: info.aaguid,
        },
      });
      emitEvent(ctx, {
        type: 'passkey.add',
        userId: user.id,
        details: { passkeyId: passkey.id, deviceType: passkey.deviceType },
      });
      return ctx.context.responseRow('passkey', passkey);
    },
  );
