import type { IncomingMessage, ServerResponse } from 'node:http';

/** How much of an unread request body `toNodeHandler` discards to keep its connection open. */
export interface DrainOptions {
  /**
   * The most bytes of a request body left unread by the answer (a 413, a 404 …) that are read
   * and discarded so that the connection can serve the client's next request. A body still
   * bigger (or a `Content-Length` above this, checked before reading) is answered with
   * `Connection: close` instead. Default: 8388608 (8 MiB).
   */
  drainLimitBytes?: number;
  /**
   * The longest time, in milliseconds, spent discarding such a body (from when the answer is
   * ready); past it the answer goes out with `Connection: close`, so a client that stops sending
   * mid-body cannot hold the connection. Also the longest time the connection is then kept open,
   * still discarding what the client sends, for the client to read that answer. Default: 5000.
   */
  drainTimeoutMs?: number;
}

/** {@link DrainOptions} with its defaults applied. */
export type ResolvedDrainOptions = Required<DrainOptions>;

/**
 * Applies the defaults of {@link DrainOptions} and checks them.
 *
 * @throws TypeError when a bound is negative or not a number.
 */
export function resolveDrainOptions(options: DrainOptions = {}): ResolvedDrainOptions {
  const resolved = {
    drainLimitBytes: options.drainLimitBytes ?? 8 * 1024 * 1024,
    drainTimeoutMs: options.drainTimeoutMs ?? 5_000,
  };
  for (const [name, value] of Object.entries(resolved)) {
    if (!(value >= 0)) throw new TypeError(`toNodeHandler: ${name} must be a number >= 0`);
  }
  return resolved;
}

/**
 * Reads and discards what is left of a request body that the answer did not need.
 *
 * Resolves `true` once the body ended within the bounds (the connection can carry the next
 * request), `false` when a bound came first or the client went away; the rest is then left
 * unread and the caller answers with `Connection: close` and {@link lingerAfterAnswer}.
 *
 * @example
 * const reusable = req.complete || (await drainBody(req, resolveDrainOptions()));
 */
export function drainBody(req: IncomingMessage, bounds: ResolvedDrainOptions): Promise<boolean> {
  if (req.complete) return Promise.resolve(true);
  if (Number(req.headers['content-length']) > bounds.drainLimitBytes) {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    let discarded = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('close', onClose);
      if (!ended) req.pause();
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      discarded += chunk.byteLength;
      if (discarded > bounds.drainLimitBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(false);
    const timer = setTimeout(() => finish(false), bounds.drainTimeoutMs);
    // The body stream may still hold its listener (a 413 from Content-Length never read it):
    // as Node's own IncomingMessage._dump does, the rest goes nowhere.
    req.removeAllListeners('data');
    req.on('data', onData).once('end', onEnd).once('close', onClose);
    req.resume();
  });
}

/**
 * Call before writing an answer with `Connection: close` to a client that may still be sending
 * its body. Once the answer is flushed, Node would end the socket and destroy it at once; closing
 * a socket with unread data makes the kernel send a reset (RST), and a client still writing then
 * fails with EPIPE or ECONNRESET and loses the answer it was sent. Instead the socket is only
 * half-closed (FIN after the answer) and what the client still sends is read and discarded until
 * it closes its side, for at most `lingerMs`, then destroyed.
 *
 * @example
 * res.setHeader('connection', 'close');
 * lingerAfterAnswer(req, res, 5_000);
 * res.end(body);
 */
export function lingerAfterAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  lingerMs: number,
): void {
  const socket = req.socket;
  // Node's own 'finish' listener (registered when the request arrived, so it runs first) calls
  // socket.destroySoon(): end(), then destroy() on the socket's 'finish'. Taking that destroy
  // back leaves a half-closed socket that still reads.
  res.once('finish', () => {
    if (socket.destroyed) return;
    socket.off('finish', socket.destroy);
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    socket.once('close', () => clearTimeout(timer));
    // The client's FIN: nothing more will come.
    socket.once('end', () => socket.destroy());
    req.removeAllListeners('data');
    req.resume();
  });
}
