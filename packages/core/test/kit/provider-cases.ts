/**
 * The provider table (test code, not exported from the package): every built-in provider and a
 * generic one, each with what its servers answer (msw) and what Portcullis must send and map.
 * `providers.test.ts` runs the same suite over every row, as the adapter suite runs over every
 * database engine; a provider's own test file keeps only what is particular to it.
 */
import { UnsecuredJWT } from 'jose';
import type { HttpHandler } from 'msw';
import type { ClientAuthentication } from '../../src/oauth/token-request.js';
import { apple } from '../../src/providers/apple.js';
import { discord } from '../../src/providers/discord.js';
import { dropbox } from '../../src/providers/dropbox.js';
import { facebook } from '../../src/providers/facebook.js';
import { genericOAuthProvider } from '../../src/providers/generic-oauth.js';
import { github } from '../../src/providers/github.js';
import { gitlab } from '../../src/providers/gitlab.js';
import { google } from '../../src/providers/google.js';
import { kick } from '../../src/providers/kick.js';
import { linkedin } from '../../src/providers/linkedin.js';
import { microsoft } from '../../src/providers/microsoft.js';
import { reddit } from '../../src/providers/reddit.js';
import { roblox } from '../../src/providers/roblox.js';
import { spotify } from '../../src/providers/spotify.js';
import { tiktok } from '../../src/providers/tiktok.js';
import { twitch } from '../../src/providers/twitch.js';
import { twitter } from '../../src/providers/twitter.js';
import type {
  AuthorizationURLInput,
  OAuth2Tokens,
  OAuthProvider,
  ProviderUser,
} from '../../src/providers/types.js';
import { vk } from '../../src/providers/vk.js';
import { zoom } from '../../src/providers/zoom.js';
import { HttpResponse, http } from './provider-test-kit.js';

/** The credentials every row is configured with. */
export const CLIENT = { clientId: 'client-1', clientSecret: 'secret-1' } as const;
/** The access token every token answer carries. */
export const ACCESS_TOKEN = 'access-1';
const BEARER = { authorization: `Bearer ${ACCESS_TOKEN}` };

/**
 * What the provider's servers are asked to play: a user with an email, a user without one, or a
 * failing user-info step (an error status, or a token answer without the ID token to read).
 */
export type Scenario = 'user' | 'noEmail' | 'userInfoFails';

/** A request Portcullis must send to read the user. */
export interface ExpectedRequest {
  url: string;
  method: 'GET' | 'POST';
  /** Every query parameter (omitted: not checked). */
  query?: Record<string, string>;
  /** The body as text (omitted: not checked). */
  body?: string;
  /** Headers that must be sent (null: must be absent). */
  headers?: Record<string, string | null>;
  /** The whole form body, for form POSTs. */
  form?: Record<string, string>;
}

/** One row of the table. */
export interface ProviderCase {
  /** The provider, configured with {@link CLIENT}. */
  provider: OAuthProvider<any>;
  authorization: {
    endpoint: string;
    /** Input besides `AUTHORIZATION_INPUT` (extra scopes, login hint). */
    input?: Partial<AuthorizationURLInput>;
    /** Every parameter but `response_type`, `redirect_uri`, `state` and the PKCE pair. */
    params: Record<string, string>;
    /** Whether the URL carries an S256 challenge and the exchange a `code_verifier`. */
    pkce: boolean;
  };
  token: {
    url: string;
    authentication: ClientAuthentication;
    /** Default: `client_id`. */
    clientIdParameter?: string;
    /** Callback parameters passed to the exchange, and the form fields they become. */
    callbackParams?: Record<string, string>;
    extraForm?: Record<string, string>;
    /** Headers every token request must carry. */
    headers?: Record<string, string>;
    /** The tokens the `user` scenario's answer maps to (beyond the access and refresh token). */
    tokens?: Partial<OAuth2Tokens>;
    /** The provider's own error answer. Default: RFC 6749 §5.2 `invalid_grant`, HTTP 400. */
    error?: { status: number; body: Record<string, unknown>; details: Record<string, unknown> };
  };
  /** Whether the provider offers refresh (RFC 6749 §6). */
  refresh: boolean;
  /** msw handlers for the token endpoint and the user-info requests of a scenario. */
  serve(scenario: Scenario): HttpHandler[];
  /** What the `user` scenario maps to. */
  user: ProviderUser;
  /** The user-info requests of the `user` scenario (none for ID-token providers). */
  userInfoRequests: ExpectedRequest[];
  /** `userInfoFails`: getUserInfo rejects with OAuthRequestError of this kind, or answers null. */
  userInfoFailure: { kind: 'http'; status: number } | null;
}

/** A token endpoint answering RFC 6749 §5.1 with {@link ACCESS_TOKEN}, plus `extra`. */
function tokenAnswer(url: string, extra: Record<string, unknown> = {}) {
  return http.post(url, () =>
    HttpResponse.json({
      access_token: ACCESS_TOKEN,
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: 'refresh-1',
      ...extra,
    }),
  );
}

/** An unsigned ID token (ID-token providers read the token endpoint's without re-verifying). */
const idToken = (claims: Record<string, unknown>) =>
  new UnsecuredJWT(claims).setIssuedAt().setExpirationTime('1h').encode();

/** A user endpoint: `profile` for `user`, `noEmail` without email, `status` when failing. */
function userAnswer(
  method: 'get' | 'post',
  url: string,
  scenario: Scenario,
  answers: { user: unknown; noEmail: unknown; status?: number },
) {
  return http[method](url, () =>
    scenario === 'userInfoFails'
      ? new HttpResponse(null, { status: answers.status ?? 500 })
      : HttpResponse.json(answers[scenario] as Record<string, unknown>),
  );
}

const APPLE_TOKEN = 'https://appleid.apple.com/auth/token';
const DISCORD_TOKEN = 'https://discord.com/api/oauth2/token';
const DISCORD_USER = 'https://discord.com/api/v10/users/@me';
const DROPBOX_TOKEN = 'https://api.dropboxapi.com/oauth2/token';
const DROPBOX_USER = 'https://api.dropboxapi.com/2/users/get_current_account';
const FACEBOOK_TOKEN = 'https://graph.facebook.com/v25.0/oauth/access_token';
const FACEBOOK_USER = 'https://graph.facebook.com/v25.0/me';
const GENERIC_TOKEN = 'https://idp.example/oauth/token';
const GENERIC_USER = 'https://idp.example/oauth/userinfo';
const GITHUB_TOKEN = 'https://github.com/login/oauth/access_token';
const GITHUB_USER = 'https://api.github.com/user';
const GITHUB_EMAILS = 'https://api.github.com/user/emails';
const GITLAB_TOKEN = 'https://gitlab.com/oauth/token';
const GITLAB_USER = 'https://gitlab.com/api/v4/user';
const GOOGLE_TOKEN = 'https://oauth2.googleapis.com/token';
const KICK_TOKEN = 'https://id.kick.com/oauth/token';
const KICK_USERS = 'https://api.kick.com/public/v1/users';
const LINKEDIN_TOKEN = 'https://www.linkedin.com/oauth/v2/accessToken';
const LINKEDIN_USER = 'https://api.linkedin.com/v2/userinfo';
const MICROSOFT_TOKEN = 'https://login.microsoftonline.com/common/oauth2/v2.0/token';
const MICROSOFT_PHOTO = 'https://graph.microsoft.com/v1.0/me/photos/48x48/$value';
const REDDIT_TOKEN = 'https://www.reddit.com/api/v1/access_token';
const REDDIT_USER = 'https://oauth.reddit.com/api/v1/me';
const ROBLOX_TOKEN = 'https://apis.roblox.com/oauth/v1/token';
const ROBLOX_USER = 'https://apis.roblox.com/oauth/v1/userinfo';
const SPOTIFY_TOKEN = 'https://accounts.spotify.com/api/token';
const SPOTIFY_USER = 'https://api.spotify.com/v1/me';
const TIKTOK_TOKEN = 'https://open.tiktokapis.com/v2/oauth/token/';
const TIKTOK_USER = 'https://open.tiktokapis.com/v2/user/info/';
const TWITCH_TOKEN = 'https://id.twitch.tv/oauth2/token';
const TWITCH_USER = 'https://id.twitch.tv/oauth2/userinfo';
const TWITTER_TOKEN = 'https://api.x.com/2/oauth2/token';
const TWITTER_USER = 'https://api.x.com/2/users/me';
const VK_TOKEN = 'https://id.vk.com/oauth2/auth';
const VK_USER = 'https://id.vk.com/oauth2/user_info';
const ZOOM_TOKEN = 'https://zoom.us/oauth/token';
const ZOOM_USER = 'https://api.zoom.us/v2/users/me';

const PHOTO = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const TWITCH_CLAIMS = {
  email: null,
  email_verified: null,
  preferred_username: null,
  picture: null,
};

/** Every provider, by id. */
export const PROVIDER_CASES: Record<string, ProviderCase> = {
  apple: {
    provider: apple({ ...CLIENT }),
    authorization: {
      endpoint: 'https://appleid.apple.com/auth/authorize',
      params: { client_id: CLIENT.clientId, scope: 'name email', response_mode: 'form_post' },
      pkce: false,
    },
    token: { url: APPLE_TOKEN, authentication: 'client_secret_post' },
    refresh: true,
    serve: (scenario) => {
      const claims = { iss: 'https://appleid.apple.com', aud: CLIENT.clientId, sub: '001234.abcd' };
      const email = { email: 'jane@example.com', email_verified: 'true' };
      return [
        tokenAnswer(APPLE_TOKEN, {
          id_token:
            scenario === 'userInfoFails'
              ? undefined
              : idToken(scenario === 'user' ? { ...claims, ...email } : claims),
        }),
      ];
    },
    user: {
      id: '001234.abcd',
      name: 'jane@example.com',
      email: 'jane@example.com',
      emailVerified: true,
      image: null,
    },
    userInfoRequests: [],
    userInfoFailure: null,
  },

  discord: {
    provider: discord({ ...CLIENT }),
    authorization: {
      endpoint: 'https://discord.com/oauth2/authorize',
      input: { scopes: ['guilds'] },
      params: { client_id: CLIENT.clientId, scope: 'identify email guilds' },
      pkce: true,
    },
    token: {
      url: DISCORD_TOKEN,
      authentication: 'client_secret_basic',
      tokens: { scopes: ['identify', 'email'] },
    },
    refresh: true,
    serve: (scenario) => [
      tokenAnswer(DISCORD_TOKEN, { scope: 'identify email' }),
      userAnswer('get', DISCORD_USER, scenario, {
        user: {
          id: '80351110224678912',
          username: 'nelly',
          global_name: 'Nelly',
          avatar: '8342729096ea3675442027381ff50dfe',
          email: 'nelly@example.com',
          verified: true,
        },
        noEmail: { id: '2', username: 'phone_only', global_name: null, avatar: null },
        status: 401,
      }),
    ],
    user: {
      id: '80351110224678912',
      name: 'Nelly',
      email: 'nelly@example.com',
      emailVerified: true,
      image:
        'https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png',
    },
    userInfoRequests: [{ url: DISCORD_USER, method: 'GET', headers: BEARER }],
    userInfoFailure: { kind: 'http', status: 401 },
  },

  dropbox: {
    provider: dropbox({ ...CLIENT }),
    authorization: {
      endpoint: 'https://www.dropbox.com/oauth2/authorize',
      input: { scopes: ['files.metadata.read'] },
      params: {
        client_id: CLIENT.clientId,
        scope: 'account_info.read files.metadata.read',
        token_access_type: 'offline',
      },
      pkce: true,
    },
    token: { url: DROPBOX_TOKEN, authentication: 'client_secret_post' },
    refresh: true,
    serve: (scenario) => {
      const account = {
        account_id: 'dbid:AAH4f99T0taONIb-OurWxbNQ6ywGRopQngc',
        name: { display_name: 'Franz Ferdinand (Personal)', given_name: 'Franz' },
        email: 'franz@example.com',
        email_verified: true,
        profile_photo_url: 'https://dl-web.dropbox.com/account_photo/get/dbaphid%3AAAH?vers=1',
      };
      return [
        tokenAnswer(DROPBOX_TOKEN),
        userAnswer('post', DROPBOX_USER, scenario, {
          user: account,
          noEmail: { ...account, email: undefined, email_verified: false },
        }),
      ];
    },
    user: {
      id: 'dbid:AAH4f99T0taONIb-OurWxbNQ6ywGRopQngc',
      name: 'Franz Ferdinand (Personal)',
      email: 'franz@example.com',
      emailVerified: true,
      image: 'https://dl-web.dropbox.com/account_photo/get/dbaphid%3AAAH?vers=1',
    },
    // An RPC endpoint: a body-less POST without a content type.
    userInfoRequests: [
      {
        url: DROPBOX_USER,
        method: 'POST',
        headers: { ...BEARER, 'content-type': null },
        body: '',
      },
    ],
    userInfoFailure: { kind: 'http', status: 500 },
  },

  facebook: {
    provider: facebook({ ...CLIENT }),
    authorization: {
      endpoint: 'https://www.facebook.com/v25.0/dialog/oauth',
      input: { scopes: ['user_birthday'] },
      params: { client_id: CLIENT.clientId, scope: 'email,public_profile,user_birthday' },
      pkce: false,
    },
    token: {
      url: FACEBOOK_TOKEN,
      authentication: 'client_secret_post',
      // Long-lived access tokens, no refresh tokens.
      tokens: { refreshToken: undefined },
      // The Graph API's error shape.
      error: {
        status: 400,
        body: {
          error: {
            message: 'This authorization code has been used.',
            type: 'OAuthException',
            code: 100,
            fbtrace_id: 'A1b2',
          },
        },
        details: {
          status: 400,
          code: 'OAuthException',
          description: 'This authorization code has been used.',
        },
      },
    },
    refresh: false,
    serve: (scenario) => [
      tokenAnswer(FACEBOOK_TOKEN, { refresh_token: undefined }),
      userAnswer('get', FACEBOOK_USER, scenario, {
        user: {
          id: '10158',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          picture: { data: { url: 'https://fb/ada.jpg', is_silhouette: false } },
        },
        noEmail: {
          id: '7',
          name: 'No Mail',
          picture: { data: { url: 'https://fb/silhouette.jpg', is_silhouette: true } },
        },
      }),
    ],
    user: {
      id: '10158',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      emailVerified: false,
      image: 'https://fb/ada.jpg',
    },
    // Graph returns only the id and name unless fields are named.
    userInfoRequests: [
      {
        url: FACEBOOK_USER,
        method: 'GET',
        query: { fields: 'id,name,email,picture.type(large)' },
        headers: BEARER,
      },
    ],
    userInfoFailure: { kind: 'http', status: 500 },
  },

  generic: {
    provider: genericOAuthProvider({
      id: 'generic',
      name: 'Generic',
      ...CLIENT,
      authorizationURL: 'https://idp.example/oauth/authorize',
      tokenURL: GENERIC_TOKEN,
      userInfoURL: GENERIC_USER,
      scopes: ['openid', 'email'],
    }),
    authorization: {
      endpoint: 'https://idp.example/oauth/authorize',
      input: { loginHint: 'ada@example.com' },
      params: { client_id: CLIENT.clientId, scope: 'openid email', login_hint: 'ada@example.com' },
      pkce: true,
    },
    token: { url: GENERIC_TOKEN, authentication: 'client_secret_post' },
    refresh: true,
    serve: (scenario) => [
      tokenAnswer(GENERIC_TOKEN),
      userAnswer('get', GENERIC_USER, scenario, {
        user: {
          sub: 'u-1',
          email: 'ada@example.com',
          email_verified: true,
          name: 'Ada',
          picture: 'https://idp.example/ada.png',
        },
        noEmail: { sub: 'u-1', preferred_username: 'ada' },
        status: 401,
      }),
    ],
    user: {
      id: 'u-1',
      name: 'Ada',
      email: 'ada@example.com',
      emailVerified: true,
      image: 'https://idp.example/ada.png',
    },
    userInfoRequests: [{ url: GENERIC_USER, method: 'GET', headers: BEARER }],
    userInfoFailure: { kind: 'http', status: 401 },
  },

  github: {
    provider: github({ ...CLIENT }),
    authorization: {
      endpoint: 'https://github.com/login/oauth/authorize',
      input: { scopes: ['repo'] },
      params: { client_id: CLIENT.clientId, scope: 'read:user user:email repo' },
      pkce: true,
    },
    token: {
      url: GITHUB_TOKEN,
      authentication: 'client_secret_post',
      tokens: { scopes: ['read:user', 'user:email'] },
      error: {
        status: 200,
        body: { error: 'bad_verification_code', error_description: 'expired' },
        details: { code: 'bad_verification_code', description: 'expired' },
      },
    },
    refresh: true,
    serve: (scenario) => [
      tokenAnswer(GITHUB_TOKEN, { scope: 'read:user,user:email' }),
      userAnswer('get', GITHUB_USER, scenario, {
        user: { id: 42, login: 'octocat', name: null, email: null, avatar_url: 'https://a/x.png' },
        noEmail: { id: 42, login: 'octocat', name: null, email: null, avatar_url: null },
        status: 401,
      }),
      http.get(GITHUB_EMAILS, () =>
        HttpResponse.json(
          scenario === 'noEmail'
            ? []
            : [
                { email: 'old@example.com', primary: false, verified: true },
                { email: 'Octo@Example.com', primary: true, verified: true },
              ],
        ),
      ),
    ],
    user: {
      id: '42',
      name: 'octocat',
      email: 'Octo@Example.com',
      emailVerified: true,
      image: 'https://a/x.png',
    },
    // /user shows only a public email; the primary verified one comes from /user/emails.
    userInfoRequests: [
      { url: GITHUB_USER, method: 'GET', headers: { ...BEARER, 'user-agent': 'portcullis' } },
      { url: GITHUB_EMAILS, method: 'GET', headers: { ...BEARER, 'user-agent': 'portcullis' } },
    ],
    userInfoFailure: { kind: 'http', status: 401 },
  },

  gitlab: {
    provider: gitlab({ ...CLIENT }),
    authorization: {
      endpoint: 'https://gitlab.com/oauth/authorize',
      params: { client_id: CLIENT.clientId, scope: 'read_user' },
      pkce: true,
    },
    token: {
      url: GITLAB_TOKEN,
      authentication: 'client_secret_post',
      tokens: { scopes: ['read_user'] },
    },
    refresh: true,
    serve: (scenario) => {
      const user = {
        id: 7,
        username: 'tanuki',
        name: 'Tanuki',
        email: 'tanuki@example.com',
        avatar_url: 'https://gitlab.com/uploads/avatar.png',
        state: 'active',
        locked: false,
        confirmed_at: '2024-01-01T00:00:00Z',
      };
      return [
        tokenAnswer(GITLAB_TOKEN, { scope: 'read_user' }),
        userAnswer('get', GITLAB_USER, scenario, {
          user,
          noEmail: { ...user, email: null },
          status: 401,
        }),
      ];
    },
    user: {
      id: '7',
      name: 'Tanuki',
      email: 'tanuki@example.com',
      emailVerified: true,
      image: 'https://gitlab.com/uploads/avatar.png',
    },
    userInfoRequests: [{ url: GITLAB_USER, method: 'GET', headers: BEARER }],
    userInfoFailure: { kind: 'http', status: 401 },
  },

  google: {
    provider: google({ ...CLIENT }),
    authorization: {
      endpoint: 'https://accounts.google.com/o/oauth2/auth',
      input: { loginHint: 'ada@gmail.com' },
      params: {
        client_id: CLIENT.clientId,
        scope: 'email profile openid',
        login_hint: 'ada@gmail.com',
      },
      pkce: true,
    },
    token: { url: GOOGLE_TOKEN, authentication: 'client_secret_post' },
    refresh: true,
    serve: (scenario) => {
      const claims = { iss: 'https://accounts.google.com', aud: CLIENT.clientId, sub: '1170' };
      const profile = {
        email: 'ada@gmail.com',
        email_verified: true,
        name: 'Ada Lovelace',
        picture: 'https://lh3.googleusercontent.com/ada',
      };
      return [
        tokenAnswer(GOOGLE_TOKEN, {
          id_token:
            scenario === 'userInfoFails'
              ? undefined
              : idToken(scenario === 'user' ? { ...claims, ...profile } : claims),
        }),
      ];
    },
    user: {
      id: '1170',
      name: 'Ada Lovelace',
      email: 'ada@gmail.com',
      emailVerified: true,
      image: 'https://lh3.googleusercontent.com/ada',
    },
    userInfoRequests: [],
    userInfoFailure: null,
  },

  kick: {
    provider: kick({ ...CLIENT }),
    authorization: {
      endpoint: 'https://id.kick.com/oauth/authorize',
      input: { scopes: ['channel:read'] },
      params: { client_id: CLIENT.clientId, scope: 'user:read channel:read' },
      pkce: true,
    },
    token: {
      url: KICK_TOKEN,
      authentication: 'client_secret_post',
      tokens: { scopes: ['user:read'] },
      error: {
        status: 400,
        body: { error: 'Invalid request' },
        details: { status: 400, code: 'Invalid request' },
      },
    },
    refresh: true,
    serve: (scenario) => [
      tokenAnswer(KICK_TOKEN, { scope: 'user:read' }),
      userAnswer('get', KICK_USERS, scenario, {
        user: {
          data: [
            {
              user_id: 123456,
              name: 'streamer',
              email: 'streamer@example.com',
              profile_picture: 'https://files.kick.com/images/user/123456/profile_image.webp',
            },
          ],
          message: 'OK',
        },
        noEmail: {
          data: [{ user_id: 7, name: 'quiet', email: '', profile_picture: '' }],
          message: 'OK',
        },
        status: 401,
      }),
    ],
    user: {
      id: '123456',
      name: 'streamer',
      email: 'streamer@example.com',
      emailVerified: false,
      image: 'https://files.kick.com/images/user/123456/profile_image.webp',
    },
    // Without `id` parameters Kick answers the token's own user.
    userInfoRequests: [{ url: KICK_USERS, method: 'GET', query: {}, headers: BEARER }],
    userInfoFailure: { kind: 'http', status: 401 },
  },

  linkedin: {
    provider: linkedin({ ...CLIENT }),
    authorization: {
      endpoint: 'https://www.linkedin.com/oauth/v2/authorization',
      params: { client_id: CLIENT.clientId, scope: 'openid profile email' },
      pkce: false,
    },
    token: {
      url: LINKEDIN_TOKEN,
      authentication: 'client_secret_post',
      tokens: { idToken: 'header.payload.signature', scopes: ['email', 'openid', 'profile'] },
      error: {
        status: 400,
        body: { error: 'invalid_request', error_description: 'Unable to retrieve access token' },
        details: { status: 400, code: 'invalid_request' },
      },
    },
    refresh: true,
    serve: (scenario) => [
      tokenAnswer(LINKEDIN_TOKEN, {
        scope: 'email,openid,profile',
        id_token: 'header.payload.signature',
      }),
      userAnswer('get', LINKEDIN_USER, scenario, {
        user: {
          sub: '782bbtaQ',
          name: 'Ada Lovelace',
          given_name: 'Ada',
          family_name: 'Lovelace',
          picture: 'https://media.licdn.com/ada.jpg',
          locale: { country: 'GB', language: 'en' },
          email: 'ada@example.com',
          email_verified: true,
        },
        noEmail: { sub: '782bbtaQ', given_name: 'Ada' },
      }),
    ],
    user: {
      id: '782bbtaQ',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      emailVerified: true,
      image: 'https://media.licdn.com/ada.jpg',
    },
    userInfoRequests: [{ url: LINKEDIN_USER, method: 'GET', headers: BEARER }],
    userInfoFailure: { kind: 'http', status: 500 },
  },

  microsoft: {
    provider: microsoft({ ...CLIENT }),
    authorization: {
      endpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
      input: { scopes: ['Calendars.Read'], loginHint: 'megan@contoso.com' },
      params: {
        client_id: CLIENT.clientId,
        scope: 'openid profile email offline_access User.Read Calendars.Read',
        login_hint: 'megan@contoso.com',
      },
      pkce: true,
    },
    token: { url: MICROSOFT_TOKEN, authentication: 'client_secret_post' },
    refresh: true,
    serve: (scenario) => {
      const claims = { sub: 'AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ', name: 'Megan Bowen' };
      const email = { email: 'megan@contoso.com', xms_edov: true };
      return [
        tokenAnswer(MICROSOFT_TOKEN, {
          id_token:
            scenario === 'userInfoFails'
              ? undefined
              : idToken(
                  scenario === 'user'
                    ? { ...claims, ...email }
                    : { ...claims, preferred_username: 'megan' },
                ),
        }),
        http.get(MICROSOFT_PHOTO, () =>
          HttpResponse.arrayBuffer(PHOTO.buffer, { headers: { 'content-type': 'image/jpeg' } }),
        ),
      ];
    },
    user: {
      id: 'AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ',
      name: 'Megan Bowen',
      email: 'megan@contoso.com',
      emailVerified: true,
      image: `data:image/jpeg;base64,${Buffer.from(PHOTO).toString('base64')}`,
    },
    // The user comes from the ID token; only the photo from Graph.
    userInfoRequests: [{ url: MICROSOFT_PHOTO, method: 'GET', headers: BEARER }],
    userInfoFailure: null,
  },

  reddit: {
    provider: reddit({ ...CLIENT }),
    authorization: {
      endpoint: 'https://www.reddit.com/api/v1/authorize',
      input: { scopes: ['read'] },
      params: { client_id: CLIENT.clientId, scope: 'identity read', duration: 'permanent' },
      pkce: false,
    },
    token: {
      url: REDDIT_TOKEN,
      authentication: 'client_secret_basic',
      headers: { 'user-agent': 'portcullis' },
    },
    refresh: true,
    // Reddit shares no email: every sign-up without mapProfileToUser is email_not_found.
    serve: (scenario) => {
      const user = {
        id: '1w72',
        name: 'spez',
        icon_img: 'https://styles.redditmedia.com/icon.png?width=256&amp;height=256&amp;s=abc',
        has_verified_email: true,
      };
      return [
        tokenAnswer(REDDIT_TOKEN),
        userAnswer('get', REDDIT_USER, scenario, { user, noEmail: user }),
      ];
    },
    user: {
      id: '1w72',
      name: 'spez',
      email: null,
      emailVerified: false,
      image: 'https://styles.redditmedia.com/icon.png?width=256&height=256&s=abc',
    },
    userInfoRequests: [
      { url: REDDIT_USER, method: 'GET', headers: { ...BEARER, 'user-agent': 'portcullis' } },
    ],
    userInfoFailure: { kind: 'http', status: 500 },
  },

  roblox: {
    provider: roblox({ ...CLIENT }),
    authorization: {
      endpoint: 'https://apis.roblox.com/oauth/v1/authorize',
      params: { client_id: CLIENT.clientId, scope: 'openid profile' },
      pkce: true,
    },
    token: {
      url: ROBLOX_TOKEN,
      authentication: 'client_secret_post',
      tokens: { idToken: 'h.p.s', scopes: ['openid', 'profile'] },
    },
    refresh: true,
    serve: (scenario) => {
      const user = {
        sub: '1516563360',
        name: 'Builder Man',
        nickname: 'Builder Man',
        preferred_username: 'builderman',
        created_at: 1584682495,
        profile: 'https://www.roblox.com/users/1516563360/profile',
        picture: 'https://tr.rbxcdn.com/headshot/150/150/AvatarHeadshot/Png',
      };
      return [
        tokenAnswer(ROBLOX_TOKEN, { id_token: 'h.p.s', scope: 'openid profile' }),
        userAnswer('get', ROBLOX_USER, scenario, {
          user: { ...user, email: 'builder@example.com', email_verified: true },
          // Roblox grants the email scope to few apps: no email by default.
          noEmail: user,
        }),
      ];
    },
    user: {
      id: '1516563360',
      name: 'Builder Man',
      email: 'builder@example.com',
      emailVerified: true,
      image: 'https://tr.rbxcdn.com/headshot/150/150/AvatarHeadshot/Png',
    },
    userInfoRequests: [{ url: ROBLOX_USER, method: 'GET', headers: BEARER }],
    userInfoFailure: { kind: 'http', status: 500 },
  },

  spotify: {
    provider: spotify({ ...CLIENT }),
    authorization: {
      endpoint: 'https://accounts.spotify.com/authorize',
      input: { scopes: ['user-read-private'] },
      params: { client_id: CLIENT.clientId, scope: 'user-read-email user-read-private' },
      pkce: true,
    },
    token: { url: SPOTIFY_TOKEN, authentication: 'client_secret_basic' },
    refresh: true,
    serve: (scenario) => [
      tokenAnswer(SPOTIFY_TOKEN, { scope: 'user-read-email' }),
      userAnswer('get', SPOTIFY_USER, scenario, {
        user: {
          id: 'wizzler',
          display_name: 'Wizzler',
          email: 'wizzler@example.com',
          images: [{ url: 'https://i.scdn.co/image/big', height: 300, width: 300 }],
        },
        noEmail: { id: 'anon', display_name: null, images: [] },
        status: 401,
      }),
    ],
    // Spotify says its emails are unverified.
    user: {
      id: 'wizzler',
      name: 'Wizzler',
      email: 'wizzler@example.com',
      emailVerified: false,
      image: 'https://i.scdn.co/image/big',
    },
    userInfoRequests: [{ url: SPOTIFY_USER, method: 'GET', headers: BEARER }],
    userInfoFailure: { kind: 'http', status: 401 },
  },

  tiktok: {
    provider: tiktok({ ...CLIENT }),
    authorization: {
      endpoint: 'https://www.tiktok.com/v2/auth/authorize/',
      input: { scopes: ['user.info.profile'] },
      params: { client_key: CLIENT.clientId, scope: 'user.info.basic,user.info.profile' },
      pkce: false,
    },
    token: {
      url: TIKTOK_TOKEN,
      authentication: 'client_secret_post',
      clientIdParameter: 'client_key',
      tokens: { scopes: ['user.info.basic', 'user.info.profile'] },
      error: {
        status: 200,
        body: {
          error: 'invalid_grant',
          error_description: 'Authorization code is expired.',
          log_id: 'log',
        },
        details: { code: 'invalid_grant', description: 'Authorization code is expired.' },
      },
    },
    refresh: true,
    // TikTok shares no email.
    serve: (scenario) => {
      const body = {
        data: {
          user: {
            open_id: 'open-1',
            union_id: 'union-1',
            avatar_url: 'https://p16.tiktokcdn.com/a.jpeg',
            avatar_large_url: 'https://p16.tiktokcdn.com/a-large.jpeg',
            display_name: 'Tik Tokker',
          },
        },
        error: { code: 'ok', message: '', log_id: 'log' },
      };
      return [
        tokenAnswer(TIKTOK_TOKEN, {
          open_id: 'open-1',
          refresh_expires_in: 31536000,
          scope: 'user.info.basic,user.info.profile',
        }),
        userAnswer('get', TIKTOK_USER, scenario, { user: body, noEmail: body }),
      ];
    },
    user: {
      id: 'open-1',
      name: 'Tik Tokker',
      email: null,
      emailVerified: false,
      image: 'https://p16.tiktokcdn.com/a-large.jpeg',
    },
    userInfoRequests: [
      {
        url: TIKTOK_USER,
        method: 'GET',
        query: { fields: 'open_id,union_id,avatar_url,avatar_large_url,display_name' },
        headers: BEARER,
      },
    ],
    userInfoFailure: { kind: 'http', status: 500 },
  },

  twitch: {
    provider: twitch({ ...CLIENT }),
    authorization: {
      endpoint: 'https://id.twitch.tv/oauth2/authorize',
      input: { scopes: ['channel:read:subscriptions'] },
      params: {
        client_id: CLIENT.clientId,
        scope: 'openid user:read:email channel:read:subscriptions',
        claims: JSON.stringify({ id_token: TWITCH_CLAIMS, userinfo: TWITCH_CLAIMS }),
      },
      pkce: false,
    },
    token: {
      url: TWITCH_TOKEN,
      authentication: 'client_secret_post',
      // Twitch answers the granted scopes as a JSON array.
      tokens: { scopes: ['openid', 'user:read:email'] },
      error: {
        status: 400,
        body: { error: 'Bad Request', status: 400, message: 'Invalid authorization code' },
        details: { status: 400, code: 'Bad Request' },
      },
    },
    refresh: true,
    serve: (scenario) => {
      const claims = { sub: '713936733', preferred_username: 'glitchy' };
      const email = {
        email: 'glitchy@example.com',
        email_verified: true,
        picture: 'https://static-cdn.jtvnw.net/user-default-pictures/glitchy.png',
      };
      return [
        tokenAnswer(TWITCH_TOKEN, {
          scope: ['openid', 'user:read:email'],
          id_token:
            scenario === 'userInfoFails'
              ? undefined
              : idToken(scenario === 'user' ? { ...claims, ...email } : claims),
        }),
        // Without an ID token the profile comes from the userinfo endpoint.
        userAnswer('get', TWITCH_USER, scenario, { user: {}, noEmail: {} }),
      ];
    },
    user: {
      id: '713936733',
      name: 'glitchy',
      email: 'glitchy@example.com',
      emailVerified: true,
      image: 'https://static-cdn.jtvnw.net/user-default-pictures/glitchy.png',
    },
    userInfoRequests: [],
    userInfoFailure: { kind: 'http', status: 500 },
  },

  twitter: {
    provider: twitter({ ...CLIENT }),
    authorization: {
      endpoint: 'https://x.com/i/oauth2/authorize',
      input: { scopes: ['follows.read'] },
      params: {
        client_id: CLIENT.clientId,
        scope: 'users.read tweet.read offline.access users.email follows.read',
      },
      pkce: true,
    },
    token: {
      url: TWITTER_TOKEN,
      authentication: 'client_secret_basic',
      tokens: { scopes: ['users.read', 'tweet.read', 'offline.access', 'users.email'] },
      error: {
        status: 400,
        body: {
          error: 'invalid_request',
          error_description: 'Value passed for the authorization code was invalid.',
        },
        details: { status: 400, code: 'invalid_request' },
      },
    },
    refresh: true,
    serve: (scenario) => {
      const user = {
        id: '2244994945',
        name: 'Developers',
        username: 'XDevelopers',
        profile_image_url: 'https://pbs.twimg.com/profile_images/1/x_normal.jpg',
      };
      return [
        tokenAnswer(TWITTER_TOKEN, { scope: 'users.read tweet.read offline.access users.email' }),
        userAnswer('get', TWITTER_USER, scenario, {
          user: { data: { ...user, confirmed_email: 'dev@example.com' } },
          noEmail: { data: user },
        }),
      ];
    },
    // An email X gives is one it has confirmed.
    user: {
      id: '2244994945',
      name: 'Developers',
      email: 'dev@example.com',
      emailVerified: true,
      image: 'https://pbs.twimg.com/profile_images/1/x_normal.jpg',
    },
    // `confirmed_email` only because the token answer lists `users.email`.
    userInfoRequests: [
      {
        url: TWITTER_USER,
        method: 'GET',
        query: { 'user.fields': 'profile_image_url,confirmed_email' },
        headers: BEARER,
      },
    ],
    userInfoFailure: { kind: 'http', status: 500 },
  },

  vk: {
    provider: vk({ ...CLIENT }),
    authorization: {
      endpoint: 'https://id.vk.com/authorize',
      params: { client_id: CLIENT.clientId, scope: 'email' },
      pkce: true,
    },
    token: {
      url: VK_TOKEN,
      authentication: 'client_secret_post',
      // VK ID's exchange repeats the device_id and state the callback received.
      callbackParams: { code: 'the-code', state: 'state-1', device_id: 'device-42' },
      extraForm: { device_id: 'device-42', state: 'state-1' },
      tokens: { scopes: ['vkid.personal_info', 'email'] },
    },
    refresh: false,
    serve: (scenario) => {
      const user = {
        user_id: '1234567890',
        first_name: 'Ivan',
        last_name: 'Ivanov',
        avatar: 'https://sun1-1.userapi.com/avatar.jpg',
        sex: 2,
        verified: false,
        birthday: '01.01.2000',
      };
      return [
        tokenAnswer(VK_TOKEN, { scope: 'vkid.personal_info email', user_id: 1234567890 }),
        userAnswer('post', VK_USER, scenario, {
          user: { user: { ...user, email: 'ivan@example.ru' } },
          noEmail: { user },
        }),
      ];
    },
    // VK does not vouch for the email.
    user: {
      id: '1234567890',
      name: 'Ivan Ivanov',
      email: 'ivan@example.ru',
      emailVerified: false,
      image: 'https://sun1-1.userapi.com/avatar.jpg',
    },
    // A form POST of client_id and access_token (RFC 6750 §2.2), as VK ID documents.
    userInfoRequests: [
      {
        url: VK_USER,
        method: 'POST',
        headers: {
          authorization: null,
          'content-type': 'application/x-www-form-urlencoded',
        },
        form: { client_id: CLIENT.clientId, access_token: ACCESS_TOKEN },
      },
    ],
    userInfoFailure: { kind: 'http', status: 500 },
  },

  zoom: {
    provider: zoom({ ...CLIENT }),
    // Zoom's scopes come from the app's configuration: none by default.
    authorization: {
      endpoint: 'https://zoom.us/oauth/authorize',
      params: { client_id: CLIENT.clientId },
      pkce: true,
    },
    token: {
      url: ZOOM_TOKEN,
      authentication: 'client_secret_basic',
      tokens: { scopes: ['user:read:user'] },
      error: {
        status: 400,
        body: { reason: 'Invalid authorization code', error: 'invalid_grant' },
        details: { status: 400, code: 'invalid_grant' },
      },
    },
    refresh: true,
    serve: (scenario) => {
      const user = {
        id: 'KDcuGIm1QgePTO8WbOqwIQ',
        first_name: 'Jill',
        last_name: 'Chill',
        display_name: 'Jill Chill',
        email: 'jchill@example.com',
        verified: 1,
        pic_url: 'https://example.com/photo.jpg',
        status: 'active',
      };
      return [
        tokenAnswer(ZOOM_TOKEN, { scope: 'user:read:user' }),
        userAnswer('get', ZOOM_USER, scenario, {
          user,
          noEmail: { ...user, email: '', verified: 0 },
        }),
      ];
    },
    user: {
      id: 'KDcuGIm1QgePTO8WbOqwIQ',
      name: 'Jill Chill',
      email: 'jchill@example.com',
      emailVerified: true,
      image: 'https://example.com/photo.jpg',
    },
    userInfoRequests: [{ url: ZOOM_USER, method: 'GET', headers: BEARER }],
    userInfoFailure: { kind: 'http', status: 500 },
  },
};
