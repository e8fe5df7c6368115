import {
  APIError,
  createSession,
  defineEndpoint,
  emitEvent,
  generateRandomString,
  getSession,
  type User,
} from '../../../plugin/index.js';
import { ANONYMOUS_ERROR_CODES } from '../error-codes.js';
import { type AnonymousSettings, isAnonymousSession } from '../settings.js';

/**
 * The user as `/sign-in/anonymous` answers with it: Better Auth 1.2.7's six fields, in its
 * order (no `image`, no `isAnonymous`: `getSession` has every field).
 */
export type AnonymousAnswerUser = Pick<
  User,
  'id' | 'email' | 'emailVerified' | 'name' | 'createdAt' | 'updatedAt'
>;

/**
 * `POST /sign-in/anonymous` (no body) → `{ token, user }`: creates a user with `isAnonymous:
 * true`, the email `temp-{random}@{emailDomainName}` (default: the origin of `baseURL`, as
 * Better Auth 1.2.7 writes it), `emailVerified: false`, the name `generateName()` gives or
 * 'Anonymous', and signs them in (session cookie set). Records `sign-up` and `sign-in.success`
 * with `method: 'anonymous'`.
 *
 * A browser already signed in as an anonymous user is refused before anything is written (Better
 * Auth 1.2.7 writes a second anonymous user first, then answers the same error); one signed in
 * as a real user gets a new anonymous session, as in Better Auth.
 *
 * @throws APIError 400 ANONYMOUS_USERS_CANNOT_SIGN_IN_AGAIN_ANONYMOUSLY; 500
 *   FAILED_TO_CREATE_USER when the user row cannot be written; 500 FAILED_TO_CREATE_SESSION.
 * @example
 * const { token, user } = await auth.api.signInAnonymous({ headers });
 */
export function createSignInAnonymousEndpoint(settings: AnonymousSettings) {
  return defineEndpoint(
    '/sign-in/anonymous',
    {
      method: 'POST',
      metadata: { summary: 'Sign in anonymously', tags: ['Anonymous'] },
    },
    async (ctx): Promise<{ token: string; user: AnonymousAnswerUser }> => {
      const { context } = ctx;
      if (isAnonymousSession(await getSession(ctx, { disableRefresh: true }))) {
        throw new APIError('BAD_REQUEST', {
          message: ANONYMOUS_ERROR_CODES.ANONYMOUS_USERS_CANNOT_SIGN_IN_AGAIN_ANONYMOUSLY,
        });
      }
      const domain = settings.emailDomainName ?? context.options.origin;
      const name = settings.generateName ? await settings.generateName(ctx) : 'Anonymous';
      let user: User;
      try {
        user = await context.store.createUser({
          email: `temp-${generateRandomString(32)}@${domain}`,
          emailVerified: false,
          name,
          image: null,
          isAnonymous: true,
        });
      } catch (error) {
        if (error instanceof APIError) throw error; // a database hook's refusal, a length limit
        context.logger.error('Failed to create an anonymous user', error);
        throw new APIError('INTERNAL_SERVER_ERROR', {
          message: ANONYMOUS_ERROR_CODES.FAILED_TO_CREATE_USER,
        });
      }
      const session = await createSession(ctx, user);
      const details = { method: 'anonymous' };
      emitEvent(ctx, { type: 'sign-up', userId: user.id, sessionId: session.id, details });
      emitEvent(ctx, { type: 'sign-in.success', userId: user.id, sessionId: session.id, details });
      return {
        token: session.token,
        user: {
          id: user.id,
          email: user.email,
          emailVerified: user.emailVerified,
          name: user.name,
          createdAt: user.createdAt,
          updatedAt: user.updatedAt,
        },
      };
    },
  );
}
