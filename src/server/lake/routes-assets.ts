import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { checkDataset, one, requireEditor, requireType, type DatasetParams, type LakeContext } from './context';
import { badRequest, notFoundError } from './errors';
import { decodeImage } from './image-decode';
import { authorOf } from './author';

export const ASSET_MAX_BYTES = 5 * 1024 * 1024;

/**
 * POST /v:apiVersion/assets/images/:dataset (raw body) -> { document: sanity.imageAsset }; the image is
 * decoded and stored re-encoded (see image-decode.ts), and those bytes are served back at GET /images/:dataset/<sha1>-<w>x<h>.<ext>, as Sanity's CDN names them.
 */
export function assetRoutes(app: FastifyInstance, ctx: LakeContext): void {
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: ASSET_MAX_BYTES }, (_req, body, done) => done(null, body));
  app.post<{ Params: DatasetParams; Querystring: Record<string, string>; Body: unknown }>('/v:apiVersion/assets/images/:dataset', {
    bodyLimit: ASSET_MAX_BYTES, schema: { hide: true },
  }, async (req) => {
    checkDataset(ctx, req.params.dataset);
    const caller = requireEditor(req);
    requireType(caller, 'sanity.imageAsset', 'image');
    if (!Buffer.isBuffer(req.body) || req.body.length === 0) throw badRequest('Send the image bytes as the request body');
    const meta = await decodeImage(req.body);
    const { bytes } = meta;
    const sha1 = createHash('sha1').update(bytes).digest('hex');
    const file = `${sha1}-${meta.width}x${meta.height}.${meta.ext}`;
    const id = `image-${sha1}-${meta.width}x${meta.height}-${meta.ext}`;
    await ctx.store.putAsset(id, meta.mime, bytes);
    const origin = `${req.protocol}://${req.headers.host ?? 'localhost'}`;
    const asset = {
      _id: id, _type: 'sanity.imageAsset', assetId: sha1, sha1hash: sha1, extension: meta.ext, mimeType: meta.mime, size: bytes.length,
      path: `images/${ctx.dataset}/${file}`, url: `${origin}/images/${ctx.dataset}/${file}`,
      ...(one(req.query.filename, 'filename') ? { originalFilename: req.query.filename } : {}),
      metadata: { _type: 'sanity.imageMetadata', dimensions: { _type: 'sanity.imageDimensions', width: meta.width, height: meta.height, aspectRatio: meta.width / meta.height } },
    };
    const out = await ctx.store.transact([{ createIfNotExists: asset }], authorOf(req, caller));
    return { document: out.results[0]?.document ?? asset };
  });
  app.get<{ Params: { dataset: string; file: string } }>('/images/:dataset/:file', { schema: { hide: true } }, async (req, reply) => {
    checkDataset(ctx, req.params.dataset);
    const m = /^([a-f0-9]{40})-(\d+)x(\d+)\.(png|jpg|webp|gif)$/.exec(req.params.file);
    const asset = m ? await ctx.store.getAsset(`image-${m[1]}-${m[2]}x${m[3]}-${m[4]}`) : undefined;
    if (!asset) throw notFoundError('Image not found');
    // Content-addressed: the name changes whenever the bytes do.
    return reply.header('content-type', asset.mime).header('cache-control', 'public, max-age=31536000, immutable').send(asset.bytes);
  });
}
