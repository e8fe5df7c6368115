/**
 * GitHub and Google as both servers of the harness meet them: msw answers their token, user,
 * emails, key-set and token-info endpoints (each side reaches them through the global `fetch`,
 * so one mock serves both). Answers depend only on the request: the authorization `code` names
 * an identity of {@link IDENTITIES}, the access token issued for it names it again, so the two
 * runs of a scenario meet the same provider. A few codes fail on purpose (see {@link CODES}).
 */
import { exportJWK, generateKeyPair, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { HttpResponse, http } from 'msw';
import { useMockHandlers } from './msw-server.js';

/** The client both sides register with each provider. */
export const GITHUB_CLIENT = { clientId: 'compat-github', clientSecret: 'compat-github-secret' };
export const GOOGLE_CLIENT = { clientId: 'compat-google', clientSecret: 'compat-google-secret' };

/** A provider identity: its id there, its email and whether the provider verified it. */
export interface Identity {
  id: string;
  name: string;
  email: string | null;
  verified: boolean;
}

/** The identities a code may name (`code=<key>`, both providers). */
export const IDENTITIES: Record<string, Identity> = {
  newbie: { id: '1001', name: 'Newbie', email: 'newbie@example.com', verified: true },
  ada: { id: '1002', name: 'Ada', email: 'ada@example.com', verified: true },
  bo: { id: '1003', name: 'Bo', email: 'bo@example.com', verified: false },
  cy: { id: '1004', name: 'Cy', email: 'cy@example.com', verified: true },
  lin: { id: '1005', name: 'Lin', email: 'lin@example.com', verified: true },
  other: { id: '1006', name: 'Other', email: 'someone-else@example.com', verified: true },
  'no-email': { id: '1007', name: 'Mute', email: null, verified: false },
  gus: { id: '2001', name: 'Gus', email: 'gus@example.com', verified: true },
  ida: { id: '2002', name: 'Ida', email: 'ida@example.com', verified: true },
};

/** Codes that fail: the token endpoint refuses it, or the user endpoints answer 500. */
export const CODES = { badCode: 'bad-code', noUserInfo: 'no-user-info' } as const;

const GITHUB_TOKEN = 'https://github.com/login/oauth/access_token';
// Better Auth 1.2.7 refreshes GitHub tokens here.
const GITHUB_REFRESH = 'https://github.com/login/oauth/token';
const GOOGLE_TOKEN = 'https://oauth2.googleapis.com/token';
// Better Auth 1.2.7 refreshes Google tokens here.
const GOOGLE_REFRESH = 'https://www.googleapis.com/oauth2/v4/token';
const GOOGLE_ISSUER = 'https://accounts.google.com';

let keys: { privateKey: CryptoKey; publicKey: CryptoKey; jwk: Record<string, unknown> };

/** A Google ID token for `identity`, signed with the key the mocked key set publishes. */
export async function googleIdToken(identity: Identity, claims: JWTPayload = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: GOOGLE_ISSUER,
    aud: GOOGLE_CLIENT.clientId,
    sub: identity.id,
    email: identity.email ?? undefined,
    email_verified: identity.verified,
    name: identity.name,
    iat: now,
    exp: now + 3600,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'compat-key' })
    .sign(keys.privateKey);
}

const identityOfToken = (request: Request) =>
  IDENTITIES[(request.headers.get('authorization') ?? '').replace(/^Bearer at-/, '')];

async function tokenAnswer(request: Request, provider: 'github' | 'google') {
  const form = new URLSearchParams(await request.text());
  if (form.get('grant_type') === 'refresh_token') {
    return HttpResponse.json({
      access_token: `at-${form.get('refresh_token')?.replace(/^rt-/, '')}`,
      refresh_token: form.get('refresh_token'),
      token_type: 'bearer',
      expires_in: 3600,
      scope: 'read:user user:email',
    });
  }
  const code = form.get('code') ?? '';
  const identity = IDENTITIES[code];
  if (code === CODES.badCode || (!identity && code !== CODES.noUserInfo)) {
    return HttpResponse.json({ error: 'bad_verification_code' }, { status: 400 });
  }
  return HttpResponse.json({
    access_token: `at-${code}`,
    refresh_token: `rt-${code}`,
    token_type: 'bearer',
    expires_in: 3600,
    scope: provider === 'github' ? 'read:user,user:email' : 'openid email profile',
    ...(provider === 'google' && identity ? { id_token: await googleIdToken(identity) } : {}),
  });
}

const handlers = [
  http.post(GITHUB_TOKEN, ({ request }) => tokenAnswer(request, 'github')),
  http.post(GITHUB_REFRESH, ({ request }) => tokenAnswer(request, 'github')),
  http.post(GOOGLE_TOKEN, ({ request }) => tokenAnswer(request, 'google')),
  http.post(GOOGLE_REFRESH, ({ request }) => tokenAnswer(request, 'google')),
  http.get('https://api.github.com/user', ({ request }) => {
    const identity = identityOfToken(request);
    if (!identity) return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
    return HttpResponse.json({
      id: Number(identity.id),
      login: identity.name.toLowerCase(),
      name: identity.name,
      email: null,
      avatar_url: `https://avatars.example.com/${identity.id}.png`,
    });
  }),
  http.get('https://api.github.com/user/emails', ({ request }) => {
    const identity = identityOfToken(request);
    if (!identity) return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
    return HttpResponse.json(
      identity.email ? [{ email: identity.email, primary: true, verified: identity.verified }] : [],
    );
  }),
  // Portcullis verifies Google ID tokens against the key set.
  http.get('https://www.googleapis.com/oauth2/v3/certs', () =>
    HttpResponse.json({ keys: [keys.jwk] }),
  ),
  // Better Auth 1.2.7 asks Google's token-info endpoint instead; Google answers 400 for a
  // token it did not sign or that expired.
  http.get('https://www.googleapis.com/oauth2/v3/tokeninfo', async ({ request }) => {
    const token = new URL(request.url).searchParams.get('id_token') ?? '';
    try {
      const { payload } = await jwtVerify(token, keys.publicKey);
      return HttpResponse.json(payload);
    } catch {
      return HttpResponse.json({ error: 'invalid_token' }, { status: 400 });
    }
  }),
];

/**
 * A generic OAuth 2.0 provider (the generic-oauth scenario): the token endpoint answers as
 * GitHub's does (`code` names an identity), the userinfo endpoint with OIDC claims.
 */
export const GENERIC_IDP = {
  authorizationUrl: 'https://idp.compat.example/authorize',
  tokenUrl: 'https://idp.compat.example/token',
  userInfoUrl: 'https://idp.compat.example/userinfo',
  clientId: 'compat-idp',
  clientSecret: 'compat-idp-secret',
};

handlers.push(
  http.post(GENERIC_IDP.tokenUrl, ({ request }) => tokenAnswer(request, 'github')),
  http.get(GENERIC_IDP.userInfoUrl, ({ request }) => {
    const identity = identityOfToken(request);
    if (!identity) return HttpResponse.json({ error: 'invalid_token' }, { status: 401 });
    return HttpResponse.json({
      sub: `idp-${identity.id}`,
      email: identity.email ?? undefined,
      email_verified: identity.verified,
      name: identity.name,
      picture: `https://avatars.example.com/${identity.id}.png`,
    });
  }),
);

let started: Promise<void> | undefined;

/**
 * Starts the provider mock once for the test file (idempotent). Requests to other hosts pass
 * through untouched.
 */
export function startProviderMock(): Promise<void> {
  started ??= (async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    const jwk = {
      ...(await exportJWK(pair.publicKey)),
      kid: 'compat-key',
      alg: 'RS256',
      use: 'sig',
    };
    keys = { ...pair, jwk };
    useMockHandlers(...handlers);
  })();
  return started;
}
