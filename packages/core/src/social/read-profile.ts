import { truncateToLength } from '../db/field-limits.js';
import type { AuthContext } from '../kernel/auth-context.js';
import type { OAuth2Tokens, OAuthProvider, ProviderUser } from '../providers/types.js';

/** A provider's user after `mapProfileToUser`, plus the extra user fields it mapped. */
export interface ProviderProfile {
  user: ProviderUser;
  /** Other user columns `mapProfileToUser` filled (only fields of the user schema). */
  extra: Record<string, unknown>;
}

// Set by the flow itself, never by a profile mapping.
const RESERVED = new Set(['id', 'createdAt', 'updatedAt']);
const PROFILE_FIELDS = new Set(['name', 'email', 'emailVerified', 'image']);

/**
 * Asks the provider who the tokens belong to and applies the provider's `mapProfileToUser`:
 * its `name`, `email`, `emailVerified` and `image` override the provider's, its other fields
 * that the user schema has become extra user columns. The provider's `id` always stays.
 *
 * Values longer than their user field's `maxLength` are not the user's to fix, so they do not
 * fail the sign-in: `name` and extra string fields are shortened, an `image` URL (useless cut
 * short) is dropped.
 *
 * Returns null, never throws, when the provider would not say or failed (the caller answers
 * `unable_to_get_user_info` / 'Failed to get user info'); the failure is logged.
 */
export async function readProviderProfile(
  context: AuthContext,
  provider: OAuthProvider<any>,
  tokens: OAuth2Tokens,
): Promise<ProviderProfile | null> {
  let info: Awaited<ReturnType<OAuthProvider['getUserInfo']>>;
  let mapped: Record<string, unknown> = {};
  try {
    info = await provider.getUserInfo(tokens);
    if (info && provider.options.mapProfileToUser) {
      mapped = { ...(await provider.options.mapProfileToUser(info.data)) };
    }
  } catch (error) {
    context.logger.error(`Failed to get user info from ${provider.id}`, error);
    return null;
  }
  if (!info?.user || info.user.id === undefined || info.user.id === null) return null;

  const user: ProviderUser = { ...info.user, id: String(info.user.id) };
  const extra: Record<string, unknown> = {};
  const userFields = context.schema.user?.fields ?? {};
  for (const [field, value] of Object.entries(mapped)) {
    if (RESERVED.has(field) || value === undefined) continue;
    if (PROFILE_FIELDS.has(field)) (user as unknown as Record<string, unknown>)[field] = value;
    else if (field in userFields) extra[field] = value;
  }
  const limit = (field: string) => userFields[field]?.maxLength ?? Number.POSITIVE_INFINITY;
  if (typeof user.name === 'string') user.name = truncateToLength(user.name, limit('name'));
  if (typeof user.image === 'string' && user.image.length > limit('image')) user.image = null;
  for (const [field, value] of Object.entries(extra)) {
    if (typeof value === 'string') extra[field] = truncateToLength(value, limit(field));
  }
  return { user, extra };
}
