import { defineEndpoint } from '../../../kernel/endpoint.js';

/** `GET /ok`: a liveness probe answering `{ ok: true }` (SPEC §2). */
export const ok = defineEndpoint(
  '/ok',
  { method: 'GET', metadata: { summary: 'Health check', tags: ['Health'] } },
  (): { ok: true } => ({ ok: true }),
);
