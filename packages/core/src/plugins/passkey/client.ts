import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import type { ClientError, ClientPluginContext, ClientResult } from '../../plugin/client.js';
import { PASSKEY_ERROR_CODES } from './error-codes.js';
import type { Passkey } from './schema.js';

/** A passkey as the client receives it: the stored row (without `aaguid`), dates as JSON strings. */
export type ClientPasskey = Omit<Passkey, 'createdAt' | 'aaguid'> & { createdAt: string | null };

/** Input of `client.passkey.addPasskey` (Better Auth 1.2.7's). */
export interface AddPasskeyInput {
  /** A name the user gives the passkey (e.g. "Work laptop"); at most 256 characters by default. */
  name?: string;
  /** `'platform'` (this device's authenticator) or `'cross-platform'` (a security key, a phone). */
  authenticatorAttachment?: 'platform' | 'cross-platform';
  /** Ask the browser to create the passkey without a prompt after a password sign-in (WebAuthn conditional create). */
  useAutoRegister?: boolean;
}

/** Input of `client.signIn.passkey` (Better Auth 1.2.7's). */
export interface SignInPasskeyInput {
  /**
   * Conditional UI: wait for the user to pick a passkey in the browser's autofill of an input
   * with `autocomplete="username webauthn"` (`startAuthentication({ useBrowserAutofill: true })`)
   * instead of opening a dialog. Default: false.
   */
  autoFill?: boolean;
  /** Sent to the server, which ignores it (as Better Auth does). */
  email?: string;
}

/** The calls {@link passkeyClient} adds. */
export interface PasskeyMethods {
  signIn: {
    /**
     * Signs in with a passkey: `POST /passkey/generate-authenticate-options`, the browser
     * ceremony (`startAuthentication`), `POST /passkey/verify-authentication`; the session store
     * is then refetched. Resolves to `{ data: { session } }` or an error: the server's (400
     * `AUTHENTICATION_FAILED`, 401 `PASSKEY_NOT_FOUND`, 400 `CHALLENGE_NOT_FOUND`), or 400
     * `AUTH_CANCELLED` 'auth cancelled' when the ceremony failed or was cancelled (Better Auth's
     * message).
     */
    passkey(input?: SignInPasskeyInput): Promise<ClientResult<{ session: unknown }>>;
  };
  passkey: {
    /**
     * Adds a passkey to the signed-in user: `GET /passkey/generate-register-options`, the
     * browser ceremony (`startRegistration`), `POST /passkey/verify-registration`. Resolves to
     * the stored passkey or an error: the server's, or (Better Auth's messages) 400
     * `PREVIOUSLY_REGISTERED` 'previously registered' (this authenticator already holds one of
     * the user's passkeys), 400 `REGISTRATION_CANCELLED` 'registration cancelled' (an aborted ceremony), 400 with
     * another `WebAuthnError`'s code and message (a user's cancel), 500 `UNKNOWN_ERROR` otherwise.
     */
    addPasskey(input?: AddPasskeyInput): Promise<ClientResult<ClientPasskey>>;
    /** `GET /passkey/list-user-passkeys`: the signed-in user's passkeys, oldest first. */
    listUserPasskeys(): Promise<ClientResult<ClientPasskey[]>>;
    /** `POST /passkey/delete-passkey` `{ id }` → `null` (also for an id that is not the user's). */
    deletePasskey(input: { id: string }): Promise<ClientResult<null>>;
    /**
     * `POST /passkey/update-passkey` `{ id, name }` → `{ passkey }`. Errors: 404
     * `PASSKEY_NOT_FOUND`, 401 `YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY`.
     */
    updatePasskey(input: {
      id: string;
      name: string;
    }): Promise<ClientResult<{ passkey: ClientPasskey }>>;
  };
}

/** Error codes the client itself answers with, besides the server's. */
export const PASSKEY_CLIENT_ERROR_CODES = {
  AUTH_CANCELLED: 'auth cancelled',
  REGISTRATION_CANCELLED: 'registration cancelled',
  PREVIOUSLY_REGISTERED: 'previously registered',
} as const;

/** What {@link passkeyClient} returns. */
export interface PasskeyClientPlugin {
  id: 'passkey';
  methods(ctx: ClientPluginContext): PasskeyMethods;
  $ERROR_CODES: typeof PASSKEY_ERROR_CODES & typeof PASSKEY_CLIENT_ERROR_CODES;
}

const failure = (status: number, code: string, message: string) =>
  ({ data: null, error: { status, code, message } satisfies ClientError }) as const;

/**
 * The client side of the `passkey()` plugin, Better Auth 1.2.7's `passkeyClient()`:
 * `client.passkey.addPasskey`, `client.signIn.passkey` (with `autoFill` for conditional UI),
 * `client.passkey.listUserPasskeys`, `deletePasskey` and `updatePasskey`. The WebAuthn
 * ceremonies run through `@simplewebauthn/browser`.
 *
 * @example
 * const client = createAuthClient({ plugins: [passkeyClient()] });
 * await client.passkey.addPasskey({ name: 'Laptop' });
 * // On the sign-in page, with <input autocomplete="username webauthn">:
 * if (await PublicKeyCredential.isConditionalMediationAvailable?.()) {
 *   void client.signIn.passkey({ autoFill: true });
 * }
 */
export function passkeyClient(): PasskeyClientPlugin {
  return {
    id: 'passkey',
    methods: (ctx) => ({
      signIn: {
        async passkey(input = {}) {
          const options = await ctx.post<PublicKeyCredentialRequestOptionsJSON>(
            '/passkey/generate-authenticate-options',
            { email: input.email },
            false,
          );
          if (options.error) return options;
          let response: Awaited<ReturnType<typeof startAuthentication>>;
          try {
            response = await startAuthentication({
              optionsJSON: options.data,
              useBrowserAutofill: input.autoFill,
            });
          } catch {
            return failure(400, 'AUTH_CANCELLED', PASSKEY_CLIENT_ERROR_CODES.AUTH_CANCELLED);
          }
          return ctx.post<{ session: unknown }>(
            '/passkey/verify-authentication',
            { response },
            true,
          );
        },
      },
      passkey: {
        async addPasskey(input = {}) {
          const options = await ctx.get<PublicKeyCredentialCreationOptionsJSON>(
            '/passkey/generate-register-options',
            input.authenticatorAttachment
              ? { authenticatorAttachment: input.authenticatorAttachment }
              : {},
          );
          if (options.error) return options;
          let response: Awaited<ReturnType<typeof startRegistration>>;
          try {
            response = await startRegistration({
              optionsJSON: options.data,
              useAutoRegister: input.useAutoRegister,
            });
          } catch (error) {
            return registrationFailure(error);
          }
          return ctx.post<ClientPasskey>(
            '/passkey/verify-registration',
            { response, name: input.name },
            false,
          );
        },
        listUserPasskeys: () => ctx.get<ClientPasskey[]>('/passkey/list-user-passkeys'),
        deletePasskey: (input) => ctx.post<null>('/passkey/delete-passkey', input, false),
        updatePasskey: (input) =>
          ctx.post<{ passkey: ClientPasskey }>('/passkey/update-passkey', input, false),
      },
    }),
    $ERROR_CODES: { ...PASSKEY_ERROR_CODES, ...PASSKEY_CLIENT_ERROR_CODES },
  };
}

// Better Auth 1.2.7's mapping of a failed `startRegistration`.
function registrationFailure(error: unknown) {
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
      return failure(
        400,
        'PREVIOUSLY_REGISTERED',
        PASSKEY_CLIENT_ERROR_CODES.PREVIOUSLY_REGISTERED,
      );
    }
    if (error.code === 'ERROR_CEREMONY_ABORTED') {
      return failure(
        400,
        'REGISTRATION_CANCELLED',
        PASSKEY_CLIENT_ERROR_CODES.REGISTRATION_CANCELLED,
      );
    }
    return failure(400, error.code, error.message);
  }
  return failure(500, 'UNKNOWN_ERROR', error instanceof Error ? error.message : 'unknown error');
}
