import { signCookieValue } from '../src/cookies/signed-cookie.js';
import { generateRandomString } from '../src/crypto/random.js';
import { cookieHeader, createTestAuth, SECRET, setCookies, user } from './helpers.js';

/** A test instance with one signed-up user (email and password) and its session cookie. */
export async function signedIn(overrides: Parameters<typeof createTestAuth>[0] = {}) {
  const t = await createTestAuth(overrides);
  const response = await t.post('/sign-up/email', user);
  const body = await response.json();
  return {
    ...t,
    token: body.token as string,
    userId: body.user.id as string,
    cookie: cookieHeader(response),
  };
}

/** The Cookie header that presents session `token` (signed as the server would). */
export function sessionCookie(token: string): string {
  return `portcullis.session_token=${encodeURIComponent(signCookieValue(token, SECRET))}`;
}

/**
 * Creates a user without any password (as a social sign-up would) and a session for them;
 * returns the user id and the session's Cookie header.
 */
export async function userWithoutPassword(
  auth: Awaited<ReturnType<typeof createTestAuth>>['auth'],
  email = 'grace@example.com',
) {
  const { store } = auth.$context;
  const created = await store.createUser({
    name: 'Grace Hopper',
    email,
    emailVerified: true,
    image: null,
  });
  const token = generateRandomString(32);
  await store.createSession({
    userId: created.id,
    token,
    expiresAt: new Date(Date.now() + 86_400_000),
    ipAddress: null,
    userAgent: null,
  });
  return { userId: created.id, cookie: sessionCookie(token) };
}

/** `base` with the cookies a response set laid over it (deleted ones removed), as a browser does. */
export function applyCookies(base: string, response: Response): string {
  const jar = new Map<string, string>();
  for (const pair of base.split('; ').filter(Boolean)) {
    const eq = pair.indexOf('=');
    jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  for (const [name, cookie] of Object.entries(setCookies(response))) {
    if (cookie.value === '' || /Max-Age=0/.test(cookie.raw)) jar.delete(name);
    else jar.set(name, cookie.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}
