import type { BuiltInProviderOptions, SocialProvidersOptions } from '@portcullis/core';

/** The built-in providers the demo can turn on from the environment (SPEC §1). */
export const DEMO_PROVIDER_IDS = [
  'apple',
  'discord',
  'dropbox',
  'facebook',
  'github',
  'gitlab',
  'google',
  'kick',
  'linkedin',
  'microsoft',
  'reddit',
  'roblox',
  'spotify',
  'tiktok',
  'twitch',
  'twitter',
  'vk',
  'zoom',
] as const satisfies ReadonlyArray<keyof BuiltInProviderOptions>;

type Env = Record<string, string | undefined>;

/**
 * The built-in providers whose credentials are in the environment, as `socialProviders`
 * options. A provider is on when both `PORTCULLIS_<ID>_CLIENT_ID` and
 * `PORTCULLIS_<ID>_CLIENT_SECRET` are set (`<ID>` is the provider id upper-cased:
 * `PORTCULLIS_GITHUB_CLIENT_ID`, `PORTCULLIS_TWITTER_CLIENT_ID` for X). Extras:
 *
 * - Apple: instead of a client secret, `PORTCULLIS_APPLE_TEAM_ID`, `PORTCULLIS_APPLE_KEY_ID`
 *   and `PORTCULLIS_APPLE_PRIVATE_KEY` (the .p8 key's PEM; `\n` escapes are turned into line
 *   breaks, so it fits on one line), from which Portcullis signs the secret itself.
 * - Microsoft: `PORTCULLIS_MICROSOFT_TENANT_ID` (default `common`).
 * - GitLab: `PORTCULLIS_GITLAB_ISSUER` for a self-managed instance.
 *
 * @throws Error when a provider is half configured (an id without its secret, or the other way
 *   round), naming the variable that is missing.
 * @example
 * readSocialProviders({ PORTCULLIS_GITHUB_CLIENT_ID: 'Iv1.x', PORTCULLIS_GITHUB_CLIENT_SECRET: 's' });
 * // { github: { clientId: 'Iv1.x', clientSecret: 's' } }
 */
export function readSocialProviders(env: Env): SocialProvidersOptions {
  const providers: SocialProvidersOptions = {};
  for (const id of DEMO_PROVIDER_IDS) {
    const read = (name: string) => env[`PORTCULLIS_${id.toUpperCase()}_${name}`] || undefined;
    const clientId = read('CLIENT_ID');
    const clientSecret = read('CLIENT_SECRET');
    if (id === 'apple') {
      const apple = readApple(clientId, clientSecret, read);
      if (apple) providers.apple = apple;
      continue;
    }
    if (!clientId && !clientSecret) continue;
    requireBoth(id, clientId, clientSecret);
    // Widened to the index signature: assigning through the 18-id union is too much for tsc.
    const byId: Record<string, unknown> = providers;
    byId[id] = { clientId, clientSecret };
  }
  const tenantId = env.PORTCULLIS_MICROSOFT_TENANT_ID;
  if (providers.microsoft && tenantId) providers.microsoft = { ...providers.microsoft, tenantId };
  const issuer = env.PORTCULLIS_GITLAB_ISSUER;
  if (providers.gitlab && issuer) providers.gitlab = { ...providers.gitlab, issuer };
  return providers;
}

function readApple(
  clientId: string | undefined,
  clientSecret: string | undefined,
  read: (name: string) => string | undefined,
): BuiltInProviderOptions['apple'] | undefined {
  const teamId = read('TEAM_ID');
  const keyId = read('KEY_ID');
  const privateKey = read('PRIVATE_KEY')?.replaceAll('\\n', '\n');
  const signed = teamId || keyId || privateKey;
  if (!clientId && !clientSecret && !signed) return undefined;
  if (!clientId) throw missing('apple', 'CLIENT_ID');
  if (clientSecret) return { clientId, clientSecret };
  if (!signed) throw missing('apple', 'CLIENT_SECRET (or TEAM_ID, KEY_ID and PRIVATE_KEY)');
  if (!teamId) throw missing('apple', 'TEAM_ID');
  if (!keyId) throw missing('apple', 'KEY_ID');
  if (!privateKey) throw missing('apple', 'PRIVATE_KEY');
  return { clientId, teamId, keyId, privateKey };
}

function requireBoth(id: string, clientId: string | undefined, clientSecret: string | undefined) {
  if (!clientId) throw missing(id, 'CLIENT_ID');
  if (!clientSecret) throw missing(id, 'CLIENT_SECRET');
}

function missing(id: string, name: string): Error {
  return new Error(
    `PORTCULLIS_${id.toUpperCase()}_${name} is not set, but other PORTCULLIS_${id.toUpperCase()}_* variables are: set it too, or unset them to leave ${id} off.`,
  );
}
