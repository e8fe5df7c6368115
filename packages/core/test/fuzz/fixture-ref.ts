/**
 * @module fixture-ref
 *
 * A placeholder for a value of the fuzz instance's fixtures (an organization id, a session
 * token…), put in generated inputs and resolved when the request is sent. Inputs are generated
 * before they run, and a destructive run (remove-user, delete-organization) may make the
 * fixtures anew with other ids; the placeholder always names the current ones.
 */

/** The names of the fixture values a generated input may point at. */
export type FixtureName =
  | 'userId'
  | 'userEmail'
  | 'username'
  | 'adminId'
  | 'adminEmail'
  | 'otherUserId'
  | 'otherUserEmail'
  | 'password'
  | 'userSessionToken'
  | 'adminSessionToken'
  | 'impersonationToken'
  | 'organizationId'
  | 'organizationSlug'
  | 'otherOrganizationId'
  | 'memberId'
  | 'ownerMemberId'
  | 'teamId'
  | 'invitationId'
  | 'invitedEmail'
  | 'socialAccountId'
  | 'emailToken'
  | 'verificationToken';

/** A value of the fixtures, named; see {@link FixtureName}. */
export class FixtureRef {
  constructor(readonly name: FixtureName) {}
}

/** Looks a fixture value up by name (the current fixtures of the instance). */
export type ResolveFixture = (name: FixtureName) => string;

/** A copy of `value` with every {@link FixtureRef} replaced by its current value. */
export function resolveRefs(value: unknown, resolve: ResolveFixture): unknown {
  if (value instanceof FixtureRef) return resolve(value.name);
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, resolve));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      // defineProperty: a generated `__proto__` key stays an own key, as JSON.parse makes it.
      Object.defineProperty(out, key, {
        value: resolveRefs(item, resolve),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  return value;
}
