/**
 * @module access-control
 *
 * The one access-control builder of Portcullis: statements (resources and their actions) and
 * roles (subsets of them) that answer whether they grant a request. The organization and admin
 * plugins build their roles with it, and so do apps for custom roles. It reads no database and
 * imports nothing (checked by `.dependency-cruiser.cjs`), so it runs on the server and in the
 * browser alike; `@portcullis/core/plugin`, `@portcullis/core/plugin/client`, `@portcullis/core`
 * and `@portcullis/core/client` all export it.
 *
 * @see SPEC §6, §8 (the authorization messages)
 */

/** Resources and the actions each one has, e.g. `{ project: ['create', 'share'] }`. */
export type Statements = { readonly [resource: string]: readonly string[] };

/** Some actions of some resources of `S`: what a role grants. */
export type Permissions<S extends Statements = Statements> = {
  readonly [K in keyof S]?: ReadonlyArray<S[K][number]>;
};

/** Permissions asked for in a check: `{ member: ['delete'] }` (every action listed is needed). */
export type PermissionRequest = { readonly [resource: string]: readonly string[] };

/** The answer of a check. `error` says what was missing when `success` is false. */
export interface AuthorizeResult {
  success: boolean;
  error?: string;
}

/** A role: the permissions it grants, and a check against them. */
export interface Role<P extends Permissions<any> = Permissions> {
  /** What the role grants. */
  readonly statements: P;
  /**
   * Whether the role grants every action of `request`. Fails with
   * 'You are not allowed to access resource: {resource}' for a resource the role has nothing
   * of, 'unauthorized to access resource "{resource}"' for a missing action, and
   * 'Not authorized' for a request naming no action at all.
   */
  authorize(request: PermissionRequest): AuthorizeResult;
}

/** What {@link createAccessControl} returns. */
export interface AccessControl<S extends Statements = Statements> {
  /** Every resource and action roles may grant. */
  readonly statements: S;
  /**
   * A role granting `permissions`, a subset of the statements.
   *
   * @throws Error (configuration) at start-up for a resource or action not in the statements.
   */
  newRole<const P extends Permissions<S>>(permissions: P): Role<P>;
}

/** The authorization failure for a resource the role has no action of (SPEC §8). */
export const resourceNotAllowed = (resource: string) =>
  `You are not allowed to access resource: ${resource}`;

/** The authorization failure for an action the role lacks on a resource (SPEC §8). */
export const resourceUnauthorized = (resource: string) =>
  `unauthorized to access resource "${resource}"`;

/** The authorization failure for a request that names no action (SPEC §8). */
export const NOT_AUTHORIZED = 'Not authorized';

/**
 * Declares the resources and actions of an access model; roles are then built from it with
 * `newRole`, type-checked against the statements. A role grants a request when it holds every
 * action listed, on every resource listed; a request naming no action is refused.
 *
 * @example
 * const ac = createAccessControl({ ...defaultStatements, project: ['create', 'share'] } as const);
 * const viewer = ac.newRole({ project: ['share'] });
 * viewer.authorize({ project: ['share'] }); // { success: true }
 * viewer.authorize({ project: ['create'] }); // { success: false, error: 'unauthorized to access resource "project"' }
 * @see SPEC §6
 */
export function createAccessControl<const S extends Statements>(statements: S): AccessControl<S> {
  return {
    statements,
    newRole(permissions) {
      for (const [resource, actions] of Object.entries(permissions as PermissionRequest)) {
        const known = Object.hasOwn(statements, resource) ? statements[resource] : undefined;
        const unknown = known ? actions.filter((action) => !known.includes(action)) : [resource];
        if (unknown.length > 0) {
          throw new Error(
            `[portcullis] createAccessControl(): newRole() grants ${known ? `"${unknown.join('", "')}" on ` : ''}"${resource}", which the access control statements do not declare.`,
          );
        }
      }
      return createRole(permissions);
    },
  };
}

function createRole<P extends Permissions<any>>(statements: P): Role<P> {
  const granted = statements as PermissionRequest;
  return {
    statements,
    authorize(request) {
      const entries = Object.entries(request);
      if (entries.every(([, actions]) => actions.length === 0)) {
        return { success: false, error: NOT_AUTHORIZED };
      }
      for (const [resource, actions] of entries) {
        // Own keys only: `constructor` or `__proto__` is never a resource.
        const allowed = Object.hasOwn(granted, resource) ? granted[resource] : undefined;
        if (!allowed || allowed.length === 0) {
          return { success: false, error: resourceNotAllowed(resource) };
        }
        if (!actions.every((action) => allowed.includes(action))) {
          return { success: false, error: resourceUnauthorized(resource) };
        }
      }
      return { success: true };
    },
  };
}
