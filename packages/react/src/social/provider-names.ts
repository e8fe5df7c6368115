/**
 * How the built-in providers present themselves (SPEC §1), by provider id. `twitter` is shown
 * as X, the name the service uses now.
 */
export const PROVIDER_NAMES: Readonly<Record<string, string>> = Object.freeze({
  apple: 'Apple',
  discord: 'Discord',
  dropbox: 'Dropbox',
  facebook: 'Facebook',
  github: 'GitHub',
  gitlab: 'GitLab',
  google: 'Google',
  kick: 'Kick',
  linkedin: 'LinkedIn',
  microsoft: 'Microsoft',
  reddit: 'Reddit',
  roblox: 'Roblox',
  spotify: 'Spotify',
  tiktok: 'TikTok',
  twitch: 'Twitch',
  twitter: 'X',
  vk: 'VK',
  zoom: 'Zoom',
});

/** A provider the app offers: its id, and the name to show when the built-in one won't do. */
export interface SocialProviderInfo {
  /** The provider id the server knows it by, e.g. `'github'` or a `genericOAuthProvider` id. */
  id: string;
  /** Shown in buttons and lists. Default: the built-in name, else the id with a capital. */
  name?: string;
}

/** A provider as the components use it: id and the name to show. */
export interface NamedProvider {
  id: string;
  name: string;
}

/**
 * The name to show for a provider id: `name` when given, else the built-in one
 * (`'github'` → `'GitHub'`), else the id with its first letter capitalized.
 *
 * @example
 * providerDisplayName('linkedin'); // 'LinkedIn'
 * providerDisplayName('keycloak', 'Company SSO'); // 'Company SSO'
 */
export function providerDisplayName(id: string, name?: string): string {
  if (name) return name;
  return PROVIDER_NAMES[id] ?? id.charAt(0).toUpperCase() + id.slice(1);
}

/** Turns the `providers` prop (ids or `{ id, name? }`) into named providers, in order, once each. */
export function toNamedProviders(
  providers: ReadonlyArray<string | SocialProviderInfo>,
): NamedProvider[] {
  const seen = new Set<string>();
  const named: NamedProvider[] = [];
  for (const provider of providers) {
    const info = typeof provider === 'string' ? { id: provider } : provider;
    if (seen.has(info.id)) continue;
    seen.add(info.id);
    named.push({ id: info.id, name: providerDisplayName(info.id, info.name) });
  }
  return named;
}
