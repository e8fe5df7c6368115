// The throwaway project's config, read by `npx portcullis migrate` (TypeScript, through jiti).
import { createPortcullis } from '@portcullis/core';

export default createPortcullis({
  baseURL: 'http://localhost:3000',
  database: './smoke.db',
  secret: 'pack-smoke-secret-with-at-least-32-characters',
  emailAndPassword: { enabled: true },
});
