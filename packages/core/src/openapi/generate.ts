import { z } from 'zod';
import type { AuthContext } from '../kernel/auth-context.js';
import type { Endpoint } from '../kernel/endpoint.js';

/** A JSON Schema object as it appears in the document. */
export type JSONSchema = Record<string, unknown>;

/** The OpenAPI 3.1 document {@link generateOpenAPIDocument} builds (loosely typed). */
export interface OpenAPIDocument {
  openapi: '3.1.1';
  info: { title: string; version: string; description?: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, unknown>>;
  components: {
    schemas: Record<string, JSONSchema>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
  security: Array<Record<string, string[]>>;
  tags: Array<{ name: string }>;
}

/** Error responses every operation may answer, with the shared `{ code, message }` body. */
const ERROR_RESPONSES = {
  '400': ['BadRequest', 'Invalid input (code VALIDATION_ERROR, with `details`) or a bad request.'],
  '401': ['Unauthorized', 'No valid session, or wrong credentials.'],
  '403': ['Forbidden', 'Not allowed (e.g. untrusted origin, unverified email).'],
  '404': ['NotFound', 'Not found.'],
  '413': ['PayloadTooLarge', 'The body is larger than `advanced.maxBodySizeBytes`.'],
  '429': ['TooManyRequests', 'Rate limited; see the `X-Retry-After` header.'],
  '500': ['InternalServerError', 'Unexpected error (logged on the server).'],
} as const;

/** Where the note goes when a zod schema has no JSON Schema form (e.g. `z.date()`, `z.custom`). */
const UNCONVERTIBLE: JSONSchema = {
  description: 'This schema cannot be represented as JSON Schema; see docs/routes.md.',
};

/**
 * Converts a zod schema to JSON Schema (draft 2020-12, which OpenAPI 3.1 uses) describing what
 * a client sends (`io: 'input'`: before defaults and transforms). Falls back to `{}` with a note
 * when the schema holds something JSON Schema cannot express.
 */
export function toJSONSchema(schema: z.ZodType): JSONSchema {
  try {
    const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: 'input' }) as JSONSchema;
    return json;
  } catch {
    return { ...UNCONVERTIBLE };
  }
}

/** `/callback/:id` → `/callback/{id}`, and the names of the path parameters. */
function openAPIPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: converted, params };
}

function queryParameters(schema: z.ZodType): unknown[] {
  const json = toJSONSchema(schema);
  const properties = json.properties as Record<string, JSONSchema> | undefined;
  if (!properties) return [];
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

/** True for the document's own routes (the schema and the reference page's assets). */
const isOpenAPIRoute = (endpoint: Endpoint) => endpoint.path.startsWith('/open-api/');

/**
 * Builds an OpenAPI 3.1 document from an instance's endpoint declarations: core routes and
 * plugin routes, server-only ones left out. Paths carry the base path (`/api/auth/sign-in/email`);
 * bodies and query parameters come from the endpoints' zod schemas (via `z.toJSONSchema`); every
 * operation lists the shared `{ code, message }` error responses and the cookie and bearer
 * security schemes.
 *
 * @example
 * const doc = generateOpenAPIDocument(auth.$context);
 * @see docs/openapi.md
 */
export function generateOpenAPIDocument(context: AuthContext): OpenAPIDocument {
  const { options } = context;
  const paths: OpenAPIDocument['paths'] = {};
  const tags = new Set<string>();
  for (const [name, endpoint] of Object.entries(context.endpoints)) {
    const { config } = endpoint;
    if (config.serverOnly || isOpenAPIRoute(endpoint)) continue;
    const { path, params } = openAPIPath(options.basePath + endpoint.path);
    const methods = [config.method].flat();
    for (const method of methods) {
      const operationTags = config.metadata?.tags ?? ['Default'];
      for (const tag of operationTags) tags.add(tag);
      const parameters = [
        ...params.map((param) => ({
          name: param,
          in: 'path',
          required: true,
          schema: { type: 'string' },
        })),
        ...(config.query ? queryParameters(config.query) : []),
      ];
      const operation: Record<string, unknown> = {
        operationId:
          methods.length > 1 ? `${name}${method[0]}${method.slice(1).toLowerCase()}` : name,
        tags: operationTags,
        ...(config.metadata?.summary ? { summary: config.metadata.summary } : {}),
        ...(config.metadata?.description ? { description: config.metadata.description } : {}),
        ...(parameters.length > 0 ? { parameters } : {}),
        ...(config.body && method !== 'GET'
          ? {
              requestBody: {
                required: !config.body.safeParse(undefined).success,
                content: { 'application/json': { schema: toJSONSchema(config.body) } },
              },
            }
          : {}),
        responses: {
          '200': {
            description: 'Success',
            content: { 'application/json': { schema: { type: 'object' } } },
          },
          ...Object.fromEntries(
            Object.entries(ERROR_RESPONSES).map(([status, [ref]]) => [
              status,
              { $ref: `#/components/responses/${ref}` },
            ]),
          ),
        },
      };
      paths[path] = { ...paths[path], [method.toLowerCase()]: operation };
    }
  }
  return {
    openapi: '3.1.1',
    info: {
      title: `${options.appName} authentication API`,
      version: '1.0.0',
      description: 'Generated by Portcullis from the endpoint declarations.',
    },
    servers: [{ url: options.origin }],
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          properties: {
            code: { type: 'string', description: 'Machine-readable code, e.g. VALIDATION_ERROR.' },
            message: { type: 'string', description: 'Human-readable message.' },
            details: {
              type: 'array',
              description: 'For VALIDATION_ERROR: which fields failed and why.',
              items: {
                type: 'object',
                properties: { path: { type: 'string' }, message: { type: 'string' } },
                required: ['path', 'message'],
              },
            },
          },
          required: ['code', 'message'],
        },
      },
      responses: Object.fromEntries(
        Object.values(ERROR_RESPONSES).map(([ref, description]) => [
          ref,
          {
            description,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
      securitySchemes: {
        cookie: {
          type: 'apiKey',
          in: 'cookie',
          name: context.cookies.sessionToken,
          description: 'The signed session cookie set by sign-in and sign-up.',
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token from `set-auth-token` (bearer plugin).',
        },
      },
    },
    security: [{ cookie: [] }, { bearer: [] }, {}],
    tags: [...tags].sort().map((name) => ({ name })),
  };
}
