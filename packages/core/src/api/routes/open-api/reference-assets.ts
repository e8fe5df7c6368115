import { APIError } from '../../../errors/api-error.js';
import { defineEndpoint } from '../../../kernel/endpoint.js';
import {
  isReferenceAsset,
  REFERENCE_ASSETS,
  readReferenceAsset,
  SWAGGER_UI_INSTALL_HINT,
} from '../../../openapi/assets.js';

/**
 * `GET /open-api/assets/:file`: the reference page's scripts and stylesheet, from the installed
 * `swagger-ui-dist` package (no CDN). Only the listed files; anything else is 404, and so is every
 * file when `swagger-ui-dist` (an optional peer dependency) is not installed.
 */
export const openAPIAssets = defineEndpoint(
  '/open-api/assets/:file',
  {
    method: 'GET',
    metadata: { summary: 'API reference assets', tags: ['OpenAPI'] },
  },
  async (ctx) => {
    const file = ctx.params.file ?? '';
    if (!isReferenceAsset(file)) throw new APIError('NOT_FOUND', { message: 'Not found' });
    const asset = readReferenceAsset(file);
    if (asset === null) {
      throw new APIError('NOT_FOUND', {
        code: 'NOT_FOUND',
        message: `Not found: the API reference page needs swagger-ui-dist (${SWAGGER_UI_INSTALL_HINT})`,
      });
    }
    const body = await asset;
    ctx.setHeader('cache-control', 'public, max-age=3600');
    return { __raw: true, body, contentType: REFERENCE_ASSETS[file], status: 200 } as const;
  },
);
