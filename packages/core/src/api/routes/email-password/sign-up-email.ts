import { z } from 'zod';
import { userOwnedModels } from '../../../account/delete-user-account.js';
import { UniqueConstraintError } from '../../../db/adapter.js';
import type { Session, User } from '../../../db/entities.js';
import { uniqueViolationError } from '../../../db/unique-violation.js';
import { APIError } from '../../../errors/api-error.js';
import { defineEndpoint } from '../../../kernel/endpoint.js';
import {
  assertPasswordLength,
  assertPasswordNotKnown,
  hashNewPassword,
} from '../../../password/credential-rules.js';
import { emitEvent } from '../../../security/audit-events.js';
import { assertSafeRedirects } from '../../../security/redirect-url.js';
import { createSession } from '../../../session/create-session.js';
import { parseAdditionalFields } from '../../../user/additional-fields.js';
import { toAnswerUser } from '../../../user/answer-user.js';
import { assertValidEmail } from '../../../user/email-address.js';
import { sendVerificationEmail } from '../../../verification/email-verification.js';

/**
 * `POST /sign-up/email`: creates a user with a password (scrypt-hashed into a credential
 * account) and, unless `autoSignIn` is off or `requireEmailVerification` is on, signs them in.
 *
 * With `emailVerification.sendOnSignUp` or `emailAndPassword.requireEmailVerification`, a
 * verification link (carrying `callbackURL`) is sent to the new address; the mail goes out in
 * the background.
 *
 * Emits `sign-up` (`details: { method: 'email' }`, with the new session's `sessionId` when one
 * was created).
 *
 * Returns `{ token, user }`; `token` is null when no session was created. `user` has the seven
 * SPEC §7 fields only, as Better Auth 1.2.7 answers: `username` and additional fields are stored
 * but come with `GET /get-session`.
 *
 * @throws APIError 400 'Email and password sign up is not enabled', INVALID_EMAIL (also for a
 *   missing or non-string `email`), PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG; 403 'Invalid callbackURL'; 422 USER_ALREADY_EXISTS;
 *   400 VALIDATION_ERROR.
 * @see SPEC §4, §5, §7
 */
export const signUpEmail = defineEndpoint(
  '/sign-up/email',
  {
    method: 'POST',
    // Loose: configured additional fields ride along and are checked by parseAdditionalFields.
    body: z.looseObject({
      name: z.string(),
      // Better Auth 1.2.7 answers a missing or non-string email 400 INVALID_EMAIL, not as a body
      // error: '' fails the email check below the same way.
      email: z.string().catch(''),
      password: z.string(),
      image: z.string().optional(),
      callbackURL: z.string().optional(),
      rememberMe: z.boolean().optional(),
    }),
    metadata: { summary: 'Sign up with email and password', tags: ['Email and password'] },
  },
  async (ctx): Promise<{ token: string | null; user: User }> => {
    const { context, body } = ctx;
    const config = context.options.emailAndPassword;
    if (!config.enabled || config.disableSignUp) {
      throw new APIError('BAD_REQUEST', 'EMAIL_AND_PASSWORD_SIGN_UP_IS_NOT_ENABLED');
    }
    assertSafeRedirects({ callbackURL: body.callbackURL }, context.trustedOrigins);
    const email = body.email.toLowerCase();
    assertValidEmail(context, email);
    assertPasswordLength(context, body.password);
    await assertPasswordNotKnown(context, body.password);
    const extra = parseAdditionalFields(context.userInputFields, body, 'create');
    if (await context.store.findUserByEmail(email)) {
      throw new APIError('UNPROCESSABLE_ENTITY', 'USER_ALREADY_EXISTS');
    }

    // Hash before any write: never hold the database (or a transaction) during a ~80 ms hash.
    const hash = await hashNewPassword(context, body.password);
    let user: User;
    try {
      user = await context.store.createUser(
        { ...extra, name: body.name, email, emailVerified: false, image: body.image ?? null },
        hash,
      );
    } catch (error) {
      // Lost a race with a concurrent sign-up (same email, same username): the index decided.
      if (error instanceof UniqueConstraintError) {
        throw uniqueViolationError(context.schema, error, 'USER_ALREADY_EXISTS');
      }
      if (error instanceof APIError) throw error;
      context.logger.error('Failed to create user', error);
      throw new APIError('UNPROCESSABLE_ENTITY', 'FAILED_TO_CREATE_USER');
    }

    if (config.requireEmailVerification || context.options.emailVerification.sendOnSignUp) {
      try {
        await sendVerificationEmail(ctx, user, body.callbackURL);
      } catch (error) {
        // The sign-up fails whole: the user just made is removed, so a retry can succeed
        // (Better Auth 1.2.7 answers 500 but keeps the user, and a retry meets "User already
        // exists").
        context.logger.error('Failed to send the verification email of a sign-up', error);
        await context.store.deleteUser(user.id, userOwnedModels(context.schema));
        throw error instanceof APIError
          ? error
          : new APIError('INTERNAL_SERVER_ERROR', 'FAILED_TO_SEND_EMAIL');
      }
    }
    let session: Session | null = null;
    try {
      if (config.autoSignIn && !config.requireEmailVerification) {
        session = await createSession(ctx, user, { rememberMe: body.rememberMe });
      }
    } finally {
      // The user exists whether or not the session could be created: the event is emitted anyway.
      emitEvent(ctx, {
        type: 'sign-up',
        userId: user.id,
        ...(session ? { sessionId: session.id } : {}),
        details: { method: 'email' },
      });
    }
    return { token: session?.token ?? null, user: toAnswerUser(user) };
  },
);
