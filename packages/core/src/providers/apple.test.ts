import { decodeProtectedHeader, exportPKCS8, generateKeyPair, jwtVerify } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { itVerifiesIdTokens } from '../../test/kit/id-token-test-kit.js';
import {
  AUTHORIZATION_INPUT,
  HttpResponse,
  http,
  mockProviders,
} from '../../test/kit/provider-test-kit.js';
import { APIError } from '../errors/api-error.js';
import { apple } from './apple.js';

const mock = mockProviders();
const TOKEN_URL = 'https://appleid.apple.com/auth/token';
const JWKS_URL = 'https://appleid.apple.com/auth/keys';
const ISSUER = 'https://appleid.apple.com';
const CONFIG = { clientId: 'com.example.web', teamId: 'TEAM123456', keyId: 'KEY1234567' };

let signingKeys: CryptoKeyPair;
let privateKey: string;
beforeAll(async () => {
  signingKeys = await generateKeyPair('ES256', { extractable: true });
  privateKey = await exportPKCS8(signingKeys.privateKey);
});

const answerTokens = (body: Record<string, unknown> = {}) =>
  mock.use(
    http.post(TOKEN_URL, () =>
      HttpResponse.json({
        access_token: 'apple-access',
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: 'apple-refresh',
        id_token: 'h.p.s',
        ...body,
      }),
    ),
  );
const exchange = (provider: ReturnType<typeof apple>, callbackParams?: Record<string, string>) =>
  provider.validateAuthorizationCode({
    code: 'the-code',
    codeVerifier: 'unused',
    redirectURI: AUTHORIZATION_INPUT.redirectURI,
    callbackParams,
  });
const sentClientSecrets = () => mock.to(TOKEN_URL).map((r) => r.form.get('client_secret'));

describe('apple provider', () => {
  describe('ID-token verification', () => {
    const provider = () => apple({ ...CONFIG, privateKey, appBundleIdentifier: 'com.example.ios' });
    const keys = itVerifiesIdTokens({
      provider,
      mock,
      jwksURL: JWKS_URL,
      issuer: ISSUER,
      audience: CONFIG.clientId,
      expectUnknownKey: async (outcome) => {
        const error = await outcome.catch((e: unknown) => e);
        expect(error).toBeInstanceOf(APIError);
        expect(error).toMatchObject({
          status: 400,
          body: { code: 'KEYS_NOT_FOUND', message: 'Keys not found' },
        });
      },
    });
    const claims = { iss: ISSUER, sub: '001234.abcd', nonce: 'n' };

    it('accepts the app bundle id as audience (native sign-in)', async () => {
      const token = await keys.sign({ ...claims, aud: 'com.example.ios' });
      await expect(provider().verifyIdToken!(token, 'n')).resolves.toBe(true);
    });
    it('refuses an unexpired identity token issued more than 1 hour ago (SPEC §9)', async () => {
      const issuedAt = keys.now() - 3601;
      const token = await keys.sign({
        ...claims,
        aud: CONFIG.clientId,
        iat: issuedAt,
        exp: keys.now() + 600,
      });
      await expect(provider().verifyIdToken!(token, 'n')).resolves.toBe(false);
    });
  });

  it('refuses to start without a client secret or the key to sign one', () => {
    expect(() => apple({ clientId: 'c' })).toThrow(/clientSecret, or teamId, keyId and privateKey/);
    expect(() => apple({ clientId: 'c', teamId: 't', keyId: 'k' })).toThrow();
    expect(() => apple({ clientId: 'c', clientSecret: 'ready' })).not.toThrow();
  });

  it('builds the authorization URL with response_mode=form_post and %20 between scopes', async () => {
    const provider = apple({ ...CONFIG, privateKey });
    expect(provider.responseMode).toBe('form_post');
    const url = await provider.createAuthorizationURL(AUTHORIZATION_INPUT);
    expect(`${url.origin}${url.pathname}`).toBe('https://appleid.apple.com/auth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'com.example.web',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      state: AUTHORIZATION_INPUT.state,
      scope: 'name email',
      response_mode: 'form_post',
    });
    expect(url.search).toContain('scope=name%20email');
    expect(url.search).not.toContain('+');
  });

  it('leaves response_mode out when neither name nor email is requested', async () => {
    const provider = apple({ ...CONFIG, privateKey, disableDefaultScope: true });
    const url = await provider.createAuthorizationURL(AUTHORIZATION_INPUT);
    expect(url.searchParams.has('response_mode')).toBe(false);
    expect(url.searchParams.has('scope')).toBe(false);
  });

  it('exchanges the code with a client secret JWT signed ES256 by the team key', async () => {
    answerTokens();
    const tokens = await exchange(apple({ ...CONFIG, privateKey }));
    expect(tokens).toMatchObject({
      accessToken: 'apple-access',
      refreshToken: 'apple-refresh',
      idToken: 'h.p.s',
    });
    const [request] = mock.to(TOKEN_URL);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    const { client_secret: secret, ...form } = Object.fromEntries(request!.form);
    expect(form).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      client_id: 'com.example.web',
    });
    const { payload, protectedHeader } = await jwtVerify(secret!, signingKeys.publicKey, {
      issuer: 'TEAM123456',
      subject: 'com.example.web',
      audience: 'https://appleid.apple.com',
      algorithms: ['ES256'],
    });
    expect(protectedHeader).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
    expect(payload.exp! - payload.iat!).toBe(15_777_000);
  });

  it('reuses the signed client secret, renews it near expiry, and honours a shorter lifetime', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const provider = apple({ ...CONFIG, privateKey, clientSecretExpiresIn: 86_400 });
    answerTokens();
    await exchange(provider);
    await exchange(provider);
    vi.setSystemTime(Date.now() + 86_400_000 - 60_000);
    await exchange(provider);
    const [first, second, renewed] = sentClientSecrets();
    expect(second).toBe(first);
    expect(renewed).not.toBe(first);
    const { payload } = await jwtVerify(renewed!, signingKeys.publicKey);
    expect(payload.exp! - payload.iat!).toBe(86_400);
  });

  it('accepts a private key with escaped newlines (from an env var)', async () => {
    answerTokens();
    await exchange(apple({ ...CONFIG, privateKey: privateKey.replaceAll('\n', '\\n') }));
    const [secret] = sentClientSecrets();
    expect(decodeProtectedHeader(secret!).kid).toBe('KEY1234567');
  });

  it('sends a ready clientSecret as is', async () => {
    answerTokens();
    await exchange(apple({ clientId: 'com.example.web', clientSecret: 'ready-made.jwt' }));
    expect(sentClientSecrets()).toEqual(['ready-made.jwt']);
  });

  describe('profile', () => {
    const provider = apple({ clientId: 'com.example.web', clientSecret: 's' });
    const idToken = (claims: Record<string, unknown>) =>
      [
        Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'k' })).toString('base64url'),
        Buffer.from(JSON.stringify({ iss: ISSUER, sub: '001234.abcd', ...claims })).toString(
          'base64url',
        ),
        'sig',
      ].join('.');

    it("takes the name from the first sign-in's user field passed as callbackParams", async () => {
      answerTokens({
        id_token: idToken({ email: 'jane@example.com', email_verified: 'true' }),
      });
      const tokens = await exchange(provider, {
        code: 'the-code',
        state: 's',
        user: JSON.stringify({
          name: { firstName: 'Jane', lastName: 'Appleseed' },
          email: 'other@example.com',
        }),
      });
      const info = await provider.getUserInfo(tokens);
      expect(info?.user).toEqual({
        id: '001234.abcd',
        name: 'Jane Appleseed',
        email: 'jane@example.com',
        emailVerified: true,
        image: null,
      });
      expect(info?.data.user?.name).toEqual({ firstName: 'Jane', lastName: 'Appleseed' });
    });

    it('accepts the user field set by the flow as an object on tokens.raw', async () => {
      const info = await provider.getUserInfo({
        idToken: idToken({ email: 'jane@example.com', email_verified: true }),
        scopes: [],
        raw: { user: { name: { firstName: 'Jane' } } },
      });
      expect(info?.user.name).toBe('Jane');
    });

    it('falls back to the email as name on later sign-ins', async () => {
      const info = await provider.getUserInfo({
        idToken: idToken({ email: 'x@privaterelay.appleid.com', email_verified: true }),
        scopes: [],
        raw: { user: 'not json' },
      });
      expect(info?.user).toMatchObject({
        name: 'x@privaterelay.appleid.com',
        email: 'x@privaterelay.appleid.com',
        emailVerified: true,
      });
    });

    it('maps a token without email to email null, unverified', async () => {
      const info = await provider.getUserInfo({ idToken: idToken({}), scopes: [], raw: {} });
      expect(info?.user).toEqual({
        id: '001234.abcd',
        name: '',
        email: null,
        emailVerified: false,
        image: null,
      });
    });
  });
});

afterEach(() => {
  vi.useRealTimers();
});
