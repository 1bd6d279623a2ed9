// A document is accepted by its content only: the magic bytes (file-type) must say JPEG or PNG, and
// the whole image must decode (sharp), so a truncated or disguised file is refused. What is stored is
// the re-encoded image: exactly the decoded pixels, without EXIF/GPS metadata or trailing bytes.
import { fileTypeFromBuffer } from 'file-type';
import type { Sharp } from 'sharp';
import { DomainError } from '../../errors';
import { loadSharp } from '../../image-library';
import { DocumentError } from './errors';

export type DocumentMime = 'image/jpeg' | 'image/png';

export interface DocumentImage {
  mime: DocumentMime;
  width: number;
  height: number;
  bytes: Buffer;
}

/** Enough for any photo of a card; far beyond it a small file could decode to gigabytes. */
const MAX_PIXELS = 40_000_000;

// Baseline libjpeg-turbo in one pass, so the encoder streams strip by strip: mozjpeg's trellis and
// progressive passes, and even Huffman optimisation (sharp's default), make libjpeg keep the whole
// image's coefficients (2 bytes a sample: 19 MB for a 3 MB photo) to scan them twice. Standard tables
// cost a few per cent of the file's size.
const ENCODERS: Readonly<Record<DocumentMime, (s: Sharp) => Sharp>> = {
  'image/jpeg': (s) => s.jpeg({ quality: 90, optimiseCoding: false }),
  'image/png': (s) => s.png(),
};

/** The spec's refusal for anything but a JPG or PNG (an executable renamed .jpg included). */
export const formatRefused = (why: string) => new DomainError(DocumentError.FileFormat, 415, `File format not supported! ${why}`);

/** JPEG or PNG by magic bytes, else undefined. `head` = the first bytes (file-type needs at most 4100). */
export async function sniff(head: Buffer): Promise<DocumentMime | undefined> {
  const type = await fileTypeFromBuffer(head);
  return type?.mime === 'image/jpeg' || type?.mime === 'image/png' ? type.mime : undefined;
}

/** Decodes `input` in full and re-encodes it in its own format; refuses what does not decode (40026). */
export async function reencode(input: Buffer, mime: DocumentMime): Promise<DocumentImage> {
  const { default: sharp } = await loadSharp();
  // failOn 'error' fails on truncated data too, not only on unreadable headers. Sequential reading lets
  // libvips decode and re-encode strip by strip instead of holding the whole decoded image.
  const open = () => sharp(input, { failOn: 'error', limitInputPixels: MAX_PIXELS, sequentialRead: true });
  try {
    const meta = await open().metadata();
    if (meta.format !== (mime === 'image/png' ? 'png' : 'jpeg')) throw formatRefused('The image does not decode as its type');
    // The EXIF orientation is applied before the metadata is dropped; turning needs the whole image,
    // so only a photo that says it is turned pays for it.
    const oriented = (meta.orientation ?? 1) > 1 ? open().rotate() : open();
    const { data, info } = await ENCODERS[mime](oriented).toBuffer({ resolveWithObject: true });
    return { mime, width: info.width, height: info.height, bytes: data };
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw formatRefused('The image is truncated or corrupt');
  }
}
