import { SignJWT } from 'jose';
import { type AuthContext, responseSession, type SessionWithUser } from '../../plugin/index.js';
import type { JwtRuntime } from './runtime.js';

/**
 * Signs a JWT for a session with the instance's current signing key.
 *
 * Header: `alg`, `kid` (the key's, see `readPublicJWK`), `typ: 'JWT'`. Claims: the custom payload
 * (`definePayload`, default the user), then the registered claims, which always win: `iat` =
 * now, `exp` = now + `expirationTime` (default 900 s), `iss`, `aud`, `sub` (default the user id).
 *
 * @throws Error when no key can be read or made (database failure, a private key that does not
 *   decrypt under the secret).
 * @see RFC 7519 §4.1, SPEC §9 ("Signed JWT 15 minutes")
 */
export async function signSessionJWT(
  runtime: JwtRuntime,
  context: AuthContext,
  session: SessionWithUser,
): Promise<string> {
  const { options } = runtime;
  // The token is read by clients: fields declared `returned: false` stay out of it.
  session = responseSession(context.responseRow, session);
  const [key, payload, subject] = await Promise.all([
    runtime.keyStore(context).signingKey(),
    options.definePayload(session),
    options.getSubject(session),
  ]);
  const nowSeconds = Math.floor(Date.now() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' })
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + options.expirationTimeSeconds)
    .setIssuer(runtime.issuer(context))
    .setAudience(runtime.audience(context))
    .setSubject(subject)
    .sign(key.privateKey);
}
