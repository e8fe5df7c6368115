import { decodeJwt, exportJWK, exportSPKI, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_INPUT,
  HttpResponse,
  http,
  mockProviders,
} from '../../test/kit/provider-test-kit.js';
import { createS256CodeChallenge } from '../oauth/pkce.js';
import { microsoft } from './microsoft.js';

const LOGIN = 'https://login.microsoftonline.com';
const PHOTO_URL = 'https://graph.microsoft.com/v1.0/me/photos/48x48/$value';
const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const CONSUMERS = '9188040d-6c67-4c5b-b112-36a304b66dad';
const PHOTO = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

const provider = microsoft({ clientId: 'ms-client', clientSecret: 'ms-secret' });
const mock = mockProviders();

let signingKey: CryptoKey;
let otherKey: CryptoKey;
let jwks: { keys: Record<string, unknown>[] };
let publicPem: string;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  publicPem = await exportSPKI(pair.publicKey);
  otherKey = (await generateKeyPair('RS256')).privateKey;
  jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'ms-key', alg: 'RS256' }] };
});

beforeEach(() => {
  // Every tenant's key set, as Microsoft serves them under each authority.
  mock.use(http.get(`${LOGIN}/:tenant/discovery/v2.0/keys`, () => HttpResponse.json(jwks)));
});

/** An ID token as Entra issues it for a user of tenant `tid`. */
function idToken(
  claims: JWTPayload & Record<string, unknown> = {},
  {
    key = signingKey,
    expiresIn = '1h',
    kid = 'ms-key',
  }: { key?: CryptoKey; expiresIn?: string | number; kid?: string } = {},
) {
  const tid = (claims.tid as string | undefined) ?? TENANT;
  return new SignJWT({
    iss: `${LOGIN}/${tid}/v2.0`,
    aud: 'ms-client',
    sub: 'AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ',
    tid,
    name: 'Megan Bowen',
    preferred_username: 'megan@contoso.com',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

/** The claims of `token` unsigned (`alg: none`) or HMAC-signed with the public key as secret. */
async function forge(token: string, alg: 'none' | 'HS256') {
  const payload = decodeJwt(token);
  if (alg === 'HS256') {
    return new SignJWT(payload)
      .setProtectedHeader({ alg, kid: 'ms-key' })
      .sign(new TextEncoder().encode(publicPem));
  }
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

describe('microsoft provider', () => {
  it('builds the authorization URL under the common tenant with PKCE S256 and login_hint', async () => {
    const url = await microsoft({
      clientId: 'ms-client',
      prompt: 'select_account',
    }).createAuthorizationURL({
      ...AUTHORIZATION_INPUT,
      scopes: ['Calendars.Read'],
      loginHint: 'megan@contoso.com',
    });
    expect(`${url.origin}${url.pathname}`).toBe(`${LOGIN}/common/oauth2/v2.0/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'ms-client',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      state: AUTHORIZATION_INPUT.state,
      scope: 'openid profile email offline_access User.Read Calendars.Read',
      code_challenge: createS256CodeChallenge(AUTHORIZATION_INPUT.codeVerifier),
      code_challenge_method: 'S256',
      prompt: 'select_account',
      login_hint: 'megan@contoso.com',
    });
  });

  it('puts the configured tenant in the endpoint paths', async () => {
    mock.use(
      http.post(`${LOGIN}/${TENANT}/oauth2/v2.0/token`, () =>
        HttpResponse.json({ access_token: 'a' }),
      ),
    );
    const tenantProvider = microsoft({ clientId: 'ms-client', tenantId: TENANT });
    const url = await tenantProvider.createAuthorizationURL(AUTHORIZATION_INPUT);
    expect(url.pathname).toBe(`/${TENANT}/oauth2/v2.0/authorize`);
    await tenantProvider.validateAuthorizationCode({
      code: 'c',
      codeVerifier: 'v',
      redirectURI: 'r',
    });
    expect(mock.to(`${LOGIN}/${TENANT}/oauth2/v2.0/token`)).toHaveLength(1);
  });

  describe('getUserInfo', () => {
    it('leaves the email unverified without xms_edov and falls back to preferred_username', async () => {
      mock.use(http.get(PHOTO_URL, () => new HttpResponse(null, { status: 404 })));
      const unverified = await provider.getUserInfo({
        accessToken: 'ms-access',
        idToken: await idToken({ email: 'megan@contoso.com' }),
        scopes: [],
        raw: {},
      });
      expect(unverified?.user).toMatchObject({
        email: 'megan@contoso.com',
        emailVerified: false,
        image: null,
      });
      const noEmail = await provider.getUserInfo({
        accessToken: 'ms-access',
        idToken: await idToken({ xms_edov: true }),
        scopes: [],
        raw: {},
      });
      expect(noEmail?.user).toMatchObject({ email: 'megan@contoso.com', emailVerified: false });
    });

    it('skips the photo with disableProfilePhoto and honours profilePhotoSize', async () => {
      const token = await idToken();
      const noPhoto = microsoft({ clientId: 'ms-client', disableProfilePhoto: true });
      const info = await noPhoto.getUserInfo({
        accessToken: 'a',
        idToken: token,
        scopes: [],
        raw: {},
      });
      expect(info?.user.image).toBeNull();
      expect(mock.requests).toHaveLength(0);

      const big = 'https://graph.microsoft.com/v1.0/me/photos/96x96/$value';
      mock.use(
        http.get(big, () =>
          HttpResponse.arrayBuffer(PHOTO.buffer, { headers: { 'content-type': 'image/png' } }),
        ),
      );
      const sized = microsoft({ clientId: 'ms-client', profilePhotoSize: 96 });
      const withPhoto = await sized.getUserInfo({
        accessToken: 'a',
        idToken: token,
        scopes: [],
        raw: {},
      });
      expect(withPhoto?.user.image).toMatch(/^data:image\/png;base64,/);
    });

    it('answers null without an ID token', async () => {
      expect(await provider.getUserInfo({ accessToken: 'a', scopes: [], raw: {} })).toBeNull();
    });
  });

  describe('verifyIdToken', () => {
    it('accepts a valid token whose issuer names its own tenant (common)', async () => {
      expect(await provider.verifyIdToken!(await idToken())).toBe(true);
      expect(await provider.verifyIdToken!(await idToken({ tid: CONSUMERS }))).toBe(true);
      expect(mock.to(`${LOGIN}/common/discovery/v2.0/keys`).length).toBeLessThanOrEqual(1);
    });

    it('checks the nonce when given', async () => {
      const token = await idToken({ nonce: 'n-123' });
      expect(await provider.verifyIdToken!(token, 'n-123')).toBe(true);
      expect(await provider.verifyIdToken!(token, 'n-other')).toBe(false);
    });

    it('refuses a wrong audience or issuer, an expired token and forged signatures', async () => {
      expect(await provider.verifyIdToken!(await idToken({ aud: 'someone-else' }))).toBe(false);
      // Issuer of another tenant than the token's `tid`.
      expect(
        await provider.verifyIdToken!(await idToken({ iss: `${LOGIN}/${CONSUMERS}/v2.0` })),
      ).toBe(false);
      expect(
        await provider.verifyIdToken!(await idToken({ iss: 'https://sts.windows.net/x/' })),
      ).toBe(false);
      const expired = Math.floor(Date.now() / 1000) - 60;
      expect(await provider.verifyIdToken!(await idToken({}, { expiresIn: expired }))).toBe(false);
      expect(await provider.verifyIdToken!(await idToken({}, { key: otherKey }))).toBe(false);
      // Unknown kid, `alg: none`, HS256 keyed with the public key.
      const unknownKid = await idToken({}, { key: otherKey, kid: 'rotated-away' });
      expect(await provider.verifyIdToken!(unknownKid)).toBe(false);
      expect(await provider.verifyIdToken!(await forge(await idToken(), 'none'))).toBe(false);
      expect(await provider.verifyIdToken!(await forge(await idToken(), 'HS256'))).toBe(false);
      // The untouched token still passes: the refusals above are about the forgeries.
      expect(await provider.verifyIdToken!(await idToken())).toBe(true);
      expect(await provider.verifyIdToken!('not-a-jwt')).toBe(false);
    });

    it('pins the tenant: a GUID fixes the issuer, consumers and organizations filter by tid', async () => {
      const pinned = microsoft({ clientId: 'ms-client', tenantId: TENANT });
      expect(await pinned.verifyIdToken!(await idToken())).toBe(true);
      expect(await pinned.verifyIdToken!(await idToken({ tid: CONSUMERS }))).toBe(false);

      const consumers = microsoft({ clientId: 'ms-client', tenantId: 'consumers' });
      expect(await consumers.verifyIdToken!(await idToken({ tid: CONSUMERS }))).toBe(true);
      expect(await consumers.verifyIdToken!(await idToken())).toBe(false);

      const organizations = microsoft({ clientId: 'ms-client', tenantId: 'organizations' });
      expect(await organizations.verifyIdToken!(await idToken())).toBe(true);
      expect(await organizations.verifyIdToken!(await idToken({ tid: CONSUMERS }))).toBe(false);
    });

    it('reads the issuer of a tenant given by domain from its OpenID configuration', async () => {
      const discovery = `${LOGIN}/contoso.onmicrosoft.com/v2.0/.well-known/openid-configuration`;
      mock.use(
        http.get(discovery, () =>
          HttpResponse.json({
            issuer: `${LOGIN}/${TENANT}/v2.0`,
            jwks_uri: `${LOGIN}/${TENANT}/discovery/v2.0/keys`,
          }),
        ),
      );
      const byDomain = microsoft({ clientId: 'ms-client', tenantId: 'contoso.onmicrosoft.com' });
      expect(await byDomain.verifyIdToken!(await idToken())).toBe(true);
      expect(await byDomain.verifyIdToken!(await idToken({ tid: CONSUMERS }))).toBe(false);
      expect(mock.to(discovery)).toHaveLength(1);
    });
  });
});
