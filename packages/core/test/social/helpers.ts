/**
 * Shared pieces of the social sign-in tests: an instance with GitHub and Google on a real
 * SQLite file, msw answers for their endpoints, and the two legs of a browser flow.
 */
import { UnsecuredJWT } from 'jose';
import { cookieHeader, createTestAuth } from '../helpers.js';
import { HttpResponse, http } from '../kit/provider-test-kit.js';

export const GITHUB_TOKEN_URL = 'https://github.com/login/oauth/access_token';
export const GITHUB_USER_URL = 'https://api.github.com/user';
export const GITHUB_EMAILS_URL = 'https://api.github.com/user/emails';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

export const GITHUB = { clientId: 'gh-client', clientSecret: 'gh-secret' };
export const GOOGLE = { clientId: 'google-client', clientSecret: 'google-secret' };

type TestOptions = Parameters<typeof createTestAuth>[0];

/** An instance with the github and google providers (plus whatever `overrides` add). */
export function createSocialAuth(overrides: TestOptions = {}) {
  return createTestAuth({
    ...overrides,
    socialProviders: Object.assign({ github: GITHUB, google: GOOGLE }, overrides.socialProviders),
  });
}

export type SocialTestAuth = Awaited<ReturnType<typeof createSocialAuth>>;

/** A GitHub user as msw serves it. */
export interface GitHubUser {
  id?: number;
  login?: string;
  email?: string | null;
  verified?: boolean;
  accessToken?: string;
  refreshToken?: string;
  expiresIn?: number;
}

/** msw handlers for GitHub's token, user and emails endpoints. */
export function githubHandlers(user: GitHubUser = {}) {
  const {
    id = 42,
    login = 'octocat',
    email = 'ada@example.com',
    verified = true,
    accessToken = 'gho_first',
  } = user;
  return [
    http.post(GITHUB_TOKEN_URL, () =>
      HttpResponse.json({
        access_token: accessToken,
        token_type: 'bearer',
        scope: 'read:user,user:email',
        ...(user.refreshToken ? { refresh_token: user.refreshToken } : {}),
        ...(user.expiresIn ? { expires_in: user.expiresIn } : {}),
      }),
    ),
    http.get(GITHUB_USER_URL, () =>
      HttpResponse.json({ id, login, name: 'Ada', email: null, avatar_url: 'https://a/ada.png' }),
    ),
    http.get(GITHUB_EMAILS_URL, () =>
      HttpResponse.json(email ? [{ email, primary: true, verified }] : []),
    ),
  ];
}

/** msw handler for Google's token endpoint, answering an ID token with these claims. */
export function googleTokenHandler(claims: Record<string, unknown>) {
  const idToken = new UnsecuredJWT({ iss: 'https://accounts.google.com', ...claims })
    .setIssuedAt()
    .setExpirationTime('1h')
    .encode();
  return http.post(GOOGLE_TOKEN_URL, () =>
    HttpResponse.json({
      access_token: 'ya29.token',
      id_token: idToken,
      expires_in: 3599,
      scope: 'openid https://www.googleapis.com/auth/userinfo.email',
      token_type: 'Bearer',
    }),
  );
}

/** Starts a flow as a browser would: `POST /sign-in/social`; returns the state and its cookie. */
export async function startSignIn(
  t: SocialTestAuth,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await t.post('/sign-in/social', body, headers);
  const json = (await response.json()) as { url: string; redirect: boolean };
  const url = new URL(json.url);
  return {
    response,
    json,
    url,
    state: url.searchParams.get('state')!,
    /** The `Cookie` header that carries the signed state cookie back. */
    cookie: cookieHeader(response),
  };
}

/** The provider's redirect back: `GET /callback/{id}?…` with the browser's cookies. */
export function callback(
  t: SocialTestAuth,
  providerId: string,
  params: Record<string, string>,
  cookie?: string,
) {
  return t.get(`/callback/${providerId}?${new URLSearchParams(params)}`, cookie ? { cookie } : {});
}

/** Runs a whole GitHub flow; returns the callback's response. */
export async function signInWithGitHub(
  t: SocialTestAuth,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const flow = await startSignIn(t, { provider: 'github', callbackURL: '/app', ...body }, headers);
  const cookie = [flow.cookie, headers.cookie].filter(Boolean).join('; ');
  return callback(t, 'github', { code: 'the-code', state: flow.state }, cookie);
}

/** The `error` parameter of a redirect, and where it points (path or URL without query). */
export function redirectError(response: Response) {
  const location = response.headers.get('location') ?? '';
  const url = new URL(location, 'http://relative.invalid');
  return {
    status: response.status,
    error: url.searchParams.get('error'),
    to: url.origin === 'http://relative.invalid' ? url.pathname : `${url.origin}${url.pathname}`,
  };
}

/** Every account row, straight from the database. */
export async function accountRows(t: SocialTestAuth) {
  return t.auth.$context.adapter.findMany<Record<string, unknown> & { id: string }>({
    model: 'account',
  });
}
