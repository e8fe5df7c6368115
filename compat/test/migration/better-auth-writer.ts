/**
 * The "before" of the migration test: Better Auth 1.2.7, with its own `getMigrations` and its
 * own HTTP handler, fills a database the way an app running it would have, and reports what it
 * wrote (cookies, ids, its published key set) for the "after" to check.
 */
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db';
import { jwt, organization, username } from 'better-auth/plugins';
import type { JSONWebKeySet } from 'jose';
import { BASE_URL, SECRET } from '../support/sides.js';
import { type CookieJar, json, send } from './browser.js';
import { githubProvider } from './github.js';

/** A user Better Auth signed up, with the password it hashed. */
export interface MigratedUser {
  name: string;
  email: string;
  username: string;
  password: string;
}

/** The users of the run: Ada owns the organization and links GitHub, Bo is a member. */
export const USERS = {
  ada: {
    name: 'Ada',
    email: 'ada@example.com',
    username: 'ada_l',
    password: 'correct-horse-battery',
  },
  bo: { name: 'Bo', email: 'bo@example.com', username: 'bo_b', password: 'staple-battery-horse' },
} satisfies Record<string, MigratedUser>;

/** What Better Auth wrote, as the migration test needs it. */
export interface BetterAuthWrites {
  userIds: Record<keyof typeof USERS, string>;
  /** Every session cookie jar Better Auth set, with the user it belongs to. */
  sessions: Array<{ user: keyof typeof USERS; jar: CookieJar; token: string }>;
  /** The key set Better Auth publishes on `/jwks`, and the kid of its one key. */
  jwks: JSONWebKeySet;
  kid: string;
  organization: { id: string; slug: string };
}

/**
 * Runs Better Auth 1.2.7 on `database` (its own migrations first) with the username,
 * organization and jwt plugins and GitHub, and writes: two users with passwords (the default
 * scrypt hasher), a session per sign-up and per sign-in, Ada's GitHub account (its tokens as
 * Better Auth stores them), a JWT key (one `/token`), and an organization Bo joined by invitation.
 */
export async function writeWithBetterAuth(database: unknown): Promise<BetterAuthWrites> {
  const invitations: string[] = [];
  const auth = betterAuth({
    baseURL: BASE_URL,
    secret: SECRET,
    database: database as never,
    logger: { disabled: true },
    rateLimit: { enabled: false },
    emailAndPassword: { enabled: true },
    socialProviders: { github: githubProvider },
    plugins: [
      username(),
      organization({ sendInvitationEmail: async ({ id }) => void invitations.push(id) }),
      jwt(),
    ],
  });
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
  const { handler } = auth;

  const sessions: BetterAuthWrites['sessions'] = [];
  const userIds = {} as BetterAuthWrites['userIds'];
  const session = async (user: keyof typeof USERS, response: Response) => {
    const jar: CookieJar = new Map();
    const body = await json<{ token: string; user: { id: string } }>(response);
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    userIds[user] = body.user.id;
    sessions.push({ user, jar, token: body.token });
    return jar;
  };

  for (const [key, user] of Object.entries(USERS) as Array<[keyof typeof USERS, MigratedUser]>) {
    await session(key, await send(handler, '/sign-up/email', { body: user }));
    await session(
      key,
      await send(handler, '/sign-in/email', {
        body: { email: user.email, password: user.password },
      }),
    );
  }
  const [ada] = sessions.filter((s) => s.user === 'ada').map((s) => new Map(s.jar));
  const [bo] = sessions.filter((s) => s.user === 'bo').map((s) => new Map(s.jar));

  // Ada links GitHub: Better Auth stores the tokens GitHub issued.
  const link = await json<{ url: string }>(
    await send(handler, '/link-social', {
      body: { provider: 'github', callbackURL: '/settings' },
      jar: ada,
    }),
  );
  const state = new URL(link.url).searchParams.get('state');
  const callback = await send(handler, `/callback/github?code=github-code&state=${state}`, {
    jar: ada,
  });
  if (callback.status !== 302 || callback.headers.get('location')?.includes('error')) {
    throw new Error(`Better Auth's GitHub callback failed: ${callback.headers.get('location')}`);
  }

  const { token } = await json<{ token: string }>(await send(handler, '/token', { jar: ada! }));
  const kid = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).kid as string;
  const jwks = await json<JSONWebKeySet>(await send(handler, '/jwks'));

  const org = await json<{ id: string; slug: string }>(
    await send(handler, '/organization/create', {
      body: { name: 'Analytical Engines', slug: 'analytical-engines' },
      jar: ada,
    }),
  );
  await json(
    await send(handler, '/organization/invite-member', {
      body: { email: USERS.bo.email, role: 'member', organizationId: org.id },
      jar: ada,
    }),
  );
  await json(
    await send(handler, '/organization/accept-invitation', {
      body: { invitationId: invitations[0] },
      jar: bo,
    }),
  );

  return { userIds, sessions, jwks, kid, organization: { id: org.id, slug: org.slug } };
}
