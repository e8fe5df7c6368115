/**
 * GitHub as the migration test meets it: msw answers the token, user and emails endpoints for
 * one identity, hands out {@link GITHUB_TOKENS} for the code, and records every refresh request
 * so the test can say which refresh token each library sent.
 */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { GITHUB_CLIENT } from '../support/providers.js';

/** The GitHub identity linked to a user of the migrated database. */
export const GITHUB_USER = { id: 4242, login: 'ada', email: 'ada@example.com' };

/** What GitHub issues for the authorization code: the plaintext Better Auth receives. */
export const GITHUB_TOKENS = {
  accessToken: 'gho_issued_to_better_auth',
  refreshToken: 'ghr_issued_to_better_auth',
};

const TOKEN = 'https://github.com/login/oauth/access_token';
// Better Auth 1.2.7 refreshes GitHub tokens here; Portcullis at TOKEN, as GitHub documents.
const BETTER_AUTH_REFRESH = 'https://github.com/login/oauth/token';

/** A refresh request as GitHub received it. */
export interface RefreshRequest {
  url: string;
  form: Record<string, string>;
}

/** The provider config both libraries get. */
export const githubProvider = { ...GITHUB_CLIENT };

/**
 * Starts the mock for the file (other hosts pass through) and returns the refresh requests it
 * records and a stop function.
 */
export function startGitHubMock() {
  const refreshes: RefreshRequest[] = [];
  const answer = async (request: Request) => {
    const form = Object.fromEntries(new URLSearchParams(await request.text()));
    if (form.grant_type === 'refresh_token') {
      refreshes.push({ url: request.url, form });
      return HttpResponse.json({
        access_token: 'gho_refreshed_for_portcullis',
        refresh_token: 'ghr_rotated_for_portcullis',
        token_type: 'bearer',
        expires_in: 28800,
        scope: 'read:user,user:email',
      });
    }
    if (form.code !== 'github-code') {
      return HttpResponse.json({ error: 'bad_verification_code' }, { status: 400 });
    }
    return HttpResponse.json({
      access_token: GITHUB_TOKENS.accessToken,
      refresh_token: GITHUB_TOKENS.refreshToken,
      token_type: 'bearer',
      expires_in: 28800,
      scope: 'read:user,user:email',
    });
  };
  const authorized = (request: Request) =>
    request.headers.get('authorization')?.endsWith(GITHUB_TOKENS.accessToken) ||
    request.headers.get('authorization')?.endsWith('gho_refreshed_for_portcullis');
  const server = setupServer(
    http.post(TOKEN, ({ request }) => answer(request)),
    http.post(BETTER_AUTH_REFRESH, ({ request }) => answer(request)),
    http.get('https://api.github.com/user', ({ request }) =>
      authorized(request)
        ? HttpResponse.json({ ...GITHUB_USER, name: 'Ada', email: null, avatar_url: null })
        : HttpResponse.json({ message: 'Bad credentials' }, { status: 401 }),
    ),
    http.get('https://api.github.com/user/emails', ({ request }) =>
      authorized(request)
        ? HttpResponse.json([{ email: GITHUB_USER.email, primary: true, verified: true }])
        : HttpResponse.json({ message: 'Bad credentials' }, { status: 401 }),
    ),
  );
  server.listen({ onUnhandledRequest: 'bypass' });
  return { refreshes, stop: () => server.close() };
}
