// A document is accepted by its content only: the magic bytes (file-type) must say JPEG or PNG, and
// the whole image must decode (sharp), so a truncated or disguised file is refused. What is stored is
// the re-encoded image: exactly the decoded pixels, without EXIF/GPS metadata or trailing bytes.
import { fileTypeFromBuffer } from 'file-type';
import type { Sharp } from 'sharp';
import { DomainError, ErrorCode } from '../../errors';

export type DocumentMime = 'image/jpeg' | 'image/png';

export interface DocumentImage {
  mime: DocumentMime;
  width: number;
  height: number;
  bytes: Buffer;
}

/** Enough for any photo of a card; far beyond it a small file could decode to gigabytes. */
const MAX_PIXELS = 40_000_000;

const ENCODERS: Readonly<Record<DocumentMime, (s: Sharp) => Sharp>> = {
  'image/jpeg': (s) => s.jpeg({ quality: 90, mozjpeg: true }),
  'image/png': (s) => s.png(),
};

/** The spec's refusal for anything but a JPG or PNG (an executable renamed .jpg included). */
export const formatRefused = (why: string) => new DomainError(ErrorCode.FileFormat, 415, `File format not supported! ${why}`);

/** JPEG or PNG by magic bytes, else undefined. `head` = the first bytes (file-type needs at most 4100). */
export async function sniff(head: Buffer): Promise<DocumentMime | undefined> {
  const type = await fileTypeFromBuffer(head);
  return type?.mime === 'image/jpeg' || type?.mime === 'image/png' ? type.mime : undefined;
}

/** Decodes `input` in full and re-encodes it in its own format; refuses what does not decode (40026). */
export async function reencode(input: Buffer, mime: DocumentMime): Promise<DocumentImage> {
  // Loaded on first use: libvips is tens of MiB of memory a process that never decodes an image does not need.
  const { default: sharp } = await import('sharp');
  // failOn 'error' fails on truncated data too, not only on unreadable headers.
  const open = () => sharp(input, { failOn: 'error', limitInputPixels: MAX_PIXELS });
  try {
    const meta = await open().metadata();
    if (meta.format !== (mime === 'image/png' ? 'png' : 'jpeg')) throw formatRefused('The image does not decode as its type');
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const { data, info } = await ENCODERS[mime](open().rotate()).toBuffer({ resolveWithObject: true });
    return { mime, width: info.width, height: info.height, bytes: data };
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw formatRefused('The image is truncated or corrupt');
  }
}
