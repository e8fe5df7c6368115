/**
 * The socket address of the connection a request arrived on, when the server adapter knows it
 * (`toNodeHandler` does; a Web `Request` does not carry it). Kept beside the request's `Headers`
 * object rather than in a header, so a client cannot forge it.
 */
const remoteAddresses = new WeakMap<Headers, string>();

/** Records the peer address of the request whose headers are `headers` (adapters only). */
export function setRemoteAddress(headers: Headers, address: string | undefined): void {
  if (address) remoteAddresses.set(headers, address);
}

/** The peer address recorded for `headers`, or undefined (server calls, Web runtimes). */
export function remoteAddressOf(headers: Headers): string | undefined {
  return remoteAddresses.get(headers);
}
