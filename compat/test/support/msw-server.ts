/**
 * The one msw server of a compat test process. Two `setupServer()` instances in one process
 * stack their interceptors, and requests that the first one should answer (the providers' key
 * sets, fetched by Better Auth's jose over `https.get`) escaped once the second was listening;
 * so every mock (`providers.ts`, `outbound-mock.ts`) adds its handlers here. Other hosts pass
 * through untouched.
 */
import { syncBuiltinESMExports } from 'node:module';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

const server = setupServer();
let listening = false;

/** Starts the server on first use and adds `handlers` (never reset: each mock adds its own once). */
export function useMockHandlers(...handlers: RequestHandler[]): void {
  if (!listening) {
    server.listen({ onUnhandledRequest: 'bypass' });
    // msw patches `https.get` on the CommonJS module; ES modules that imported `node:https`
    // (jose 5, behind Better Auth's One Tap key set) see the patch only once synced.
    syncBuiltinESMExports();
    listening = true;
  }
  server.use(...handlers);
}
