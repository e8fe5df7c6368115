/**
 * Drop-in migration: a database Better Auth 1.2.7 filled is opened by Portcullis with the same
 * secret, base URL, cookie prefix, plugins and provider, and everything in it keeps working:
 * passwords, session cookies, the JWT signing key, linked provider tokens, organizations.
 * Run on SQLite and, when PORTCULLIS_TEST_POSTGRES_URL is set, on PostgreSQL.
 */
import {
  createPortcullis,
  jwt,
  migrate,
  organization,
  type Portcullis,
  username,
} from '@portcullis/core';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BetterAuthWrites,
  USERS,
  writeWithBetterAuth,
} from './migration/better-auth-writer.js';
import { json, send } from './migration/browser.js';
import {
  type Engine,
  notSet,
  POSTGRES_URL,
  postgresEngine,
  sqliteEngine,
} from './migration/engines.js';
import { GITHUB_TOKENS, githubProvider, startGitHubMock } from './migration/github.js';
import { BASE_URL, SECRET } from './support/sides.js';

const github = startGitHubMock();
afterAll(() => github.stop());

function migrationSuite(createEngine: () => Engine) {
  let engine: Engine;
  let before: BetterAuthWrites;
  let auth: Portcullis;

  beforeAll(async () => {
    engine = createEngine();
    await engine.setup();
    before = await writeWithBetterAuth(engine.betterAuthDatabase());
    auth = createPortcullis({
      baseURL: BASE_URL,
      secret: SECRET,
      database: engine.portcullisDatabase(),
      logger: { disabled: true },
      rateLimit: { enabled: false },
      advanced: { cookiePrefix: 'better-auth' },
      emailAndPassword: { enabled: true },
      socialProviders: { github: githubProvider },
      account: { encryptOAuthTokens: true },
      plugins: [username(), organization(), jwt()],
    });
    await migrate(auth);
  }, 60_000);

  afterAll(async () => {
    await auth?.$context.adapter.close?.();
    await engine?.cleanup();
  });

  const accountOf = async (userId: string) =>
    auth.$context.adapter.findOne<Record<string, unknown> & { id: string }>({
      model: 'account',
      where: [
        { field: 'userId', value: userId },
        { field: 'providerId', value: 'github' },
      ],
    });

  it('signs every user in with the password Better Auth hashed (scrypt), by email and username', async () => {
    for (const [key, user] of Object.entries(USERS)) {
      const byEmail = await json(
        await send(auth.handler, '/sign-in/email', {
          body: { email: user.email, password: user.password },
        }),
      );
      expect(byEmail.user.id).toBe(before.userIds[key as keyof typeof USERS]);
      const byUsername = await json(
        await send(auth.handler, '/sign-in/username', {
          body: { username: user.username, password: user.password },
        }),
      );
      expect(byUsername.user.id).toBe(before.userIds[key as keyof typeof USERS]);
      const wrong = await send(auth.handler, '/sign-in/email', {
        body: { email: user.email, password: `${user.password}!` },
      });
      expect(wrong.status).toBe(401);
    }
  });

  it('accepts every session cookie Better Auth set (better-auth.session_token)', async () => {
    expect(before.sessions).toHaveLength(4);
    for (const { user, jar, token } of before.sessions) {
      expect([...jar.keys()]).toContain('better-auth.session_token');
      const answer = await json(await send(auth.handler, '/get-session', { jar: new Map(jar) }));
      expect(answer.user.id).toBe(before.userIds[user]);
      expect(answer.session.token).toBe(token);
    }
  });

  it("signs /token with Better Auth's key (same kid), verifiable with the key set Better Auth published", async () => {
    const [ada] = before.sessions;
    const { token } = await json<{ token: string }>(
      await send(auth.handler, '/token', { jar: new Map(ada!.jar) }),
    );
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'EdDSA', kid: before.kid });
    const { payload } = await jwtVerify(token, createLocalJWKSet(before.jwks), {
      issuer: BASE_URL,
      audience: BASE_URL,
    });
    expect(payload.sub).toBe(before.userIds.ada);
    // No key of its own was made: /jwks publishes the one Better Auth made.
    const published = await json(await send(auth.handler, '/jwks'));
    expect(published.keys.map((key: { kid: string }) => key.kid)).toEqual([before.kid]);
  });

  it("refreshes Ada's GitHub tokens with the refresh token Better Auth stored, and stores the new ones as pcx.v1", async () => {
    // Better Auth 1.2.7 has no `account.encryptOAuthTokens`: it stored the tokens as received.
    expect(await accountOf(before.userIds.ada)).toMatchObject({
      accessToken: GITHUB_TOKENS.accessToken,
      refreshToken: GITHUB_TOKENS.refreshToken,
    });
    const [ada] = before.sessions;
    const current = await json(
      await send(auth.handler, '/get-access-token', {
        body: { providerId: 'github' },
        jar: new Map(ada!.jar),
      }),
    );
    expect(current.accessToken).toBe(GITHUB_TOKENS.accessToken);

    const sent = github.refreshes.length;
    const refreshed = await json(
      await send(auth.handler, '/refresh-token', {
        body: { providerId: 'github' },
        jar: new Map(ada!.jar),
      }),
    );
    expect(refreshed.accessToken).toBe('gho_refreshed_for_portcullis');
    expect(github.refreshes.slice(sent)).toEqual([
      {
        url: 'https://github.com/login/oauth/access_token',
        form: expect.objectContaining({
          grant_type: 'refresh_token',
          refresh_token: GITHUB_TOKENS.refreshToken,
        }),
      },
    ]);
    const stored = await accountOf(before.userIds.ada);
    expect(String(stored!.accessToken)).toMatch(/^pcx\.v1\./);
    expect(String(stored!.refreshToken)).toMatch(/^pcx\.v1\./);
  });

  it('shows the organization to its owner and to the member who joined by invitation', async () => {
    for (const user of ['ada', 'bo'] as const) {
      const session = before.sessions.find((s) => s.user === user)!;
      const list = await json(await send(auth.handler, '/organization/list', { jar: session.jar }));
      expect(list).toEqual([expect.objectContaining(before.organization)]);
    }
  });
}

describe('Better Auth 1.2.7 database opened by Portcullis (SQLite)', () => {
  migrationSuite(sqliteEngine);
});

describe.skipIf(!POSTGRES_URL)(
  `Better Auth 1.2.7 database opened by Portcullis (PostgreSQL)${POSTGRES_URL ? '' : ` — skipped: ${notSet('PORTCULLIS_TEST_POSTGRES_URL')}`}`,
  () => {
    migrationSuite(() => postgresEngine(POSTGRES_URL!));
  },
);
