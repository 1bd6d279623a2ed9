import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isCachedValue } from '../cache';
import { pickEncoding } from './compressed-assets';

/**
 * Brotli/gzip for larger JSON answers of the shop API. Small answers go out as they are: below
 * 1 KB compression costs more than it saves. Brotli only for large bodies: on the shop's 1-4 KB
 * answers it saves 30-60 bytes over gzip (less than a packet) at several times the CPU, on the
 * 126 KB definition set about a sixth. Streams (server-sent events) are never touched.
 * A read cache's entry is serialised and compressed once (cachedJson), every other answer per request.
 */
const MIN_BYTES = 1024;
export const BROTLI_MIN_BYTES = 16 * 1024;

const brotliAsync = promisify(brotliCompress);

export function installCompressedJson(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string') return payload;
    const bytes = Buffer.byteLength(payload);
    if (bytes < MIN_BYTES || !req.url.startsWith('/api/')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return payload;
    const accepted = pickEncoding(req.headers['accept-encoding']);
    const encoding = accepted === 'br' && bytes < BROTLI_MIN_BYTES && acceptsGzip(req) ? 'gzip' : accepted;
    if (!encoding) return payload;
    reply.header('content-encoding', encoding).header('vary', 'accept-encoding').removeHeader('content-length');
    return encoding === 'br'
      ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(payload, { level: 6 });
  });
}

const acceptsGzip = (req: FastifyRequest): boolean => /(^|,)\s*gzip\s*(;|,|$)/i.test(req.headers['accept-encoding'] ?? '');

/**
 * A cached answer's body: its JSON; gzip from 1 KB and brotli (made in the background) from 16 KB, each
 * made when a client first takes it: most kept search answers are asked for once, often by a client
 * that takes no compression, and gzip at level 9 costs several times the rest of such a request.
 */
interface Packed { json: string; bytes: number; gzip?: Buffer; br?: Buffer | 'pending' }
const packs = new WeakMap<object, Packed>();

const gzipOf = (p: Packed): Buffer => (p.gzip ??= gzipSync(p.json, { level: 9 }));

function brotliOf(p: Packed): Buffer | undefined {
  if (p.br === undefined && p.bytes >= BROTLI_MIN_BYTES) {
    p.br = 'pending';
    // Off the event loop; gzip serves brotli clients until it is there.
    void brotliAsync(p.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: p.bytes } })
      .then((br) => { p.br = br; }, () => { p.br = undefined; });
  }
  return p.br === 'pending' ? undefined : p.br;
}

/**
 * Sends a read cache's entry (cache.ts) as the bytes kept with it: serialised by the route's own
 * response schema and compressed once per entry. Anything else is handed back to be sent as usual.
 */
export function cachedJson(req: FastifyRequest, reply: FastifyReply, value: unknown): unknown {
  if (!isCachedValue(value)) return value;
  let packed = packs.get(value);
  if (!packed) {
    const json = String(reply.serialize(value));
    packed = { json, bytes: Buffer.byteLength(json) };
    packs.set(value, packed);
  }
  reply.type('application/json; charset=utf-8');
  if (packed.bytes < MIN_BYTES) return reply.send(packed.json);
  reply.header('vary', 'accept-encoding');
  const accepted = pickEncoding(req.headers['accept-encoding']);
  const br = accepted === 'br' ? brotliOf(packed) : undefined;
  if (br) return reply.header('content-encoding', 'br').send(br);
  if (accepted === 'gzip' || (accepted === 'br' && acceptsGzip(req))) return reply.header('content-encoding', 'gzip').send(gzipOf(packed));
  return reply.send(packed.json);
}
