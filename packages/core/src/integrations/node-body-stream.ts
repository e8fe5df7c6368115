import type { IncomingMessage } from 'node:http';

/** Bytes buffered ahead of the reader before Node's request is paused (64 KiB). */
const HIGH_WATER_MARK_BYTES = 64 * 1024;

/**
 * The body of a Node request as a Web `ReadableStream`, read on demand.
 *
 * Unlike `Readable.toWeb`, cancelling it (the body reader giving up on a body past
 * `advanced.maxBodySizeBytes`) only stops reading: `Readable.toWeb` destroys the request, which
 * destroys its socket before the 413 is written. Here the request and its connection stay open,
 * so `toNodeHandler` can still answer and discard the rest of the body (see `drainBody`).
 *
 * @example
 * new Request(url, { method, headers, body: toBodyStream(req), duplex: 'half' });
 */
export function toBodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let settled = false;
  let controller: ReadableStreamDefaultController<Uint8Array>;
  const onData = (chunk: Buffer) => {
    // A copy: Node's chunk may be a view of a pooled socket buffer.
    controller.enqueue(new Uint8Array(chunk));
    if ((controller.desiredSize ?? 0) <= 0) req.pause();
  };
  const settle = (error?: Error) => {
    if (settled) return;
    settled = true;
    req.off('data', onData).off('end', onEnd).off('close', onClose).off('error', settle);
    if (error) controller.error(error);
    else controller.close();
  };
  const onEnd = () => settle();
  // Closed without its end: the client went away mid-body.
  const onClose = () => settle(req.complete ? undefined : new Error('Request body aborted'));
  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        // Paused first, so attaching the listener does not start the flow before a pull.
        req.pause();
        req.on('data', onData).once('end', onEnd).once('close', onClose).once('error', settle);
      },
      pull() {
        req.resume();
      },
      cancel() {
        settled = true;
        req.off('data', onData).off('end', onEnd).off('close', onClose).off('error', settle);
        req.pause();
      },
    },
    { highWaterMark: HIGH_WATER_MARK_BYTES, size: (chunk) => chunk.byteLength },
  );
}
