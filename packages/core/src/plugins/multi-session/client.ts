import type {
  ClientPluginContext,
  ClientResult,
  EndpointBody,
  EndpointResult,
} from '../../plugin/client.js';
import { MULTI_SESSION_ERROR_CODES } from './error-codes.js';
import type { createListDeviceSessionsEndpoint } from './routes/list-device-sessions.js';
import type { createRevokeDeviceSessionEndpoint } from './routes/revoke-device-session.js';
import type { createSetActiveSessionEndpoint } from './routes/set-active-session.js';

type ListEndpoint = ReturnType<typeof createListDeviceSessionsEndpoint>;
type SetActiveEndpoint = ReturnType<typeof createSetActiveSessionEndpoint>;
type RevokeEndpoint = ReturnType<typeof createRevokeDeviceSessionEndpoint>;

/** One account of the device: `{ session, user }`, as `listDeviceSessions` answers. */
export type DeviceSession = EndpointResult<ListEndpoint>[number];

/** The calls {@link multiSessionClient} adds, under `client.multiSession`. */
export interface MultiSessionMethods {
  multiSession: {
    /**
     * `GET /multi-session/list-device-sessions`: the accounts signed in on this browser, one
     * `{ session, user }` per user; `[]` without any. Each `session.token` is what
     * `setActive` and `revoke` take.
     *
     * @example
     * const { data: accounts } = await client.multiSession.listDeviceSessions();
     */
    listDeviceSessions(): Promise<ClientResult<DeviceSession[]>>;
    /**
     * `POST /multi-session/set-active`: switches to another account of this browser, then
     * reloads the session store. Errors: 401 `UNAUTHORIZED` signed out; 401
     * `INVALID_SESSION_TOKEN` for a session this browser does not hold, or that ended.
     *
     * @example
     * await client.multiSession.setActive({ sessionToken: account.session.token });
     */
    setActive(
      input: EndpointBody<SetActiveEndpoint>,
    ): Promise<ClientResult<EndpointResult<SetActiveEndpoint>>>;
    /**
     * `POST /multi-session/revoke`: signs one account of this browser out (when it was the
     * active one, the next account becomes active), then reloads the session store. Errors as
     * `setActive`. To sign every account out, call `client.signOut()`.
     *
     * @example
     * await client.multiSession.revoke({ sessionToken: account.session.token });
     */
    revoke(
      input: EndpointBody<RevokeEndpoint>,
    ): Promise<ClientResult<EndpointResult<RevokeEndpoint>>>;
  };
}

/** What {@link multiSessionClient} returns. */
export interface MultiSessionClientPlugin {
  id: 'multi-session';
  methods(ctx: ClientPluginContext): MultiSessionMethods;
  $ERROR_CODES: typeof MULTI_SESSION_ERROR_CODES;
}

/**
 * The client side of the `multiSession()` plugin, Better Auth 1.2.7's `multiSessionClient`
 * calls: `client.multiSession.listDeviceSessions()`, `.setActive({ sessionToken })` and
 * `.revoke({ sessionToken })`; the session store follows a switch. Adds
 * `INVALID_SESSION_TOKEN` to `client.$ERROR_CODES`.
 *
 * @example
 * const client = createAuthClient({ plugins: [multiSessionClient()] });
 * const { data: accounts } = await client.multiSession.listDeviceSessions();
 * await client.multiSession.setActive({ sessionToken: accounts![0]!.session.token });
 */
export function multiSessionClient(): MultiSessionClientPlugin {
  return {
    id: 'multi-session',
    methods: (ctx) => ({
      multiSession: {
        listDeviceSessions: () => ctx.get('/multi-session/list-device-sessions'),
        setActive: (input) => ctx.post('/multi-session/set-active', input, true),
        revoke: (input) => ctx.post('/multi-session/revoke', input, true),
      },
    }),
    $ERROR_CODES: MULTI_SESSION_ERROR_CODES,
  };
}
