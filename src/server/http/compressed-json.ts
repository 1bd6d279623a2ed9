import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { pickEncoding } from './compressed-assets';

/**
 * Brotli/gzip for larger JSON answers of the shop API (the definitions set is about 60 KB, and a
 * phone on 1.6 Mbps fetches it right after first paint). Small answers go out as they are: below
 * 1 KB compression costs more than it saves. Streams (server-sent events) are never touched.
 */
const MIN_BYTES = 1024;

export function installCompressedJson(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' || Buffer.byteLength(payload) < MIN_BYTES) return payload;
    if (!req.url.startsWith('/api/')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return payload;
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding).header('vary', 'accept-encoding').removeHeader('content-length');
    return encoding === 'br'
      ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(payload, { level: 6 });
  });
}
