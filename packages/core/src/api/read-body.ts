import { APIError, validationError } from '../errors/api-error.js';
import { nestsDeeperThan } from '../utils/json-nesting.js';

/** How much body a request may carry (`advanced.maxBodySizeBytes`, `advanced.maxBodyDepth`). */
export interface BodyLimits {
  /** Bytes read at most. */
  maxBytes: number;
  /** Levels of JSON objects and arrays inside one another, at most. */
  maxDepth: number;
}

/**
 * Reads and decodes a request body: JSON (`application/json`, `*+json`, or no content type) or
 * `application/x-www-form-urlencoded`. Empty bodies read as `undefined`.
 *
 * Never lets a body past `maxBytes` into memory: a larger `Content-Length` is refused up front
 * and a stream that grows past the limit is cancelled. JSON nested past `maxDepth` is refused
 * before it is parsed, so no schema, walker or logger ever recurses through it.
 *
 * @throws APIError 413 'Payload too large' past `maxBytes`; 415 for other media types;
 *   400 VALIDATION_ERROR 'Invalid body parameters' for undecodable JSON or JSON nested past
 *   `maxDepth`.
 */
export async function readBody(request: Request, limits: BodyLimits): Promise<unknown> {
  const { maxBytes, maxDepth } = limits;
  if (!request.body) return undefined;
  const declared = Number(request.headers.get('content-length'));
  if (declared > maxBytes) throw new APIError('PAYLOAD_TOO_LARGE', 'PAYLOAD_TOO_LARGE');
  const text = await readLimited(request.body, maxBytes);
  if (text.length === 0) return undefined;

  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (
    type === '' ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'text/plain'
  ) {
    if (nestsDeeperThan(text, maxDepth)) {
      throw validationError('body', [
        { path: '', message: `Nested deeper than ${maxDepth} levels` },
      ]);
    }
    try {
      return JSON.parse(text);
    } catch {
      throw validationError('body', [{ path: '', message: 'Malformed JSON' }]);
    }
  }
  throw new APIError('UNSUPPORTED_MEDIA_TYPE', 'UNSUPPORTED_MEDIA_TYPE');
}

async function readLimited(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<string> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new APIError('PAYLOAD_TOO_LARGE', 'PAYLOAD_TOO_LARGE');
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}
