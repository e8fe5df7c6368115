/**
 * The socket address of the connection a request arrived on, when the server adapter knows it
 * (`toNodeHandler` does; a Web `Request` does not carry it). Kept on the request's `Headers`
 * object under a symbol nothing else can name rather than in a header, so a client cannot forge
 * it (and a property read costs less per request than a WeakMap entry).
 */
export const REMOTE_ADDRESS: unique symbol = Symbol('portcullis.remoteAddress');

type WithRemoteAddress = Headers & { [REMOTE_ADDRESS]?: string };

/** Records the peer address of the request whose headers are `headers` (adapters only). */
export function setRemoteAddress(headers: Headers, address: string | undefined): void {
  if (address) (headers as WithRemoteAddress)[REMOTE_ADDRESS] = address;
}

/** The peer address recorded for `headers`, or undefined (server calls, Web runtimes). */
export function remoteAddressOf(headers: Headers): string | undefined {
  return (headers as WithRemoteAddress)[REMOTE_ADDRESS];
}
