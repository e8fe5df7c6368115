import { z } from 'zod';
import {
  assertSafeRedirects,
  assertValidEmailField,
  assertWithinLengthLimits,
  defineEndpoint,
  generateRandomString,
  runAfterResponse,
  signHmac,
} from '../../../plugin/index.js';
import type { MagicLinkSettings } from '../settings.js';

/**
 * `POST /sign-in/magic-link` `{ email, name?, callbackURL?, newUserCallbackURL?,
 * errorCallbackURL? }`: emails a sign-in link (`sendMagicLink({ email, url, token }, request)`)
 * and answers `{ status: true }`, as Better Auth 1.2.7 does. `url` is
 * `{baseURL}/magic-link/verify?token={token}&callbackURL={callbackURL or /}` (plus the other two
 * callbacks when given, each percent-encoded); the token is 32 letters (or
 * `generateToken(email)`), stored as the record's identifier with `{ email, name }` as value,
 * and lives `expiresIn` seconds. `name` is the name of a user signed up by the link.
 *
 * The answer never depends on the address: the token is made and the link sent after the
 * response, for every address — with `disableSignUp`, only to existing users, where Better Auth
 * answers 400 'User not found' (account enumeration). A sender that throws is logged and its
 * link withdrawn (Better Auth answers 500). Rate limits: `rateLimit` per IP (default 5 per 60 s,
 * Better Auth's) and `rateLimitPerEmail` per address.
 *
 * @throws APIError 403 'Invalid callbackURL' / 'Invalid newUserCallbackURL' /
 *   'Invalid errorCallbackURL' (not relative nor a trusted origin); 400 VALIDATION_ERROR (a
 *   malformed or too long email, as Better Auth's body validation; a `name` longer than
 *   `user.maxNameLength`); 429 TOO_MANY_REQUESTS.
 * @example
 * await auth.api.signInMagicLink({ body: { email: 'ada@example.com', callbackURL: '/app' } });
 */
export function createSignInMagicLinkEndpoint(settings: MagicLinkSettings) {
  return defineEndpoint(
    '/sign-in/magic-link',
    {
      method: 'POST',
      body: z.object({
        email: z.string(),
        name: z.string().optional(),
        callbackURL: z.string().optional(),
        newUserCallbackURL: z.string().optional(),
        errorCallbackURL: z.string().optional(),
      }),
      metadata: { summary: 'Email a sign-in link', tags: ['Magic link'] },
    },
    async (ctx): Promise<{ status: boolean }> => {
      const { context, body } = ctx;
      const { callbackURL, newUserCallbackURL, errorCallbackURL } = body;
      assertSafeRedirects(
        { callbackURL, newUserCallbackURL, errorCallbackURL },
        context.trustedOrigins,
      );
      const email = body.email.toLowerCase();
      assertValidEmailField(context, email, 'email');
      // The name of a user the link signs up: the user table's limit (`user.maxNameLength`).
      if (body.name !== undefined)
        assertWithinLengthLimits(context.schema, 'user', { name: body.name });
      if (settings.rateLimitPerEmail && !ctx.isServerCall) {
        const key = `magic-link|${signHmac(context.secret, email)}`;
        await context.rateLimiter.enforceKey(key, settings.rateLimitPerEmail);
      }
      runAfterResponse(context, async () => {
        if (settings.disableSignUp && !(await context.store.findUserByEmail(email))) return;
        const token = settings.generateToken
          ? await settings.generateToken(email)
          : generateRandomString(32);
        await context.store.createVerification({
          identifier: token,
          value: JSON.stringify({ email, name: body.name }),
          expiresAt: new Date(Date.now() + settings.expiresIn * 1000),
        });
        const query = new URLSearchParams({ token, callbackURL: callbackURL || '/' });
        if (newUserCallbackURL) query.set('newUserCallbackURL', newUserCallbackURL);
        if (errorCallbackURL) query.set('errorCallbackURL', errorCallbackURL);
        const url = `${context.options.baseURL}/magic-link/verify?${query}`;
        try {
          await settings.sendMagicLink({ email, url, token }, ctx.request);
        } catch (error) {
          context.logger.error('sendMagicLink failed; its link was withdrawn', error);
          await context.store.consumeVerification(token);
        }
      });
      return { status: true };
    },
  );
}
