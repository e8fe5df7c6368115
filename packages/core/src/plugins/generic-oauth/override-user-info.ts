import type { EndpointContext, ProviderProfile, User } from '../../plugin/index.js';

/**
 * `overrideUserInfo`: the provider's `name`, `image` and mapped fields replace the user's at
 * sign-in; `emailVerified` becomes true when the provider vouches for the user's own email.
 * The email itself is never changed (Better Auth 1.2.7 replaces it with whatever the provider
 * says, verified or not).
 */
export async function overrideUserInfo(
  ctx: EndpointContext<any, any>,
  user: User,
  profile: ProviderProfile & { user: { email: string } },
): Promise<User> {
  const sameEmail = profile.user.email.toLowerCase() === user.email;
  const updated = await ctx.context.store.updateUser(user.id, {
    ...profile.extra,
    name: profile.user.name || user.name,
    image: profile.user.image ?? user.image,
    emailVerified: user.emailVerified || (sameEmail && profile.user.emailVerified),
  });
  return updated ?? user;
}
