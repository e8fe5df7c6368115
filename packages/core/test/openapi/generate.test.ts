import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jwt, organization, username } from '../../src/index.js';
import { toJSONSchema } from '../../src/openapi/generate.js';
import { createTestAuth } from '../helpers.js';

type Operation = {
  operationId: string;
  summary?: string;
  tags: string[];
  parameters?: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { required: boolean; content: { 'application/json': { schema: any } } };
  responses: Record<string, unknown>;
};

async function fetchDocument(options: Parameters<typeof createTestAuth>[0] = {}) {
  const { get } = await createTestAuth(options);
  const response = await get('/open-api/generate-schema');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  return (await response.json()) as {
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
    components: Record<string, Record<string, any>>;
    security: unknown[];
  };
}

describe('OpenAPI document', () => {
  it('is an OpenAPI 3.1 document with the core routes under the base path', async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    const signIn = doc.paths['/api/auth/sign-in/email']!.post!;
    expect(signIn.operationId).toBe('signInEmail');
    expect(signIn.summary).toBeTruthy();
    expect(signIn.requestBody!.required).toBe(true);
    const schema = signIn.requestBody!.content['application/json'].schema;
    expect(schema.type).toBe('object');
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(schema.properties.email.type).toBe('string');
    expect(doc.paths['/api/auth/get-session']!.get).toBeDefined();
  });

  it('lists the shared error responses and the cookie and bearer security schemes', async () => {
    const doc = await fetchDocument();
    const signIn = doc.paths['/api/auth/sign-in/email']!.post!;
    for (const status of ['200', '400', '401', '403', '404', '413', '429', '500']) {
      expect(signIn.responses[status]).toBeDefined();
    }
    expect(doc.components.schemas!.Error.required).toEqual(['code', 'message']);
    expect(doc.components.responses!.BadRequest.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    expect(doc.components.securitySchemes!.cookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'portcullis.session_token',
    });
    expect(doc.components.securitySchemes!.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('turns query schemas into parameters and :params into path parameters', async () => {
    const doc = await fetchDocument();
    const verify = doc.paths['/api/auth/verify-email']!.get!;
    expect(verify.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'token', in: 'query' })]),
    );
    const callback = doc.paths['/api/auth/callback/{id}'];
    expect(callback).toBeDefined();
    const operation = Object.values(callback!)[0]!;
    expect(operation.parameters).toEqual(
      expect.arrayContaining([
        { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
      ]),
    );
  });

  it('leaves out server-only routes and its own routes', async () => {
    const doc = await fetchDocument({ plugins: [organization()] });
    expect(doc.paths['/api/auth/set-password']).toBeUndefined();
    expect(doc.paths['/api/auth/organization/add-member']).toBeUndefined();
    expect(Object.keys(doc.paths).some((path) => path.includes('/open-api/'))).toBe(false);
  });

  it('includes plugin routes when the plugins are on', async () => {
    const without = await fetchDocument();
    expect(without.paths['/api/auth/sign-in/username']).toBeUndefined();
    const doc = await fetchDocument({ plugins: [username(), jwt(), organization()] });
    expect(doc.paths['/api/auth/sign-in/username']!.post).toBeDefined();
    expect(doc.paths['/api/auth/jwks']!.get).toBeDefined();
    expect(doc.paths['/api/auth/organization/create']!.post).toBeDefined();
  });

  it('is not served over HTTP when openAPI.enabled is false, but stays callable on the server', async () => {
    const { auth, get } = await createTestAuth({ openAPI: { enabled: false } });
    expect((await get('/open-api/generate-schema')).status).toBe(404);
    expect((await get('/open-api/assets/swagger-ui.css')).status).toBe(404);
    const reference = await auth.handler(new Request('http://localhost:3000/api/reference'));
    expect(reference.status).toBe(404);
    const doc = (await auth.api.generateOpenAPISchema()) as { openapi: string };
    expect(doc.openapi).toMatch(/^3\.1/);
  });

  it('falls back to a described empty schema when zod cannot convert one', () => {
    expect(toJSONSchema(z.object({ when: z.date() }))).toEqual({
      description: expect.stringContaining('cannot be represented'),
    });
    expect(toJSONSchema(z.object({ n: z.coerce.number().default(1) }))).toMatchObject({
      type: 'object',
      properties: { n: { type: 'number', default: 1 } },
    });
  });
});

describe('API reference page and assets', () => {
  it('serves the page at /api/reference with a self-only CSP and no external URL', async () => {
    const { auth } = await createTestAuth();
    const response = await auth.handler(new Request('http://localhost:3000/api/reference'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/https?:/);
    const html = await response.text();
    expect(html).toContain('/api/auth/open-api/assets/swagger-ui-bundle.js');
    expect(html).toContain('data-url="/api/auth/open-api/generate-schema"');
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('serves the page at a configured path only', async () => {
    const { auth } = await createTestAuth({ openAPI: { path: '/docs/auth/' } });
    const at = (path: string) => auth.handler(new Request(`http://localhost:3000${path}`));
    expect((await at('/docs/auth')).status).toBe(200);
    expect((await at('/api/reference')).status).toBe(404);
  });

  it('serves the swagger-ui-dist assets with the right content types', async () => {
    const { get } = await createTestAuth();
    const css = await get('/open-api/assets/swagger-ui.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await css.text()).toContain('.swagger-ui');
    const js = await get('/open-api/assets/swagger-ui-bundle.js');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await js.text()).toContain('SwaggerUIBundle');
    const init = await get('/open-api/assets/reference.js');
    expect(init.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const overrides = await get('/open-api/assets/reference.css');
    expect(overrides.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await overrides.text()).toContain('.swagger-ui .opblock.opblock-get');
    expect((await get('/open-api/assets/..%2Fpackage.json')).status).toBe(404);
    expect((await get('/open-api/assets/index.html')).status).toBe(404);
  });
});
