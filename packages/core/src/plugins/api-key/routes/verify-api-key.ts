import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import { apiKeyMessage } from '../error-codes.js';
import type { ExpiredKeySweeper } from '../expired-keys.js';
import type { ApiKey } from '../key.js';
import type { ApiKeySettings } from '../options.js';
import { verifyKey } from '../verify-key.js';

/** What `auth.api.verifyApiKey` answers (never an error status). */
export type VerifyApiKeyResult =
  | { valid: true; error: null; key: ApiKey }
  | {
      valid: false;
      error: {
        message: string;
        code: 'KEY_NOT_FOUND' | 'KEY_DISABLED' | 'KEY_EXPIRED' | 'USAGE_EXCEEDED' | 'RATE_LIMITED';
        details?: { tryAgainIn: number };
      };
      key: null;
    };

/**
 * `auth.api.verifyApiKey({ body: { key, permissions? } })` (server only, as in Better Auth
 * 1.2.7; over HTTP it answers 404): checks a key and spends one use of it (see `verifyKey`:
 * one read, and one conditional decrement when the key counts uses). Answers
 * `{ valid, error, key }`, `error.code` one of KEY_NOT_FOUND (unknown, too short, refused by
 * `customAPIKeyValidator`, or lacking `permissions`), KEY_DISABLED, KEY_EXPIRED,
 * USAGE_EXCEEDED, RATE_LIMITED (with `details.tryAgainIn`, ms).
 *
 * @example
 * const { valid, key } = await auth.api.verifyApiKey({ body: { key: request.headers.get('x-api-key') ?? '' } });
 */
export function createVerifyApiKeyEndpoint(settings: ApiKeySettings, sweep: ExpiredKeySweeper) {
  return defineEndpoint(
    '/api-key/verify',
    {
      method: 'POST',
      serverOnly: true,
      body: z.object({
        key: z.string(),
        permissions: z.record(z.string(), z.array(z.string())).optional(),
      }),
      metadata: { summary: 'Verify an API key', tags: ['API key'] },
    },
    async (ctx): Promise<VerifyApiKeyResult> => {
      const { key, permissions } = ctx.body;
      const invalid = {
        valid: false,
        error: { message: apiKeyMessage('INVALID_API_KEY'), code: 'KEY_NOT_FOUND' },
        key: null,
      } as const;
      if (key.length < settings.keyLength) return invalid;
      if (settings.validator && !settings.validator({ ctx, key })) return invalid;
      const verified = await verifyKey(ctx.context, settings, key, { permissions });
      if (!verified.valid) {
        const { code, message, tryAgainIn } = verified.error;
        return {
          valid: false,
          error: {
            message,
            code,
            ...(tryAgainIn === undefined ? {} : { details: { tryAgainIn } }),
          },
          key: null,
        };
      }
      sweep(ctx.context);
      return { valid: true, error: null, key: verified.key };
    },
  );
}
