/**
 * A response before it becomes a Web `Response`: status, headers and a text body. The router
 * builds these; `auth.handler` wraps them in a `Response`, while the Node adapter writes them to
 * the socket as they are, skipping the `Response` and its body stream (about a sixth of a
 * get-session's CPU time).
 */
export interface PlainResponse {
  status: number;
  headers: Headers;
  body: string | null;
}

/** The Web `Response` of a {@link PlainResponse}. */
export const toWebResponse = ({ status, headers, body }: PlainResponse): Response =>
  new Response(body, { status, headers });
