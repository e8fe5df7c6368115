import type { createRequire as nodeCreateRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { createTestAuth } from '../helpers.js';

// An app that never installed the optional peer dependency `swagger-ui-dist`: resolving it
// fails the way Node fails for a missing package.
vi.mock('node:module', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:module')>();
  const createRequire: typeof nodeCreateRequire = (from) => {
    const require = actual.createRequire(from);
    const resolve = ((id: string, options?: { paths?: string[] }) => {
      if (id.startsWith('swagger-ui-dist')) {
        throw Object.assign(new Error(`Cannot find module '${id}'`), { code: 'MODULE_NOT_FOUND' });
      }
      return require.resolve(id, options);
    }) as NodeJS.RequireResolve;
    resolve.paths = require.resolve.paths;
    return Object.assign((id: string) => require(id), require, { resolve });
  };
  return { ...actual, createRequire, default: { ...actual, createRequire } };
});

describe('API reference without swagger-ui-dist installed', () => {
  it('serves a page that names the package to install and links the document', async () => {
    const { auth } = await createTestAuth();
    const response = await auth.handler(new Request('http://localhost:3000/api/reference'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<code>npm install swagger-ui-dist</code>');
    expect(html).toContain('<a href="/api/auth/open-api/generate-schema">');
    expect(html).not.toContain('<script');
  });

  it('answers the assets with a JSON 404 that says why, never a 500', async () => {
    const { get } = await createTestAuth();
    for (const file of [
      'swagger-ui.css',
      'swagger-ui-bundle.js',
      'reference.js',
      'reference.css',
    ]) {
      const response = await get(`/open-api/assets/${file}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        code: 'NOT_FOUND',
        message:
          'Not found: the API reference page needs swagger-ui-dist (npm install swagger-ui-dist)',
      });
    }
  });

  it('still serves the OpenAPI document', async () => {
    const { get } = await createTestAuth();
    expect((await get('/open-api/generate-schema')).status).toBe(200);
  });
});
