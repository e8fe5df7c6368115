const sessionsBehind = new WeakMap<object, object | null>();

/**
 * Records the session behind a get-session answer that an app's function produced
 * (`customSession`): `session` as read from the database, or null when it came from the cookie
 * cache. Plugins that act on get-session's answer read it back with {@link sessionBehindAnswer}:
 * the jwt plugin signs `set-auth-jwt` from the session, never from the app's shape, and signs
 * none for a cached one, as Better Auth 1.2.7 does with `customSession`. An answer that is not an
 * object is left alone.
 */
export function markCustomSessionAnswer(answer: unknown, session: object | null): void {
  if (typeof answer === 'object' && answer !== null) sessionsBehind.set(answer, session);
}

/**
 * The session behind a get-session `result`: for an answer marked by
 * {@link markCustomSessionAnswer}, the session recorded (or null); for any other, `result`.
 */
export function sessionBehindAnswer(result: unknown): unknown {
  if (typeof result === 'object' && result !== null && sessionsBehind.has(result)) {
    return sessionsBehind.get(result);
  }
  return result;
}
