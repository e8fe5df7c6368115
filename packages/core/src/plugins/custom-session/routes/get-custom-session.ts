import { z } from 'zod';
import {
  APIError,
  defineEndpoint,
  type EndpointContext,
  getSession,
  isFromCookieCache,
  markCustomSessionAnswer,
  responseSession,
  setCookieCache,
} from '../../../plugin/index.js';

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', ''])])
  .transform((value) => value === true || value === 'true' || value === '')
  .optional();

/** The app's function: the session and user in, the `/get-session` answer out. */
export type CustomSessionFunction<Input, Returns> = (
  session: Input,
  ctx: EndpointContext<any, any>,
) => Returns | Promise<Returns>;

/**
 * `GET /get-session`, replaced: the session is read exactly as the core route reads it (cookie
 * cache, sliding refresh and its cookie, `disableRefresh` and `disableCookieCache`), then the
 * app's function reshapes it, and its result is the answer. Signed out: `null`, the function is
 * not called. An unexpected failure to read the session answers `null` too, as Better Auth
 * 1.2.7's plugin does (logged); a database outage still answers 503 `SERVICE_UNAVAILABLE` and a
 * database hook's refusal its own error. What the function throws is answered as any handler
 * error.
 *
 * @throws APIError 400 VALIDATION_ERROR 'Headers is required' for a server call without headers.
 */
export function createCustomSessionEndpoint<Input, Returns>(
  fn: CustomSessionFunction<Input, Returns>,
) {
  return defineEndpoint(
    '/get-session',
    {
      method: 'GET',
      requireHeaders: true,
      query: z
        .object({ disableCookieCache: flag, disableRefresh: z.boolean().optional() })
        .optional(),
      metadata: { summary: 'Get the current session, as the app shapes it', tags: ['Session'] },
    },
    async (ctx): Promise<Returns | null> => {
      let found: Awaited<ReturnType<typeof getSession>>;
      try {
        found = await getSession(ctx, {
          disableRefresh: ctx.query?.disableRefresh,
          disableCookieCache: ctx.query?.disableCookieCache,
        });
      } catch (error) {
        if (error instanceof APIError) throw error; // an outage (503), a database hook's refusal
        ctx.context.logger.error('Failed to get session', error);
        return null;
      }
      if (!found) return null;
      // As Better Auth 1.2.7: a read that skipped the cache renews it.
      if (ctx.query?.disableCookieCache) setCookieCache(ctx, found);
      const input = responseSession(ctx.context.responseRow, found);
      const answer = await fn(input as Input, ctx);
      // The jwt plugin signs from the session read, never from a cached one.
      markCustomSessionAnswer(answer, isFromCookieCache(found) ? null : input);
      return answer;
    },
  );
}
