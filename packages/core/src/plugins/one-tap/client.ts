import type { ClientPluginContext, ClientResult } from '../../plugin/client.js';
import { ONE_TAP_ERROR_CODES } from './error-codes.js';

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

/** What Google's prompt reports when it is not shown (a subset of Google's notification). */
export interface PromptNotification {
  isDismissedMoment?: () => boolean;
  isSkippedMoment?: () => boolean;
  getDismissedReason?: () => string;
  getSkippedReason?: () => string;
}

interface GoogleIdentity {
  initialize(config: Record<string, unknown>): void;
  prompt(listener?: (notification: PromptNotification) => void): void;
}

/** Options of {@link oneTapClient}: Better Auth 1.2.7's. */
export interface OneTapClientOptions {
  /** The Google client id (the server's `oneTap({ clientId })` or Google provider's). */
  clientId: string;
  /** Sign in at once when the user has one Google session that chose this app before. Default: false. */
  autoSelect?: boolean;
  /** Close the prompt when the user clicks outside it. Default: true (Google's). */
  cancelOnTapOutside?: boolean;
  /** The prompt's wording. Default: `'signin'`. */
  context?: 'signin' | 'signup' | 'use';
  /** Other options of `google.accounts.id.initialize`. */
  additionalOptions?: Record<string, unknown>;
  /**
   * Retries when the prompt is dismissed or skipped: `baseDelay` in milliseconds, doubled each
   * time, `maxAttempts` times. Default: `{ baseDelay: 1000, maxAttempts: 5 }`.
   */
  promptOptions?: { baseDelay?: number; maxAttempts?: number };
}

/** Options of one `client.oneTap(...)` call. */
export interface OneTapCallOptions {
  /** Where the page goes after sign-in. Default: `/` (no navigation when `fetchOptions` are given). */
  callbackURL?: string;
  autoSelect?: boolean;
  cancelOnTapOutside?: boolean;
  context?: 'signin' | 'signup' | 'use';
  /** Called when Google did not show the prompt after every attempt. */
  onPromptNotification?: (notification: PromptNotification) => void;
  /** Given: no navigation unless `callbackURL` is given too (the app handles the sign-in). */
  fetchOptions?: Record<string, unknown>;
}

/** The call {@link oneTapClient} adds. */
export interface OneTapMethods {
  /**
   * Shows Google One Tap (loading Google's script once) and, when the user picks an account,
   * posts its ID token to `/one-tap/callback`, reloads the session store and navigates to
   * `callbackURL`. Outside a browser it does nothing. Resolves with the callback's answer, or
   * `undefined` when no sign-in happened.
   *
   * @example await client.oneTap({ callbackURL: '/dashboard' });
   */
  oneTap(options?: OneTapCallOptions): Promise<ClientResult<unknown> | undefined>;
}

/** What {@link oneTapClient} returns. */
export interface OneTapClientPlugin {
  id: 'one-tap';
  methods(ctx: ClientPluginContext): OneTapMethods;
  $ERROR_CODES: typeof ONE_TAP_ERROR_CODES;
}

let script: Promise<void> | undefined;

function loadGoogleScript(): Promise<void> {
  script ??= new Promise<void>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = GOOGLE_SCRIPT;
    element.async = true;
    element.onload = () => resolve();
    element.onerror = () => {
      script = undefined;
      reject(new Error('[portcullis] Google One Tap: the Google script did not load.'));
    };
    document.head.appendChild(element);
  });
  return script;
}

const googleIdentity = () =>
  (globalThis as { google?: { accounts?: { id?: GoogleIdentity } } }).google?.accounts?.id;

/**
 * The client side of the `oneTap()` plugin, Better Auth 1.2.7's `oneTapClient`:
 * `client.oneTap(options?)` shows Google's One Tap prompt and signs in with the ID token it
 * gives. One prompt at a time: a call while one is open does nothing.
 *
 * @example
 * const client = createAuthClient({ plugins: [oneTapClient({ clientId: GOOGLE_CLIENT_ID })] });
 * await client.oneTap({ callbackURL: '/dashboard' });
 */
export function oneTapClient(options: OneTapClientOptions): OneTapClientPlugin {
  let open = false;
  return {
    id: 'one-tap',
    methods: (ctx) => ({
      async oneTap(call = {}) {
        if (open || typeof window === 'undefined' || typeof document === 'undefined') return;
        open = true;
        try {
          await loadGoogleScript();
          const google = googleIdentity();
          if (!google) return undefined;
          return await new Promise<ClientResult<unknown> | undefined>((resolve) => {
            let done = false;
            google.initialize({
              client_id: options.clientId,
              auto_select: call.autoSelect ?? options.autoSelect,
              cancel_on_tap_outside: call.cancelOnTapOutside ?? options.cancelOnTapOutside,
              context: call.context ?? options.context ?? 'signin',
              ...options.additionalOptions,
              callback: async (response: { credential: string }) => {
                done = true;
                const result = await ctx.post(
                  '/one-tap/callback',
                  { idToken: response.credential },
                  true,
                );
                if (!result.error && (!call.fetchOptions || call.callbackURL)) {
                  window.location.assign(call.callbackURL ?? '/');
                }
                resolve(result);
              },
            });
            const baseDelay = options.promptOptions?.baseDelay ?? 1000;
            const maxAttempts = options.promptOptions?.maxAttempts ?? 5;
            const prompt = (attempt: number) =>
              google.prompt((notification) => {
                if (done) return;
                if (!notification.isDismissedMoment?.() && !notification.isSkippedMoment?.())
                  return;
                if (attempt < maxAttempts) {
                  setTimeout(() => prompt(attempt + 1), 2 ** attempt * baseDelay);
                } else {
                  call.onPromptNotification?.(notification);
                  resolve(undefined);
                }
              });
            prompt(0);
          });
        } finally {
          open = false;
        }
      },
    }),
    $ERROR_CODES: ONE_TAP_ERROR_CODES,
  };
}
