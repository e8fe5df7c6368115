import type { HookContext } from '../../plugin/index.js';
import type { OTPSettings } from './otp.js';
import { type SendVerificationOTP, sendOTPAfterResponse } from './send-otp.js';

/**
 * The after hook of `sendVerificationOnSignUp`: once a `/sign-up/*` route has made a user, an
 * `email-verification` code is made and sent to the user's address, after the response (Better
 * Auth 1.2.7 sends it before answering).
 */
export function createSignUpOTPHook(settings: OTPSettings, send: SendVerificationOTP) {
  return (ctx: HookContext, result: unknown): undefined => {
    if (!ctx.path.startsWith('/sign-up')) return;
    const email = (result as { user?: { email?: unknown } } | null)?.user?.email;
    if (typeof email !== 'string' || !email) return;
    sendOTPAfterResponse(ctx, settings, send, 'email-verification', email, false);
  };
}
