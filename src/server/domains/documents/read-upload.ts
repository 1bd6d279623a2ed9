// Reads the one file of a multipart upload as it streams in (@fastify/multipart, busboy): refused as soon
// as its first bytes are not one of the site's uploadTypes (JPEG, PNG), or as soon as it passes the site's
// uploadMaxBytes (3 MB, A17), without reading the rest.
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConstants } from '../../content/site-definition';
import { DomainError, badRequest } from '../../errors';
import { formatRefused, sniff, type DocumentMime } from './image';
import { UploadChunks } from './upload-chunks';

export interface Upload {
  /** Joined (take()) when the document's turn to be processed comes. */
  chunks: UploadChunks;
  mime: DocumentMime;
  fileName: string;
}

/** file-type reads at most this many bytes to decide. */
const SNIFF_BYTES = 4100;

/** What the published site lets an upload be. */
export type UploadLimits = Pick<SiteConstants, 'uploadMaxBytes' | 'uploadTypes'>;

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
const tooLarge = (max: number) => new DomainError(413, 413, `File size not supported! At most ${megabytes(max)} (${max.toLocaleString('en-US')} bytes)`);
const typesText = (limits: UploadLimits) => limits.uploadTypes.map((t) => (t === 'image/png' ? 'PNG' : 'JPG')).join(' or ');

const statusOf = (err: unknown): number | undefined =>
  typeof err === 'object' && err !== null && 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : undefined;

/** How long a refused connection stays open, its answer and FIN sent, for the client to read the answer. */
const LINGER_MS = 2000;

/**
 * Stops reading a body that is refused before its end: the request is unpiped from the parser and
 * paused, so TCP pushes back on the client, and the answer says `connection: close`, as the connection
 * can carry no further request. Node would destroy the socket as soon as the answer is flushed; with
 * the client's unread bytes still arriving that is a reset, which can reach the client before it has
 * read the answer. So (as Go's server does) the answer and a FIN go at once, and the socket is
 * destroyed LINGER_MS later.
 */
export function stopReading(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.complete) return;
  request.raw.unpipe();
  request.raw.pause();
  reply.header('connection', 'close');
  const socket = request.raw.socket;
  // In-process requests (inject) have a stand-in socket without destroy().
  if (typeof (socket as Partial<Socket>).destroy !== 'function') return;
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

/** Errors of the multipart parser are the client's: 413 for its limits, else a 400. */
function refuse(request: FastifyRequest, reply: FastifyReply, limits: UploadLimits, err: unknown): never {
  stopReading(request, reply);
  if (err instanceof DomainError) throw err;
  if (statusOf(err) === 413) throw tooLarge(limits.uploadMaxBytes);
  throw badRequest('The multipart body could not be read', 'body');
}

export async function readUpload(request: FastifyRequest, reply: FastifyReply, limits: UploadLimits): Promise<Upload> {
  const max = limits.uploadMaxBytes;
  const accepted = (m: DocumentMime | undefined): m is DocumentMime => m !== undefined && limits.uploadTypes.includes(m);
  if (!request.isMultipart()) throw new DomainError(415, 415, 'Send the document as multipart/form-data with one part named "file"');
  try {
    const part = await request.file({ limits: { fileSize: max + 1, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 20 } });
    if (!part) throw badRequest('No file in the upload: one part named "file" is expected', 'body/file');
    if (part.fieldname !== 'file') throw badRequest('The file part must be named "file"', 'body/file');
    const file = new UploadChunks();
    let mime: DocumentMime | undefined;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      // The parser's limit is one byte more, so the first byte too many arrives here and ends the read.
      if (file.size + chunk.length > max) throw tooLarge(max);
      file.append(chunk);
      if (mime === undefined && file.size >= SNIFF_BYTES) {
        mime = await sniff(file.head(SNIFF_BYTES));
        if (!accepted(mime)) throw formatRefused(`Use a ${typesText(limits)} file`);
      }
    }
    if (file.size === 0) throw badRequest('The file is empty', 'body/file');
    mime ??= await sniff(file.head(SNIFF_BYTES));
    if (!accepted(mime)) throw formatRefused(`Use a ${typesText(limits)} file`);
    return { chunks: file, mime, fileName: part.filename };
  } catch (err) {
    return refuse(request, reply, limits, err);
  }
}
