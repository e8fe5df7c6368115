import { describe, expect, it } from 'vitest';
import { createPortcullis, migrate } from '../../src/index.js';
import { passkey } from '../../src/plugins/passkey/index.js';
import { createTestServer, TEST_ORIGIN } from '../kit/test-server.js';

type Operation = { operationId: string; summary?: string; requestBody?: { content: object } };

describe('passkey routes in the OpenAPI document', () => {
  it('lists the seven routes with Better Auth 1.2.7’s server-call names', async () => {
    const server = await createTestServer({ plugins: [passkey()] });
    const response = await server.fetch(`${TEST_ORIGIN}/api/auth/open-api/generate-schema`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { paths: Record<string, Record<string, Operation>> };
    const operation = (path: string, method: string) => doc.paths[`/api/auth${path}`]?.[method];
    expect({
      register: operation('/passkey/generate-register-options', 'get')?.operationId,
      verifyRegistration: operation('/passkey/verify-registration', 'post')?.operationId,
      authenticate: operation('/passkey/generate-authenticate-options', 'post')?.operationId,
      verifyAuthentication: operation('/passkey/verify-authentication', 'post')?.operationId,
      list: operation('/passkey/list-user-passkeys', 'get')?.operationId,
      update: operation('/passkey/update-passkey', 'post')?.operationId,
      remove: operation('/passkey/delete-passkey', 'post')?.operationId,
    }).toEqual({
      register: 'generatePasskeyRegistrationOptions',
      verifyRegistration: 'verifyPasskeyRegistration',
      authenticate: 'generatePasskeyAuthenticationOptions',
      verifyAuthentication: 'verifyPasskeyAuthentication',
      list: 'listPasskeys',
      update: 'updatePasskey',
      remove: 'deletePasskey',
    });
    expect(operation('/passkey/verify-registration', 'post')?.requestBody?.content).toBeDefined();
  });

  it('answers server calls under those names, typed', async () => {
    const auth = createPortcullis({
      baseURL: TEST_ORIGIN,
      secret: 'a'.repeat(32),
      database: ':memory:',
      logger: { disabled: true },
      plugins: [passkey()],
    });
    await migrate(auth);
    const options = await auth.api.generatePasskeyAuthenticationOptions({ body: {} });
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'preferred' });
    expect(options.allowCredentials).toBeUndefined();
  });
});
