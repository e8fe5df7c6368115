import { describe, expect, it } from 'vitest';
import { createTestAuth } from './helpers.js';

const tooLong = 'x'.repeat(300);

describe('validation error details (advanced.validationErrorDetails)', () => {
  it("answers Better Auth 1.2.7's { code, message } by default", async () => {
    const t = await createTestAuth({ advanced: { validationErrorDetails: undefined } });
    const response = await t.post('/sign-up/email', {
      name: tooLong,
      email: 'ada@example.com',
      password: 'correct-horse-battery',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Invalid body parameters',
    });
  });

  it('adds which fields failed when turned on', async () => {
    const t = await createTestAuth({ advanced: { validationErrorDetails: true } });
    const response = await t.post('/sign-up/email', {
      name: tooLong,
      email: 'ada@example.com',
      password: 'correct-horse-battery',
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
    expect(body.details).toEqual([{ path: 'name', message: expect.any(String) }]);
  });

  it('keeps the details on the APIError of a server call either way', async () => {
    const t = await createTestAuth({ advanced: { validationErrorDetails: undefined } });
    const call = t.auth.api.signUpEmail({
      body: { name: tooLong, email: 'ada@example.com', password: 'correct-horse-battery' },
    });
    await expect(call).rejects.toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', details: [{ path: 'name' }] },
    });
  });
});
