/**
 * Server-side checks before rendering: {@link protect} answers whether the request's session may
 * see a page (signed in, a role, a permission, a role or permission in the active organization,
 * a predicate), with the same checks the server routes make. `@portcullis/core/next-js` adds
 * {@link protectPage}, which redirects (or answers 404 / 403) through Next.js's own
 * `next/navigation`.
 */
import type { Session, User } from '../db/entities.js';

/** Permissions asked for: `{ resource: [actions] }`; every action listed is needed. */
export type ProtectPermissions = Record<string, string[]>;

/**
 * The caller's member row in the active organization, as `auth.api.getActiveMember` answers it
 * (`{ id, organizationId, userId, role, createdAt, user }`).
 */
export interface ProtectMember {
  id: string;
  organizationId: string;
  userId: string;
  /** One role or several, comma-separated (as Better Auth stores them). */
  role: string;
  [field: string]: unknown;
}

/** What a {@link ProtectOptions.condition} receives, and what {@link protect} returns when it passes. */
export interface ProtectContext {
  session: Session & Record<string, unknown>;
  user: User & Record<string, unknown>;
  /**
   * The caller's member row in the active organization; `null` when no organization is active,
   * the caller is no longer a member, or no organization check was asked for (it is only
   * loaded for `organizationRole`, `organizationPermission` or a `condition`, and only when the
   * server has the organization plugin).
   */
  activeMember: ProtectMember | null;
}

/** The checks of {@link protect}; every one given must pass. */
export interface ProtectChecks {
  /**
   * The user's role from the admin plugin (`user.role`, comma-separated roles as Better Auth
   * stores them): a string or a list, any one of which passes.
   */
  role?: string | string[];
  /**
   * User-level permissions (admin plugin): asked of `auth.api.userHasPermission` with the
   * request's headers, the same check the admin routes make (`adminUserIds`, custom roles; an
   * impersonation session is refused unless `impersonationSessionsKeepAdminAccess`).
   */
  permission?: ProtectPermissions;
  /**
   * The caller's role in the active organization (`member.role`, comma-separated): a string or
   * a list, any one of which passes. No active organization, or not a member: refused.
   */
  organizationRole?: string | string[];
  /**
   * Permissions in the active organization: asked of `auth.api.hasPermission` (organization
   * plugin), the check the organization routes make, custom roles included.
   */
  organizationPermission?: ProtectPermissions;
  /** A last predicate over the session, user and active member; may be async. */
  condition?: (context: ProtectContext) => boolean | Promise<boolean>;
}

/** Options of {@link protect}: the request (its `headers`, or the `request` itself) and the checks. */
export type ProtectOptions = ProtectChecks &
  ({ headers: HeadersInit; request?: undefined } | { request: Request; headers?: undefined });

/**
 * What {@link protect} answers: `ok: true` with the session, user and active member; or `ok:
 * false` with `reason` `'unauthenticated'` (no valid session: none, expired, revoked, or a
 * banned user, whose sessions the admin plugin revokes and refuses) or `'forbidden'` (signed
 * in, but a check failed; `session` and `user` are then given).
 */
export type ProtectResult =
  | ({ ok: true } & ProtectContext)
  | { ok: false; reason: 'unauthenticated' }
  | ({ ok: false; reason: 'forbidden' } & Omit<ProtectContext, 'activeMember'>);

/**
 * The part of a Portcullis instance {@link protect} uses: `auth.api`, whose `getSession` (core),
 * `userHasPermission` (admin plugin), `getActiveMember` and `hasPermission` (organization plugin)
 * it calls. Any `createPortcullis(...)` result.
 */
export interface ProtectableAuth {
  api: object;
}

type FoundSession = Omit<ProtectContext, 'activeMember'>;

type ServerCall = (input: { headers: Headers; body?: unknown }) => Promise<unknown>;

/** `auth.api[name]`, or an Error naming the plugin that adds it. */
function serverCall(
  auth: ProtectableAuth,
  name: string,
  check: string,
  plugin: string,
): ServerCall {
  const call = (auth.api as unknown as Record<string, unknown>)[name];
  if (typeof call !== 'function') {
    throw new Error(
      `protect: the ${check} check needs the ${plugin}() plugin in createPortcullis({ plugins }) ` +
        `(auth.api.${name} is missing).`,
    );
  }
  return call as ServerCall;
}

/** Whether a comma-separated `stored` role list holds any of `wanted`. */
export function hasAnyRole(stored: unknown, wanted: string | string[]): boolean {
  if (typeof stored !== 'string' || stored === '') return false;
  const held = stored.split(',').map((role) => role.trim());
  return (typeof wanted === 'string' ? [wanted] : wanted).some((role) => held.includes(role));
}

/** `{ success }` of a has-permission answer; a refusal thrown as an APIError is a `false`. */
async function granted(call: ServerCall, headers: Headers, body: unknown): Promise<boolean> {
  try {
    const answer = (await call({ headers, body })) as { success?: unknown } | null;
    return answer?.success === true;
  } catch (error) {
    if ((error as { name?: unknown }).name === 'APIError') return false;
    throw error;
  }
}

const needsMember = (checks: ProtectChecks) =>
  checks.organizationRole !== undefined || checks.organizationPermission !== undefined;

/** The active member row, when the checks need it and the server has the organization plugin. */
async function loadActiveMember(
  auth: ProtectableAuth,
  checks: ProtectChecks,
  headers: Headers,
): Promise<ProtectMember | null> {
  const wanted = needsMember(checks);
  const has =
    typeof (auth.api as unknown as Record<string, unknown>).getActiveMember === 'function';
  if (!wanted && !(checks.condition && has)) return null;
  const call = serverCall(auth, 'getActiveMember', 'organization', 'organization');
  return ((await call({ headers })) as ProtectMember | null) ?? null;
}

/**
 * Checks the request's session before rendering a page or answering a request: signed in (a
 * live session, through `auth.api.getSession`: expired, revoked and banned users' sessions are
 * refused there), then every check given, with the same server calls the routes use
 * (`userHasPermission` of the admin plugin, `getActiveMember` and `hasPermission` of the
 * organization plugin). The checks run in order — `role`, `permission`, `organizationRole`,
 * `organizationPermission`, `condition` — and stop at the first failure.
 *
 * UI gates (`<Protect>` in `@portcullis/react`) only hide things; this is the check that
 * counts, and the server routes check again on every call.
 *
 * @returns a {@link ProtectResult}: `{ ok: true, session, user, activeMember }`, or `{ ok:
 *   false, reason: 'unauthenticated' | 'forbidden' }`.
 * @throws Error when a check needs a plugin the instance lacks (`permission`: `admin()`;
 *   `organizationRole` / `organizationPermission`: `organization()`); errors other than an
 *   APIError refusal (e.g. the database is down) propagate.
 * @example
 * // a plain Request handler
 * const result = await protect(auth, { request, permission: { user: ['list'] } });
 * if (!result.ok) return new Response(null, { status: result.reason === 'unauthenticated' ? 401 : 403 });
 */
export async function protect(
  auth: ProtectableAuth,
  options: ProtectOptions,
): Promise<ProtectResult> {
  const headers = new Headers(options.request ? options.request.headers : options.headers);
  const getSession = serverCall(auth, 'getSession', 'session', 'core');
  const found = (await getSession({ headers })) as FoundSession | null;
  if (!found) return { ok: false, reason: 'unauthenticated' };
  const { session, user } = found;
  const forbidden: ProtectResult = { ok: false, reason: 'forbidden', session, user };

  if (options.role !== undefined && !hasAnyRole(user.role, options.role)) return forbidden;
  if (options.permission !== undefined) {
    const call = serverCall(auth, 'userHasPermission', 'permission', 'admin');
    if (!(await granted(call, headers, { permissions: options.permission }))) return forbidden;
  }
  const activeMember = await loadActiveMember(auth, options, headers);
  if (needsMember(options) && !activeMember) return forbidden;
  if (
    options.organizationRole !== undefined &&
    !hasAnyRole(activeMember?.role, options.organizationRole)
  ) {
    return forbidden;
  }
  if (options.organizationPermission !== undefined && activeMember) {
    const call = serverCall(auth, 'hasPermission', 'organizationPermission', 'organization');
    const body = {
      permissions: options.organizationPermission,
      organizationId: activeMember.organizationId,
    };
    if (!(await granted(call, headers, body))) return forbidden;
  }
  const context: ProtectContext = { session, user, activeMember };
  if (options.condition && !(await options.condition(context))) return forbidden;
  return { ok: true, ...context };
}

/** What {@link protectPage} does when the user is signed in but a check fails. */
export type ProtectPageForbidden = 'notFound' | 'forbidden' | { redirect: string };

/** Options of {@link protectPage}: the checks of {@link protect}, and where to send the user. */
export interface ProtectPageOptions extends ProtectChecks {
  /** The request's headers; default `await headers()` from `next/headers`. */
  headers?: HeadersInit;
  /** Where a signed-out user goes. Default `'/sign-in'`. */
  signInURL?: string;
  /**
   * The page's own path, sent to the sign-in page as `redirectTo` and `callbackURL` so the user
   * comes back after signing in. Only a same-origin relative path (`/…`, not `//…` or `/\…`) is
   * passed on; anything else is dropped, so the parameter can never be an open redirect.
   */
  returnTo?: string;
  /**
   * When signed in but refused: `'notFound'` (default: `notFound()`, the page seems not to
   * exist), `'forbidden'` (`forbidden()`, Next.js 15.1+ with `experimental.authInterrupts`), or
   * `{ redirect: url }`.
   */
  onForbidden?: ProtectPageForbidden;
}

interface NextNavigation {
  redirect(url: string): never;
  notFound(): never;
  forbidden?(): never;
}

interface NextHeaders {
  headers(): Promise<Headers> | Headers;
}

/**
 * Whether `path` is a same-origin relative path: starts with one `/`, not `//` or `/\` (which
 * browsers read as another host), no control characters.
 */
export function isSafeReturnPath(path: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused.
  return /^\/(?![/\\])/.test(path) && !/[\u0000-\u001f\u007f]/.test(path);
}

/**
 * `signInURL` with `redirectTo` and `callbackURL` set to `returnTo` when it is a same-origin
 * relative path; unchanged otherwise.
 *
 * @example signInURLWithReturn('/sign-in', '/admin?tab=users') // '/sign-in?redirectTo=%2Fadmin%3Ftab%3Dusers&callbackURL=…'
 */
export function signInURLWithReturn(signInURL: string, returnTo: string | undefined): string {
  if (!returnTo || !isSafeReturnPath(returnTo)) return signInURL;
  const [base, hash = ''] = signInURL.split('#', 2) as [string, string?];
  const params = new URLSearchParams({ redirectTo: returnTo, callbackURL: returnTo });
  return `${base}${base.includes('?') ? '&' : '?'}${params}${hash ? `#${hash}` : ''}`;
}

async function loadNext<T>(specifier: 'next/navigation' | 'next/headers'): Promise<T> {
  try {
    return (await import(/* @vite-ignore */ specifier)) as T;
  } catch (cause) {
    throw new Error(`protectPage needs Next.js: '${specifier}' could not be loaded.`, { cause });
  }
}

/**
 * For a Next.js App Router page, layout or server action: runs {@link protect} on the request
 * and returns its session, user and active member; otherwise it does not return — a signed-out
 * user is sent to `signInURL` (`redirect()`), a refused one gets `notFound()` (default),
 * `forbidden()` or a redirect. `next/navigation` and `next/headers` are loaded at call time from
 * the app's own Next.js; core does not bundle or depend on it.
 *
 * @throws Next.js's redirect / not-found / forbidden signals (let them propagate); Error when
 *   Next.js cannot be loaded, when `onForbidden: 'forbidden'` is used with a Next.js without
 *   `forbidden()`, or when a check needs a plugin the instance lacks.
 * @example
 * // app/admin/page.tsx
 * import { protectPage } from '@portcullis/core/next-js';
 * export default async function AdminPage() {
 *   const { user } = await protectPage(auth, { role: 'admin', returnTo: '/admin' });
 *   return <h1>Hello {user.name}</h1>;
 * }
 */
export async function protectPage(
  auth: ProtectableAuth,
  options: ProtectPageOptions = {},
): Promise<ProtectContext> {
  const {
    headers,
    signInURL = '/sign-in',
    returnTo,
    onForbidden = 'notFound',
    ...checks
  } = options;
  const requestHeaders = headers ?? (await (await loadNext<NextHeaders>('next/headers')).headers());
  const result = await protect(auth, { ...checks, headers: requestHeaders });
  if (result.ok) {
    const { ok: _ok, ...context } = result;
    return context;
  }
  const navigation = await loadNext<NextNavigation>('next/navigation');
  if (result.reason === 'unauthenticated')
    navigation.redirect(signInURLWithReturn(signInURL, returnTo));
  if (onForbidden === 'notFound') navigation.notFound();
  if (onForbidden === 'forbidden') {
    if (!navigation.forbidden) {
      throw new Error(
        "protectPage: onForbidden 'forbidden' needs Next.js 15.1 or later (forbidden()).",
      );
    }
    navigation.forbidden();
  }
  return navigation.redirect((onForbidden as { redirect: string }).redirect);
}

/**
 * {@link protectPage} with no checks but being signed in: the session and user, or a redirect to
 * `signInURL`.
 *
 * @example const { user } = await requireSession(auth, { returnTo: '/account' });
 */
export function requireSession(
  auth: ProtectableAuth,
  options: Pick<ProtectPageOptions, 'headers' | 'signInURL' | 'returnTo'> = {},
): Promise<ProtectContext> {
  return protectPage(auth, options);
}
