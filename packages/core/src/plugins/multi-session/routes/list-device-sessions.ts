import { defineEndpoint, responseSession, type SessionWithUser } from '../../../plugin/index.js';
import { readDeviceCookies } from '../device-cookies.js';
import { findDeviceSessions } from '../device-sessions.js';
import type { MultiSessionSettings } from '../settings.js';

/**
 * `GET /multi-session/list-device-sessions`: the accounts signed in on this browser, one
 * `{ session, user }` per user (the first session found of each), from the device cookies this
 * server signed; sessions that ended are left out. `[]` without any. Needs no session: the
 * signed cookies are the proof, as in Better Auth 1.2.7.
 *
 * @throws APIError 400 VALIDATION_ERROR 'Headers is required' for a server call without
 *   `headers`.
 */
export function createListDeviceSessionsEndpoint(settings: MultiSessionSettings) {
  return defineEndpoint(
    '/multi-session/list-device-sessions',
    {
      method: 'GET',
      requireHeaders: true,
      metadata: { summary: 'List the accounts signed in on this device', tags: ['Multi-session'] },
    },
    async (ctx): Promise<SessionWithUser[]> => {
      const cookies = readDeviceCookies(ctx, settings.maximumSessions);
      if (cookies.length === 0) return [];
      const seen = new Set<string>();
      const out: SessionWithUser[] = [];
      for (const { session, user } of await findDeviceSessions(ctx, cookies)) {
        if (seen.has(user.id)) continue;
        seen.add(user.id);
        out.push(responseSession(ctx.context.responseRow, { session, user }));
      }
      return out;
    },
  );
}
