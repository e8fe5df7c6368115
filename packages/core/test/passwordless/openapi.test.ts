import { describe, expect, it } from 'vitest';
import { createPasswordlessServer } from './passwordless-kit.js';

describe('the OpenAPI document with the passwordless plugins', () => {
  it('lists the HTTP routes, not the server-only ones', async () => {
    const server = await createPasswordlessServer();
    const response = await server.get('/open-api/generate-schema');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/sign-in/magic-link',
        '/api/auth/magic-link/verify',
        '/api/auth/email-otp/send-verification-otp',
        '/api/auth/sign-in/email-otp',
        '/api/auth/email-otp/verify-email',
        '/api/auth/forget-password/email-otp',
        '/api/auth/email-otp/reset-password',
      ]),
    );
    expect(document.paths['/api/auth/email-otp/create-verification-otp']).toBeUndefined();
    expect(document.paths['/api/auth/email-otp/get-verification-otp']).toBeUndefined();
  });
});
