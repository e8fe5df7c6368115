/**
 * The api-key plugin (issue 32): create, get, list, update and delete, each refusal, and a key
 * in `x-api-key` as a session; both sides run `apiKey()` with its defaults.
 */
import { apiKey as portcullisApiKey } from '@portcullis/core';
import { apiKey as baApiKey } from 'better-auth/plugins';
import type { Driver } from '../support/driver.js';
import { type Scenario, signUp } from './types.js';

async function create(d: Driver, label: string, body: object, as?: string) {
  return (await d.step(label, { path: '/api-key/create', body, as })) as {
    id: string;
    key: string;
  };
}

export const apiKeyScenario: Scenario = {
  name: 'api-key',
  options: {
    extra: { betterAuth: () => [baApiKey()], portcullis: () => [portcullisApiKey()] },
  },
  async run(d) {
    const { user: ada } = await signUp(d, 'ada', 'ada@example.com');
    await signUp(d, 'bo', 'bo@example.com');

    await create(d, 'create, signed out', { name: 'CI' });
    const ci = await create(d, 'create', { name: 'CI', expiresIn: 60 * 60 * 24 * 7 }, 'ada');
    await create(d, 'create, no body fields', {}, 'ada');
    await create(d, 'create, prefix', { prefix: 'ci_' }, 'ada');
    await create(d, 'create, remaining from a client', { remaining: 5 }, 'ada');
    await create(d, 'create, permissions from a client', { permissions: { a: ['b'] } }, 'ada');
    await create(d, 'create, metadata while disabled', { metadata: { team: 'ops' } }, 'ada');
    await create(d, 'create, expiresIn too small', { expiresIn: 60 }, 'ada');
    await create(d, 'create, expiresIn too large', { expiresIn: 60 * 60 * 24 * 400 }, 'ada');
    await create(d, 'create, name too long', { name: 'x'.repeat(33) }, 'ada');
    await create(d, 'create, prefix too long', { prefix: 'p'.repeat(33) }, 'ada');
    await create(d, 'create, refillAmount without refillInterval', { refillAmount: 5 }, 'ada');

    await d.step('list', { path: '/api-key/list', as: 'ada' });
    await d.step('list, signed out', { path: '/api-key/list' });
    await d.step('list, another user', { path: '/api-key/list', as: 'bo' });
    await d.step('get', { path: `/api-key/get?id=${ci.id}`, as: 'ada' });
    await d.step('get, unknown id', { path: '/api-key/get?id=nope', as: 'ada' });
    await d.step('get, another user', { path: `/api-key/get?id=${ci.id}`, as: 'bo' });
    await d.step('get, id missing', { path: '/api-key/get', as: 'ada' });

    await d.step('update, name', {
      path: '/api-key/update',
      body: { keyId: ci.id, name: 'Deploys' },
      as: 'ada',
    });
    await d.step('update, nothing to change', {
      path: '/api-key/update',
      body: { keyId: ci.id },
      as: 'ada',
    });
    await d.step('update, remaining from a client', {
      path: '/api-key/update',
      body: { keyId: ci.id, remaining: 9 },
      as: 'ada',
    });
    await d.step('update, another user', {
      path: '/api-key/update',
      body: { keyId: ci.id, name: 'mine' },
      as: 'bo',
    });
    await d.step('update, signed out', {
      path: '/api-key/update',
      body: { keyId: ci.id, name: 'x' },
    });

    await d.step('verify over HTTP', { path: '/api-key/verify', body: { key: ci.key } });

    // Not get-session with a valid key: Better Auth 1.2.7's handler then hands its router the
    // session object instead of a Response (no HTTP answer to compare).
    await d.step('get-session, x-api-key unknown', {
      path: '/get-session',
      headers: { 'x-api-key': 'Z'.repeat(64) },
    });
    await d.step('get-session, x-api-key too short', {
      path: '/get-session',
      headers: { 'x-api-key': 'short' },
    });
    await d.step('list, x-api-key', { path: '/api-key/list', headers: { 'x-api-key': ci.key } });

    await d.step('update, disable', {
      path: '/api-key/update',
      body: { keyId: ci.id, enabled: false },
      as: 'ada',
    });
    // Better Auth 1.2.7 makes a session of a disabled key.
    await d.step('list, x-api-key of a disabled key', {
      path: '/api-key/list',
      headers: { 'x-api-key': ci.key },
    });

    await d.step('delete, another user', {
      path: '/api-key/delete',
      body: { keyId: ci.id },
      as: 'bo',
    });
    await d.step('delete, signed out', { path: '/api-key/delete', body: { keyId: ci.id } });
    await d.step('delete', { path: '/api-key/delete', body: { keyId: ci.id }, as: 'ada' });
    await d.step('delete, again', { path: '/api-key/delete', body: { keyId: ci.id }, as: 'ada' });
    await d.step('list, x-api-key of a deleted key', {
      path: '/api-key/list',
      headers: { 'x-api-key': ci.key },
    });

    // Last, as they change whose keys exist on Better Auth's side only: Better Auth 1.2.7
    // creates a key for any user named in the body, even for a caller without a session.
    await create(d, 'create, signed out, userId of another user', { userId: ada.id });
    await create(d, 'create, userId from a signed-in client', { userId: ada.id }, 'bo');
    await d.step('list, after the userId creates', { path: '/api-key/list', as: 'ada' });
  },
};
