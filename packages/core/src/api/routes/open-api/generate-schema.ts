import { defineEndpoint } from '../../../kernel/endpoint.js';
import { generateOpenAPIDocument } from '../../../openapi/generate.js';

/**
 * `GET /open-api/generate-schema`: the OpenAPI 3.1 document of this instance (core and plugin
 * routes). Served over HTTP while `openAPI.enabled`; `auth.api.generateOpenAPISchema()` always.
 *
 * @see docs/openapi.md
 */
export const generateOpenAPISchema = defineEndpoint(
  '/open-api/generate-schema',
  {
    method: 'GET',
    metadata: { summary: 'OpenAPI document', tags: ['OpenAPI'] },
  },
  (ctx) => generateOpenAPIDocument(ctx.context),
);
