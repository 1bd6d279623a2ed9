// Requests that never reach a route: a URL the router cannot decode, a path parameter over the
// router's length limit, or bytes Node's HTTP parser refuses. They get the same error envelope and
// security headers as every other answer, with a numeric code (Fastify's defaults have neither).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from './errors';
import { SECURITY_HEADERS } from './security-headers';

/** Fastify's `frameworkErrors` option: a bad URL or an overlong path parameter is bad input, a 400. */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const message = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long'
    : err.code === 'FST_ERR_BAD_URL' ? 'The URL is not valid (bad percent-encoding)' : 'The request could not be routed';
  // Sent here directly: the route's hooks never ran, so the security headers are set by hand.
  void reply.code(400).headers(SECURITY_HEADERS).send(envelope(400, message));
}

function clientErrorStatus(err: ConnectionError): number {
  if (err.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** Fastify's `clientErrorHandler` option: what Node's parser refuses is answered on the raw socket. */
export function clientErrorHandler(err: ConnectionError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = clientErrorStatus(err);
  const text = STATUS_CODES[status] ?? 'Bad Request';
  const body = JSON.stringify(envelope(status, status === 431 ? 'The request headers (or URL) are too large' : `The request could not be read (${text})`));
  const headers = { ...SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), connection: 'close' };
  // An answer to HEAD has no body (a client would read one as the start of a broken next answer).
  const raw: unknown = err.rawPacket;
  const head = Buffer.isBuffer(raw) && raw.subarray(0, 5).toString('latin1') === 'HEAD ';
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${text}\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n${head ? '' : body}`);
  }
  socket.destroy(err);
}
