import type { HookContext } from '@portcullis/core/plugin';

/**
 * The sign-in method a route stands for, or null for a route that is not a sign-in:
 *
 * - `/sign-in/email`, and `/sign-up/email` (which signs the user in unless email verification
 *   is required or `autoSignIn` is off): `'email'`;
 * - `/sign-in/username` (the username plugin): `'username'`;
 * - `/callback/:id` (the OAuth redirect) and `/sign-in/social` (its ID-token form): the
 *   provider's id, e.g. `'github'`.
 *
 * Whether a session was actually created is decided separately (from the response's session
 * cookie), so a failed or redirecting call records nothing.
 *
 * @example
 * resolveDefaultMethod({ path: '/callback/:id', params: { id: 'github' }, … }); // 'github'
 */
export function resolveDefaultMethod(ctx: HookContext): string | null {
  switch (ctx.path) {
    case '/sign-in/email':
    case '/sign-up/email':
      return 'email';
    case '/sign-in/username':
      return 'username';
    case '/callback/:id':
      return ctx.params.id ?? null;
    case '/sign-in/social':
      return readProvider(ctx.body);
    default:
      return null;
  }
}

const readProvider = (body: unknown): string | null =>
  typeof body === 'object' &&
  body !== null &&
  'provider' in body &&
  typeof body.provider === 'string'
    ? body.provider
    : null;
