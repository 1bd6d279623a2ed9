// How long a client may hold a connection without doing its part. Fastify turns Node's request
// timeout off and sets no idle timeout, so a client that sent part of an upload and then nothing held its connection and the bytes
// read so far for ever (issue 31: 20 such uploads, 3 MB each, all still open after 65 s).
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionTimeouts {
  /** A connection on which nothing moves for this long is closed (unless the shop is the one preparing an answer). */
  idleMs: number;
  /** A request must have arrived whole within this long of its first byte: else a 408 and the connection is closed. */
  requestMs: number;
}

/**
 * 30 s without a byte: a phone on a weak link stalls for seconds, not half a minute. The event
 * streams (/api/live, the lake's listen) write a keep-alive comment every 15 s, well within it (and
 * an answer being streamed is not cut anyway: closeIdleConnections).
 */
export const IDLE_TIMEOUT_MS = 30_000;
/**
 * 120 s for a whole request: a shopper's largest, a 3 MB document (A17), takes 98 s at a weak 3G uplink
 * of 256 kbit/s (3,145,728 bytes x 8 / 256,000); the rest covers the multipart framing, TCP's slow start
 * and retransmissions. (The studio's larger bodies, lake assets up to 5 MB and mutations up to 8 MB, need
 * 0.35 and 0.56 Mbit/s: staff work on better links.) Node checks the requests every quarter of the
 * shorter timeout, here 7.5 s, so one is cut within that much after its figure.
 */
export const REQUEST_TIMEOUT_MS = 120_000;

/** The Fastify (and Node http) options that set them. */
export function timeoutOptions(t: ConnectionTimeouts): { connectionTimeout: number; requestTimeout: number; http: ServerOptions } {
  // Headers are a few KB: a client has as long for them all as it may be silent.
  const headersTimeout = Math.min(t.idleMs, t.requestMs);
  return {
    connectionTimeout: t.idleMs,
    requestTimeout: t.requestMs,
    http: {
      requestTimeout: t.requestMs,
      headersTimeout,
      // Node checks both only this often (30 s by default): a fraction of the shorter keeps them near their figure.
      connectionsCheckingInterval: Math.max(1, Math.ceil(headersTimeout / 4)),
    },
  };
}

/**
 * What an idle connection means: the client is silent while it owes bytes (before or inside a
 * request), does not take the answer being sent (its bytes queue up), or the connection waits for a
 * next request. A complete request whose answer is still being prepared (a document waiting for its
 * turn to be decoded) or streamed is the shop's time, not the client's, so it is not cut; whatever it
 * writes starts the timer again. With a 'timeout' listener Node leaves the closing to it.
 */
export function closeIdleConnections(server: Server): void {
  const current = new WeakMap<Socket, { req: IncomingMessage; res: ServerResponse }>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => { current.set(req.socket, { req, res }); });
  server.on('timeout', (socket: Socket) => {
    const at = current.get(socket);
    if (at && at.req.complete && !at.res.writableEnded && socket.writableLength === 0) return;
    socket.destroy();
  });
}
