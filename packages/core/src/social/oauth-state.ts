import { constantTimeEqual } from '../crypto/hmac.js';
import { generateRandomString } from '../crypto/random.js';
import { APIError } from '../errors/api-error.js';
import type { EndpointContext } from '../kernel/endpoint.js';
import { generateCodeVerifier } from '../oauth/pkce.js';

/** Length of the OAuth `state` parameter in characters (SPEC §9). */
export const STATE_LENGTH = 32;

/** How long a social sign-in may take, from start to callback, in seconds (SPEC §4, §9): 10 min. */
export const STATE_EXPIRES_IN_SECONDS = 600;

// First key of every stored state, so expired state records can be told from other
// verification records (whose expiry some flows still need to report).
const STATE_MARKER = '{"type":"oauth-state"';

/** What a social sign-in remembers between its start and the provider's callback. */
export interface OAuthStateData {
  /** The provider the flow was started with; a callback to another provider is refused. */
  providerId: string;
  /** PKCE code verifier (RFC 7636), 128 characters. */
  codeVerifier: string;
  /** Where the browser goes after success (already checked by `assertSafeRedirects`). */
  callbackURL: string;
  errorCallbackURL?: string;
  newUserCallbackURL?: string;
  /** The sign-in request asked for a sign-up (for `disableImplicitSignUp`). */
  requestSignUp?: boolean;
  /** Present in link mode (`/link-social`): the identity is attached to this user. */
  link?: { userId: string; email: string };
}

/** Why a callback's state was refused: its SPEC §8 redirect code. */
export type StateError = 'please_restart_the_process';

/**
 * Starts a flow: a fresh `state` (32 characters) and code verifier (128 characters), stored as a
 * verification record (identifier = state, value = JSON, expiry 600 s) and bound to this browser
 * by the signed `{prefix}.state` cookie (HttpOnly, SameSite=Lax, Max-Age 600). Expired state
 * records of abandoned flows are swept in the background.
 *
 * @throws APIError 500 'Unable to create verification' when the record cannot be written.
 * @see SPEC §4, §9; RFC 6749 §10.12 (CSRF via state)
 */
export async function createOAuthState(
  ctx: EndpointContext<any, any>,
  data: Omit<OAuthStateData, 'codeVerifier'>,
): Promise<{ state: string; codeVerifier: string }> {
  const { store, logger, cookies } = ctx.context;
  const state = generateRandomString(STATE_LENGTH);
  const codeVerifier = generateCodeVerifier();
  const record: OAuthStateData & { type: string } = { type: 'oauth-state', ...data, codeVerifier };
  try {
    await store.createVerification({
      identifier: state,
      value: JSON.stringify(record),
      expiresAt: new Date(Date.now() + STATE_EXPIRES_IN_SECONDS * 1000),
    });
  } catch (cause) {
    logger.error('Unable to create verification', cause);
    throw new APIError('INTERNAL_SERVER_ERROR', 'UNABLE_TO_CREATE_VERIFICATION');
  }
  ctx.setSignedCookie(cookies.state, state, {
    httpOnly: true,
    // The callback is a top-level navigation from the provider: Lax cookies ride along, Strict
    // ones would not. An app that set SameSite=None for a cross-site front end keeps it.
    sameSite: cookies.attributes.sameSite === 'none' ? 'none' : 'lax',
    maxAge: STATE_EXPIRES_IN_SECONDS,
  });
  ctx.context.runInBackground(() => sweepExpiredStates(ctx));
  return { state, codeVerifier };
}

/**
 * Reads and uses up the state of a callback. Refused with `please_restart_the_process` — Better
 * Auth 1.2.7's "state mismatch" (SPEC §8) — when no record has this state (never issued, or
 * already used: a replay), when it expired, or when this browser's signed state cookie does not
 * hold it (a callback replayed in another browser; login CSRF), unless a plugin checks the
 * browser itself later (`deferOAuthBrowserCheck`: the OAuth proxy). A record whose cookie does
 * not match is left for the browser that owns it; an expired one is deleted.
 *
 * @see SPEC §4, §8; RFC 6749 §10.12
 */
export async function consumeOAuthState(
  ctx: EndpointContext<any, any>,
  state: string,
): Promise<{ data: OAuthStateData; error?: undefined } | { error: StateError }> {
  const { store, cookies } = ctx.context;
  const record = await store.findVerification(state);
  if (!record) return { error: 'please_restart_the_process' };
  const data = parseState(record.value);
  const ownsState = constantTimeEqual(ctx.getSignedCookie(cookies.state) ?? '', state);
  if (ownsState) ctx.setCookie(cookies.state, '', { maxAge: 0 });
  if (!data || record.expiresAt.getTime() <= Date.now()) {
    await store.consumeVerification(state);
    return { error: 'please_restart_the_process' };
  }
  // A plugin that checks the browser itself later (the OAuth proxy) may take over the check.
  const deferred = ctx.context.deferOAuthBrowserCheck.some((defer) => defer(data, ctx.context));
  if (!ownsState && !deferred) return { error: 'please_restart_the_process' };
  // Of two concurrent callbacks with one state, exactly one deletes the record.
  if (!(await store.consumeVerification(state))) return { error: 'please_restart_the_process' };
  return { data };
}

function parseState(value: string): OAuthStateData | null {
  try {
    const parsed = JSON.parse(value) as Partial<OAuthStateData> | null;
    if (typeof parsed?.codeVerifier !== 'string' || typeof parsed.providerId !== 'string') {
      return null;
    }
    return parsed as OAuthStateData;
  } catch {
    return null;
  }
}

async function sweepExpiredStates(ctx: EndpointContext<any, any>): Promise<void> {
  await ctx.context.adapter.deleteMany({
    model: 'verification',
    where: [
      { field: 'expiresAt', operator: 'lt', value: new Date() },
      { field: 'value', operator: 'starts_with', value: STATE_MARKER },
    ],
  });
}
