import type {
  AuthClient,
  EmailOTPMethods,
  MagicLinkMethods,
  OrganizationMethods,
  PhoneNumberMethods,
  UsernameClientPlugin,
} from '@portcullis/core/client';

// The kit takes any client; the components of a plugin check, when they render, that the
// client was created with that plugin's client half, and say how to fix it when not.

/** A client created with `organizationClient()`. */
export type OrganizationAuthClient = AuthClient & OrganizationMethods;

/** A client created with `usernameClient()`. */
export type UsernameAuthClient = AuthClient<[UsernameClientPlugin]>;

function hasOrganization(client: AuthClient): client is OrganizationAuthClient {
  return 'organization' in client;
}

function hasUsername(client: AuthClient): client is UsernameAuthClient {
  return 'username' in client.signIn;
}

/** A client created with `magicLinkClient()`. */
export type MagicLinkAuthClient = AuthClient & MagicLinkMethods;

/** A client created with `emailOTPClient()`. */
export type EmailOTPAuthClient = AuthClient & EmailOTPMethods;

function missing(caller: string, plugin: string): Error {
  return new Error(
    `${caller} requires ${plugin}() in createAuthClient({ plugins }): create the client with ` +
      `createAuthClient({ plugins: [${plugin}()] }), importing ${plugin} from ` +
      "'@portcullis/core/client'.",
  );
}

/**
 * `client`, known to have the organization calls.
 *
 * @throws Error "{caller} requires organizationClient() in createAuthClient({ plugins })…".
 */
export function requireOrganizationClient(
  client: AuthClient,
  caller: string,
): OrganizationAuthClient {
  if (!hasOrganization(client)) throw missing(caller, 'organizationClient');
  return client;
}

/**
 * `client`, known to have `signIn.username` and the username fields.
 *
 * @throws Error "{caller} requires usernameClient() in createAuthClient({ plugins })…".
 */
export function requireUsernameClient(client: AuthClient, caller: string): UsernameAuthClient {
  if (!hasUsername(client)) throw missing(caller, 'usernameClient');
  return client;
}

/**
 * `client`, known to have `client.signIn.magicLink` and `client.magicLink.verify`.
 *
 * @throws Error "{caller} requires magicLinkClient() in createAuthClient({ plugins })…".
 */
export function requireMagicLinkClient(client: AuthClient, caller: string): MagicLinkAuthClient {
  if (!('magicLink' in client.signIn)) throw missing(caller, 'magicLinkClient');
  return client as MagicLinkAuthClient;
}

/**
 * `client`, known to have `client.emailOtp.*`, `client.signIn.emailOtp` and
 * `client.forgetPassword.emailOtp`.
 *
 * @throws Error "{caller} requires emailOTPClient() in createAuthClient({ plugins })…".
 */
export function requireEmailOTPClient(client: AuthClient, caller: string): EmailOTPAuthClient {
  if (!('emailOtp' in client)) throw missing(caller, 'emailOTPClient');
  return client as EmailOTPAuthClient;
}

/** A client created with `phoneNumberClient()`. */
export type PhoneNumberAuthClient = AuthClient & PhoneNumberMethods;

/**
 * `client`, known to have `client.phoneNumber.*` and `client.signIn.phoneNumber`.
 *
 * @throws Error "{caller} requires phoneNumberClient() in createAuthClient({ plugins })…".
 */
export function requirePhoneNumberClient(
  client: AuthClient,
  caller: string,
): PhoneNumberAuthClient {
  if (!('phoneNumber' in client)) throw missing(caller, 'phoneNumberClient');
  return client as PhoneNumberAuthClient;
}
