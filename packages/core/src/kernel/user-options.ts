import type { User } from '../db/entities.js';
import type { AdditionalField } from '../user/additional-fields.js';

/** What an email sender receives. `url` is built from `baseURL`, never from the request. */
export interface EmailMessage {
  user: User;
  /** The link to put in the email. */
  url: string;
  /** The raw single-use token in the link (for apps that build their own links). */
  token: string;
}

/** Options of email verification (SPEC §4, §8). */
export interface EmailVerificationOptions {
  /** Sends the verification email. Without it, routes answer 'Verification email isn't enabled'. */
  sendVerificationEmail?: (message: EmailMessage, request?: Request) => Promise<void> | void;
  /** Sends a verification email after sign-up. Default: false. */
  sendOnSignUp?: boolean;
  /** Signs the user in when they follow a valid verification link. Default: false. */
  autoSignInAfterVerification?: boolean;
  /** Lifetime of verification tokens in seconds. Default: 3600 (1 hour, SPEC §9). */
  expiresIn?: number;
}

/** Options of the user model. */
export interface UserOptions {
  /**
   * Extra user columns, accepted by sign-up and update-user (SPEC §5). A `string` field holds at
   * most its `maxLength` characters. Default: 1024; longer input answers 400 `VALIDATION_ERROR`.
   */
  additionalFields?: Record<string, AdditionalField>;
  /**
   * Most characters of `user.name` (sign-up, update-user; a provider's name is shortened to it).
   * Default: 256. Longer input answers 400 `VALIDATION_ERROR` 'Invalid body parameters' with
   * `details: [{ path: 'name', … }]`.
   */
  maxNameLength?: number;
  /**
   * Most characters of an email address on every route that takes one (sign-up, sign-in,
   * forget-password, send-verification-email, change-email, organization invitations and
   * member removal). Default: 254 (RFC 5321 §4.5.3.1.3: longer addresses cannot be delivered).
   * Longer input answers 400 `INVALID_EMAIL` 'Invalid email'.
   */
  maxEmailLength?: number;
  /**
   * Most characters of `user.image`, a URL (sign-up, update-user; a provider's longer picture
   * URL is dropped). Default: 2048. Longer input answers 400 `VALIDATION_ERROR`. Raise it to
   * store `data:` URLs.
   */
  maxImageLength?: number;
  /** `POST /change-email`. */
  changeEmail?: {
    /** Default: false ('Change email is disabled'). */
    enabled: boolean;
    /**
     * Sends the link that confirms a change away from a verified email, to that address. The link
     * works only where that user is signed in (else `error=unauthorized`).
     */
    sendChangeEmailVerification?: (
      message: EmailMessage & { newEmail: string },
      request?: Request,
    ) => Promise<void> | void;
  };
  /** `POST /delete-user`. Without `enabled`, the routes answer 404 (SPEC §6). */
  deleteUser?: {
    enabled: boolean;
    /**
     * Sends a confirmation link; when set, deletion waits for `/delete-user/callback` (or its
     * token), even after a correct password.
     */
    sendDeleteAccountVerification?: (
      message: EmailMessage,
      request?: Request,
    ) => Promise<void> | void;
    /** Runs before deletion; throw an APIError to refuse. */
    beforeDelete?: (user: User, request?: Request) => Promise<void> | void;
    /** Runs after the user and everything they own are deleted. */
    afterDelete?: (user: User, request?: Request) => Promise<void> | void;
    /** Lifetime of deletion tokens in seconds. Default: 86400 (1 day, SPEC §9). */
    deleteTokenExpiresIn?: number;
  };
}
