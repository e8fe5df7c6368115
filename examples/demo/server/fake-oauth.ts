import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { genericOAuthProvider, type OAuthProvider } from '@portcullis/core';
import { Hono } from 'hono';

/** The provider id of the fake provider: its callback is `/api/auth/callback/fake`. */
export const FAKE_PROVIDER_ID = 'fake';

/** Where the fake provider's endpoints are mounted on the demo server. */
export const FAKE_OAUTH_PATH = '/dev/fake-oauth';

const CLIENT_ID = 'portcullis-demo';
const CLIENT_SECRET = 'portcullis-demo-secret';
const CODE_TTL_MS = 60_000;
const TOKEN_TTL_SECONDS = 3600;

/** Who signs in at the fake provider when the request names nobody (`login_hint`). */
export const FAKE_USER = { name: 'Demo User', email: 'demo.user@example.com' };

/**
 * The `genericOAuthProvider` provider for the fake identity provider served by {@link createFakeOAuth}
 * under `{origin}/dev/fake-oauth`: id `fake`, name 'Demo Provider', PKCE on.
 *
 * @example
 * socialProviders: { fake: createFakeProvider('http://localhost:3000') }
 */
export function createFakeProvider(origin: string): OAuthProvider<any> {
  const base = `${origin}${FAKE_OAUTH_PATH}`;
  return genericOAuthProvider({
    id: FAKE_PROVIDER_ID,
    name: 'Demo Provider',
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    authorizationURL: `${base}/authorize`,
    tokenURL: `${base}/token`,
    userInfoURL: `${base}/userinfo`,
    scopes: ['openid', 'email', 'profile'],
  });
}

interface Grant {
  email: string;
  redirectURI: string;
  codeChallenge: string | undefined;
  scope: string;
  expiresAt: number;
}

/**
 * A tiny OAuth 2.0 authorization server for development and the end-to-end test, so social
 * sign-in works without network access or real credentials:
 *
 * - `GET /authorize`: approves at once — no login page — and redirects to `redirect_uri` with a
 *   code (single use, 60 s) and the `state`. The user is `login_hint` when given (any email),
 *   else {@link FAKE_USER}.
 * - `POST /token`: the code (checked against the client, `redirect_uri` and the PKCE S256
 *   challenge) or a refresh token for a Bearer access token (1 hour) and a refresh token.
 * - `GET /userinfo`: `{ sub, email, email_verified: true, name }` for a Bearer access token.
 *
 * Everything lives in memory. Requests from other machines are refused (403): anyone who can
 * reach it can sign in as anybody. Mount it only on a development server bound to loopback.
 *
 * @see RFC 6749 §4.1; RFC 7636
 * @example
 * app.route('/dev/fake-oauth', createFakeOAuth());
 */
export function createFakeOAuth(): Hono {
  const app = new Hono();
  const codes = new Map<string, Grant>();
  const accessTokens = new Map<string, { email: string; expiresAt: number }>();
  const refreshTokens = new Map<string, { email: string; scope: string }>();

  app.use('*', async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const address = incoming?.socket.remoteAddress;
    if (address !== undefined && !isLoopback(address)) {
      return c.json({ error: 'access_denied', error_description: 'Loopback only' }, 403);
    }
    await next();
  });

  app.get('/authorize', (c) => {
    const query = c.req.query();
    if (query.client_id !== CLIENT_ID || !query.redirect_uri || query.response_type !== 'code') {
      return c.text('Invalid authorization request', 400);
    }
    sweep(codes);
    sweep(accessTokens);
    const code = randomToken();
    codes.set(code, {
      email: query.login_hint?.includes('@') ? query.login_hint.toLowerCase() : FAKE_USER.email,
      redirectURI: query.redirect_uri,
      codeChallenge: query.code_challenge,
      scope: query.scope ?? '',
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    const back = new URL(query.redirect_uri);
    back.searchParams.set('code', code);
    if (query.state) back.searchParams.set('state', query.state);
    return c.redirect(back.toString(), 302);
  });

  app.post('/token', async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? form[name] : undefined);
    if (field('client_id') !== CLIENT_ID || field('client_secret') !== CLIENT_SECRET) {
      return c.json({ error: 'invalid_client' }, 401);
    }
    let grant: { email: string; scope: string } | undefined;
    if (field('grant_type') === 'authorization_code') {
      const code = field('code') ?? '';
      const found = codes.get(code);
      codes.delete(code);
      const verifier = field('code_verifier');
      const pkceOK =
        found?.codeChallenge === undefined ||
        (verifier !== undefined && sameText(s256(verifier), found.codeChallenge));
      if (
        found &&
        found.expiresAt > Date.now() &&
        found.redirectURI === field('redirect_uri') &&
        pkceOK
      ) {
        grant = found;
      }
    } else if (field('grant_type') === 'refresh_token') {
      grant = refreshTokens.get(field('refresh_token') ?? '');
    } else {
      return c.json({ error: 'unsupported_grant_type' }, 400);
    }
    if (!grant) return c.json({ error: 'invalid_grant' }, 400);

    const accessToken = randomToken();
    const refreshToken = randomToken();
    accessTokens.set(accessToken, {
      email: grant.email,
      expiresAt: Date.now() + TOKEN_TTL_SECONDS * 1000,
    });
    refreshTokens.set(refreshToken, { email: grant.email, scope: grant.scope });
    return c.json({
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_SECONDS,
      refresh_token: refreshToken,
      scope: grant.scope,
    });
  });

  app.get('/userinfo', (c) => {
    const token = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    const found = accessTokens.get(token);
    if (!found || found.expiresAt <= Date.now()) return c.json({ error: 'invalid_token' }, 401);
    const isDefault = found.email === FAKE_USER.email;
    return c.json({
      sub: `fake-${s256(found.email).slice(0, 16)}`,
      email: found.email,
      email_verified: true,
      name: isDefault ? FAKE_USER.name : found.email.split('@')[0],
    });
  });

  return app;
}

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopback(address: string): boolean {
  const ipv4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return ipv4.startsWith('127.') || address === '::1';
}

const randomToken = () => randomBytes(24).toString('base64url');

/** Forgets expired codes and tokens, so a long-running dev server does not collect them. */
function sweep(entries: Map<string, { expiresAt: number }>): void {
  const now = Date.now();
  for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
}

/** The PKCE S256 transform (RFC 7636 §4.2). */
const s256 = (value: string) => createHash('sha256').update(value).digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
