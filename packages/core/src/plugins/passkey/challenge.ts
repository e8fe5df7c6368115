import { generateRandomString, type RequestScope } from '../../plugin/index.js';
import type { PasskeyConfig } from './options.js';

/** How long a ceremony may take, from its options to its verification, in seconds: 5 minutes. */
export const CHALLENGE_EXPIRES_IN_SECONDS = 300;

/** What a ceremony remembers between its options and its verification (Better Auth's JSON). */
export interface ChallengeData {
  /** The challenge the authenticator must sign, base64url. */
  expectedChallenge: string;
  /** The user the ceremony was started for: the session's user, or `''` (sign-in without one). */
  userData: { id: string };
}

/**
 * The challenge cookie's full name, `{prefix}.{name}` with `__Secure-` when cookies are Secure,
 * as Better Auth's `createAuthCookie` names it.
 */
export function challengeCookieName(ctx: RequestScope, config: PasskeyConfig): string {
  return ctx.context.cookies.sessionToken.replace(/session_token$/, config.challengeCookie);
}

/**
 * Stores a ceremony's challenge as a verification row (identifier: a random 32-character id,
 * value: Better Auth's JSON, expiry 5 minutes) and binds it to the browser with the signed
 * challenge cookie (HttpOnly, Max-Age 300), as Better Auth 1.2.7 does.
 */
export async function storeChallenge(
  ctx: RequestScope,
  config: PasskeyConfig,
  data: ChallengeData,
): Promise<void> {
  const id = generateRandomString(32);
  await ctx.context.store.createVerification({
    identifier: id,
    value: JSON.stringify(data),
    expiresAt: new Date(Date.now() + CHALLENGE_EXPIRES_IN_SECONDS * 1000),
  });
  ctx.setSignedCookie(challengeCookieName(ctx, config), id, {
    ...ctx.context.cookies.attributes,
    maxAge: CHALLENGE_EXPIRES_IN_SECONDS,
  });
}

/**
 * What {@link consumeChallenge} found: `'no-cookie'` when the request carries no validly signed
 * challenge cookie, `'not-found'` when its challenge is unknown, already used or expired.
 */
export type ConsumedChallenge = ChallengeData | 'no-cookie' | 'not-found';

/**
 * Uses up the challenge the browser's signed cookie names: the row is deleted, and only the call
 * that deleted it gets the data (of two concurrent verifications with one challenge, one wins; a
 * replay finds nothing). An expired row is deleted and refused. The cookie is left to expire
 * (Max-Age 300), as Better Auth leaves it: the row it names is gone.
 */
export async function consumeChallenge(
  ctx: RequestScope,
  config: PasskeyConfig,
): Promise<ConsumedChallenge> {
  const name = challengeCookieName(ctx, config);
  const id = ctx.getSignedCookie(name);
  if (!id) return 'no-cookie';
  const { store } = ctx.context;
  const row = await store.findVerification(id);
  if (!row) return 'not-found';
  if (!(await store.consumeVerification(id))) return 'not-found';
  if (row.expiresAt.getTime() <= Date.now()) return 'not-found';
  return parseChallenge(row.value) ?? 'not-found';
}

function parseChallenge(value: string): ChallengeData | null {
  try {
    const parsed = JSON.parse(value) as Partial<ChallengeData> | null;
    if (typeof parsed?.expectedChallenge !== 'string') return null;
    return {
      expectedChallenge: parsed.expectedChallenge,
      userData: { id: parsed.userData?.id ?? '' },
    };
  } catch {
    return null;
  }
}
