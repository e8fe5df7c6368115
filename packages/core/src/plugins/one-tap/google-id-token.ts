import { type EndpointContext, verifyIdToken } from '../../plugin/index.js';

/** Google's key set (https://developers.google.com/identity/gsi/web/guides/verify-google-id-token). */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

/** The two spellings of Google's issuer an ID token may carry. */
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** The claims of a verified Google ID token that One Tap reads. */
export interface GoogleClaims {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  picture?: string;
}

/**
 * Verifies a Google ID token: signature against Google's key set (asymmetric algorithms only),
 * issuer, audience = the client id, expiry. Null when anything fails, or when no client id is
 * known (a token for any Google client would otherwise pass; logged).
 */
export async function verifyGoogleIdToken(
  ctx: EndpointContext<any, any>,
  idToken: string,
  clientId: string | undefined,
): Promise<GoogleClaims | null> {
  if (!clientId) {
    ctx.context.logger.error(
      'oneTap: no Google client id (oneTap({ clientId }) or socialProviders.google.clientId): every token is refused.',
    );
    return null;
  }
  const claims = await verifyIdToken(idToken, {
    jwksURL: GOOGLE_JWKS_URL,
    issuer: GOOGLE_ISSUERS,
    audience: clientId,
  });
  if (!claims || typeof claims.sub !== 'string' || !claims.sub) return null;
  return claims as GoogleClaims;
}
