/**
 * One suite, every provider (the table in provider-cases-test-kit.ts): the authorization URL,
 * the code exchange and refresh as the token endpoint receives them, the user mapping, and each
 * callback error of SPEC §8 a provider can cause (`invalid_code`, `unable_to_get_user_info`,
 * `email_not_found`), first at the provider, then through the real callback route.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAuth } from '../../test/helpers.js';
import {
  ACCESS_TOKEN,
  CLIENT,
  PROVIDER_CASES,
  type ProviderCase,
} from '../../test/kit/provider-cases.js';
import {
  AUTHORIZATION_INPUT,
  HttpResponse,
  http,
  mockProviders,
} from '../../test/kit/provider-test-kit.js';
import { callback, redirectError, startSignIn } from '../../test/social/helpers.js';
import { OAuthRequestError } from '../oauth/errors.js';
import { createS256CodeChallenge } from '../oauth/pkce.js';
import { providerFactories } from './index.js';

const mock = mockProviders();
const CODE_VERIFIER = 'verifier';
const BASIC = `Basic ${Buffer.from(`${CLIENT.clientId}:${CLIENT.clientSecret}`).toString('base64')}`;

/** The client credentials as the token endpoint must receive them. */
function credentials(token: ProviderCase['token']) {
  return token.authentication === 'client_secret_basic'
    ? { header: BASIC, form: {} }
    : {
        header: null,
        form: {
          [token.clientIdParameter ?? 'client_id']: CLIENT.clientId,
          client_secret: CLIENT.clientSecret,
        },
      };
}

const exchange = (row: ProviderCase) =>
  row.provider.validateAuthorizationCode({
    code: 'the-code',
    codeVerifier: CODE_VERIFIER,
    redirectURI: AUTHORIZATION_INPUT.redirectURI,
    callbackParams: row.token.callbackParams,
  });

it('the table covers every built-in provider', () => {
  expect(Object.keys(PROVIDER_CASES).sort()).toEqual(
    [...Object.keys(providerFactories), 'generic'].sort(),
  );
});

describe.each(Object.entries(PROVIDER_CASES))('%s provider', (id, row) => {
  const { provider, authorization, token } = row;

  it('has the id it is registered under', () => {
    expect(provider.id).toBe(id);
  });

  it(`builds the authorization URL${authorization.pkce ? ' with PKCE S256' : ' without PKCE'}`, async () => {
    const url = await provider.createAuthorizationURL({
      ...AUTHORIZATION_INPUT,
      ...authorization.input,
    });
    expect(`${url.origin}${url.pathname}`).toBe(authorization.endpoint);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      state: AUTHORIZATION_INPUT.state,
      ...authorization.params,
      ...(authorization.pkce && {
        code_challenge: createS256CodeChallenge(AUTHORIZATION_INPUT.codeVerifier),
        code_challenge_method: 'S256',
      }),
    });
  });

  it(`exchanges the code with a form POST and ${token.authentication}`, async () => {
    mock.use(...row.serve('user'));
    const tokens = await exchange(row);
    expect(tokens).toMatchObject({
      accessToken: ACCESS_TOKEN,
      tokenType: 'Bearer',
      refreshToken: 'refresh-1',
      ...token.tokens,
    });
    const sent = credentials(token);
    const requests = mock.to(token.url);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.get('accept')).toBe('application/json');
    expect(request?.headers.get('authorization')).toBe(sent.header);
    for (const [name, value] of Object.entries(token.headers ?? {})) {
      expect(request?.headers.get(name)).toBe(value);
    }
    expect(Object.fromEntries(request!.form)).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      ...(authorization.pkce && { code_verifier: CODE_VERIFIER }),
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      ...token.extraForm,
      ...sent.form,
    });
  });

  if (row.refresh) {
    it('refreshes the access token (RFC 6749 §6)', async () => {
      mock.use(
        http.post(token.url, () =>
          HttpResponse.json({ access_token: 'refreshed', refresh_token: 'rotated' }),
        ),
      );
      await expect(provider.refreshAccessToken!('refresh-1')).resolves.toMatchObject({
        accessToken: 'refreshed',
        refreshToken: 'rotated',
      });
      const sent = credentials(token);
      const [request] = mock.to(token.url);
      expect(request?.headers.get('authorization')).toBe(sent.header);
      for (const [name, value] of Object.entries(token.headers ?? {})) {
        expect(request?.headers.get(name)).toBe(value);
      }
      expect(Object.fromEntries(request!.form)).toEqual({
        grant_type: 'refresh_token',
        refresh_token: 'refresh-1',
        ...sent.form,
      });
    });
  } else {
    it('offers no refresh', () => {
      expect(provider.refreshAccessToken).toBeUndefined();
    });
  }

  it('maps the user (id, name, email, emailVerified, image)', async () => {
    mock.use(...row.serve('user'));
    const info = await provider.getUserInfo(await exchange(row));
    expect(info?.user).toEqual(row.user);
    const userInfoRequests = mock.requests.filter(
      (r) => `${r.url.origin}${r.url.pathname}` !== token.url,
    );
    expect(userInfoRequests.map((r) => `${r.method} ${r.url.origin}${r.url.pathname}`)).toEqual(
      row.userInfoRequests.map((r) => `${r.method} ${r.url}`),
    );
    row.userInfoRequests.forEach((expected, i) => {
      const request = userInfoRequests[i]!;
      for (const [name, value] of Object.entries(expected.headers ?? {})) {
        expect(request.headers.get(name)).toBe(value);
      }
      if (expected.query)
        expect(Object.fromEntries(request.url.searchParams)).toEqual(expected.query);
      if (expected.body !== undefined) expect(request.body).toBe(expected.body);
      if (expected.form) expect(Object.fromEntries(request.form)).toEqual(expected.form);
    });
  });

  describe('failures the callback maps to SPEC §8 codes', () => {
    const failingToken = () => {
      const error = token.error ?? {
        status: 400,
        body: { error: 'invalid_grant', error_description: 'The code has expired.' },
        details: { status: 400, code: 'invalid_grant' },
      };
      return {
        error,
        handler: http.post(token.url, () =>
          HttpResponse.json(error.body, { status: error.status }),
        ),
      };
    };

    it('a refused code exchange is OAuthRequestError(oauth) with the error code (invalid_code)', async () => {
      const { error, handler } = failingToken();
      mock.use(handler);
      const failure = await exchange(row).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(OAuthRequestError);
      expect(failure).toMatchObject({ kind: 'oauth', details: error.details });
    });

    it('an unreachable token endpoint is OAuthRequestError(network) (invalid_code)', async () => {
      mock.use(http.post(token.url, () => HttpResponse.error()));
      await expect(exchange(row)).rejects.toMatchObject({ kind: 'network' });
    });

    it(`a failing user-info step ${row.userInfoFailure ? `is OAuthRequestError(${row.userInfoFailure.kind})` : 'answers null'} (unable_to_get_user_info)`, async () => {
      mock.use(...row.serve('userInfoFails'));
      const outcome = provider.getUserInfo(await exchange(row));
      if (row.userInfoFailure) {
        const failure = await outcome.catch((e: unknown) => e);
        expect(failure).toBeInstanceOf(OAuthRequestError);
        expect(failure).toMatchObject({
          kind: row.userInfoFailure.kind,
          details: { status: row.userInfoFailure.status },
        });
      } else {
        await expect(outcome).resolves.toBeNull();
      }
    });

    it('a user without email maps to email null, unverified (email_not_found)', async () => {
      mock.use(...row.serve('noEmail'));
      const info = await provider.getUserInfo(await exchange(row));
      expect(info?.user).toMatchObject({ email: null, emailVerified: false });
    });
  });
});

describe('the callback route over every provider (SPEC §8)', () => {
  let t: Awaited<ReturnType<typeof createTestAuth>>;
  beforeAll(async () => {
    t = await createTestAuth({
      socialProviders: Object.fromEntries(
        Object.entries(PROVIDER_CASES).map(([id, row]) => [id, row.provider]),
      ),
    });
  });

  async function finish(id: string) {
    const flow = await startSignIn(t, { provider: id, callbackURL: '/app' });
    const response = await callback(t, id, { code: 'the-code', state: flow.state }, flow.cookie);
    return redirectError(response).error;
  }

  describe.each(Object.entries(PROVIDER_CASES))('%s', (id, row) => {
    it('invalid_code when the token endpoint refuses the code', async () => {
      mock.use(
        http.post(row.token.url, () =>
          HttpResponse.json({ error: 'invalid_grant' }, { status: 400 }),
        ),
      );
      expect(await finish(id)).toBe('invalid_code');
    });

    it('unable_to_get_user_info when the user-info step fails', async () => {
      mock.use(...row.serve('userInfoFails'));
      expect(await finish(id)).toBe('unable_to_get_user_info');
    });

    it('email_not_found when the provider gives no email', async () => {
      mock.use(...row.serve('noEmail'));
      expect(await finish(id)).toBe('email_not_found');
      expect(await t.auth.$context.adapter.count({ model: 'user' })).toBe(0);
    });
  });
});
