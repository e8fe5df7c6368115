import { decodeJwt } from 'jose';
import { authorizationCodeFlow } from '../oauth/authorization-code-flow.js';
import { fetchWithTimeout } from '../oauth/fetch-with-timeout.js';
import { verifyIdToken } from '../oauth/id-token.js';
import type { OAuthProvider, ProviderOptions } from './types.js';

// Every endpoint sits under the tenant: `common`, `organizations`, `consumers` or one tenant.
// https://learn.microsoft.com/en-us/entra/identity-platform/v2-protocols-oidc
const AUTHORITY = 'https://login.microsoftonline.com';
const MULTI_TENANT = ['common', 'organizations', 'consumers'];
// The tenant of personal Microsoft accounts (what `consumers` signs in).
const CONSUMERS_TENANT_ID = '9188040d-6c67-4c5b-b112-36a304b66dad';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The photo comes as binary from Graph (404 when the user has none); SPEC §9: size 48.
// https://learn.microsoft.com/en-us/graph/api/profilephoto-get
const PHOTO_ENDPOINT = (size: number) =>
  `https://graph.microsoft.com/v1.0/me/photos/${size}x${size}/$value`;

/** The claims of a Microsoft identity platform v2.0 ID token that Portcullis reads. */
export interface MicrosoftProfile {
  /** Pairwise subject: stable per user and application. */
  sub: string;
  /** The user's tenant; the consumers tenant for personal accounts. */
  tid?: string;
  oid?: string;
  name?: string;
  /** Needs the `email` scope; absent for users without a mailbox address. */
  email?: string;
  preferred_username?: string;
  /** Optional claim "email domain owner verified"; must be enabled in the app registration. */
  xms_edov?: boolean | string | number;
  [claim: string]: unknown;
}

/** Options of {@link microsoft}. */
export interface MicrosoftOptions extends ProviderOptions<MicrosoftProfile> {
  /**
   * Who may sign in: `'common'` (any account), `'organizations'`, `'consumers'`, or one tenant by
   * id (GUID) or domain. Default: `'common'`.
   */
  tenantId?: string;
  /** Skips the Graph photo request; `image` is then null. Default: false. */
  disableProfilePhoto?: boolean;
  /** Edge of the square profile photo in pixels. Default: 48 (SPEC §9). */
  profilePhotoSize?: 48 | 64 | 96 | 120 | 240 | 360 | 432 | 504 | 648;
}

/**
 * Microsoft Entra ID (work, school and personal accounts; OpenID Connect). Default scopes
 * `openid`, `profile`, `email`, `offline_access` (refresh token), `User.Read` (photo); PKCE (S256).
 * Register a "Web" platform redirect URI `{baseURL}/callback/microsoft` in the app registration.
 * The user comes from the ID token; the photo from Graph as a `data:` URL. The email is verified
 * only when the token carries `xms_edov` (add it as an optional ID-token claim): Entra does not
 * vouch for `email` otherwise. Without an `email` claim, an email-like `preferred_username` is used
 * (unverified).
 *
 * `verifyIdToken` checks the tenant's JWKS and issuer. With a multi-tenant authority the issuer
 * names the user's tenant (`tid`): `common` accepts any, `consumers` only personal accounts,
 * `organizations` only work or school ones. A tenant given by domain has its issuer read once from
 * its OpenID configuration.
 *
 * @see https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-auth-code-flow
 */
export function microsoft(options: MicrosoftOptions): OAuthProvider<MicrosoftProfile> {
  const tenant = options.tenantId ?? 'common';
  const base = `${AUTHORITY}/${tenant}`;
  let discovered: Promise<string | null> | undefined;
  /**
   * The issuer an ID token must carry. A multi-tenant authority's metadata names it
   * `https://login.microsoftonline.com/{tenantid}/v2.0`, the placeholder being the token's `tid`.
   * https://learn.microsoft.com/en-us/entra/identity-platform/id-token-claims-reference
   */
  const expectedIssuer = async (idToken: string): Promise<string | null> => {
    if (GUID.test(tenant)) return `${AUTHORITY}/${tenant.toLowerCase()}/v2.0`;
    if (!MULTI_TENANT.includes(tenant)) {
      discovered ??= discoverIssuer(base).then((issuer) => {
        if (!issuer) discovered = undefined; // retry on the next call
        return issuer;
      });
      return discovered;
    }
    let tid: unknown;
    try {
      tid = decodeJwt(idToken).tid;
    } catch {
      return null;
    }
    if (typeof tid !== 'string' || !GUID.test(tid)) return null;
    if (tenant === 'consumers' && tid !== CONSUMERS_TENANT_ID) return null;
    if (tenant === 'organizations' && tid === CONSUMERS_TENANT_ID) return null;
    return `${AUTHORITY}/${tid}/v2.0`;
  };
  return {
    id: 'microsoft',
    name: 'Microsoft',
    options,
    ...authorizationCodeFlow(options, {
      authorizationEndpoint: `${base}/oauth2/v2.0/authorize`,
      tokenEndpoint: `${base}/oauth2/v2.0/token`,
      defaultScopes: ['openid', 'profile', 'email', 'offline_access', 'User.Read'],
      params: ({ loginHint }) => ({ prompt: options.prompt, login_hint: loginHint }),
    }),
    async verifyIdToken(idToken, nonce) {
      const issuer = await expectedIssuer(idToken);
      if (!issuer) return false;
      const claims = await verifyIdToken(idToken, {
        jwksURL: `${base}/discovery/v2.0/keys`,
        issuer,
        audience: options.clientId,
        nonce,
      });
      return claims !== null;
    },
    async getUserInfo(tokens) {
      // Read without re-verifying: it came from the token endpoint over TLS (see google.ts).
      if (!tokens.idToken) return null;
      const profile = decodeJwt(tokens.idToken) as MicrosoftProfile;
      const username = profile.preferred_username?.includes('@')
        ? profile.preferred_username
        : null;
      const image = options.disableProfilePhoto
        ? null
        : await fetchProfilePhoto(tokens.accessToken, options.profilePhotoSize ?? 48);
      return {
        user: {
          id: profile.sub,
          name: profile.name || profile.preferred_username || profile.email || '',
          email: profile.email ?? username,
          // https://learn.microsoft.com/en-us/entra/identity-platform/optional-claims-reference
          emailVerified: Boolean(profile.email) && isTrue(profile.xms_edov),
          image,
        },
        data: profile,
      };
    },
  };
}

const isTrue = (value: unknown) =>
  value === true || value === 1 || value === '1' || value === 'true';

/** A tenant's issuer from its OpenID configuration (for a tenant given by domain name). */
async function discoverIssuer(base: string): Promise<string | null> {
  try {
    const response = await fetchWithTimeout(`${base}/v2.0/.well-known/openid-configuration`, {});
    const { issuer } = (await response.json()) as { issuer?: unknown };
    return response.ok && typeof issuer === 'string' && !issuer.includes('{') ? issuer : null;
  } catch {
    return null;
  }
}

/** The Graph profile photo as a `data:` URL, or null when there is none or it cannot be read. */
async function fetchProfilePhoto(accessToken: string | undefined, size: number) {
  if (!accessToken) return null;
  try {
    const response = await fetchWithTimeout(PHOTO_ENDPOINT(size), {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (!response.ok || !type.startsWith('image/')) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.length ? `data:${type};base64,${bytes.toString('base64')}` : null;
  } catch {
    return null;
  }
}
