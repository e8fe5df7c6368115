/**
 * Headers fixed at start-up and shared by many responses, as a flat `[name, value, …]` list (the
 * form Node's `writeHead` takes). Never mutated: code that needs to change them makes a
 * `Headers` first ({@link toHeaders}).
 */
export type FixedHeaders = readonly string[];

/**
 * A response before it becomes a Web `Response`: status, headers and a text body. The router
 * builds these; `auth.handler` wraps them in a `Response`, while the Node adapter writes them to
 * the socket as they are, skipping the `Response` and its body stream (about a sixth of a
 * get-session's CPU time). A response no endpoint added headers to carries {@link FixedHeaders}.
 */
export interface PlainResponse {
  status: number;
  headers: Headers | FixedHeaders;
  body: string | null;
}

/** Fixed headers as a `Headers` object (a `Headers` is returned as it is). */
export function toHeaders(headers: Headers | FixedHeaders): Headers {
  if (headers instanceof Headers) return headers;
  const out = new Headers();
  for (let i = 0; i < headers.length; i += 2) out.append(headers[i]!, headers[i + 1]!);
  return out;
}

/** The Web `Response` of a {@link PlainResponse}. */
export const toWebResponse = ({ status, headers, body }: PlainResponse): Response =>
  new Response(body, { status, headers: toHeaders(headers) });
