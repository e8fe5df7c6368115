/**
 * @module field-hints
 *
 * Plausible values for a field, by its name: the fixtures' ids for `organizationId`, their
 * emails for `email`, URLs for `callbackURL`. Random strings alone would almost never name an
 * existing row, so a route would only ever answer "not found"; with these, generated inputs
 * reach the code behind the lookups (and the fixtures' rows are what a destructive input hits).
 */
import fc from 'fast-check';
import { type FixtureName, FixtureRef } from './fixture-ref.js';
import { URL_VALUES } from './hostile-values.js';

const refs = (...names: FixtureName[]) => fc.constantFrom(...names.map((n) => new FixtureRef(n)));

const ID_REFS: FixtureName[] = [
  'userId',
  'adminId',
  'otherUserId',
  'organizationId',
  'otherOrganizationId',
  'memberId',
  'teamId',
  'invitationId',
];

/** A fresh address, so sign-up and invitations get past "already exists". */
const freshEmail = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9.+_-]{0,20}$/), fc.nat(1_000_000))
  .map(([local, n]) => `${local.replace(/\.+$/, '')}${n}@fuzz.example`);

const ROLES = ['owner', 'admin', 'member', 'user', 'support', 'nope', ''];

const PERMISSIONS = fc.dictionary(
  fc.constantFrom('organization', 'member', 'invitation', 'team', 'user', 'session', 'x'),
  fc.array(
    fc.constantFrom('create', 'update', 'delete', 'list', 'set-role', 'ban', 'impersonate', '*'),
    { maxLength: 3 },
  ),
  { maxKeys: 3 },
);

/** Plausible values for the field `key`, or undefined when its name says nothing. */
export function hintFor(key: string | undefined): fc.Arbitrary<unknown> | undefined {
  if (key === undefined) return undefined;
  switch (key) {
    case 'userId':
      return refs('userId', 'adminId', 'otherUserId');
    case 'organizationId':
      return refs('organizationId', 'otherOrganizationId');
    case 'memberId':
      return refs('memberId', 'ownerMemberId');
    case 'memberIdOrEmail':
      return refs('memberId', 'ownerMemberId', 'userEmail', 'otherUserEmail');
    case 'teamId':
      return refs('teamId');
    case 'invitationId':
      return refs('invitationId');
    case 'id':
      return refs(...ID_REFS);
    case 'token':
      return refs('userSessionToken', 'emailToken', 'verificationToken');
    case 'sessionToken':
      return refs('userSessionToken', 'adminSessionToken');
    case 'email':
    case 'newEmail':
      return fc.oneof(
        { arbitrary: refs('userEmail', 'adminEmail', 'otherUserEmail', 'invitedEmail'), weight: 2 },
        freshEmail,
      );
    case 'slug':
    case 'organizationSlug':
      return fc.oneof(refs('organizationSlug'), fc.stringMatching(/^[a-z0-9-]{1,30}$/));
    case 'name':
      return fc.oneof(fc.constantFrom('Ada', 'Fuzz Org', 'Team Z'), fc.string({ maxLength: 30 }));
    case 'password':
    case 'currentPassword':
      return fc.oneof(
        { arbitrary: refs('password'), weight: 3 },
        fc.string({ minLength: 8, maxLength: 40 }),
      );
    case 'newPassword':
      return fc.string({ minLength: 8, maxLength: 128 });
    case 'username':
      return fc.oneof(refs('username'), fc.stringMatching(/^[a-z0-9_.]{3,30}$/));
    case 'provider':
    case 'providerId':
      return fc.constantFrom('idtest', 'credential', 'github', 'nope');
    case 'accountId':
      return fc.oneof(refs('socialAccountId'), fc.constantFrom('ada-1'));
    case 'role':
      return fc.oneof(fc.constantFrom(...ROLES), fc.array(fc.constantFrom(...ROLES)));
    case 'permission':
    case 'permissions':
      return PERMISSIONS;
    case 'callbackURL':
    case 'newUserCallbackURL':
    case 'errorCallbackURL':
    case 'redirectTo':
    case 'logo':
    case 'image':
      // Mostly the app's own URLs, which get a route past its redirect check; then the rest.
      return fc.oneof(
        { arbitrary: fc.constantFrom('/', '/dashboard', 'http://localhost:3000/after'), weight: 3 },
        fc.constantFrom(...URL_VALUES),
      );
    case 'searchField':
    case 'sortBy':
    case 'filterField':
      return fc.constantFrom('email', 'name', 'role', 'createdAt', 'banned', 'password', 'x');
    default:
      return undefined;
  }
}

/**
 * Keys worth adding to objects that accept unknown keys (sign-up, update-user): the user
 * table's own columns and the plugins' fields, so mass assignment (`role`, `emailVerified`,
 * `banned`) is tried on every such route.
 */
export const MASS_ASSIGNMENT_KEYS = [
  'id',
  'role',
  'banned',
  'banReason',
  'emailVerified',
  'email',
  'username',
  'displayUsername',
  'createdAt',
  'userId',
  'impersonatedBy',
] as const;

/** A value for a mass-assignment key: what an attacker would want it to be. */
export const massAssignmentValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('admin', true, false, '2000-01-01T00:00:00.000Z', 0, null),
  refs('adminId', 'adminEmail', 'username'),
  fc.stringMatching(/^[a-z0-9_.]{3,12}$/),
);
