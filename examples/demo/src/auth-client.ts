import { createAuthClient } from '@portcullis/core/client';

/**
 * The demo's one auth client. No `baseURL`: the UI is served by the same server as the API, so
 * requests go to this origin's `/api/auth` and the session cookie comes along by itself.
 */
export const authClient = createAuthClient();
